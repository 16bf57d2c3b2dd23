#include "core/io/line_reader.h"

#include <zlib.h>

#include <sys/stat.h>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "core/io/input_source.h"
#include "core/io/parse_report.h"

namespace ranklens::core {

namespace {
constexpr std::size_t kBufSize = 1u << 20;  // long lines grow it; larger reads gain nothing
constexpr std::size_t kMinBufSize = 64u << 10;

// A plain file smaller than the buffer needs no more than its size (+1 to see the end):
// small inputs (many per second when fuzzing, labels files) do not pay for 1 MiB.
std::size_t bufferFor(std::uint64_t bytes) {
    return static_cast<std::size_t>(std::clamp<std::uint64_t>(bytes + 1, kMinBufSize, kBufSize));
}
constexpr std::size_t kReportEvery = 8u << 20;

// Line `lineNo` of `path`, `len` bytes from `start` (its '\n' not counted), as next() gives it:
// without the '\r' of a CRLF file, and refused when longer than kMaxLineBytes.
std::string_view checkedLine(const char* start, std::size_t len, const std::string& path,
                             std::size_t lineNo) {
    if (len > 0 && start[len - 1] == '\r') --len;
    if (len > kMaxLineBytes)
        throw ParseError({ParseIssue{path, lineNo, {ProblemCode::LineTooLong, {}}}});
    return std::string_view(start, len);
}
}  // namespace

LineReader::LineReader(const std::string& path, ProgressFn progress)
    : path_(path), progress_(std::move(progress)) {
    const std::string source = readablePath(path);  // a pipe is read once, into a copy
    file_ = std::fopen(source.c_str(), "rb");
    if (!file_) throw std::runtime_error(path + ": cannot open (" + std::strerror(errno) + ")");
    struct stat st {};
    if (::stat(source.c_str(), &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            std::fclose(file_);
            throw std::runtime_error(path + ": is a directory, not a file");
        }
        fileSize_ = static_cast<std::size_t>(st.st_size);
    }
    unsigned char magic[2] = {0, 0};
    const std::size_t got = std::fread(magic, 1, 2, file_);
    if (got == 2 && magic[0] == 0x1f && magic[1] == 0x8b) {
        std::fclose(file_);
        file_ = nullptr;
        gz_ = gzopen(source.c_str(), "rb");
        if (!gz_) throw std::runtime_error(path + ": cannot open gzip stream");
        gzbuffer(static_cast<gzFile>(gz_), 1u << 20);
    } else {
        std::rewind(file_);
    }
    buf_.resize(gz_ ? std::size_t{1} << 20 : bufferFor(fileSize_));
}

LineReader::LineReader(const std::string& path, std::uint64_t begin, std::uint64_t end,
                       ProgressFn progress)
    : LineReader(path, std::move(progress)) {
    if (gz_) throw std::runtime_error(path + ": byte ranges of compressed files are not supported");
    if (std::fseek(file_, static_cast<long>(begin), SEEK_SET) != 0)
        throw std::runtime_error(path + ": cannot seek");
    limit_ = end - begin;
    atStart_ = begin == 0;
    buf_.resize(bufferFor(limit_));
}

LineReader::~LineReader() {
    if (file_) std::fclose(file_);
    if (gz_) gzclose(static_cast<gzFile>(gz_));
}

std::size_t LineReader::fill(char* dst, std::size_t cap) {
    if (gz_) {
        const int n = gzread(static_cast<gzFile>(gz_), dst, static_cast<unsigned>(cap));
        if (n < 0) throw std::runtime_error(path_ + ": corrupt gzip data");
        if (n > 0) {
            z_off_t pos = gzoffset(static_cast<gzFile>(gz_));
            bytesRead_ = pos > 0 ? static_cast<std::size_t>(pos) : bytesRead_;
        }
        return static_cast<std::size_t>(n);
    }
    if (limit_ < cap) cap = static_cast<std::size_t>(limit_);
    const std::size_t n = cap ? std::fread(dst, 1, cap, file_) : 0;
    limit_ -= n;
    if (n == 0 && std::ferror(file_)) throw std::runtime_error(path_ + ": read error");
    bytesRead_ += n;
    return n;
}

void LineReader::skipByteOrderMark() {
    // A UTF-8 byte order mark (spreadsheets write one) is not part of the first line. Decided
    // on the first fill (files and gzip streams fill the buffer unless they end).
    atStart_ = false;
    static constexpr unsigned char kBom[3] = {0xEF, 0xBB, 0xBF};
    if (end_ - begin_ >= 3 && std::memcmp(buf_.data() + begin_, kBom, 3) == 0) begin_ += 3;
}

void LineReader::reportProgress() {
    if (!progress_ || bytesRead_ < nextReport_) return;
    nextReport_ = bytesRead_ + kReportEvery;
    if (!progress_(bytesRead_, fileSize_)) throw Cancelled();
}

bool LineReader::next(std::string_view& line) {
    for (;;) {
        if (begin_ < end_) {
            const char* start = buf_.data() + begin_;
            const void* nl = std::memchr(start, '\n', end_ - begin_);
            if (nl) {
                const std::size_t len = static_cast<const char*>(nl) - start;
                begin_ += len + 1;
                line = checkedLine(start, len, path_, lineNo_ + 1);
                ++lineNo_;
                return true;
            }
        }
        if (eof_) {
            if (begin_ >= end_) return false;
            const std::size_t len = end_ - begin_;
            const char* start = buf_.data() + begin_;
            begin_ = end_;
            line = checkedLine(start, len, path_, lineNo_ + 1);
            ++lineNo_;
            return true;
        }
        // Move the partial line to the front and read more.
        const std::size_t rest = end_ - begin_;
        if (rest == buf_.size()) {  // a very long line: grow up to the limit, then refuse it
            if (rest > kMaxLineBytes)
                throw ParseError({ParseIssue{path_, lineNo_ + 1, {ProblemCode::LineTooLong, {}}}});
            buf_.resize(std::min(buf_.size() * 2, kMaxLineBytes + 2));  // + "\r\n"
        }
        if (rest > 0 && begin_ > 0) std::memmove(buf_.data(), buf_.data() + begin_, rest);
        begin_ = 0;
        end_ = rest;
        const std::size_t n = fill(buf_.data() + end_, buf_.size() - end_);
        if (n == 0) eof_ = true;
        end_ += n;
        if (atStart_) skipByteOrderMark();
        reportProgress();
    }
}

std::vector<std::uint64_t> lineAlignedCuts(const std::string& path, std::uint64_t size,
                                           unsigned n) {
    std::vector<std::uint64_t> cuts{0};
    std::FILE* f = n > 1 && size > 0 ? std::fopen(readablePath(path).c_str(), "rb") : nullptr;
    char window[4096];
    for (unsigned t = 1; f && t < n; ++t) {
        // The first line start at or after size*t/n: just after the first '\n' from there - 1.
        std::uint64_t at = size * t / n - 1;
        bool found = false;
        while (!found && at < size && std::fseek(f, static_cast<long>(at), SEEK_SET) == 0) {
            const std::size_t got = std::fread(window, 1, sizeof window, f);
            if (got == 0) break;
            if (const void* nl = std::memchr(window, '\n', got)) {
                at += static_cast<std::uint64_t>(static_cast<const char*>(nl) - window) + 1;
                found = true;
            } else {
                at += got;
            }
        }
        if (found && at < size && at > cuts.back()) cuts.push_back(at);
    }
    if (f) std::fclose(f);
    cuts.push_back(size);
    return cuts;
}

std::size_t splitWhitespace(std::string_view s, std::string_view* fields, std::size_t max) {
    // isspace() in the C locale: ' ', \t, \n, \v, \f, \r — all <= ' ', so one compare
    // rejects almost every byte and the exact test runs only on low bytes.
    auto isSpace = [](unsigned char c) {
        return c <= ' ' && (c == ' ' || (c >= '\t' && c <= '\r'));
    };
    const char* p = s.data();
    const char* const e = p + s.size();
    std::size_t n = 0;
    for (;;) {
        while (p < e && isSpace(static_cast<unsigned char>(*p))) ++p;
        if (p == e) break;
        const char* start = p;
        while (p < e && !isSpace(static_cast<unsigned char>(*p))) ++p;
        if (n < max) fields[n] = std::string_view(start, static_cast<std::size_t>(p - start));
        ++n;
    }
    return n;
}

}  // namespace ranklens::core
