#pragma once
// The steps every import into a project shares: the parse options (bad-line policy, progress
// mapped to the parse share), the refusal of a file with nothing usable in it, storing progress
// with Cancel, and the reader wrapper that turns an unreadable file into a StoreError.
#include <cstddef>
#include <exception>
#include <new>
#include <string>

#include "core/base/progress.h"
#include "core/io/parse_report.h"
#include "core/store/project_store.h"

namespace ranklens::store::import_steps {

// Import progress is reported in per-mille: parsing 0..kParseShare, storing the rest.
inline constexpr std::size_t kTotal = 1000;
inline constexpr std::size_t kParseShare = 600;

// The file name without its folders, the default name of what it imports.
std::string baseName(const std::string& path);

// Parse options of an import: its bad-line policy, and its progress mapped to the parse share.
core::ParseOptions parseOptionsFor(const ImportOptions& o);

// Refuses an import that read no record (NothingToImport): storing it would leave an empty run
// or label set in every view.
void requireRecords(const std::string& file, bool empty, const core::ParseReport& rep,
                    const std::string& what);

// Reports storing progress (done of total units) and throws Cancelled on request.
class StorePhase {
  public:
    StorePhase(const core::ProgressFn& p, std::size_t total) : p_(p), total_(total) {}
    void step(std::size_t done);

  private:
    const core::ProgressFn& p_;
    std::size_t total_, next_ = 0;
};

// Runs a reader; unreadable files become StoreError, ParseError/Cancelled pass through.
template <class F>
auto readInput(F&& f) -> decltype(f()) {
    try {
        return f();
    } catch (const core::ParseError&) {
        throw;
    } catch (const core::Cancelled&) {
        throw;
    } catch (const StoreError&) {
        throw;
    } catch (const std::bad_alloc&) {
        throw;
    } catch (const std::exception& e) {
        throw StoreError(e.what());
    }
}

}  // namespace ranklens::store::import_steps
