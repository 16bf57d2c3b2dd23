// Beyond-accuracy measures on a project: item metadata with a popularity column goes into the
// item_popularity table (created on first import), eval PROJECT and compare PROJECT read the
// project's items, and exposure PROJECT groups by the items' category.
#include <gtest/gtest.h>

#include "tests/cli/cli_runner.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using ranklens::test::cli;
using test::TempDir;
using test::writeFile;

TEST(BeyondStore, ProjectItemsFeedEvalCompareAndExposure) {
    TempDir dir;
    const auto q = dir.file("q.txt"), r1 = dir.file("a.txt"), r2 = dir.file("b.txt"),
               items = dir.file("items.csv"), proj = dir.file("p.rl");
    writeFile(q, "1 0 a 1\n1 0 b 0\n2 0 c 1\n");
    writeFile(
        r1, "1 Q0 a 1 3 A\n1 Q0 b 2 2 A\n1 Q0 c 3 1 A\n2 Q0 c 1 3 A\n2 Q0 d 2 2 A\n2 Q0 a 3 1 A\n");
    writeFile(r2, "1 Q0 a 1 3 B\n1 Q0 c 2 2 B\n2 Q0 c 1 3 B\n2 Q0 e 2 2 B\n");
    writeFile(items,
              "item,title,category,popularity\na,A,x,10\nb,B,x,5\nc,C,y,1\nd,D,z,0\ne,E,y,2\n");
    // Before any item import the project has no popularity: eval says what is missing.
    ASSERT_EQ(
        cli("import '" + proj + "' --run '" + r1 + "' --run '" + r2 + "' --qrels '" + q + "'").code,
        0);
    const auto none =
        cli("eval-project '" + proj + "' --run a.txt -m arp@3 --popularity items", true);
    EXPECT_NE(none.code, 0);
    EXPECT_NE(none.out.find("no popularity column"), std::string::npos) << none.out;
    ASSERT_EQ(cli("import '" + proj + "' --items '" + items + "'").code, 0);
    // Same numbers as the file evaluation (tests/cli/beyond_cli_test.cpp).
    const auto e = cli("eval-project '" + proj + "' --run a.txt -m ild@3 -m arp@3 -m gini@3");
    ASSERT_EQ(e.code, 0) << e.out;
    EXPECT_EQ(e.out,
              "ild_cut_3             \tall\t0.8333\n"
              "arp_cut_3             \tall\t4.5000\n"
              "gini_3                \tall\t0.3333\n");
    const auto c =
        cli("compare '" + proj + "' --baseline a.txt -m arp@2 -m gini@2 --permutations 50");
    EXPECT_EQ(c.code, 0) << c.out;
    EXPECT_NE(c.out.find("items: project items; popularity: items column 'popularity'"),
              std::string::npos)
        << c.out;
    EXPECT_NE(c.out.find("Run-level: Gini@2 (one value for the whole run"), std::string::npos)
        << c.out;
    const auto x = cli("exposure '" + proj + "' --run a.txt -k 3");
    ASSERT_EQ(x.code, 0) << x.out;
    EXPECT_NE(x.out.find("a.txt\tx\t0.5\t0.5\t2.13093\t3\t1\n"), std::string::npos) << x.out;
    // A group column the project does not hold is refused with the way out.
    const auto p = cli("exposure '" + proj + "' --by provider", true);
    EXPECT_NE(p.code, 0);
    EXPECT_NE(p.out.find("--groups FILE"), std::string::npos) << p.out;
}

}  // namespace
}  // namespace ranklens::store
