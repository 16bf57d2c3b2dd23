#pragma once
// Runs the real ranklens-cli binary for the CLI tests.
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace ranklens::test {

// The test data the CLI tests read: tests/data/cli, tests/data/compare (labels and two runs)
// and trec_eval's own test files (tests/data/trec_eval/test).
inline const std::string kCliData = std::string(RANKLENS_TEST_DATA) + "/cli/";
inline const std::string kCompareData = std::string(RANKLENS_TEST_DATA) + "/compare/";
inline const std::string kCompareFiles =
    kCompareData + "qrels.txt " + kCompareData + "base.run " + kCompareData + "new.run";
inline const std::string kTrecEvalTestData = std::string(RANKLENS_TEST_DATA) + "/trec_eval/test/";

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
