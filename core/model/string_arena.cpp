#include "core/model/string_arena.h"

#include <cstring>

namespace ranklens::core {

const char* StringArena::store(std::string_view s) {
    const std::size_t need = s.size() + 1;
    if (need > left_) {
        const std::size_t size = need > nextChunk_ ? need : nextChunk_;
        if (nextChunk_ < kMaxChunk) nextChunk_ *= 2;
        chunks_.push_back(std::make_unique_for_overwrite<char[]>(size));
        cur_ = chunks_.back().get();
        left_ = size;
    }
    char* out = cur_;
    if (!s.empty()) std::memcpy(out, s.data(), s.size());
    out[s.size()] = '\0';
    cur_ += need;
    left_ -= need;
    used_ += need;
    return out;
}

}  // namespace ranklens::core
