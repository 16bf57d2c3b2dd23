#include "app/cli/practice_catalog.h"

#include <cstring>
#include <map>
#include <string_view>

namespace ranklens::cli {

std::string translatePractice(const char* english, const std::string& language) {
    if (language != "zh_CN") return english;
    static const std::map<std::string_view, const char*> zh = [] {
        std::map<std::string_view, const char*> m;
        for (std::size_t i = 0; i < kPracticeZhCnCount; ++i)
            m.emplace(kPracticeZhCn[i].source, kPracticeZhCn[i].translation);
        return m;
    }();
    const auto it = zh.find(english);
    return it == zh.end() ? std::string(english) : std::string(it->second);
}

}  // namespace ranklens::cli
