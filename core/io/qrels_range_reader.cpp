#include "core/io/qrels_range_reader.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "core/base/progress.h"
#include "core/io/input_source.h"
#include "core/io/trec_qrels_line.h"

namespace ranklens::core {

namespace {

// Fills a buffer with whole lines of one byte range; kPad readable bytes follow the data
// (the one-pass parser reads words past a line's end).
class RangeBuffer {
  public:
    RangeBuffer(const std::string& path, std::uint64_t begin, std::uint64_t end)
        : path_(path),
          file_(std::fopen(readablePath(path).c_str(), "rb")),
          remaining_(end - begin) {
        if (!file_ || std::fseek(file_, static_cast<long>(begin), SEEK_SET) != 0) {
            if (file_) std::fclose(file_);
            throw std::runtime_error(path + ": cannot read");
        }
        atStart_ = begin == 0;
        resize(static_cast<std::size_t>(
            std::clamp<std::uint64_t>(remaining_ + 1, 64u << 10, 1u << 20)));
    }
    ~RangeBuffer() { std::fclose(file_); }
    RangeBuffer(const RangeBuffer&) = delete;
    RangeBuffer& operator=(const RangeBuffer&) = delete;

    const char* data() const { return buf_.data(); }
    std::uint64_t bytesRead() const { return read_; }

    // Drops the bytes before pos, reads more, and returns the end of the complete lines
    // ([0, end): each ends with '\n'; the range's last line gets one). pos becomes 0.
    // Returns 0 at the end of the range, SIZE_MAX when a line is too long.
    std::size_t refill(std::size_t& pos) {
        std::memmove(buf_.data(), buf_.data() + pos, len_ - pos);
        len_ -= pos;
        pos = 0;
        if (len_ > kMaxLineBytes) return SIZE_MAX;
        if (len_ == cap_) resize(cap_ * 2);
        const auto want =
            static_cast<std::size_t>(std::min<std::uint64_t>(cap_ - len_, remaining_));
        const std::size_t got = want ? std::fread(buf_.data() + len_, 1, want, file_) : 0;
        if (want && got == 0) throw std::runtime_error(path_ + ": read error");
        len_ += got;
        remaining_ -= got;
        read_ += got;
        if (atStart_ && len_ >= 3 && std::memcmp(buf_.data(), "\xEF\xBB\xBF", 3) == 0) pos = 3;
        atStart_ = false;
        if (len_ == pos) return 0;
        const void* nl = memrchr(buf_.data() + pos, '\n', len_ - pos);
        if (remaining_ == 0 && (!nl || static_cast<const char*>(nl) != buf_.data() + len_ - 1))
            buf_[len_++] = '\n';  // the range's last line lacks one; the padding has room
        else if (!nl)
            return refill(pos);  // a line longer than the buffer: read on
        nl = memrchr(buf_.data() + pos, '\n', len_ - pos);
        return static_cast<std::size_t>(static_cast<const char*>(nl) - buf_.data()) + 1;
    }

  private:
    static constexpr std::size_t kPad = 16;

    void resize(std::size_t cap) {
        cap_ = cap;
        buf_.resize(cap + kPad, '\n');
    }

    std::string path_;
    std::FILE* file_;
    std::uint64_t remaining_;
    std::uint64_t read_ = 0;
    std::vector<char> buf_;
    std::size_t cap_ = 0, len_ = 0;
    bool atStart_ = false;
};

// The line at p (ending with '\n') for the general parser: without '\n' or a trailing '\r'.
std::string_view lineAt(const char* p, const char* end) {
    const auto* nl =
        static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
    std::size_t len = static_cast<std::size_t>(nl - p);
    if (len > 0 && p[len - 1] == '\r') --len;
    return std::string_view(p, len);
}

}  // namespace

bool readQrelsRange(const std::string& path, std::uint64_t begin, std::uint64_t end,
                    QrelsBuilder& b, std::size_t& records, const QrelsLineFn& general,
                    const RangeProgressFn& progress, bool comments) {
    RangeBuffer buf(path, begin, end);
    std::size_t pos = 0;
    TrecQrelsLine line;
    for (std::size_t lines; (lines = buf.refill(pos)) != 0;) {
        if (lines == SIZE_MAX) return false;
        if (progress && !progress(buf.bytesRead())) throw Cancelled();
        const char* const base = buf.data();
        while (pos < lines) {
            const char* p = base + pos;
            const char* next = comments && *p == '#' ? nullptr : parseTrecQrelsLine(p, line);
            if (next && static_cast<std::size_t>(next - p) <= kMaxLineBytes) {
                b.add(line.qid, line.doc, line.grade);
                ++records;
                pos = static_cast<std::size_t>(next - base);
                continue;
            }
            const std::string_view text = lineAt(p, base + lines);
            if (text.size() > kMaxLineBytes) return false;
            bool record = false;
            if (!general(text, b, &record)) return false;
            records += record;
            pos = static_cast<std::size_t>(
                      static_cast<const char*>(std::memchr(p, '\n', lines - pos)) - base) +
                  1;
        }
    }
    return true;
}

}  // namespace ranklens::core
