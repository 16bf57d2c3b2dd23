#pragma once
// Where a reader gets its bytes. Readers open their input more than once (format detection,
// parallel byte ranges, the search for a duplicate's lines, the content fingerprint of an
// import), which a pipe, a FIFO or a device cannot serve: such an input is read exactly once,
// into a private temporary copy, and every later open of the same path in this process reads
// that copy.
#include <cstddef>
#include <string>

namespace ranklens::core {

// The longest line any reader accepts; a longer one is refused with
// "file:line: line longer than 64 MiB" (never an ever-growing buffer).
inline constexpr std::size_t kMaxLineBytes = std::size_t{64} << 20;

// The path to open for reading `path`: `path` itself for a regular file (or anything that
// cannot be examined: opening it then gives the error); for a pipe, FIFO or character device
// the copy described above (made on the first call, reused by later calls; the copy is
// unlinked at once and lives until the process exits). While copying plain text, a line longer
// than kMaxLineBytes ends the copy with ParseError naming the line, so an endless input without
// newlines (/dev/zero) is refused instead of filling the disk; gzip data is copied as is (its
// lines are checked when decompressed). Throws std::runtime_error "path: ..." when the input
// cannot be read or the copy cannot be written (e.g. "No space left on device").
std::string readablePath(const std::string& path);

}  // namespace ranklens::core
