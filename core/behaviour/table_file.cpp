#include "core/behaviour/table_file.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <stdexcept>

#include "core/base/numbers.h"
#include "core/base/text.h"
#include "core/io/csv_reader.h"
#include "core/io/line_reader.h"

namespace ranklens::core::behaviour {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

}  // namespace

TableFile::TableFile(const std::string& path)
    : path_(path), reader_(std::make_unique<LineReader>(path)) {}

TableFile::~TableFile() = default;

std::size_t TableFile::line() const {
    return reader_->lineNumber();
}

bool TableFile::next(std::vector<std::string>& fields) {
    std::string_view raw;
    while (reader_->next(raw)) {
        const std::string_view t = trim(raw);
        if (t.empty()) continue;
        if (rows_ == 0) delim_ = detectDelimiter(t);
        ++rows_;
        if (!splitDelimited(t, delim_, fields)) fail("unterminated quote");
        for (auto& f : fields) f = std::string(trim(f));
        return true;
    }
    return false;
}

void TableFile::fail(const std::string& message) const {
    throw std::runtime_error(path_ + ":" + std::to_string(line()) + ": " + message);
}

int findColumn(const std::vector<std::string>& header,
               std::initializer_list<std::string_view> names) {
    for (std::string_view n : names)
        for (std::size_t i = 0; i < header.size(); ++i)
            if (asciiLower(header[i]) == n) return static_cast<int>(i);
    return -1;
}

bool parseNumber(std::string_view s, double& out) {
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    return !s.empty() && core::parseDouble(s, out) && std::isfinite(out);
}

bool parseLong(std::string_view s, long& out) {
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size();
}

}  // namespace ranklens::core::behaviour
