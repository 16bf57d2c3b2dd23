#include "core/stats/letter_display.h"

#include <algorithm>
#include <stdexcept>

namespace ranklens::core::stats {

namespace {

using Set = std::vector<std::size_t>;

struct Graph {
    const std::vector<std::vector<bool>>& significant;
    bool together(std::size_t a, std::size_t b) const { return a != b && !significant[a][b]; }
    Set neighbours(std::size_t v, const Set& within) const {
        Set out;
        for (std::size_t u : within)
            if (together(v, u)) out.push_back(u);
        return out;
    }
};

// Bron-Kerbosch with a pivot from P u X: every maximal clique once.
void bronKerbosch(const Graph& g, Set r, Set p, Set x, std::vector<Set>& cliques) {
    if (p.empty() && x.empty()) {
        cliques.push_back(r);
        return;
    }
    Set all = p;
    all.insert(all.end(), x.begin(), x.end());
    std::size_t pivot = all[0], best = 0;
    for (std::size_t u : all)
        if (const std::size_t d = g.neighbours(u, p).size(); d >= best) best = d, pivot = u;
    for (std::size_t v : Set(p)) {
        if (g.together(pivot, v)) continue;
        Set r2 = r;
        r2.push_back(v);
        bronKerbosch(g, r2, g.neighbours(v, p), g.neighbours(v, x), cliques);
        p.erase(std::find(p.begin(), p.end(), v));
        x.push_back(v);
    }
}

std::string letterName(std::size_t i) {
    if (i < 26) return std::string(1, static_cast<char>('a' + i));
    if (i < 52) return std::string(1, static_cast<char>('A' + (i - 26)));
    return "{" + std::to_string(i + 1) + "}";
}

}  // namespace

std::vector<std::string> compactLetters(const std::vector<std::vector<bool>>& significant,
                                        const std::vector<std::size_t>& order) {
    const std::size_t k = significant.size();
    if (order.size() != k) throw std::invalid_argument("letter display: order has wrong size");
    std::vector<std::size_t> rank(k);
    for (std::size_t i = 0; i < k; ++i) rank[order[i]] = i;
    std::vector<Set> cliques;
    bronKerbosch(Graph{significant}, {}, order, {}, cliques);
    // Each clique by its members' ranks, best first; the groups in that order get a, b, ...
    for (Set& c : cliques)
        std::sort(c.begin(), c.end(),
                  [&](std::size_t a, std::size_t b) { return rank[a] < rank[b]; });
    std::sort(cliques.begin(), cliques.end(), [&](const Set& a, const Set& b) {
        return std::lexicographical_compare(
            a.begin(), a.end(), b.begin(), b.end(),
            [&](std::size_t x, std::size_t y) { return rank[x] < rank[y]; });
    });
    std::vector<std::string> letters(k);
    for (std::size_t c = 0; c < cliques.size(); ++c)
        for (std::size_t v : cliques[c]) letters[v] += letterName(c);
    return letters;
}

}  // namespace ranklens::core::stats
