#pragma once
// Text helpers every room of core shares: names matched without case (measure names, column
// headers, file extensions, answers typed in the practice), never the user's prose.
#include <string>
#include <string_view>

namespace ranklens::core {

// s with each byte through std::tolower (A-Z as a-z; the "C" locale leaves other bytes as they
// are), as names are matched without case.
std::string asciiLower(std::string_view s);
// One character so.
char asciiLower(char c);

}  // namespace ranklens::core
