#pragma once
// Where the CLI's exports go: stdout, or a file written whole — the text goes to FILE.part
// first and is renamed over FILE only when complete, so a failed write never leaves half a
// file (or damages the one already there).
#include <string>

namespace ranklens::cli {

// path empty or "-": stdout. Returns false (FILE untouched, no .part left) when writing fails.
bool writeOutput(const std::string& text, const std::string& path);

}  // namespace ranklens::cli
