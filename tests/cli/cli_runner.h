#pragma once
// Runs the real ranklens-cli binary for the CLI tests.
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace ranklens::test {

struct CliResult {
    int code = -1;
    std::string out;
};

// Runs a shell command, capturing its stdout.
inline CliResult runCommand(const std::string& cmd) {
    FILE* p = popen(cmd.c_str(), "r");
    if (!p) return {};
    std::string out;
    std::array<char, 4096> buf{};
    for (std::size_t n; (n = fread(buf.data(), 1, buf.size(), p)) > 0;) out.append(buf.data(), n);
    const int status = pclose(p);
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

// Runs ranklens-cli with args (shell words, quoted by the caller), capturing stdout (and
// stderr with mergeErr).
inline CliResult cli(const std::string& args, bool mergeErr = false) {
    return runCommand(std::string("'") + RANKLENS_CLI + "' " + args +
                      (mergeErr ? " 2>&1" : " 2>/dev/null"));
}

inline std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace ranklens::test
