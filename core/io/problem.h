#pragma once
// What is wrong with an input, as data: a code and the values it names (the offending field,
// the counts, the ids), never a finished sentence. The sentence is made in one place per
// language: englishText() here (the CLI, Python and logs), the UI's problemText() through the
// same template translated (ui/common/problem_text.h). The template of each code is its row in
// problem.cpp, marked for translation (RL_TRANSLATE_NOOP("Problem", ...)); %1, %2, ... are the
// values in order.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ranklens::core {

enum class ProblemCode {
    None,  // no problem (a reader's "the record was taken")
    // Any line of any text input.
    NulByte,
    LineTooLong,
    Unreadable,  // the file cannot be read: %1 the system's reason
    // TREC runs and qrels.
    TrecRunFields,
    TrecQrelsFields,
    ScoreNotNumber,
    RankNotInteger,
    RelevanceNotInteger,
    RelevanceNotIntegerRealLabels,
    DocumentTwice,
    DocumentTwiceAtLines,
    JudgmentTwice,
    JudgmentTwiceAtLines,
    // CSV/TSV runs and labels.
    HeaderUnterminatedQuote,
    NoHeaderRow,
    RunHeaderColumns,
    LabelHeaderColumns,
    UnterminatedQuote,
    TooFewFieldsAtLeast,
    FieldsBeyondHeader,
    FieldsBeyondHeaderTab,
    EmptyQueryOrDoc,
    LabelOutOfRange,
    LabelNotNumber,
    // JSON Lines and JSON dictionaries.
    JsonInvalid,
    JsonInvalidAtColumn,
    JsonNotObject,
    JsonNeedsIds,
    JsonNeedsScoreOrRank,
    JsonScoreNotNumber,
    JsonRankOutOfRange,
    JsonLabelOutOfRange,
    JsonNeedsLabel,
    JsonRunDictionaryShape,
    JsonQrelsDictionaryShape,
    JsonEntryScoreNotNumber,
    JsonEntryLabelOutOfRange,
    JsonEntryNeedsLabel,
    JsonEntryNulByte,
    // Metadata and click logs (core/store's delimited readers).
    TooFewFields,
    EmptyFileNoHeader,
    LogHeaderColumns,
    EmptyUserOrItem,
    TimestampUnreadable,
    QueryMetaHeader,
    ItemMetaHeader,
    EmptyId,
    WeightNotNonNegative,
    PopularityNotNonNegative,
    // Evaluated runs (qid, measure, value).
    EvaluatedHeaderColumns,
    EmptyQid,
    EmptyMeasureName,
    ValueNaN,
    ValueBadNumber,
    ValueNotFinite,
    NoValues,
    ValueOutsideUnitInterval,
    ValueOutOfRange,
    ValueTwice,
    ValuesTooSparse,
    // Subtopic labels (TREC diversity qrels).
    SubtopicFields,
    SubtopicJudgmentNotInteger,
    SubtopicJudgedTwice,
    // trec_eval's other judgment formats (prefs, qrels_prefs, qrels_jg).
    CommentAfterComment,
    BlankLineRefused,
    LayoutFields,
    LayoutFieldsComment,
    NoJudgments,
    RelLevelNotFinite,
    RelNotInteger,
    GroupJudgedTwice,
    // Labels of several judges.
    JudgeNeedsQueryAndDoc,
    JudgeEmpty,
    JudgeGradeOutOfRange,
    JudgeGradesTwice,
    JudgeNoLabel,
    JudgeGradeNotNumber,
    JudgeGradeValueNotNumber,
    JudgeConfidenceNotNumber,
    JudgeColumns,
    JudgeUnterminatedQuote,
    JudgeFewerFields,
    // trec_eval's z-score files and group columns of exposure.
    ZScoreFields,
    ZScoreMeanNotNumber,
    ZScoreStddevNotNumber,
    ZScoreGivenTwice,
    GroupHeaderColumns,
    GroupTooFewFields,
    // A file whose content was imported before (store::DuplicateImport).
    ImportedBeforeAsRun,
    ImportedBeforeAsLabelSet,
    ImportedBeforeAsEvaluatedRun,
    ImportedBeforeAsClickLog,
    Count
};
inline constexpr std::size_t kProblemCodes = static_cast<std::size_t>(ProblemCode::Count);

// A problem and the values its template names (%1 = values[0], ...), as the file has them.
struct Problem {
    ProblemCode code = ProblemCode::None;
    std::vector<std::string> values;
    explicit operator bool() const { return code != ProblemCode::None; }
};

// The English template of a code ("score '%1' is not a number"); "" for None and Count.
const char* problemTemplate(ProblemCode code);
// How many values a code's template names (its highest %n).
std::size_t problemArity(ProblemCode code);
// t with %1..%9 replaced by values[0..8] in one pass (a value holding "%2" stays as it is); a
// placeholder without a value is left as it is.
std::string fillTemplate(std::string_view t, const std::vector<std::string>& values);
// The problem in English: what the CLI, Python and logs print.
std::string englishText(const Problem& p);

}  // namespace ranklens::core
