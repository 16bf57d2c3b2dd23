#include "core/compare/comparison.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <iterator>
#include <limits>
#include <map>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include "core/base/parallel.h"
#include "core/stats/paired_power.h"
#include "core/stats/random_streams.h"

namespace ranklens::core::compare {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// The smallest difference the reports show (they print 4 decimals).
constexpr double kShown = 0.00005;

double mean(const std::vector<double>& v, const std::vector<double>& w) {
    if (v.empty()) return 0;
    double s = 0, sw = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const double wi = w.empty() ? 1.0 : w[i];
        s += wi * v[i];
        sw += wi;
    }
    return sw > 0 ? s / sw : 0;
}

// One pair of a table (run r against the baseline) over the queries the pair is matched on
// inside the table: baseline and run values per metric, and the weights. For the baseline's own
// row the two are the same values over its own queries.
struct PairData {
    std::vector<std::size_t> rows;          // indices into ComparisonInput::qids
    std::vector<std::vector<double>> base;  // [metric][row]
    std::vector<std::vector<double>> run;   // [metric][row]
    std::vector<double> weights;            // per row (empty: unweighted)
};

struct TableData {
    std::string segment;
    std::vector<std::size_t> rows;  // the table's queries (the segment's part of qids)
    std::vector<PairData> pairs;    // [run]
};

std::vector<std::size_t> intersect(const std::vector<std::size_t>& a,
                                   const std::vector<std::size_t>& b) {
    std::vector<std::size_t> out;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

std::vector<double> pick(const std::vector<double>& v, const std::vector<std::size_t>& rows) {
    std::vector<double> out;
    out.reserve(rows.size());
    for (std::size_t q : rows) out.push_back(v[q]);
    return out;
}

// The table's pairs: each from the baseline and that run alone (pairRows[r], from
// ComparisonInput::pairRows), restricted to the table's queries.
TableData gather(const ComparisonInput& in, const std::vector<std::vector<std::size_t>>& pairRows,
                 std::string segment, std::vector<std::size_t> rows, std::size_t b, bool weighted) {
    TableData t{std::move(segment), std::move(rows), {}};
    t.pairs.resize(in.runCount());
    for (std::size_t r = 0; r < in.runCount(); ++r) {
        PairData& p = t.pairs[r];
        p.rows = intersect(pairRows[r], t.rows);
        for (std::size_t m = 0; m < in.metrics.size(); ++m) {
            const bool perQuery = in.metrics[m].perQuery();
            p.base.push_back(perQuery ? pick(in.values[b][m], p.rows) : std::vector<double>{});
            p.run.push_back(perQuery ? pick(in.values[r][m], p.rows) : std::vector<double>{});
        }
        if (weighted && in.hasWeights()) p.weights = pick(in.weights, p.rows);
    }
    return t;
}

void countWinsTiesLosses(const std::vector<double>& vb, const std::vector<double>& vr,
                         double tolerance, Cell& c) {
    for (std::size_t i = 0; i < vb.size(); ++i) {
        const double d = vr[i] - vb[i];
        if (d > tolerance)
            ++c.wins;
        else if (d < -tolerance)
            ++c.losses;
        else
            ++c.ties;
    }
}

// Paired values whose differences, means and squared deviations stay finite. Values near the
// largest double (an evaluated run's 1e308) overflow them, and the test then reported
// p < 0.0001 and d_z +inf from nothing: such a pair is shown, not tested.
bool testable(const std::vector<double>& a, const std::vector<double>& b) {
    double sum = 0;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
        const double spread = std::fabs(a[i]) + std::fabs(b[i]);
        sum += spread * spread;
    }
    return std::isfinite(sum * static_cast<double>(a.size()));
}

