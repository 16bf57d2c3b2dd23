#include "app/cli/eval_output.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/base/numbers.h"
#include "core/base/parallel.h"
#include "core/definitions/definition_schema.h"
#include "core/eval/query_set.h"

namespace ranklens::cli {

using core::EvalResult;
using core::MeasureShape;

long trecCompleteNumRel(const core::Qrels& qrels) {
    long n = 0;
    for (const auto& q : qrels.queries())
        for (const auto& j : q.judgments) n += j.grade > 0;
    return n;
}

namespace {

bool printsCompleteNumRel(const EvalResult& r, const core::ResultColumn& c) {
    return c.measure->family == core::MeasureFamily::NumRel &&
           r.config.querySet == core::QuerySet::AllLabelled;
}

}  // namespace

bool needsCompleteNumRel(const EvalResult& r) {
    for (const auto& c : r.columns)
        if (printsCompleteNumRel(r, c)) return true;
    return false;
}

namespace {

double summaryValue(const EvalResult& r, const core::ResultColumn& c, long completeNumRel) {
    if (printsCompleteNumRel(r, c)) return static_cast<double>(completeNumRel);
    return c.aggregate;
}

// Appends printf's output for fmt to buf (any length).
[[gnu::format(printf, 2, 3)]] void appendf(std::string& buf, const char* fmt, ...) {
    std::va_list args, again;
    va_start(args, fmt);
    va_copy(again, args);
    const int n = std::vsnprintf(nullptr, 0, fmt, args);
    va_end(args);
    if (n > 0) {
        const std::size_t at = buf.size();
        buf.resize(at + static_cast<std::size_t>(n) + 1);
        std::vsnprintf(buf.data() + at, static_cast<std::size_t>(n) + 1, fmt, again);
        buf.resize(at + static_cast<std::size_t>(n));
    }
    va_end(again);
}

// One trec_eval line, "%-22s\t%s\t%6.4f\n" (or %ld for counts), built with std::to_chars: the
// same bytes as printf (both round the exact binary value) without parsing a format per line,
// which counts when -q -m all_trec prints some 300 lines a query. Not finite: printf itself.
void appendTrecLine(std::string& line, const std::string& name, const std::string& qid, double v,
                    bool integer, bool zscore) {
    if (!std::isfinite(v)) {
        appendf(line, zscore ? "Z%-22s\t%s\t%6.4f\n" : "%-22s\t%s\t%6.4f\n", name.c_str(),
                qid.c_str(), v);
        return;
    }
    if (zscore) line += 'Z';
    line += name;
    if (name.size() < 22) line.append(22 - name.size(), ' ');
    line += '\t';
    line += qid;
    line += '\t';
    char num[400];
    const auto r = integer && !zscore
                       ? std::to_chars(num, num + sizeof num, static_cast<long>(v))
                       : std::to_chars(num, num + sizeof num, v, std::chars_format::fixed, 4);
    const auto len = static_cast<std::size_t>(r.ptr - num);
    if (!(integer && !zscore) && len < 6) line.append(6 - len, ' ');
    line.append(num, len);
    line += '\n';
}

void printTrecLine(std::FILE* out, const std::string& name, const std::string& qid, double v,
                   bool integer, bool zscore) {
    std::string line;
    appendTrecLine(line, name, qid, v, integer, zscore);
    std::fwrite(line.data(), 1, line.size(), out);
}

// Query q's lines (-q), in column order.
void appendQueryLines(std::string& buf, const EvalResult& r, std::size_t q, bool zscores) {
    for (const auto& c : r.columns) {
        if (!c.measure->printedPerQuery || c.perQuery.empty()) continue;
        if (!c.perQueryText.empty())  // relstring: quoted text (never a z-score)
            appendf(buf, "%-22s\t%s\t'%s'\n", c.name.c_str(), r.queries[q].qid.c_str(),
                    c.perQueryText[q].c_str());
        else
            appendTrecLine(buf, c.name, r.queries[q].qid, c.perQuery[q], c.measure->integer,
                           zscores);
    }
}

// The per-query lines, formatted a block of queries at a time on o.threads threads and written
// in query order: the same bytes as one thread, and -q -m all_trec (some 300 lines a query)
// does not wait for one thread to format them all. A few blocks a thread are held at a time.
void printPerQueryLines(std::FILE* out, const EvalResult& r, const OutputOptions& o,
                        bool missedPrinted) {
    constexpr std::size_t kBlock = 64;  // queries
    const std::size_t n = r.queries.size();
    const std::size_t blocks = (n + kBlock - 1) / kBlock;
    const unsigned threads = core::threadsFor(o.threads);
    std::vector<std::string> text(std::min<std::size_t>(blocks, std::size_t{4} * threads));
    for (std::size_t first = 0; first < blocks; first += text.size()) {
        const std::size_t count = std::min(text.size(), blocks - first);
        core::parallelFor(count, 1, threads, [&](std::size_t b) {
            std::string& s = text[b];
            s.clear();
            const std::size_t from = (first + b) * kBlock, to = std::min(n, from + kBlock);
            for (std::size_t q = from; q < to; ++q)
                if (r.queries[q].inRun || missedPrinted) appendQueryLines(s, r, q, o.zscores);
        });
        for (std::size_t b = 0; b < count; ++b) std::fwrite(text[b].data(), 1, text[b].size(), out);
    }
}

// Names of the run-level columns (one value for the whole run, never a mean over queries).
std::vector<std::string> runLevelColumns(const EvalResult& r) {
    std::vector<std::string> names;
    for (const auto& c : r.columns)
        if (c.measure->shape == MeasureShape::RunLevel) names.push_back(c.name);
    return names;
}

std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
    return s;
}

// The beyond-accuracy notes: run-level columns and the popularity source ("" when none).
std::string beyondNote(const EvalResult& r, const OutputOptions& o) {
    std::string note;
    if (const auto rl = runLevelColumns(r); !rl.empty())
        note = "run-level values (one per run, not a mean over queries): " + joined(rl);
    if (!o.itemsSource.empty())
        note += std::string(note.empty() ? "" : "; ") + "items: " + o.itemsSource;
    if (!o.popularitySource.empty())
        note += std::string(note.empty() ? "" : "; ") + "popularity: " + o.popularitySource;
    return note;
}

void printTrec(std::FILE* out, const EvalResult& r, const OutputOptions& o, long completeNumRel) {
    // trec_eval's layout stays as it is: the notes go to stderr.
    if (const auto note = beyondNote(r, o); !note.empty())
        std::fprintf(stderr, "ranklens-cli: %s\n", note.c_str());
    // Under -c, trec_eval 9.0.8 prints no line for a query the run missed; 10.0 evaluates it
    // against a one-item stand-in list and prints its (zero) values.
    const bool missedPrinted = r.config.trecEvalVersion == core::TrecEvalVersion::V10_0;
    if (o.perQuery) printPerQueryLines(out, r, o, missedPrinted);
    if (!o.summary) return;  // trec_eval -n
    if (o.printRunid) std::fprintf(out, "%-22s\t%s\t%s\n", "runid", "all", r.runName.c_str());
    if (o.printNumQ)
        printTrecLine(out, "num_q", "all", static_cast<double>(r.queries.size()), true, o.zscores);
    for (const auto& c : r.columns)
        if (!c.measure->text)  // a text has no summary
            printTrecLine(out, c.name, "all", summaryValue(r, c, completeNumRel),
                          c.measure->integer, o.zscores);
}

// A definition's text as its JSON value (core/definitions/definition_schema.h says which shape).
nlohmann::json definitionJson(const core::Definition& d, const std::string& text) {
    double v = 0;
    switch (d.jsonShape) {
        case core::JsonShape::Text:
            return text;
        case core::JsonShape::Bool:
            return text == d.choices.at(1).text;
        case core::JsonShape::Integer:
            return std::stoll(text);
        case core::JsonShape::Number:  // whole: an integer (1), else a number (0.5)
            if (text.find_first_not_of("0123456789") == std::string::npos) return std::stoll(text);
            core::parseDouble(text, v);
            return v;
        case core::JsonShape::Real:
            core::parseDouble(text, v);
            return v;
        case core::JsonShape::Reals: {
            nlohmann::json list = nlohmann::json::array();
            for (std::size_t start = 0; start < text.size();) {
                const std::size_t comma = std::min(text.find(',', start), text.size());
                core::parseDouble(std::string_view(text).substr(start, comma - start), v);
                list.push_back(v);
                start = comma + 1;
            }
            return list;
        }
    }
    return text;
}

// The settings of the user-model and diversity measures are stated when one was computed.
bool measureReads(std::string_view key, const EvalResult& r) {
    for (const auto& col : r.columns) {
        if (key == "alpha" && col.measure->subtopics) return true;
        const auto& stated = col.measure->statedDefinitions;
        if (std::find(stated.begin(), stated.end(), key) != stated.end()) return true;
    }
    return false;
}

nlohmann::json definitions(const EvalResult& r, const OutputOptions& o) {
    const auto& c = r.config;
    nlohmann::json d = {
        {"summary", c.describe()},
        {"run", o.runSource},
        {"labels", o.labelsSource},
    };
    for (const auto& row : core::definitionSchema()) {
        const bool stated =
            row.jsonWhen == core::JsonWhen::Always ||
            (row.jsonWhen == core::JsonWhen::CustomGain && c.gain == core::GainKind::Custom) ||
            (row.jsonWhen == core::JsonWhen::MeasureReads && measureReads(row.json, r));
        if (!row.json.empty() && stated)
            d[std::string(row.json)] = definitionJson(row, row.text(c));
    }
    if (!o.labelSetName.empty()) d["label_set"] = o.labelSetName;
    if (!o.itemsSource.empty()) d["items"] = o.itemsSource;
    if (!o.popularitySource.empty()) d["popularity"] = o.popularitySource;
    return d;
}

nlohmann::json tiesJson(const EvalResult& r) {
    nlohmann::json t = {{"tied_groups", r.ties.tiedGroups},
                        {"queries_with_ties", r.ties.queriesWithTies}};
    nlohmann::json s = nlohmann::json::object();
    for (const auto& [k, n] : r.ties.straddling) s[std::to_string(k)] = n;
    t["queries_with_a_tie_across_cutoff"] = s;
    return t;
}

// The query-set rule of the means: how many queries they average, how missing ones count,
// and whether the run missed labelled queries (core/query_set, as every GUI window says it).
core::QueryCoverage coverage(const EvalResult& r, const OutputOptions& o) {
    return core::coverageOf(r, o.labelledQueries);
}

std::string meanText(const EvalResult& r, const OutputOptions& o) {
    const core::QueryCoverage c = coverage(r, o);
    const std::string flag = core::describe(c);
    return core::describe(core::meanBasis(r.config.querySet, c)) +
           (flag.empty() ? std::string() : "; the run " + flag);
}

void printJson(std::FILE* out, const EvalResult& r, const OutputOptions& o, long completeNumRel) {
    nlohmann::json j;
    j["definitions"] = definitions(r, o);
    const core::QueryCoverage c = coverage(r, o);
    j["query_set"] = {{"mean", meanText(r, o)},
                      {"labelled_queries", c.labelled},
                      {"returned_labelled_queries", c.returned}};
    j["runid"] = r.runName;
    j["num_q"] = r.queries.size();
    j["missing_queries"] = r.missingQueries;
    j["unlabelled_run_queries"] = r.unlabelledQueries;
    nlohmann::json all = nlohmann::json::object();
    for (const auto& c : r.columns)
        if (!c.measure->text) all[c.name] = summaryValue(r, c, completeNumRel);
    j["all"] = all;
    if (const auto rl = runLevelColumns(r); !rl.empty()) {
        nlohmann::json runLevel = nlohmann::json::object();
        for (const auto& c : r.columns)
            if (c.measure->shape == MeasureShape::RunLevel) runLevel[c.name] = c.aggregate;
        j["run_level"] = runLevel;  // also in "all"; never in per_query
    }
    j["ties"] = tiesJson(r);
    if (!r.curves.empty()) {
        nlohmann::json curves = nlohmann::json::object();
        for (std::size_t i = 0; i < r.curves.size(); ++i)
            curves[std::string(r.curveMeasures[i]->name)] = r.curves[i];
        j["curves"] = curves;
    }
    if (o.perQuery) {
        nlohmann::json pq = nlohmann::json::object();
        for (std::size_t q = 0; q < r.queries.size(); ++q) {
            nlohmann::json row = {{"in_run", r.queries[q].inRun}};
            for (const auto& c : r.columns) {
                if (!c.perQueryText.empty())
                    row[c.name] = c.perQueryText[q];
                else if (!c.perQuery.empty())
                    row[c.name] = c.perQuery[q];
            }
            pq[r.queries[q].qid] = row;
        }
        j["per_query"] = pq;
    }
    const std::string s = j.dump(2);
    std::fprintf(out, "%s\n", s.c_str());
}

void printTsv(std::FILE* out, const EvalResult& r, const OutputOptions& o, long completeNumRel) {
    std::fprintf(out, "# ranklens eval; run: %s; labels: %s; %s\n", o.runSource.c_str(),
                 o.labelsSource.c_str(), r.config.describe().c_str());
    std::fprintf(out,
                 "# queries: %zu (missing from run: %zu; run queries without labels: %zu); "
                 "tied groups: %zu in %zu queries",
                 r.queries.size(), r.missingQueries, r.unlabelledQueries, r.ties.tiedGroups,
                 r.ties.queriesWithTies);
    for (const auto& [k, n] : r.ties.straddling) std::fprintf(out, "; ties across k=%d: %zu", k, n);
    std::fprintf(out, "\n# %s", meanText(r, o).c_str());
    if (const auto note = beyondNote(r, o); !note.empty())
        std::fprintf(out, "\n# %s", note.c_str());
    std::fprintf(out, "\nqid");
    for (const auto& c : r.columns) std::fprintf(out, "\t%s", c.name.c_str());
    std::fprintf(out, "\n");
    if (o.perQuery) {
        for (std::size_t q = 0; q < r.queries.size(); ++q) {
            std::fprintf(out, "%s", r.queries[q].qid.c_str());
            for (const auto& c : r.columns) {
                if (!c.perQueryText.empty())
                    std::fprintf(out, "\t%s", c.perQueryText[q].c_str());
                else if (c.perQuery.empty())
                    std::fprintf(out, "\t");
                else
                    std::fprintf(out, "\t%.6g", c.perQuery[q]);
            }
            std::fprintf(out, "\n");
        }
    }
    std::fprintf(out, "all");
    for (const auto& c : r.columns) {
        if (c.measure->text)
            std::fprintf(out, "\t");
        else
            std::fprintf(out, "\t%.6g", summaryValue(r, c, completeNumRel));
    }
    std::fprintf(out, "\n");
    if (r.curves.empty()) return;
    std::fprintf(out, "\n# mean curves over %zu queries\nk", r.queries.size());
    for (const auto* m : r.curveMeasures) std::fprintf(out, "\t%s", std::string(m->name).c_str());
    std::fprintf(out, "\n");
    for (std::size_t k = 0; k < r.curves[0].size(); ++k) {
        std::fprintf(out, "%zu", k + 1);
        for (const auto& c : r.curves) std::fprintf(out, "\t%.6g", c[k]);
        std::fprintf(out, "\n");
    }
}

}  // namespace

void printResult(std::FILE* out, const EvalResult& r, const OutputOptions& o, long completeNumRel) {
    switch (o.format) {
        case OutputFormat::Trec:
            return printTrec(out, r, o, completeNumRel);
        case OutputFormat::Tsv:
            return printTsv(out, r, o, completeNumRel);
        case OutputFormat::Json:
            return printJson(out, r, o, completeNumRel);
    }
}

}  // namespace ranklens::cli
