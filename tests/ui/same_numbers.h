#pragma once
// Bit-for-bit comparison of two explorer evaluations: the results snapshot against the full
// evaluation replacing it, a first open in the background against the synchronous one.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "ui/evaluation/evaluation.h"
#include "ui/evaluation/query_set_text.h"

namespace ranklens::ui::test {

inline bool sameBits(const std::vector<double>& a, const std::vector<double>& b) {
    return a.size() == b.size() &&
           (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0);
}

// Every number the window shows (curves, per-query columns, aggregates, query counts) and what
// it says about them (definitions, measures, "Mean over N queries") equal, bit for bit.
inline void expectSameNumbers(const Evaluation& a, const Evaluation& b) {
    ASSERT_EQ(a.qids, b.qids);
    ASSERT_EQ(a.runs.size(), b.runs.size());
    EXPECT_EQ(a.K, b.K);
    EXPECT_EQ(a.judgedColumn, b.judgedColumn);
    EXPECT_EQ(a.request.metrics, b.request.metrics);
    EXPECT_EQ(a.definitionsText(), b.definitionsText());
    EXPECT_EQ(QuerySetText::means(a), QuerySetText::means(b));
    for (std::size_t r = 0; r < a.runs.size(); ++r) {
        const auto& x = a.runs[r].result;
        const auto& y = b.runs[r].result;
        EXPECT_EQ(a.runs[r].name, b.runs[r].name);
        EXPECT_EQ(a.runs[r].row, b.runs[r].row);
        ASSERT_EQ(x.curves.size(), y.curves.size());
        for (std::size_t i = 0; i < x.curves.size(); ++i)
            EXPECT_TRUE(sameBits(x.curves[i], y.curves[i])) << "curve " << i << " of run " << r;
        ASSERT_EQ(x.columns.size(), y.columns.size());
        for (std::size_t i = 0; i < x.columns.size(); ++i) {
            EXPECT_EQ(x.columns[i].name, y.columns[i].name);
            EXPECT_TRUE(sameBits(x.columns[i].perQuery, y.columns[i].perQuery))
                << x.columns[i].name;
            EXPECT_EQ(std::memcmp(&x.columns[i].aggregate, &y.columns[i].aggregate, 8), 0);
        }
        ASSERT_EQ(x.queries.size(), y.queries.size());
        for (std::size_t q = 0; q < x.queries.size(); ++q) {
            EXPECT_EQ(x.queries[q].qid, y.queries[q].qid);
            EXPECT_EQ(x.queries[q].numRet, y.queries[q].numRet);
            EXPECT_EQ(x.queries[q].numRel, y.queries[q].numRel);
            EXPECT_EQ(x.queries[q].numLabelled, y.queries[q].numLabelled);
        }
        EXPECT_EQ(x.unlabelledQueries, y.unlabelledQueries);
        EXPECT_EQ(x.ties.tiedGroups, y.ties.tiedGroups);
    }
}

}  // namespace ranklens::ui::test
