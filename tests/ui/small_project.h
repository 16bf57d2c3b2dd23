#pragma once
// Small hand-worked projects that the explorer tests write as files and import into a real
// project store, so that every value they assert can be worked by hand.
#include <QTemporaryDir>
#include <memory>
#include <string>

#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"
#include "ui/project/project_data.h"

namespace ranklens::ui::test {

// Runs a (a.txt) and b (b.txt) over q1 (d1..d4) and q2 (d5, d6), b the reverse of a per query,
// and labels q1 d1 3, q1 d2 1, q2 d5 2 (qrels.txt): written into the folder `root` and imported
// in that order into a new project at `projectPath`, returned open (for more imports).
inline std::unique_ptr<store::ProjectStore> twoRunProject(const std::string& root,
                                                          const std::string& projectPath) {
    using store::test::writeFile;
    writeFile(root + "/a.txt",
              "q1 Q0 d1 1 4 a\nq1 Q0 d2 2 3 a\nq1 Q0 d3 3 2 a\nq1 Q0 d4 4 1 a\n"
              "q2 Q0 d5 1 2 a\nq2 Q0 d6 2 1 a\n");
    writeFile(root + "/b.txt",
              "q1 Q0 d4 1 4 b\nq1 Q0 d3 2 3 b\nq1 Q0 d2 3 2 b\nq1 Q0 d1 4 1 b\n"
              "q2 Q0 d6 1 2 b\nq2 Q0 d5 2 1 b\n");
    writeFile(root + "/qrels.txt", "q1 0 d1 3\nq1 0 d2 1\nq2 0 d5 2\n");
    auto ps = store::ProjectStore::open(projectPath);
    ps->importRun(root + "/a.txt", {});
    ps->importRun(root + "/b.txt", {});
    ps->importQrels(root + "/qrels.txt", {});
    return ps;
}

// One run (run.txt) and its labels (qrels.txt) with item metadata (items.csv): with categories
// d1, d2 in A, d3 in B, d4 in C; without, only the titles of d1 and d2. Query metadata
// (queries.csv) too when `queries` is not empty. Written into `dir`, imported in that order into
// dir/p.ranklens and loaded.
inline std::shared_ptr<const ProjectData> itemProject(const QTemporaryDir& dir,
                                                      const std::string& run,
                                                      const std::string& qrels, bool categories,
                                                      const std::string& queries = {}) {
    using store::test::writeFile;
    const std::string root = dir.path().toStdString();
    writeFile(root + "/run.txt", run);
    writeFile(root + "/qrels.txt", qrels);
    writeFile(root + "/items.csv", categories ? "docid,title,category\nd1,one,A\nd2,two,A\n"
                                                "d3,three,B\nd4,four,C\n"
                                              : "docid,title\nd1,one\nd2,two\n");
    if (!queries.empty()) writeFile(root + "/queries.csv", queries);
    auto ps = store::ProjectStore::open(root + "/p.ranklens");
    ps->importRun(root + "/run.txt", {});
    ps->importQrels(root + "/qrels.txt", {});
    ps->importItemMeta(root + "/items.csv", {});
    if (!queries.empty()) ps->importQueryMeta(root + "/queries.csv", {});
    return loadProjectData(*ps);
}

}  // namespace ranklens::ui::test
