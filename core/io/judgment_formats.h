#pragma once
// trec_eval's other relevance formats (its -R option): preference judgments ("prefs"), ordinary
// qrels read as preferences ("qrels_prefs") and qrels with judgment groups ("qrels_jg"). Parsed
// as trec_eval parses them: fields split on any whitespace, exactly 5 (prefs) or 4 fields per
// line, a blank line is malformed. Comment lines (a '#' in the first column) exist only in
// trec_eval 10.0; 9.0.8 reads them as data, which is malformed unless they happen to have the
// right number of fields.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/io/parse_report.h"

namespace ranklens::core {

// A query's judgments cannot be evaluated against its ranking: a doc retrieved twice, a doc
// with two levels in one judgment sub-group, a doc both relevant and not in one judgment group,
// preferences of one group that contradict each other. trec_eval stops with exit code 4 (it
// aborts on contradicting preferences).
class JudgmentError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The -R values trec_eval knows. Qrels is the ordinary format (core/io/trec_reader.h).
enum class RelFormat { Qrels, QrelsJg, Prefs, QrelsPrefs };
// trec_eval's names: "qrels", "qrels_jg", "prefs", "qrels_prefs"; false on anything else.
bool parseRelFormat(std::string_view s, RelFormat& out);
const char* toString(RelFormat f);

// One preference judgment: doc's relevance level within a judgment sub-group (jsg) of a
// judgment group (jg, one user's information need). Within a jsg every doc is preferred to the
// docs with a lower level; level 0 means "not relevant" to that user.
struct PrefJudgment {
    std::string jg, jsg, doc;
    double level = 0;
};

struct PrefsQuery {
    std::string qid;
    std::vector<PrefJudgment> judgments;  // file order
};

struct PrefsJudgments {
    std::string source;
    std::vector<PrefsQuery> queries;  // qid in byte order (trec_eval's strcmp order)
    // nullptr when qid has no judgments.
    const PrefsQuery* find(std::string_view qid) const;
};

// "qid jg jsg docid rel_level" (layout Prefs) or qrels "qid jg docid rel_level" with the
// jsg "0" for every line (layout QrelsPrefs, trec_eval's qrels_prefs: the qrels' iteration
// column is the judgment group). rel_level is any finite number (trec_eval: atof). Throws
// ParseError "file:line: what" on a bad line (or collects it under opts.skipBadLines) and
// when the file holds no judgment at all; std::runtime_error when it cannot be read.
PrefsJudgments readPrefs(const std::string& path, RelFormat layout, TrecEvalVersion version,
                         const ParseOptions& opts = {}, ParseReport* report = nullptr);

struct JgJudgment {
    std::string doc;
    std::int32_t rel = 0;  // negative: in the pool but not judged (as trec_eval)
};

struct JudgmentGroup {
    std::string name;
    std::vector<JgJudgment> judgments;  // docid in byte order, each doc once
};

struct JgQuery {
    std::string qid;
    std::vector<JudgmentGroup> groups;  // name in byte order
};

struct JgQrels {
    std::string source;
    std::vector<JgQuery> queries;  // qid in byte order
    const JgQuery* find(std::string_view qid) const;
};

// "qid jg docid rel" with an integer rel: qrels whose iteration column names the judgment
// group (trec_eval's qrels_jg). The same doc twice in one group of a query is an error, as in
// trec_eval. Errors as readPrefs.
JgQrels readQrelsJg(const std::string& path, TrecEvalVersion version, const ParseOptions& opts = {},
                    ParseReport* report = nullptr);

}  // namespace ranklens::core
