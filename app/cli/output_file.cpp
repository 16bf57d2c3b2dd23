#include "app/cli/output_file.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace ranklens::cli {

bool writeOutput(const std::string& text, const std::string& path) {
    if (path.empty() || path == "-") {
        std::fwrite(text.data(), 1, text.size(), stdout);
        return std::fflush(stdout) == 0;
    }
    const std::string tmp = path + ".part";
    std::error_code ec;
    {
        std::ofstream out(tmp, std::ios::binary);
        out << text;
        if (!out.flush()) {
            std::filesystem::remove(tmp, ec);
            return false;
        }
    }
    std::filesystem::rename(tmp, path, ec);
    if (ec) std::filesystem::remove(tmp, ec);
    return !ec;
}

}  // namespace ranklens::cli
