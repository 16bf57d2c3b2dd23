#pragma once
// The bytes [begin, end) of a plain file (begin a line start, end a line start or the file's
// end), handed out in pieces of whole lines without copying them: the range is mapped
// read-only and each piece already handed out is unmapped when the next one is asked for, so
// the resident memory stays a few MiB. The range's last few KiB are copied into a buffer
// (with the '\n' the file's last line may lack), so that 64 readable bytes follow the '\n' of
// every line of every piece (and so every line start). A UTF-8 byte order mark at the start of the
// file is skipped.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ranklens::core {

class MappedLines {
  public:
    MappedLines() = default;
    ~MappedLines();
    MappedLines(const MappedLines&) = delete;
    MappedLines& operator=(const MappedLines&) = delete;

    // False when the range cannot be mapped or its last line is too long to copy (the caller
    // then reads the file another way).
    bool open(const std::string& path, std::uint64_t begin, std::uint64_t end);
    // The next piece: whole lines, each ending with '\n'; empty at the end of the range.
    std::string_view next();

  private:
    std::uint64_t tailStart() const;
    void unmapBefore(std::uint64_t offset);
    const char* at(std::uint64_t offset) const { return map_ + (offset - mapOffset_); }

    char* map_ = nullptr;
    std::uint64_t mapOffset_ = 0, mapBytes_ = 0, unmapped_ = 0;  // unmapped_: bytes of map_
    std::uint64_t pos_ = 0, tail_ = 0, end_ = 0;                 // file offsets
    std::vector<char> tailCopy_;
    bool tailDone_ = false;
};

}  // namespace ranklens::core
