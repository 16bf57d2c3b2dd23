// Practice's stable words (kinds, measures, levels, directions, replayable ids) and the
// seeded draws every generator uses (core/teaching/practice_exercise.h).
#include <string>

#include "core/teaching/practice_exercise.h"

namespace ranklens::core::teaching {

int drawInt(std::mt19937& rng, int lo, int hi) {
    if (hi <= lo) return lo;
    const std::uint64_t range = static_cast<std::uint64_t>(hi - lo) + 1;
    const std::uint64_t span = std::uint64_t{1} << 32;  // mt19937 yields 32-bit values
    const std::uint64_t limit = span - span % range;
    std::uint64_t x;
    do {
        x = static_cast<std::uint64_t>(rng());
    } while (x >= limit);
    return lo + static_cast<int>(x % range);
}

bool drawChance(std::mt19937& rng, int num, int den) {
    return drawInt(rng, 0, den - 1) < num;
}

const char* toString(PracticeKind k) {
    switch (k) {
        case PracticeKind::Compute:
            return "compute";
        case PracticeKind::Predict:
            return "predict";
        case PracticeKind::Construct:
            return "construct";
        case PracticeKind::Choose:
            return "choose";
    }
    return "";
}

const char* toString(PracticeMeasure m) {
    switch (m) {
        case PracticeMeasure::P:
            return "P";
        case PracticeMeasure::R:
            return "R";
        case PracticeMeasure::F1:
            return "F1";
        case PracticeMeasure::Dcg:
            return "DCG";
        case PracticeMeasure::Ndcg:
            return "NDCG";
        case PracticeMeasure::Ap:
            return "AP";
        case PracticeMeasure::Rr:
            return "RR";
    }
    return "";
}

const char* toString(PracticeLevel l) {
    switch (l) {
        case PracticeLevel::Binary:
            return "binary";
        case PracticeLevel::Graded:
            return "graded";
        case PracticeLevel::SeveralQueries:
            return "several";
        case PracticeLevel::Ties:
            return "ties";
    }
    return "";
}

const char* toString(Direction d) {
    switch (d) {
        case Direction::Rise:
            return "rise";
        case Direction::Fall:
            return "fall";
        case Direction::Stay:
            return "stay";
    }
    return "";
}

std::optional<PracticeKind> parsePracticeKind(std::string_view s) {
    for (int i = 0; i < kPracticeKindCount; ++i)
        if (s == toString(static_cast<PracticeKind>(i))) return static_cast<PracticeKind>(i);
    return std::nullopt;
}

std::optional<PracticeMeasure> parsePracticeMeasure(std::string_view s) {
    for (int i = 0; i < kPracticeMeasureCount; ++i)
        if (s == toString(static_cast<PracticeMeasure>(i))) return static_cast<PracticeMeasure>(i);
    return std::nullopt;
}

std::optional<PracticeLevel> parsePracticeLevel(std::string_view s) {
    for (int i = 0; i < kPracticeLevelCount; ++i)
        if (s == toString(static_cast<PracticeLevel>(i))) return static_cast<PracticeLevel>(i);
    return std::nullopt;
}

std::string measureLabel(PracticeMeasure m, int k) {
    return std::string(toString(m)) + "@" + std::to_string(k);
}

namespace {

// "k4" → 4 (kMinPracticeK..kMaxPracticeK), else nullopt.
std::optional<int> parseKPart(std::string_view s) {
    if (s.size() < 2 || s.size() > 3 || s[0] != 'k') return std::nullopt;
    int k = 0;
    for (char c : s.substr(1)) {
        if (c < '0' || c > '9') return std::nullopt;
        k = k * 10 + (c - '0');
    }
    if (k < kMinPracticeK || k > kMaxPracticeK) return std::nullopt;
    return k;
}

}  // namespace

std::string practiceId(const PracticeSpec& spec) {
    std::string id = std::string(toString(spec.kind)) + "-" + std::to_string(spec.seed);
    if (spec.measure) id += std::string("-") + toString(*spec.measure);
    if (spec.level) id += std::string("-") + toString(*spec.level);
    if (spec.k) id += "-k" + std::to_string(*spec.k);
    return id;
}

std::optional<PracticeSpec> parsePracticeId(std::string_view id) {
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const auto dash = id.find('-', start);
        parts.push_back(id.substr(start, dash == std::string_view::npos ? dash : dash - start));
        if (dash == std::string_view::npos) break;
        start = dash + 1;
    }
    if (parts.size() < 2 || parts.size() > 5) return std::nullopt;
    PracticeSpec spec;
    const auto kind = parsePracticeKind(parts[0]);
    if (!kind) return std::nullopt;
    spec.kind = *kind;
    std::uint64_t seed = 0;
    if (parts[1].empty() || parts[1].size() > 10) return std::nullopt;
    for (char c : parts[1]) {
        if (c < '0' || c > '9') return std::nullopt;
        seed = seed * 10 + static_cast<std::uint64_t>(c - '0');
    }
    if (seed > 0xffffffffu) return std::nullopt;
    spec.seed = static_cast<std::uint32_t>(seed);
    for (std::size_t i = 2; i < parts.size(); ++i) {
        bool known = false;
        if (const auto m = parsePracticeMeasure(parts[i]); m && !spec.measure) {
            spec.measure = m;
            known = true;
        }
        if (const auto l = parsePracticeLevel(parts[i]); l && !known && !spec.level) {
            spec.level = l;
            known = true;
        }
        if (const auto k = parseKPart(parts[i]); k && !known && !spec.k) {
            spec.k = k;
            known = true;
        }
        if (!known) return std::nullopt;
    }
    return spec;
}

}  // namespace ranklens::core::teaching