// The paired t-test's p, the effect size d_z and the minimal detectable effect. d_z and the
// MDE need a spread of differences: none over fewer than 2 queries, none when every query
// differs by the same amount (0/0 when by nothing), each NaN with its reason.
void describeSpread(const std::vector<double>& vb, const std::vector<double>& vr,
                    const CompareOptions& o, Cell& c) {
    const stats::PairedTTest t = stats::pairedTTest(vb, vr);
    c.pT = t.p;
    c.effect = c.mde = kNaN;
    if (vb.size() < kMinPairs) {
        c.effectReason = "one paired query: no spread of differences";
    } else if (!(t.sdDiff > 0)) {
        c.effectReason = t.meanDiff == 0 ? "the runs score the same on every paired query"
                                         : "every paired query differs by the same amount";
    } else {
        c.effect = stats::effectSizeDz(vb, vr);
        const auto mde = stats::minimalDetectableEffect(t.n, {t.sdDiff, o.alpha, kReadingPower});
        c.mde = mde ? *mde : kNaN;
    }
}

// Fills everything but the randomization p-values, the adjusted values and the interval.
ComparisonTable describeTable(const ComparisonInput& in, const TableData& t,
                              const CompareOptions& o, bool whole) {
    ComparisonTable out;
    out.segment = t.segment;
    out.queries = t.rows.size();
    out.rows = t.rows;
    const std::size_t b = o.baseline;
    out.cells.assign(in.runCount(), std::vector<Cell>(in.metrics.size()));
    out.pairRows.resize(in.runCount());
    for (std::size_t r = 0; r < in.runCount(); ++r) {
        const PairData& pair = t.pairs[r];
        out.pairRows[r] = pair.rows;
        for (std::size_t m = 0; m < in.metrics.size(); ++m) {
            Cell& c = out.cells[r][m];
            c.pRandom = kNaN;
            c.ci = {kNaN, kNaN};
            c.queries = pair.rows.size();
            const bool values = in.hasValues.empty() || (in.hasValues[b][m] && in.hasValues[r][m]);
            if (!values) {  // an evaluated run without values of this metric: nothing to compare
                c.baseline = c.value = c.pT = c.p = c.pAdjusted = kNaN;
            } else if (!in.metrics[m].perQuery()) {
                // Run-level values (coverage) exist only for the whole query set.
                c.baseline = whole ? in.runValue[b][m] : kNaN;
                c.value = whole ? in.runValue[r][m] : kNaN;
                c.pT = c.p = c.pAdjusted = kNaN;
            } else {
                const auto& vb = pair.base[m];
                const auto& vr = pair.run[m];
                c.baseline = vb.empty() ? kNaN : mean(vb, pair.weights);
                c.value = vr.empty() ? kNaN : mean(vr, pair.weights);
                if (r != b && !vb.empty() && testable(vb, vr)) {
                    c.tested = true;
                    describeSpread(vb, vr, o, c);
                    countWinsTiesLosses(vb, vr, o.tieTolerance, c);
                } else {
                    c.pT = c.p = c.pAdjusted = kNaN;
                }
            }
            c.delta = c.value - c.baseline;
            c.relDelta = c.baseline != 0 ? c.delta / c.baseline : kNaN;
        }
    }
    return out;
}

void adjust(ComparisonTable& t, const CompareOptions& o) {
    std::vector<double> p;
    std::vector<Cell*> cells;
    for (auto& row : t.cells)
        for (auto& c : row)
            if (c.tested) {
                c.p = o.test == TestKind::StudentT ? c.pT : c.pRandom;
                p.push_back(c.p);
                cells.push_back(&c);
            }
    const auto adj = stats::adjustPValues(p, o.correction);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        cells[i]->pAdjusted = adj[i];
        cells[i]->significant = adj[i] < o.alpha;
    }
}

std::string formatDelta(double d) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.4f", d);
    return buf;
}

}  // namespace

const char* toString(TestKind t) {
    return t == TestKind::StudentT ? "paired t-test" : "randomization test";
}

std::string CompareOptions::describe() const {
    std::ostringstream s;
    s << toString(test);
    if (test == TestKind::Randomization)
        s << " (" << permutations << " permutations, seed " << seed << ")";
    s << ", two-sided; correction: " << stats::correctionName(correction)
      << " over the table; alpha " << alpha;
    if (resamples > 0)
        s << "; " << static_cast<int>(std::lround(confidence * 100)) << " % bootstrap CI ("
          << resamples << " resamples)";
    s << (weighted ? "; means weighted by query weight (tests unweighted)" : "; unweighted means");
    return s.str();
}

