#include "core/io/parse_report.h"

namespace ranklens::core {

std::string ParseIssue::str() const {
    std::string s = file;
    if (line > 0) {
        s.push_back(':');
        s.append(std::to_string(line));
    }
    s.append(": ");
    s.append(message());
    return s;
}

std::optional<DuplicateDocs> parseDuplicateDocs(std::string_view word) {
    if (word == "refuse") return DuplicateDocs::Refuse;
    if (word == "first") return DuplicateDocs::KeepFirst;
    if (word == "max") return DuplicateDocs::KeepMax;
    if (word == "skip") return DuplicateDocs::Skip;
    return std::nullopt;
}

namespace {
std::string joinIssues(const std::vector<ParseIssue>& issues) {
    std::string s;
    for (const auto& i : issues) {
        if (!s.empty()) s += "\n";
        s += i.str();
    }
    return s.empty() ? std::string("invalid input") : s;
}
}  // namespace

ParseError::ParseError(std::vector<ParseIssue> issues)
    : std::runtime_error(joinIssues(issues)), issues_(std::move(issues)) {}

}  // namespace ranklens::core
