#include "core/io/problem.h"

#include <algorithm>
#include <array>

#include "core/base/translate_noop.h"

namespace ranklens::core {

namespace {

struct Row {
    ProblemCode code;
    const char* text;
};

// One row per code, in the enum's order (checked by problemTemplate's static_assert and by
// tests/core/problem_test.cpp).
constexpr Row kRows[] = {
    {ProblemCode::None, ""},
    {ProblemCode::NulByte,
     RL_TRANSLATE_NOOP("Problem", "NUL byte in the line (ids cannot contain one)")},
    {ProblemCode::LineTooLong, RL_TRANSLATE_NOOP("Problem", "line longer than 64 MiB")},
    {ProblemCode::Unreadable, RL_TRANSLATE_NOOP("Problem", "cannot be read (%1)")},
    {ProblemCode::TrecRunFields,
     RL_TRANSLATE_NOOP("Problem", "expected 6 fields 'qid iter docid rank score tag', found %1")},
    {ProblemCode::TrecQrelsFields,
     RL_TRANSLATE_NOOP("Problem", "expected 4 fields 'qid iter docid rel', found %1")},
    {ProblemCode::ScoreNotNumber, RL_TRANSLATE_NOOP("Problem", "score '%1' is not a number")},
    {ProblemCode::RankNotInteger, RL_TRANSLATE_NOOP("Problem", "rank '%1' is not an integer")},
    {ProblemCode::RelevanceNotInteger,
     RL_TRANSLATE_NOOP("Problem", "relevance '%1' is not an integer")},
    {ProblemCode::RelevanceNotIntegerRealLabels,
     RL_TRANSLATE_NOOP(
         "Problem",
         "relevance '%1' is not an integer (TREC qrels take integer relevance as trec_eval; "
         "--real-labels reads real-valued labels as gains)")},
    {ProblemCode::DocumentTwice,
     RL_TRANSLATE_NOOP("Problem", "query '%1' lists document '%2' more than once")},
    {ProblemCode::DocumentTwiceAtLines,
     RL_TRANSLATE_NOOP("Problem", "query '%1' lists document '%2' more than once (lines %3)")},
    {ProblemCode::JudgmentTwice,
     RL_TRANSLATE_NOOP("Problem", "query '%1' lists a judgment of document '%2' more than once")},
    {ProblemCode::JudgmentTwiceAtLines,
     RL_TRANSLATE_NOOP("Problem",
                       "query '%1' lists a judgment of document '%2' more than once (lines %3)")},
    {ProblemCode::HeaderUnterminatedQuote,
     RL_TRANSLATE_NOOP("Problem", "unterminated quote in header")},
    {ProblemCode::NoHeaderRow,
     RL_TRANSLATE_NOOP("Problem", "the file is empty: a header row is expected")},
    {ProblemCode::RunHeaderColumns,
     RL_TRANSLATE_NOOP(
         "Problem",
         "header must name a query column (query/user), a doc column (doc/item) and a score or "
         "rank column (found: %1)")},
    {ProblemCode::LabelHeaderColumns,
     RL_TRANSLATE_NOOP(
         "Problem",
         "header must name a query column (query/user), a doc column (doc/item) and a label "
         "column (label/rel/grade) (found: %1)")},
    {ProblemCode::UnterminatedQuote, RL_TRANSLATE_NOOP("Problem", "unterminated quote")},
    {ProblemCode::TooFewFieldsAtLeast,
     RL_TRANSLATE_NOOP("Problem", "expected at least %1 fields, found %2")},
    {ProblemCode::FieldsBeyondHeader,
     RL_TRANSLATE_NOOP(
         "Problem",
         "%1 fields, but the header names %2 (beyond it: %3); quote a value that holds '%4'")},
    {ProblemCode::FieldsBeyondHeaderTab,
     RL_TRANSLATE_NOOP(
         "Problem",
         "%1 fields, but the header names %2 (beyond it: %3); quote a value that holds a tab")},
    {ProblemCode::EmptyQueryOrDoc, RL_TRANSLATE_NOOP("Problem", "empty query or doc id")},
    {ProblemCode::LabelOutOfRange,
     RL_TRANSLATE_NOOP("Problem", "label '%1' is out of range (at most 2147483647 in magnitude)")},
    {ProblemCode::LabelNotNumber, RL_TRANSLATE_NOOP("Problem", "label '%1' is not a number")},
    {ProblemCode::JsonInvalid, RL_TRANSLATE_NOOP("Problem", "not valid JSON: %1")},
    {ProblemCode::JsonInvalidAtColumn,
     RL_TRANSLATE_NOOP("Problem", "not valid JSON (column %1): %2")},
    {ProblemCode::JsonNotObject, RL_TRANSLATE_NOOP("Problem", "not a JSON object")},
    {ProblemCode::JsonNeedsIds,
     RL_TRANSLATE_NOOP("Problem", "needs \"query\" and \"doc\" (or user/item) ids")},
    {ProblemCode::JsonNeedsScoreOrRank,
     RL_TRANSLATE_NOOP("Problem", "needs a numeric \"score\" or an integer \"rank\"")},
    {ProblemCode::JsonScoreNotNumber, RL_TRANSLATE_NOOP("Problem", "score is not a number")},
    {ProblemCode::JsonRankOutOfRange,
     RL_TRANSLATE_NOOP("Problem", "rank %1 is out of range (at most 2147483647 in magnitude)")},
    {ProblemCode::JsonLabelOutOfRange,
     RL_TRANSLATE_NOOP("Problem", "label %1 is out of range (at most 2147483647 in magnitude)")},
    {ProblemCode::JsonNeedsLabel, RL_TRANSLATE_NOOP("Problem", "needs a numeric \"label\"")},
    {ProblemCode::JsonRunDictionaryShape,
     RL_TRANSLATE_NOOP("Problem",
                       "expected {\"query\": {\"doc\": score, ...}, ...} with numeric scores")},
    {ProblemCode::JsonQrelsDictionaryShape,
     RL_TRANSLATE_NOOP("Problem",
                       "expected {\"query\": {\"doc\": label, ...}, ...} with numeric labels")},
    {ProblemCode::JsonEntryScoreNotNumber,
     RL_TRANSLATE_NOOP("Problem", "query '%1', doc '%2': the score is not a number")},
    {ProblemCode::JsonEntryLabelOutOfRange,
     RL_TRANSLATE_NOOP(
         "Problem",
         "query '%1', doc '%2': label %3 is out of range (at most 2147483647 in magnitude)")},
    {ProblemCode::JsonEntryNeedsLabel,
     RL_TRANSLATE_NOOP("Problem", "query '%1', doc '%2': needs a numeric \"label\"")},
    {ProblemCode::JsonEntryNulByte,
     RL_TRANSLATE_NOOP("Problem",
                       "query '%1', doc '%2': NUL byte in the line (ids cannot contain one)")},
    {ProblemCode::TooFewFields, RL_TRANSLATE_NOOP("Problem", "expected %1 fields, found %2")},
    {ProblemCode::EmptyFileNoHeader, RL_TRANSLATE_NOOP("Problem", "empty file (no header)")},
    {ProblemCode::LogHeaderColumns,
     RL_TRANSLATE_NOOP("Problem", "header must name the user, item and event columns (found: %1)")},
    {ProblemCode::EmptyUserOrItem, RL_TRANSLATE_NOOP("Problem", "empty user or item")},
    {ProblemCode::TimestampUnreadable,
     RL_TRANSLATE_NOOP("Problem", "timestamp '%1' is neither ISO 8601 nor a number")},
    {ProblemCode::QueryMetaHeader,
     RL_TRANSLATE_NOOP("Problem",
                       "header must name the query column (qid, query_id, user...); found: %1")},
    {ProblemCode::ItemMetaHeader,
     RL_TRANSLATE_NOOP("Problem",
                       "header must name the item column (docid, item, item_id...); found: %1")},
    {ProblemCode::EmptyId, RL_TRANSLATE_NOOP("Problem", "empty id")},
    {ProblemCode::WeightNotNonNegative,
     RL_TRANSLATE_NOOP("Problem", "weight '%1' is not a non-negative number")},
    {ProblemCode::PopularityNotNonNegative,
     RL_TRANSLATE_NOOP("Problem", "popularity '%1' is not a non-negative number")},
    {ProblemCode::EvaluatedHeaderColumns,
     RL_TRANSLATE_NOOP(
         "Problem",
         "missing column(s):%1 (the header must name qid, measure and value; found: %2)")},
    {ProblemCode::EmptyQid, RL_TRANSLATE_NOOP("Problem", "empty qid")},
    {ProblemCode::EmptyMeasureName, RL_TRANSLATE_NOOP("Problem", "empty measure name")},
    {ProblemCode::ValueNaN, RL_TRANSLATE_NOOP("Problem", "value is NaN (%1, %2)")},
    {ProblemCode::ValueBadNumber,
     RL_TRANSLATE_NOOP("Problem", "bad number '%1' in the value column")},
    {ProblemCode::ValueNotFinite, RL_TRANSLATE_NOOP("Problem", "value '%1' is not finite")},
    {ProblemCode::NoValues,
     RL_TRANSLATE_NOOP("Problem", "no values (only a header, or an empty file)")},
    {ProblemCode::ValueOutsideUnitInterval,
     RL_TRANSLATE_NOOP("Problem", "%1 = %2 for query '%3': every value of %4 lies in [0, 1]")},
    {ProblemCode::ValueOutOfRange,
     RL_TRANSLATE_NOOP(
         "Problem",
         "value %1 (%2, %3) is out of range: values must lie in [-1e15, 1e15] (their sums and "
         "means overflow beyond it)")},
    {ProblemCode::ValueTwice,
     RL_TRANSLATE_NOOP("Problem", "duplicate value for query '%1', measure %2 (first on line %3)")},
    {ProblemCode::ValuesTooSparse,
     RL_TRANSLATE_NOOP(
         "Problem",
         "%1 values for %2 measures and %3 queries: an evaluated run gives most queries a value "
         "for each measure (this file would leave %4 (measure, query) pairs empty)")},
    {ProblemCode::SubtopicFields,
     RL_TRANSLATE_NOOP("Problem", "expected 4 fields 'qid subtopic docid judgment', found %1")},
    {ProblemCode::SubtopicJudgmentNotInteger,
     RL_TRANSLATE_NOOP("Problem", "judgment '%1' is not an integer")},
    {ProblemCode::SubtopicJudgedTwice,
     RL_TRANSLATE_NOOP("Problem", "query '%1', subtopic '%2', doc '%3' is judged twice")},
    {ProblemCode::CommentAfterComment,
     RL_TRANSLATE_NOOP(
         "Problem",
         "a comment line right after another comment line: trec_eval 10.0 reads it as data")},
    {ProblemCode::BlankLineRefused,
     RL_TRANSLATE_NOOP("Problem", "blank line (trec_eval refuses it)")},
    {ProblemCode::LayoutFields, RL_TRANSLATE_NOOP("Problem", "expected %1 fields '%2', found %3")},
    {ProblemCode::LayoutFieldsComment,
     RL_TRANSLATE_NOOP(
         "Problem",
         "expected %1 fields '%2', found %3 (comment lines need --trec-eval-version 10.0)")},
    {ProblemCode::NoJudgments,
     RL_TRANSLATE_NOOP("Problem", "no judgments (trec_eval refuses an empty file)")},
    {ProblemCode::RelLevelNotFinite,
     RL_TRANSLATE_NOOP("Problem", "rel_level '%1' is not a finite number")},
    {ProblemCode::RelNotInteger, RL_TRANSLATE_NOOP("Problem", "rel '%1' is not an integer")},
    {ProblemCode::GroupJudgedTwice,
     RL_TRANSLATE_NOOP("Problem", "query '%1', judgment group '%2': doc '%3' is judged twice")},
    {ProblemCode::JudgeNeedsQueryAndDoc, RL_TRANSLATE_NOOP("Problem", "needs a query and a doc")},
    {ProblemCode::JudgeEmpty,
     RL_TRANSLATE_NOOP("Problem", "the judge is empty (every label needs its judge)")},
    {ProblemCode::JudgeGradeOutOfRange, RL_TRANSLATE_NOOP("Problem", "the grade is out of range")},
    {ProblemCode::JudgeGradesTwice, RL_TRANSLATE_NOOP("Problem", "judge '%1' grades %2 twice")},
    {ProblemCode::JudgeNoLabel, RL_TRANSLATE_NOOP("Problem", "holds no label")},
    {ProblemCode::JudgeGradeNotNumber, RL_TRANSLATE_NOOP("Problem", "the grade is not a number")},
    {ProblemCode::JudgeGradeValueNotNumber,
     RL_TRANSLATE_NOOP("Problem", "the grade '%1' is not a number")},
    {ProblemCode::JudgeConfidenceNotNumber,
     RL_TRANSLATE_NOOP("Problem", "the confidence is not a number")},
    {ProblemCode::JudgeColumns,
     RL_TRANSLATE_NOOP("Problem", "needs query, doc, grade and judge columns")},
    {ProblemCode::JudgeUnterminatedQuote, RL_TRANSLATE_NOOP("Problem", "an unterminated quote")},
    {ProblemCode::JudgeFewerFields,
     RL_TRANSLATE_NOOP("Problem", "fewer fields than the header names")},
    {ProblemCode::ZScoreFields,
     RL_TRANSLATE_NOOP("Problem", "expected 4 fields 'qid measure mean stddev', found %1")},
    {ProblemCode::ZScoreMeanNotNumber, RL_TRANSLATE_NOOP("Problem", "mean '%1' is not a number")},
    {ProblemCode::ZScoreStddevNotNumber,
     RL_TRANSLATE_NOOP("Problem", "stddev '%1' is not a number")},
    {ProblemCode::ZScoreGivenTwice,
     RL_TRANSLATE_NOOP("Problem", "measure '%1' of query '%2' is given twice")},
    {ProblemCode::GroupHeaderColumns,
     RL_TRANSLATE_NOOP(
         "Problem",
         "header must name the item column (docid, item, item_id...) and the group column '%1'; "
         "found: %2")},
    {ProblemCode::GroupTooFewFields, RL_TRANSLATE_NOOP("Problem", "expected at least %1 fields")},
    {ProblemCode::ImportedBeforeAsRun,
     RL_TRANSLATE_NOOP("Problem", "the same content was already imported as run '%1' (id %2)")},
    {ProblemCode::ImportedBeforeAsLabelSet,
     RL_TRANSLATE_NOOP("Problem",
                       "the same content was already imported as label set '%1' (id %2)")},
    {ProblemCode::ImportedBeforeAsEvaluatedRun,
     RL_TRANSLATE_NOOP("Problem",
                       "the same content was already imported as evaluated run '%1' (id %2)")},
    {ProblemCode::ImportedBeforeAsClickLog,
     RL_TRANSLATE_NOOP("Problem", "the same log was already imported as click log '%1' (id %2)")},
};

constexpr bool inEnumOrder() {
    for (std::size_t i = 0; i < std::size(kRows); ++i)
        if (static_cast<std::size_t>(kRows[i].code) != i) return false;
    return std::size(kRows) == kProblemCodes;
}
static_assert(inEnumOrder(), "one row per ProblemCode, in the enum's order");

}  // namespace

const char* problemTemplate(ProblemCode code) {
    const auto i = static_cast<std::size_t>(code);
    return i < kProblemCodes ? kRows[i].text : "";
}

std::size_t problemArity(ProblemCode code) {
    const std::string_view t = problemTemplate(code);
    std::size_t most = 0;
    for (std::size_t i = 0; i + 1 < t.size(); ++i)
        if (t[i] == '%' && t[i + 1] >= '1' && t[i + 1] <= '9')
            most = std::max<std::size_t>(most, static_cast<std::size_t>(t[i + 1] - '0'));
    return most;
}

std::string fillTemplate(std::string_view t, const std::vector<std::string>& values) {
    std::string out;
    out.reserve(t.size() + 16);
    for (std::size_t i = 0; i < t.size(); ++i) {
        const std::size_t n = i + 1 < t.size() && t[i] == '%' && t[i + 1] >= '1' && t[i + 1] <= '9'
                                  ? static_cast<std::size_t>(t[i + 1] - '0')
                                  : 0;
        if (n > 0 && n <= values.size()) {
            out += values[n - 1];
            ++i;
        } else {
            out += t[i];
        }
    }
    return out;
}

std::string englishText(const Problem& p) {
    return fillTemplate(problemTemplate(p.code), p.values);
}

}  // namespace ranklens::core
