#include "core/store/import_steps.h"

#include <algorithm>
#include <filesystem>

namespace ranklens::store::import_steps {

std::string baseName(const std::string& path) {
    return std::filesystem::path(path).filename().string();
}

core::ParseOptions parseOptionsFor(const ImportOptions& o) {
    core::ParseOptions po;
    po.skipBadLines = o.skipBadLines;
    po.duplicates = o.duplicates;
    po.realTrecLabels = o.realTrecLabels;
    if (const core::ProgressFn& p = o.progress)
        po.progress = [p](std::size_t done, std::size_t total) {
            const std::size_t pm = total ? std::min(kParseShare, done * kParseShare / total) : 0;
            return p(pm, kTotal);
        };
    return po;
}

void requireRecords(const std::string& file, bool empty, const core::ParseReport& rep,
                    const std::string& what) {
    if (!empty) return;
    std::string m = baseName(file) + ": nothing usable to import as " + what + ": ";
    m += rep.skipped ? std::to_string(rep.skipped) + " of " + std::to_string(rep.lines) +
                           " lines were bad and skipped, none was read"
                     : "no " + what + " line in " + std::to_string(rep.lines) + " lines";
    throw NothingToImport(m + "; nothing was stored", rep.lines, rep.skipped);
}

void StorePhase::step(std::size_t done) {
    if (!p_ || (done < next_ && done < total_)) return;
    next_ = done + std::max<std::size_t>(1, total_ / 100);
    const std::size_t pm =
        kParseShare + (total_ ? std::min(total_, done) * (kTotal - kParseShare) / total_ : 0);
    if (!p_(pm, kTotal)) throw core::Cancelled();
}

}  // namespace ranklens::store::import_steps
