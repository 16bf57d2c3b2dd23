// The run blob decoder (core/store/run_blob.h): any bytes decode or throw StoreError, and a
// decoded ranking encodes back to a blob that decodes to the same values.
#include <cstdint>
#include <vector>

#include "core/store/project_store.h"
#include "core/store/run_blob.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<core::RankedDoc> docs;
    std::vector<std::uint32_t> items;
    try {
        store::decodeRanking(size ? data : nullptr, size, docs, items, "fuzz");
    } catch (const store::StoreError&) {
        return 0;
    }
    if (docs.size() != items.size()) fuzz::disagree("decoded docs and items differ in length");
    std::vector<unsigned char> again;
    store::encodeRanking(docs, items, again);
    std::vector<core::RankedDoc> docs2;
    std::vector<std::uint32_t> items2;
    store::decodeRanking(again.data(), again.size(), docs2, items2, "re-encoded");
    if (items2 != items) fuzz::disagree("re-encoded blob: items differ");
    for (std::size_t i = 0; i < docs.size(); ++i)
        if (!fuzz::sameDouble(docs[i].score, docs2[i].score) || docs[i].rank != docs2[i].rank ||
            docs[i].inputPos != docs2[i].inputPos)
            fuzz::disagree("re-encoded blob: doc " + std::to_string(i) + " differs");
    return 0;
}
