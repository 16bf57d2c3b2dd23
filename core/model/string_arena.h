#pragma once
// Append-only storage for many short strings (ids), NUL-terminated so that byte order
// comparisons can use strcmp exactly as trec_eval does. Pointers stay valid for the arena's life.
#include <memory>
#include <string_view>
#include <vector>

namespace ranklens::core {

class StringArena {
  public:
    StringArena() = default;
    StringArena(StringArena&&) noexcept = default;
    StringArena& operator=(StringArena&&) noexcept = default;
    StringArena(const StringArena&) = delete;
    StringArena& operator=(const StringArena&) = delete;

    // Copies s (plus a terminating NUL) into the arena and returns a stable pointer to it.
    const char* store(std::string_view s);
    // Bytes held (for memory accounting).
    std::size_t bytesUsed() const { return used_; }

  private:
    // Chunks grow from 4 KiB to 1 MiB: a run of a few items (a lesson's list, a practice
    // exercise) holds 4 KiB, not a megabyte a memory checker has to map and clear each time.
    static constexpr std::size_t kFirstChunk = 1 << 12;
    static constexpr std::size_t kMaxChunk = 1 << 20;
    std::size_t nextChunk_ = kFirstChunk;
    std::vector<std::unique_ptr<char[]>> chunks_;
    char* cur_ = nullptr;
    std::size_t left_ = 0;
    std::size_t used_ = 0;
};

}  // namespace ranklens::core
