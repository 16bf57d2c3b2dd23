#pragma once
// Streams the lines of a text file (plain or gzip-compressed, detected by its magic bytes)
// through a fixed buffer: memory stays flat whatever the file size. A pipe or FIFO is read
// once into a private copy (core/io/input_source.h); a line longer than kMaxLineBytes is a
// ParseError naming it; a UTF-8 byte order mark at the start of the file is skipped.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/progress.h"

namespace ranklens::core {

class LineReader {
  public:
    // Throws std::runtime_error "file: cannot open (reason)" when the file cannot be read.
    // The file is `path` itself, or readablePath(path)'s copy when it is not a regular file.
    explicit LineReader(const std::string& path, ProgressFn progress = {});
    // Reads only the bytes [begin, end) of a plain (not compressed) file; begin must be a line
    // start. Line numbers then count from the start of the range.
    LineReader(const std::string& path, std::uint64_t begin, std::uint64_t end,
               ProgressFn progress = {});
    bool isCompressed() const { return gz_ != nullptr; }
    std::size_t fileSize() const { return fileSize_; }
    ~LineReader();
    LineReader(const LineReader&) = delete;
    LineReader& operator=(const LineReader&) = delete;

    // Next line without its '\n' (and without a trailing '\r'); false at end of file.
    // Throws ParseError "file:line: line longer than 64 MiB".
    bool next(std::string_view& line);
    std::size_t lineNumber() const { return lineNo_; }
    const std::string& path() const { return path_; }

  private:
    std::size_t fill(char* dst, std::size_t cap);
    void reportProgress();
    void skipByteOrderMark();

    std::string path_;
    ProgressFn progress_;
    std::FILE* file_ = nullptr;
    void* gz_ = nullptr;  // gzFile when compressed
    std::vector<char> buf_;
    std::size_t begin_ = 0, end_ = 0;
    bool eof_ = false;
    bool atStart_ = true;  // the buffer starts at byte 0 of the file (a BOM may be there)
    std::size_t lineNo_ = 0;
    std::size_t bytesRead_ = 0, fileSize_ = 0, nextReport_ = 0;
    std::uint64_t limit_ = UINT64_MAX;  // bytes left in the range
};

// Cut points that divide a plain file of `size` bytes into at most n ranges starting at line
// starts: range t is [cuts[t], cuts[t+1]); cuts.front() = 0, cuts.back() = size.
std::vector<std::uint64_t> lineAlignedCuts(const std::string& path, std::uint64_t size, unsigned n);

// Splits s on runs of spaces/tabs (isspace) into at most max fields; returns the count found
// (which may exceed max: the remaining fields are counted but not stored).
std::size_t splitWhitespace(std::string_view s, std::string_view* fields, std::size_t max);

}  // namespace ranklens::core
