#include "core/io/input_source.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <vector>

#include "core/io/parse_report.h"

namespace ranklens::core {

namespace {

// One non-seekable input, copied once. The mutex is held while copying, so a second reader
// of the same path (e.g. the content fingerprint beside the parser) waits for the copy.
struct Spool {
    std::mutex mutex;
    bool done = false;
    std::string path;  // where the copy is read from
    std::string unlinkAtExit;
    std::exception_ptr error;
    int fd = -1;
    ~Spool() {
        if (fd >= 0) ::close(fd);
        if (!unlinkAtExit.empty()) ::unlink(unlinkAtExit.c_str());
    }
};

struct Registry {
    std::mutex mutex;
    std::map<std::string, std::shared_ptr<Spool>> spools;  // path + identity of the stream
};

Registry& registry() {
    static Registry r;
    return r;
}

std::string errnoText() {
    return std::strerror(errno);
}

// A temporary file for the copy: unlinked at once when /proc/self/fd can reopen it (nothing is
// left behind even if the process is killed), else removed at exit.
void makeTempFile(const std::string& source, Spool& s) {
    const char* dir = std::getenv("TMPDIR");
    std::string name = std::string(dir && *dir ? dir : "/tmp") + "/ranklens-input-XXXXXX";
    std::vector<char> buf(name.begin(), name.end());
    buf.push_back('\0');
    s.fd = ::mkstemp(buf.data());
    if (s.fd < 0)
        throw std::runtime_error(source + ": cannot create a temporary copy of the input (" +
                                 errnoText() + ")");
    name.assign(buf.data());
    const std::string viaProc = "/proc/self/fd/" + std::to_string(s.fd);
    if (::access(viaProc.c_str(), R_OK) == 0) {
        ::unlink(name.c_str());
        s.path = viaProc;
    } else {
        s.path = name;
        s.unlinkAtExit = name;
    }
}

void writeAll(int fd, const char* p, std::size_t n, const std::string& source) {
    while (n > 0) {
        const ssize_t w = ::write(fd, p, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0)
            throw std::runtime_error(source + ": cannot copy the input to a temporary file (" +
                                     (w < 0 ? errnoText() : std::string("nothing written")) + ")");
        p += w;
        n -= static_cast<std::size_t>(w);
    }
}

// Counts lines across chunks of plain text; throws when one grows past kMaxLineBytes.
class LineLimit {
  public:
    explicit LineLimit(const std::string& source) : source_(source) {}
    void feed(const char* p, std::size_t n) {
        const char* const end = p + n;
        while (p < end) {
            const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
            const char* stop = nl ? static_cast<const char*>(nl) : end;
            current_ += static_cast<std::size_t>(stop - p);
            if (current_ > kMaxLineBytes)
                throw ParseError({ParseIssue{source_, lines_ + 1, {ProblemCode::LineTooLong, {}}}});
            if (!nl) break;
            ++lines_;
            current_ = 0;
            p = stop + 1;
        }
    }

  private:
    const std::string& source_;
    std::size_t lines_ = 0, current_ = 0;
};

void copyOnce(const std::string& source, Spool& s) {
    const int in = ::open(source.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0) throw std::runtime_error(source + ": cannot open (" + errnoText() + ")");
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{in};
    makeTempFile(source, s);
    std::vector<char> buf(1u << 20);
    LineLimit limit(source);
    bool first = true, gzip = false;
    for (;;) {
        const ssize_t n = ::read(in, buf.data(), buf.size());
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw std::runtime_error(source + ": read error (" + errnoText() + ")");
        if (n == 0) break;
        const auto got = static_cast<std::size_t>(n);
        if (first)
            gzip = got >= 2 && static_cast<unsigned char>(buf[0]) == 0x1f &&
                   static_cast<unsigned char>(buf[1]) == 0x8b;
        first = false;
        if (!gzip) limit.feed(buf.data(), got);
        writeAll(s.fd, buf.data(), got, source);
    }
}

}  // namespace

std::string readablePath(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || S_ISREG(st.st_mode) || S_ISDIR(st.st_mode)) return path;
    const std::string key = path + '\0' + std::to_string(st.st_dev) + ':' +
                            std::to_string(st.st_ino) + ':' + std::to_string(st.st_rdev);
    std::shared_ptr<Spool> spool;
    {
        Registry& r = registry();
        std::lock_guard lock(r.mutex);
        auto& slot = r.spools[key];
        if (!slot) slot = std::make_shared<Spool>();
        spool = slot;
    }
    std::lock_guard lock(spool->mutex);
    if (!spool->done) {
        try {
            copyOnce(path, *spool);
        } catch (...) {
            spool->error = std::current_exception();
            if (spool->fd >= 0) ::close(spool->fd);  // release the partial copy now
            spool->fd = -1;
        }
        spool->done = true;
    }
    if (spool->error) std::rethrow_exception(spool->error);
    return spool->path;
}

}  // namespace ranklens::core
