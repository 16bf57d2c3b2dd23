#include "core/beyond/group_exposure.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/base/text.h"
#include "core/io/csv_reader.h"
#include "core/io/line_reader.h"
#include "core/io/parse_report.h"
#include "core/order/order_query.h"

namespace ranklens::core {

namespace {

const std::string& groupOf(const GroupOf& groups, const std::string& doc) {
    static const std::string none = kNoGroup;
    const auto it = groups.find(doc);
    return it == groups.end() || it->second.empty() ? none : it->second;
}

int columnIndex(const std::vector<std::string>& header, std::initializer_list<std::string> names) {
    for (const auto& n : names)
        for (std::size_t i = 0; i < header.size(); ++i)
            if (asciiLower(header[i]) == n) return static_cast<int>(i);
    return -1;
}

}  // namespace

GroupExposure exposureByGroup(const Run& run, const Qrels& labels, const GroupOf& groups,
                              std::size_t k, int threshold, TiePolicy ties) {
    GroupExposure out;
    out.k = k;
    std::map<std::string, GroupExposureRow> rows;
    double totalAttention = 0;
    std::size_t totalRelevant = 0;
    RunQuery buffer;
    for (const auto& unordered : run.queries()) {
        const QrelsQuery* lq = labels.find(unordered.qid);
        if (!lq) continue;  // as the evaluation: a query without labels is not counted
        const RunQuery& q = queryInOrder(run, unordered, ties, buffer);
        ++out.queries;
        for (std::size_t r = 0; r < q.docs.size() && r < k; ++r) {
            auto& row = rows[groupOf(groups, q.docs[r].doc)];
            const double a = 1.0 / std::log2(static_cast<double>(r) + 2.0);
            row.attention += a;
            ++row.shown;
            totalAttention += a;
        }
        for (const auto& j : lq->judgments)
            if (j.grade >= threshold) {
                ++rows[groupOf(groups, j.doc)].relevant;
                ++totalRelevant;
            }
    }
    for (auto& [name, row] : rows) {
        row.group = name;
        row.exposureShare = totalAttention > 0 ? row.attention / totalAttention : 0.0;
        row.relevantShare =
            totalRelevant ? static_cast<double>(row.relevant) / static_cast<double>(totalRelevant)
                          : 0.0;
        out.rows.push_back(row);
    }
    return out;
}

GroupOf readGroups(const std::string& path, const std::string& column) {
    LineReader reader(path);
    std::string_view line;
    std::vector<std::string> f;
    GroupOf groups;
    char delim = ',';
    int id = -1, col = -1;
    while (reader.next(line)) {
        if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
        if (id < 0) {
            delim = detectDelimiter(line);
            if (!splitDelimited(line, delim, f)) f.clear();
            id = columnIndex(f, {"docid", "doc_id", "item", "item_id", "itemid", "doc", "id"});
            col = columnIndex(f, {asciiLower(column)});
            if (id < 0 || col < 0)
                throw ParseError({ParseIssue{
                    path,
                    reader.lineNumber(),
                    {ProblemCode::GroupHeaderColumns, {column, std::string(line.substr(0, 80))}}}});
            continue;
        }
        if (!splitDelimited(line, delim, f) || static_cast<int>(f.size()) <= std::max(id, col))
            throw ParseError({ParseIssue{
                path,
                reader.lineNumber(),
                {ProblemCode::GroupTooFewFields, {std::to_string(std::max(id, col) + 1)}}}});
        groups[f[static_cast<std::size_t>(id)]] = f[static_cast<std::size_t>(col)];
    }
    if (id < 0) throw ParseError({ParseIssue{path, 0, {ProblemCode::EmptyFileNoHeader, {}}}});
    return groups;
}

}  // namespace ranklens::core
