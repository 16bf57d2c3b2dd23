// Errors as data (issue 46): the UI words every problem of core's readers from its code, in
// the UI language, with the values the file holds; no English sentence of core is taken apart.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include "core/io/problem.h"
#include "tests/support/wait_until.h"
#include "tests/ui/import_test_util.h"
#include "ui/app/language.h"
#include "ui/common/problem_text.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {
namespace {

// Words a Chinese problem keeps as they are: a file format's field and column names, options,
// formats and units.
const QStringList kKeptWords = {
    "qid",     "iter",   "docid",    "rank",    "score",     "tag",      "rel",      "trec_eval",
    "real",    "labels", "TREC",     "qrels",   "JSON",      "query",    "doc",      "user",
    "item",    "label",  "grade",    "id",      "NUL",       "MiB",      "ISO",      "NaN",
    "measure", "value",  "query_id", "item_id", "rel_level", "subtopic", "judgment", "mean",
    "stddev",  "trec",   "eval",     "version", "e15"};

// The values of a code: "⟨1⟩", "⟨2⟩", ... (no letters, easy to find again).
std::vector<std::string> markers(core::ProblemCode code) {
    std::vector<std::string> v;
    for (std::size_t n = 1; n <= core::problemArity(code); ++n)
        v.push_back("\u27e8" + std::to_string(n) + "\u27e9");
    return v;
}

// The English words left in a text, the kept ones aside.
QStringList englishLeftovers(const QString& text) {
    QStringList out;
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z0-9_]+"));
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured();
        if (!kKeptWords.contains(w)) out << w;
    }
    return out;
}

class ProblemText : public ::testing::Test {
  protected:
    void TearDown() override { Language::install(QStringLiteral("en")); }
};

TEST_F(ProblemText, EveryCodeIsWordedInEnglishAndInChinese) {
    for (std::size_t i = 1; i < core::kProblemCodes; ++i) {
        const core::Problem p{static_cast<core::ProblemCode>(i),
                              markers(static_cast<core::ProblemCode>(i))};
        ASSERT_TRUE(Language::install(QStringLiteral("en")));
        const QString english = problemText(p);
        EXPECT_EQ(english.toStdString(), core::englishText(p)) << i;
        ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
        const QString zh = problemText(p);
        EXPECT_NE(zh, english) << "no Chinese for: " << english.toStdString();
        for (const std::string& v : p.values)
            EXPECT_TRUE(zh.contains(QString::fromStdString(v)))
                << zh.toStdString() << " drops " << v;
        EXPECT_TRUE(englishLeftovers(zh).isEmpty())
            << zh.toStdString() << ": " << englishLeftovers(zh).join(' ').toStdString();
    }
}

// The JSON reader's problem that stayed English in 简体中文, through a real import.
TEST_F(ProblemText, TheJsonReadersProblemIsChineseInAnImport) {
    QTemporaryDir dir;
    ProjectSession session;
    ASSERT_TRUE(session.open(dir.filePath(QStringLiteral("p.ranklens"))));
    WAIT_UNTIL(!session.isBusy(), 30000);
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    const QString run =
        test::write(dir, "run.json", "{\"q1\": {\"d1\": 1.0,\n \"d2\": \"high\"}}\n");
    QSignalSpy finished(&session, &ProjectSession::importFinished);
    session.importFiles({run}, false, false, {{run, ImportAs::Run}});
    WAIT_UNTIL(finished.count() == 1 && !session.isBusy(), 30000);
    const QString text = finished.last().at(1).toStringList().join(QLatin1Char('\n'));
    EXPECT_TRUE(text.contains(QStringLiteral("查询 'q1'、文档 'd2'：分数不是数字")))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("the score is not a number"))) << text.toStdString();
}

}  // namespace
}  // namespace ranklens::ui
