#include "core/io/qrels_writer.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace ranklens::core {

namespace {

struct QrelsLine {
    const char* qid;
    const char* doc;
    std::int32_t grade;
    double label;  // the real-valued label (== grade for an integer one)
};

// Writes the label: the integer, or a real-valued label in the shortest text that reads back
// as the same double (TREC qrels then need --real-labels).
void putLabel(std::ostream& out, const QrelsLine& r) {
    if (r.label == static_cast<double>(r.grade)) {
        out << r.grade;
        return;
    }
    char buf[32];
    for (int digits = 1; digits <= 17; ++digits) {
        std::snprintf(buf, sizeof buf, "%.*g", digits, r.label);
        if (std::strtod(buf, nullptr) == r.label) break;
    }
    out << buf;
}

// Every label, ordered by qid then docid (byte order).
std::vector<QrelsLine> sortedRows(const Qrels& labels) {
    std::vector<QrelsLine> rows;
    rows.reserve(labels.totalJudgments());
    for (const auto& q : labels.queries())
        for (std::size_t j = 0; j < q.judgments.size(); ++j)
            rows.push_back({q.qid, q.judgments[j].doc, q.judgments[j].grade, q.label(j)});
    std::sort(rows.begin(), rows.end(), [](const QrelsLine& a, const QrelsLine& b) {
        if (const int c = std::strcmp(a.qid, b.qid)) return c < 0;
        return std::strcmp(a.doc, b.doc) < 0;
    });
    return rows;
}

bool fitsTrecColumn(const char* s) {
    if (!*s) return false;
    for (; *s; ++s)
        if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\v' || *s == '\f')
            return false;
    return true;
}

}  // namespace

void writeQrelsTrec(const Qrels& labels, std::ostream& out) {
    const auto rows = sortedRows(labels);
    for (const auto& r : rows)
        for (const char* id : {r.qid, r.doc})
            if (!fitsTrecColumn(id))
                throw std::invalid_argument(std::string("the id '") + id +
                                            "' is empty or holds whitespace, which TREC qrels "
                                            "cannot carry; export as CSV instead");
    for (const auto& r : rows) {
        out << r.qid << " 0 " << r.doc << ' ';
        putLabel(out, r);
        out << '\n';
    }
}

std::string csvField(const std::string& s) {
    const bool quote = s.find_first_of(",\"\r\n") != std::string::npos ||
                       (!s.empty() && (s.front() == ' ' || s.back() == ' '));
    if (!quote) return s;
    std::string q = "\"";
    for (char c : s) {
        if (c == '"') q += '"';
        q += c;
    }
    return q + '"';
}

void writeQrelsCsv(const Qrels& labels, std::ostream& out) {
    out << "query,doc,label\n";
    for (const auto& r : sortedRows(labels)) {
        out << csvField(r.qid) << ',' << csvField(r.doc) << ',';
        putLabel(out, r);
        out << '\n';
    }
}

}  // namespace ranklens::core
