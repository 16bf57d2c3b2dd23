#include "app/cli/number_options.h"

#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/base/parallel.h"

namespace ranklens::cli {

CLI::Validator numberIn(const core::NumberRange& range) {
    return CLI::Validator([range](std::string& v) { return core::numberProblem(v, range); },
                          core::describeRange(range));
}

CLI::Option* addThreadsOption(CLI::App* cmd, int& threads) {
    return cmd
        ->add_option("--threads", threads,
                     "Worker threads (default: all cores; at most " +
                         std::to_string(core::kMaxThreads) + ")")
        ->check(numberIn(core::ranges::kNonNegativeWhole))
        ->each([](const std::string& v) {
            if (std::strtod(v.c_str(), nullptr) > core::kMaxThreads)
                std::fprintf(stderr,
                             "ranklens-cli: --threads %s: using %u threads, the most one "
                             "job starts\n",
                             v.c_str(), core::kMaxThreads);
        });
}

}  // namespace ranklens::cli
