#include "core/beyond/beyond_accuracy.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <unordered_set>

namespace ranklens::core {

namespace {

const std::string* categoryOf(const std::string& doc, const ItemCatalogue& c) {
    const auto it = c.category.find(doc);
    return it == c.category.end() || it->second.empty() ? nullptr : &it->second;
}

double popularityOf(const std::string& doc, const ItemCatalogue& c) {
    const auto it = c.popularity.find(doc);
    return it == c.popularity.end() ? 0.0 : it->second;
}

double mean(double sum, std::size_t n) {
    return n ? sum / static_cast<double>(n) : 0.0;
}

// The short head: the most popular items holding 20 % of all popularity (Abdollahpouri et al.
// 2019). Equal popularity at the border: the item joins the head while the head is below 20 %.
}  // namespace

std::unordered_set<std::string> shortHeadOf(const ItemCatalogue& c) {
    std::vector<std::pair<double, const std::string*>> byPop;
    double total = 0;
    for (const auto& [doc, p] : c.popularity) {
        byPop.emplace_back(p, &doc);
        total += p;
    }
    std::sort(byPop.begin(), byPop.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : *a.second < *b.second;
    });
    std::unordered_set<std::string> head;
    double held = 0;
    for (const auto& [p, doc] : byPop) {
        if (held >= 0.2 * total || p <= 0) break;
        head.insert(*doc);
        held += p;
    }
    return head;
}

namespace {

std::size_t categoryCount(const ItemCatalogue& c) {
    std::set<std::string> all;
    for (const auto& [doc, cat] : c.category)
        if (!cat.empty()) all.insert(cat);
    return all.size();
}

double coverageOf(const std::vector<std::string>& topK, const ItemCatalogue& c,
                  std::size_t categories) {
    std::set<std::string> shown;
    for (const auto& d : topK)
        if (const auto* cat = categoryOf(d, c)) shown.insert(*cat);
    return categories ? static_cast<double>(shown.size()) / static_cast<double>(categories) : 0.0;
}

std::vector<std::string> topKOf(const RunQuery& q, std::size_t k) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < q.docs.size() && i < k; ++i) out.emplace_back(q.docs[i].doc);
    return out;
}

}  // namespace

void popularityFromLabels(const Qrels& labels, ItemCatalogue& c) {
    c.popularity.clear();
    for (const auto& q : labels.queries())
        for (const auto& j : q.judgments)
            if (j.grade > 0) c.popularity[j.doc] += 1.0;
    c.popularityUsers = static_cast<double>(labels.queries().size());
}

void popularityFromRun(const Run& run, std::size_t k, ItemCatalogue& c) {
    c.popularity.clear();
    for (const auto& q : run.queries())
        for (const auto& doc : topKOf(q, k)) c.popularity[doc] += 1.0;
    c.popularityUsers = static_cast<double>(run.queries().size());
}

void popularityFromRuns(const std::vector<const Run*>& runs, ItemCatalogue& c) {
    c.popularity.clear();
    c.popularityUsers = 0;
    for (const Run* run : runs) {
        for (const auto& q : run->queries())
            for (const auto& d : q.docs) c.popularity[d.doc] += 1.0;
        c.popularityUsers += static_cast<double>(run->queries().size());
    }
}

double intraListDiversity(const std::vector<std::string>& topK, const ItemCatalogue& c) {
    std::vector<const std::string*> cats;
    for (const auto& d : topK)
        if (const auto* cat = categoryOf(d, c)) cats.push_back(cat);
    std::size_t pairs = 0, differ = 0;
    for (std::size_t i = 0; i < cats.size(); ++i)
        for (std::size_t j = i + 1; j < cats.size(); ++j) {
            ++pairs;
            differ += *cats[i] != *cats[j];
        }
    return pairs ? static_cast<double>(differ) / static_cast<double>(pairs) : 0.0;
}

double categoryCoverage(const std::vector<std::string>& topK, const ItemCatalogue& c) {
    return coverageOf(topK, c, categoryCount(c));
}

double novelty(const std::vector<std::string>& topK, const ItemCatalogue& c) {
    double sum = 0;
    std::size_t n = 0;
    for (const auto& d : topK) {
        const double p = popularityOf(d, c);
        if (p <= 0 || c.popularityUsers <= 0) continue;
        sum += -std::log2(p / c.popularityUsers);
        ++n;
    }
    return mean(sum, n);
}

double averagePopularity(const std::vector<std::string>& topK, const ItemCatalogue& c) {
    double sum = 0;
    for (const auto& d : topK) sum += popularityOf(d, c);
    return mean(sum, topK.size());
}

double longTailShare(const std::vector<std::string>& topK, const ItemCatalogue& c) {
    const auto head = shortHeadOf(c);
    std::size_t tail = 0;
    for (const auto& d : topK) tail += !head.count(d);
    return mean(static_cast<double>(tail), topK.size());
}

double giniIndex(std::vector<double> x) {
    std::sort(x.begin(), x.end());
    const double n = static_cast<double>(x.size());
    double total = 0, weighted = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        total += x[i];
        weighted += (2.0 * static_cast<double>(i + 1) - n - 1.0) * x[i];
    }
    return total > 0 ? weighted / (n * total) : 0.0;
}

BeyondAccuracyResult evaluateBeyondAccuracy(const Run& run, const ItemCatalogue& c, std::size_t k) {
    BeyondAccuracyResult r;
    r.k = k;
    std::unordered_map<std::string, double> exposure;
    for (const auto& [doc, cat] : c.category) exposure.emplace(doc, 0.0);
    for (const auto& [doc, p] : c.popularity) exposure.emplace(doc, 0.0);
    const auto head = shortHeadOf(c);
    const std::size_t categories = categoryCount(c);
    for (const auto& q : run.queries()) {
        const auto top = topKOf(q, k);
        r.qids.emplace_back(q.qid);
        r.ild.push_back(intraListDiversity(top, c));
        r.categoryCoverage.push_back(coverageOf(top, c, categories));
        r.novelty.push_back(novelty(top, c));
        r.arp.push_back(averagePopularity(top, c));
        std::size_t tail = 0;
        for (const auto& d : top) {
            tail += !head.count(d);
            exposure[d] += 1.0;
        }
        r.longTail.push_back(mean(static_cast<double>(tail), top.size()));
    }
    std::vector<double> x;
    x.reserve(exposure.size());
    for (const auto& [doc, e] : exposure) x.push_back(e);
    r.giniExposure = giniIndex(std::move(x));
    return r;
}

}  // namespace ranklens::core
