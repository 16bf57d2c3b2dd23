#pragma once
// Subtopic labels for intent-aware diversity (TREC Web track diversity qrels): one line
// "qid subtopic docid judgment" per (subtopic, item). A label set of its own kind: an item may
// be relevant to several subtopics of a query, so these are not ordinary labels.
#include <cstdint>
#include <functional>
#include <istream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ranklens::core {

// Hash for maps keyed by std::string that are searched with a std::string_view.
struct StringViewHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
using StringIndex = std::unordered_map<std::string, std::uint32_t, StringViewHash, std::equal_to<>>;

struct DiversityQuery {
    std::string qid;
    // Subtopics with at least one positive judgment (ndeval ignores the others), by name.
    std::vector<std::string> subtopics;
    // Every judged item, in byte order of the docid, with the indices (into subtopics) of the
    // subtopics it is relevant to (judgment > 0), ascending.
    std::vector<std::string> docs;
    std::vector<std::vector<std::uint32_t>> docSubtopics;

    // The subtopics doc is relevant to; nullptr when doc has no judgment.
    const std::vector<std::uint32_t>* subtopicsOf(std::string_view doc) const;

    StringIndex index;  // docid -> position in docs
};

class DiversityQrels {
  public:
    std::string source;

    const DiversityQuery* find(std::string_view qid) const;
    const std::vector<DiversityQuery>& queries() const { return queries_; }
    std::size_t totalJudgments() const { return judgments_; }

    // Builds from lines already split: (qid, subtopic, doc, judgment).
    struct Line {
        std::string qid, subtopic, doc;
        std::int32_t judgment;
    };
    static DiversityQrels build(std::vector<Line> lines, std::string source);

  private:
    std::vector<DiversityQuery> queries_;
    StringIndex byQid_;
    std::size_t judgments_ = 0;
};

// Reads "qid subtopic docid judgment" lines (blank lines and lines starting with '#' are
// skipped). Throws ParseError naming the source and line: wrong number of fields, a judgment
// that is not an integer, the same (qid, subtopic, docid) twice.
DiversityQrels parseDiversityQrels(std::istream& in, const std::string& source);
// The same from a file, plain or gzip (core/io/line_reader.h, as every other input); throws
// ParseError "FILE: is a directory, not a file" or "FILE: cannot open (...)".
DiversityQrels readDiversityQrels(const std::string& path);
// The checked lines of a file, in file order (for storing them as they are).
std::vector<DiversityQrels::Line> readDiversityLines(const std::string& path);

}  // namespace ranklens::core
