#include "app/cli/item_options.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "core/io/input_format.h"
#include "core/measures/measure_spec.h"
#include "core/store/delimited_inputs.h"

namespace ranklens::cli {

bool needsItems(const std::vector<std::string>& specs) {
    for (const auto& s : specs) {
        std::vector<core::MeasureRequest> reqs;
        try {
            core::addMeasureSpec(s, reqs);
        } catch (const std::exception&) {
            continue;
        }
        for (const auto& r : reqs)
            if (r.measure->items) return true;
    }
    return false;
}

namespace {

std::string formatNumber(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

core::ItemCatalogue readItemsFile(const std::string& path) {
    core::ParseReport rep;
    core::ItemCatalogue c;
    for (auto& row : store::readItemMeta(path, {}, rep)) {
        c.category[row.id] = row.c.value_or("");
        if (row.weight) c.popularity[row.id] = *row.weight;
    }
    if (!c.popularity.empty()) c.popularitySource = "items column 'popularity'";
    return c;
}

void applyPopularity(const std::string& how, const ItemRequest& o,
                     const std::vector<const core::Run*>& runs, const core::Qrels& labels,
                     core::ItemCatalogue& c) {
    const bool column = !c.popularity.empty();
    if (how == "items" || (how == "auto" && column)) {
        if (!column)
            throw std::runtime_error(
                "--popularity items: the item metadata has no popularity "
                "column");
        // N of novelty: --popularity-users, else the run's lists (never below the most
        // popular item's count, so no self-information is negative).
        double users = 0;
        for (const auto* run : runs)
            users = std::max(users, static_cast<double>(run->queries().size()));
        const std::string* top = nullptr;  // the most popular item
        for (const auto& [doc, p] : c.popularity)
            if (!top || p > c.popularity.at(*top)) top = &doc;
        if (top) users = std::max(users, c.popularity.at(*top));
        if (o.popularityUsers > 0) {
            if (o.popularityUsers < c.popularity.at(*top))
                throw std::runtime_error("--popularity-users " + formatNumber(o.popularityUsers) +
                                         " is below the largest popularity, " +
                                         formatNumber(c.popularity.at(*top)) + " (item '" + *top +
                                         "'): novelty's -log2(pop/N) would be negative");
            users = o.popularityUsers;
        }
        c.popularityUsers = users;
        c.popularitySource = "items column 'popularity', N = " + formatNumber(users) + " users";
        return;
    }
    if (how == "auto" || how == "run") {
        core::popularityFromRuns(runs, c);
        c.popularitySource =
            runs.size() == 1 ? "the run (per item, the lists that hold it)"
                             : "the runs together (per item, the lists of all runs that hold it)";
        return;
    }
    if (how == "labels") {
        core::popularityFromLabels(labels, c);
        c.popularitySource =
            "the evaluation's labels (per item, the queries with a positive label)";
        return;
    }
    if (how.rfind("labels:", 0) == 0) {
        const std::string what = how.substr(7);
        if (o.popularityLabelsLoaded)
            core::popularityFromLabels(*o.popularityLabelsLoaded, c);
        else
            core::popularityFromLabels(core::readQrels(what), c);
        c.popularitySource =
            "label set '" + what + "' (per item, the queries with a positive label)";
        return;
    }
    throw std::runtime_error("--popularity must be auto, items, run, labels or labels:NAME, not '" +
                             how + "'");
}

}  // namespace

ItemSetup setupItems(const ItemRequest& req, const std::vector<std::string>& specs,
                     const std::vector<const core::Run*>& runs, const core::Qrels& labels) {
    ItemSetup s;
    if (!needsItems(specs)) return s;
    if (!req.itemsLoaded && req.itemsFile.empty()) return s;  // the evaluator says what is missing
    core::ItemCatalogue c = req.itemsLoaded ? *req.itemsLoaded : readItemsFile(req.itemsFile);
    s.itemsSource = req.itemsLoaded ? req.itemsSourceName : req.itemsFile;
    applyPopularity(req.popularity, req, runs, labels, c);
    s.popularitySource = c.popularitySource;
    s.index = std::make_unique<core::ItemIndex>(c);
    return s;
}

}  // namespace ranklens::cli
