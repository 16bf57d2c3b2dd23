#include "ui/evaluation/result_cache.h"

#include <algorithm>

namespace ranklens::ui {

namespace {
constexpr std::size_t kMaxEntries =
    64;  // a piece ~64 KiB, a base ~0.5 MiB (7,000 queries, K = 1000)

// Measures computed from relevance, positions and counts only (the row's fact): no gain, ideal
// ranking or log base enters them.
bool readsNoGain(const core::MeasureInfo& m) {
    return m.reads == core::Reads::RelevanceOnly;
}
}  // namespace

core::EvalConfig ResultCache::keyConfig(const core::MeasureInfo& m, const core::EvalConfig& cfg) {
    core::EvalConfig key = cfg;
    if (readsNoGain(m)) {
        const core::EvalConfig defaults;
        key.gain = defaults.gain;
        key.customGains = defaults.customGains;
        key.ideal = defaults.ideal;
        key.thresholdInGain = defaults.thresholdInGain;
        key.logBase = defaults.logBase;
        key.errMaxGrade = defaults.errMaxGrade;
        key.diversityAlpha = defaults.diversityAlpha;
        key.rbpPersistence = defaults.rbpPersistence;
    }
    return key;
}

namespace {
bool sameOwner(const std::weak_ptr<const void>& a, const std::weak_ptr<const void>& b) {
    return !a.expired() && !a.owner_before(b) && !b.owner_before(a);
}
}  // namespace

bool ResultCache::same(const Key& a, const Key& b, bool anyK) {
    return a.K == b.K && (anyK || a.k == b.k) && sameOwner(a.run, b.run) &&
           sameOwner(a.labels, b.labels) && a.config == b.config;
}

std::shared_ptr<const ResultBase> ResultCache::base(const Key& key) const {
    std::lock_guard lock(mutex_);
    for (const auto& e : entries_)
        if (!e.measure && same(e.key, key, false)) return e.base;
    return nullptr;
}

std::shared_ptr<const MeasurePiece> ResultCache::piece(const core::MeasureInfo* m, const Key& key,
                                                       bool anyK) const {
    std::lock_guard lock(mutex_);
    for (const auto& e : entries_)
        if (e.measure == m && same(e.key, key, anyK)) return e.piece;
    return nullptr;
}

void ResultCache::put(Entry e) {
    std::lock_guard lock(mutex_);
    std::erase_if(entries_,
                  [](const Entry& x) { return x.key.run.expired() || x.key.labels.expired(); });
    entries_.push_back(std::move(e));
    if (entries_.size() > kMaxEntries) entries_.erase(entries_.begin());
}

void ResultCache::putBase(const Key& key, std::shared_ptr<const ResultBase> b) {
    put({nullptr, key, std::move(b), nullptr});
}

void ResultCache::putPiece(const core::MeasureInfo* m, const Key& key,
                           std::shared_ptr<const MeasurePiece> p) {
    put({m, key, nullptr, std::move(p)});
}

}  // namespace ranklens::ui
