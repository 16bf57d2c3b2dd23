// TREC run reader: the sequential reader and the parallel range reader (two threads, any
// size) must read the same run or both refuse it.
#include <cstdint>

#include "core/io/parse_report.h"
#include "core/io/trec_reader.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

namespace {

bool sameRuns(const core::Run& a, const core::Run& b) {
    if (a.name != b.name || a.queries().size() != b.queries().size()) return false;
    for (std::size_t q = 0; q < a.queries().size(); ++q) {
        const auto& x = a.queries()[q];
        const auto& y = b.queries()[q];
        if (std::string_view(x.qid) != y.qid || x.docs.size() != y.docs.size()) return false;
        for (std::size_t i = 0; i < x.docs.size(); ++i)
            if (std::string_view(x.docs[i].doc) != y.docs[i].doc ||
                !fuzz::sameDouble(x.docs[i].score, y.docs[i].score) ||
                x.docs[i].rank != y.docs[i].rank)
                return false;
    }
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string path =
        fuzz::writeFile("run.txt", {reinterpret_cast<const char*>(data), size});
    core::Run a, b;
    const std::string e1 = fuzz::readSequentialAndParallel(
        path,
        [](const std::string& p, const core::ParseOptions& o) { return core::readTrecRun(p, o); },
        a, b, "reader");
    if (e1.empty() && !sameRuns(a, b)) fuzz::disagree("sequential vs parallel reader: runs differ");
    try {
        core::ParseOptions skip;
        skip.skipBadLines = true;
        core::readTrecRun(path, skip);
    } catch (const std::exception&) {
    }
    return 0;
}
