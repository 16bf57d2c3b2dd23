#include "app/cli/project_selection.h"

#include <cstdio>

namespace ranklens::cli {

void printSelectionError(const std::string& project, const std::string& what) {
    std::fprintf(stderr, "ranklens-cli: %s: %s\n", project.c_str(), what.c_str());
}

bool isIdOf(const std::string& sel, std::int64_t id) {
    return !sel.empty() && sel.find_first_not_of("0123456789") == std::string::npos &&
           std::to_string(id) == sel;
}

std::unique_ptr<store::ProjectStore> openExisting(const std::string& path) {
    store::OpenOptions o;
    o.create = false;  // never turns a missing or empty file into a project
    return store::ProjectStore::open(path, o);
}

namespace {

// Why no ranked run answers sel: an evaluated run of that name (listed by info) has no ranked
// lists, so it is said so rather than "no run".
std::string noRunMessage(const store::ProjectStore& ps, bool noRuns, const std::string& sel) {
    for (const auto& e : ps.evaluatedRuns())
        if (!sel.empty() && (e.name == sel || isIdOf(sel, e.id)))
            return "'" + sel +
                   "' is an evaluated run (values computed elsewhere, no ranked lists): this "
                   "command needs a ranked run; compare it with: ranklens-cli compare " +
                   "PROJECT --baseline NAME";
    if (noRuns) return "the project has no runs";
    return "no run '" + sel + "' (see: ranklens-cli info)";
}

}  // namespace

std::optional<store::RunInfo> findRun(const store::ProjectStore& ps, const std::string& project,
                                      const std::string& sel) {
    const auto runs = ps.runs();  // oldest first: an empty choice keeps the last one
    std::optional<store::RunInfo> run;
    for (const auto& r : runs)
        if (sel.empty() || r.name == sel || isIdOf(sel, r.id)) run = r;
    if (!run) printSelectionError(project, noRunMessage(ps, runs.empty(), sel));
    return run;
}

std::optional<store::LabelSetInfo> findLabelSet(const store::ProjectStore& ps,
                                                const std::string& project,
                                                const std::string& sel) {
    const auto sets = ps.labelSets();
    const std::int64_t active = ps.activeLabelSet();
    for (const auto& l : sets)
        if (sel.empty() ? l.id == active : (l.name == sel || isIdOf(sel, l.id))) return l;
    printSelectionError(project, sets.empty() ? "the project has no label sets"
                                 : sel.empty()
                                     ? "no active label set; choose one with --labels"
                                     : "no label set '" + sel + "' (see: ranklens-cli info)");
    return std::nullopt;
}

}  // namespace ranklens::cli
