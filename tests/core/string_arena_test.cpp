// The id store: every string comes back as stored, NUL-terminated, at a pointer that stays valid
// while later strings fill the first small chunk, the growing ones, and one longer than a chunk.
#include "core/model/string_arena.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

namespace ranklens::core {
namespace {

TEST(StringArena, StoredStringsStayReadableAcrossGrowingChunks) {
    StringArena arena;
    std::vector<std::string> expected;
    std::vector<const char*> stored;
    std::size_t bytes = 0;
    for (int i = 0; i < 60000; ++i) {
        std::string s =
            "doc-" + std::to_string(i) + std::string(static_cast<std::size_t>(i % 37), 'x');
        if (i == 30000) s = std::string(3u << 20, 'L');  // longer than the largest chunk
        if (i == 30001) s.clear();
        bytes += s.size() + 1;
        stored.push_back(arena.store(s));
        expected.push_back(std::move(s));
    }
    EXPECT_EQ(arena.bytesUsed(), bytes);
    for (std::size_t i = 0; i < expected.size(); ++i) {
        ASSERT_EQ(std::strlen(stored[i]), expected[i].size()) << "string " << i;
        ASSERT_EQ(std::memcmp(stored[i], expected[i].data(), expected[i].size()), 0)
            << "string " << i;
    }
}

TEST(StringArena, AMovedArenaKeepsItsStrings) {
    StringArena arena;
    const char* a = arena.store("q1");
    StringArena moved = std::move(arena);
    const char* b = moved.store("q2");
    EXPECT_STREQ(a, "q1");
    EXPECT_STREQ(b, "q2");
    EXPECT_EQ(moved.bytesUsed(), 6u);
}

}  // namespace
}  // namespace ranklens::core