namespace {

// Refuses options and values that cannot be compared (std::invalid_argument), before any
// thread starts.
void checkInput(const ComparisonInput& in, const CompareOptions& o) {
    if (o.baseline >= in.runCount()) throw std::invalid_argument("baseline run out of range");
    // NaN included (it fails both comparisons).
    if (o.resamples > 0 && !(o.confidence > 0 && o.confidence < 1))
        throw std::invalid_argument("confidence: must be a number in (0, 1)");
    if (!(o.alpha > 0 && o.alpha < 1))
        throw std::invalid_argument("alpha: must be a number in (0, 1)");
    if (in.values.size() != in.runCount()) throw std::invalid_argument("values: one entry per run");
    for (const auto& rv : in.values) {
        if (rv.size() != in.metrics.size())
            throw std::invalid_argument("values: one entry per metric");
        for (std::size_t m = 0; m < rv.size(); ++m)
            if (in.metrics[m].perQuery() && rv[m].size() != in.qids.size())
                throw std::invalid_argument("values: one value per query");
    }
}

// The whole-set table's data, then one per segment (by name) when asked for.
std::vector<TableData> gatherTables(const ComparisonInput& in, const CompareOptions& o) {
    std::vector<TableData> tables;
    std::vector<std::size_t> all(in.qids.size());
    for (std::size_t q = 0; q < all.size(); ++q) all[q] = q;
    std::vector<std::vector<std::size_t>> pairRows;  // per run, once for every table
    for (std::size_t r = 0; r < in.runCount(); ++r) pairRows.push_back(in.pairRows(o.baseline, r));
    tables.push_back(gather(in, pairRows, "", all, o.baseline, o.weighted));
    if (!o.bySegment || !in.hasSegments()) return tables;
    std::map<std::string, std::vector<std::size_t>> bySeg;
    for (std::size_t q = 0; q < in.qids.size(); ++q)
        bySeg[in.segments[q].empty() ? std::string("(none)") : in.segments[q]].push_back(q);
    for (auto& [name, rows] : bySeg)
        tables.push_back(gather(in, pairRows, name, std::move(rows), o.baseline, o.weighted));
    return tables;
}

// Progress in thousandths: randomization 0..randShare (800, or 1000 without CIs), bootstrap
// the rest. Once the callback says stop, cancelled holds.
struct TestProgress {
    TestProgress(const CompareOptions& o, bool randomize)
        : o(o),
          randShare(!randomize        ? 0
                    : o.resamples > 0 ? 800
                                      : 1000) {}
    bool report(std::size_t done) {
        if (o.progress && !o.progress(std::min<std::size_t>(done, 1000), 1000)) cancelled = true;
        return !cancelled;
    }
    const CompareOptions& o;
    const std::size_t randShare;
    bool cancelled = false;
};

// The randomization test's p of every tested cell of every table, in one run of the tests.
void randomizeTables(const ComparisonInput& in, const CompareOptions& o,
                     const std::vector<TableData>& tables, std::vector<ComparisonTable>& described,
                     TestProgress& progress) {
    std::vector<stats::PairedSample> samples;
    std::vector<Cell*> cells;
    for (std::size_t t = 0; t < tables.size(); ++t)
        for (std::size_t r = 0; r < in.runCount(); ++r)
            for (std::size_t m = 0; m < in.metrics.size(); ++m)
                if (described[t].cells[r][m].tested) {
                    samples.push_back({tables[t].pairs[r].base[m], tables[t].pairs[r].run[m]});
                    cells.push_back(&described[t].cells[r][m]);
                }
    stats::RandomizationOptions ro;
    ro.permutations = o.permutations;
    ro.seed = o.seed;
    ro.threads = o.threads;
    ro.progress = [&](std::size_t done, std::size_t total) {
        return progress.report(total ? done * progress.randShare / total : 0);
    };
    const auto p = stats::randomizationTests(samples, ro);
    for (std::size_t i = 0; i < cells.size(); ++i) cells[i]->pRandom = p[i];
}

// Bootstrap intervals for the whole-set table, one cell per task. Each cell's streams are
// seeded from (seed, run name, metric key) alone, and it resamples the table's queries in qid
// byte order: its interval does not depend on the other rows and columns. Throws Cancelled.
void bootstrapWholeSet(const ComparisonInput& in, const CompareOptions& o, const TableData& data,
                       ComparisonTable& table, TestProgress& progress) {
    std::vector<std::pair<std::size_t, std::size_t>> jobs;
    for (std::size_t r = 0; r < in.runCount(); ++r)
        for (std::size_t m = 0; m < in.metrics.size(); ++m)
            // (an interval over one query would be [d, d]: no interval, as for d_z)
            if (table.cells[r][m].tested && table.cells[r][m].queries >= kMinPairs)
                jobs.emplace_back(r, m);
    const std::size_t share = 1000 - progress.randShare;
    std::atomic<std::size_t> done{0};
    std::atomic<bool> stop{false};
    std::mutex progressMutex;
    parallelFor(jobs.size(), 1, o.threads, [&](std::size_t j) {
        if (stop) return;
        const auto [r, m] = jobs[j];
        stats::BootstrapOptions bo;
        bo.resamples = o.resamples;
        bo.confidence = o.confidence;
        bo.threads = 1;  // the cells already run in parallel
        bo.seed = stats::namedSeed(o.seed, {in.runNames[r], in.metrics[m].key});
        bo.progress = [&](std::size_t, std::size_t) {
            std::lock_guard lock(progressMutex);
            if (!stop && !progress.report(progress.randShare + share * done / jobs.size()))
                stop = true;
            return !stop.load();
        };
        try {
            table.cells[r][m].ci =
                stats::bootstrapMeanDiffCI(data.pairs[r].base[m], data.pairs[r].run[m], bo);
        } catch (const Cancelled&) {
            stop = true;
        }
        ++done;
    });
    if (stop ||
        !progress.report(progress.randShare + share * done / std::max<std::size_t>(1, jobs.size())))
        throw Cancelled();
}

// The comparison against o.baseline alone (without the segment warnings).
Comparison compareAgainst(const ComparisonInput& in, const CompareOptions& o) {
    checkInput(in, o);
    Comparison out;
    out.options = o;
    const std::vector<TableData> tables = gatherTables(in, o);
    std::vector<ComparisonTable> described;
    for (std::size_t i = 0; i < tables.size(); ++i)
        described.push_back(describeTable(in, tables[i], o, i == 0));

    const bool randomize = o.test == TestKind::Randomization && o.permutations > 0;
    TestProgress progress(o, randomize);
    if (randomize) randomizeTables(in, o, tables, described, progress);
    for (auto& t : described) adjust(t, o);
    if (o.resamples > 0) bootstrapWholeSet(in, o, tables[0], described[0], progress);
    if (progress.cancelled) throw Cancelled();
    progress.report(1000);

    out.overall = std::move(described[0]);
    for (std::size_t t = 1; t < described.size(); ++t)
        out.segments.push_back(std::move(described[t]));
    return out;
}

// A segment significantly worse while the mean improves significantly.
std::vector<SegmentWarning> segmentWarnings(const ComparisonInput& in, const Comparison& cmp) {
    std::vector<SegmentWarning> out;
    for (const auto& seg : cmp.segments)
        for (std::size_t r = 0; r < in.runCount(); ++r)
            for (std::size_t m = 0; m < in.metrics.size(); ++m) {
                const Cell& all = cmp.overall.cells[r][m];
                const Cell& c = seg.cells[r][m];
                // Only a segment significantly worse, by a difference the reports can show
                // (4 decimals), while the mean improves significantly by one they can show.
                if (!all.tested || !c.tested || !all.significant || !c.significant ||
                    !(all.delta >= kShown) || !(c.delta <= -kShown))
                    continue;
                SegmentWarning w{r,       m,         seg.segment,   all.delta,
                                 c.delta, c.queries, c.significant, {}};
                w.text = in.metrics[m].display + " of " + in.runNames[r] + ": overall " +
                         formatDelta(all.delta) + " but segment '" + seg.segment + "' " +
                         formatDelta(c.delta) + " (" + std::to_string(c.queries) + " queries" +
                         (c.significant ? ", significant" : ", not significant") + ")";
                out.push_back(std::move(w));
            }
    return out;
}

// Progress of part `part` of `parts` equal parts of a job in thousandths.
ProgressFn partOf(const ProgressFn& progress, std::size_t part, std::size_t parts) {
    if (!progress) return {};
    return [=](std::size_t done, std::size_t total) {
        const std::size_t share = total ? 1000 * std::min(done, total) / total : 0;
        return progress((1000 * part + share) / parts, 1000);
    };
}

void checkOtherBaselines(const ComparisonInput& in, const CompareOptions& o) {
    for (std::size_t i = 0; i < o.otherBaselines.size(); ++i) {
        const std::size_t b = o.otherBaselines[i];
        if (b >= in.runCount()) throw std::invalid_argument("baseline run out of range");
        if (b == o.baseline ||
            std::find(o.otherBaselines.begin(), o.otherBaselines.begin() + static_cast<long>(i),
                      b) != o.otherBaselines.begin() + static_cast<long>(i))
            throw std::invalid_argument("a baseline is chosen twice");
    }
}

// The whole-set tests of every baseline as one family: table 0 is overall (o.baseline), table
// j > 0 byBaseline[j - 1]. A pair of two baselines is in two tables; it is tested once (its p is
// the same either way round) and its twin takes the same adjusted p. Returns the family's size.
std::size_t adjustFamily(Comparison& cmp) {
    const CompareOptions& o = cmp.options;
    std::vector<std::size_t> bases{o.baseline};
    bases.insert(bases.end(), o.otherBaselines.begin(), o.otherBaselines.end());
    std::vector<ComparisonTable*> tables{&cmp.overall};
    for (auto& t : cmp.byBaseline) tables.push_back(&t);
    // The table of an earlier baseline that already holds the pair (j, r); bases.size() if none.
    auto twinTable = [&](std::size_t j, std::size_t r) {
        const auto it = std::find(bases.begin(), bases.begin() + static_cast<long>(j), r);
        return static_cast<std::size_t>(it - bases.begin());
    };
    std::vector<double> p;
    std::vector<Cell*> cells;
    for (std::size_t j = 0; j < tables.size(); ++j)
        for (std::size_t r = 0; r < tables[j]->cells.size(); ++r)
            for (auto& c : tables[j]->cells[r])
                if (c.tested && (j == 0 || twinTable(j, r) == j)) {
                    p.push_back(c.p);
                    cells.push_back(&c);
                }
    if (tables.size() > 1) {
        const auto adj = stats::adjustPValues(p, o.correction);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            cells[i]->pAdjusted = adj[i];
            cells[i]->significant = adj[i] < o.alpha;
        }
        for (std::size_t j = 1; j < tables.size(); ++j)
            for (std::size_t r = 0; r < tables[j]->cells.size(); ++r)
                if (const std::size_t i = twinTable(j, r); i < j)
                    for (std::size_t m = 0; m < tables[j]->cells[r].size(); ++m) {
                        const Cell& twin = tables[i]->cells[bases[j]][m];
                        tables[j]->cells[r][m].pAdjusted = twin.pAdjusted;
                        tables[j]->cells[r][m].significant = twin.significant;
                    }
    }
    return cells.size();
}

}  // namespace

Comparison compareRuns(const ComparisonInput& in, const CompareOptions& o) {
    checkOtherBaselines(in, o);
    const std::size_t parts = 1 + o.otherBaselines.size();
    CompareOptions first = o;
    first.progress = partOf(o.progress, 0, parts);
    Comparison out = compareAgainst(in, first);
    out.options = o;
    for (std::size_t j = 0; j < o.otherBaselines.size(); ++j) {
        CompareOptions other = o;
        other.baseline = o.otherBaselines[j];
        other.otherBaselines.clear();
        other.bySegment = false;  // segments stay the first baseline's
        other.progress = partOf(o.progress, j + 1, parts);
        out.byBaseline.push_back(compareAgainst(in, other).overall);
    }
    out.familySize = adjustFamily(out);
    out.warnings = segmentWarnings(in, out);
    return out;
}

}  // namespace ranklens::core::compare
