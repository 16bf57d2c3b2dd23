#include "core/store/lock_holder.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <vector>

namespace ranklens::store {

namespace {

struct FileId {
    unsigned long major = 0, minor = 0, inode = 0;
};

bool fileId(const std::string& path, FileId& out) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return false;
    out = {::major(st.st_dev), ::minor(st.st_dev), static_cast<unsigned long>(st.st_ino)};
    return true;
}

// A /proc/locks line: "1: POSIX  ADVISORY  WRITE 4242 08:01:1234 1073741824 1073741825"; a
// waiting request reads "1: -> POSIX ...". The holder's process id, or 0 when the line is no
// held lock on file.
long holderOf(const std::string& line, const FileId& file) {
    std::istringstream in(line);
    std::string id, type, mode, access, device;
    long pid = 0;
    if (!(in >> id >> type) || type == "->" || !(in >> mode >> access >> pid >> device)) return 0;
    unsigned long major = 0, minor = 0, inode = 0;
    if (std::sscanf(device.c_str(), "%lx:%lx:%lu", &major, &minor, &inode) != 3) return 0;
    return major == file.major && minor == file.minor && inode == file.inode ? pid : 0;
}

std::string processName(long pid) {
    std::ifstream comm("/proc/" + std::to_string(pid) + "/comm");
    std::string name;
    std::getline(comm, name);
    return name.empty() ? "process " + std::to_string(pid)
                        : name + " (process " + std::to_string(pid) + ")";
}

}  // namespace

std::string lockHolder(const std::string& path) {
    std::vector<FileId> files;
    for (const std::string& p : {path, path + "-shm"})
        if (FileId f; fileId(p, f)) files.push_back(f);
    std::ifstream locks("/proc/locks");
    const long self = ::getpid();
    for (std::string line; std::getline(locks, line);)
        for (const FileId& f : files)
            if (const long pid = holderOf(line, f); pid > 0 && pid != self) return processName(pid);
    return {};
}

}  // namespace ranklens::store
