// The subtopic (diversity qrels) reader, "qid subtopic docid judgment" lines, plain or gzip
// (issue 35 round 2). Refusals are expected; a finding is an accepted set whose queries,
// subtopics or judged items disagree with the lines read, or a crash in building it.
#include <cstdint>

#include "core/io/diversity_qrels.h"
#include "core/io/parse_report.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string path =
        fuzz::writeFile("subtopics.txt", {reinterpret_cast<const char*>(data), size});
    std::vector<core::DiversityQrels::Line> lines;
    try {
        lines = core::readDiversityLines(path);
    } catch (const std::exception&) {
        return 0;
    }
    const auto q = core::DiversityQrels::build(lines, path);
    for (const auto& l : lines) {
        const auto* dq = q.find(l.qid);
        if (l.judgment > 0 && (!dq || !dq->subtopicsOf(l.doc)))
            fuzz::disagree("query '" + l.qid + "' doc '" + l.doc + "' lost");
    }
    for (const auto& dq : q.queries()) {
        if (dq.docs.size() != dq.docSubtopics.size()) fuzz::disagree("docs not parallel");
        for (const auto& subs : dq.docSubtopics)
            for (auto s : subs)
                if (s >= dq.subtopics.size()) fuzz::disagree("a subtopic index out of range");
    }
    return 0;
}
