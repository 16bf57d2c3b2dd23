#include "core/io/mapped_lines.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>

#include "core/io/input_source.h"

namespace ranklens::core {

namespace {
constexpr std::uint64_t kPiece = 2u << 20;  // bytes of lines per piece (then unmapped)
constexpr std::uint64_t kTailWindow = 8u << 10;
constexpr std::uint64_t kSafety = 128;  // > the 64 bytes read past a line start
constexpr std::size_t kPad = 64;

std::uint64_t pageSize() {
    static const auto size = static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
    return size;
}
}  // namespace

MappedLines::~MappedLines() {
    if (map_ && mapBytes_ > unmapped_) munmap(map_ + unmapped_, mapBytes_ - unmapped_);
}

bool MappedLines::open(const std::string& path, std::uint64_t begin, std::uint64_t end) {
    pos_ = begin;
    end_ = tail_ = end;
    if (end <= begin) return true;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    mapOffset_ = begin - begin % pageSize();
    mapBytes_ = end - mapOffset_;
    void* m = mmap(nullptr, mapBytes_, PROT_READ, MAP_PRIVATE, fd, static_cast<off_t>(mapOffset_));
    ::close(fd);
    if (m == MAP_FAILED) return false;
    map_ = static_cast<char*>(m);
    if (begin == 0 && end >= 3 && std::memcmp(map_, "\xEF\xBB\xBF", 3) == 0) pos_ = 3;
    tail_ = tailStart();
    if (end_ - tail_ > kMaxLineBytes + 2) return false;  // the exact path names the line
    tailCopy_.assign(end_ - tail_ + 1 + kPad, '\n');
    std::memcpy(tailCopy_.data(), at(tail_), end_ - tail_);
    return true;
}

// The start of the lines copied at the end: after the last '\n' that is kSafety bytes or more
// before the end (every line before it then ends at least kSafety bytes before the end).
std::uint64_t MappedLines::tailStart() const {
    if (end_ < pos_ + kSafety) return pos_;
    const std::uint64_t hi = end_ - kSafety;
    std::uint64_t lo = std::max(pos_, end_ > kTailWindow ? end_ - kTailWindow : 0);
    for (;;) {
        if (hi > lo)
            if (const void* nl = memrchr(at(lo), '\n', hi - lo))
                return static_cast<std::uint64_t>(static_cast<const char*>(nl) - map_) +
                       mapOffset_ + 1;
        if (lo == pos_) return pos_;
        lo = pos_;  // a long last line: search the whole range
    }
}

void MappedLines::unmapBefore(std::uint64_t offset) {
    if (!map_) return;
    const std::uint64_t upTo = (offset - mapOffset_) / pageSize() * pageSize();
    if (upTo <= unmapped_) return;
    munmap(map_ + unmapped_, upTo - unmapped_);
    unmapped_ = upTo;
}

std::string_view MappedLines::next() {
    if (pos_ < tail_) {
        unmapBefore(pos_);
        std::uint64_t last = std::min(tail_, pos_ + kPiece);
        if (last < tail_) {  // on to the end of the line at `last`
            const void* nl = std::memchr(at(last), '\n', tail_ - last);
            last = static_cast<std::uint64_t>(static_cast<const char*>(nl) - map_) + mapOffset_ + 1;
        }
        const std::string_view piece(at(pos_), last - pos_);
        pos_ = last;
        return piece;
    }
    if (tailDone_ || end_ <= tail_) return {};
    tailDone_ = true;
    unmapBefore(end_);
    std::size_t n = end_ - tail_;
    if (tailCopy_[n - 1] != '\n') ++n;  // the file's last line without its '\n'
    return std::string_view(tailCopy_.data(), n);
}

}  // namespace ranklens::core
