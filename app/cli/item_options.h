#pragma once
// The item metadata of the beyond-accuracy measures (ild@k, catcov@k, novelty@k, arp@k,
// longtail@k, gini@k): `--items FILE` (docid, category[, popularity]) or a project's items,
// and `--popularity` saying where popularity comes from; every output states both.
#include <memory>
#include <string>
#include <vector>

#include "core/beyond/beyond_accuracy.h"
#include "core/beyond/item_index.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::cli {

struct ItemSetup {
    std::unique_ptr<core::ItemIndex> index;  // null when no measure needs items
    std::string itemsSource;                 // the file or "project items"
    std::string popularitySource;            // as ItemCatalogue::popularitySource
};

// Where the item metadata and popularity come from (eval's and compare's options).
struct ItemRequest {
    std::string itemsFile;                                   // --items FILE
    std::string popularity = "auto";                         // --popularity
    double popularityUsers = 0;                              // --popularity-users
    std::shared_ptr<const core::ItemCatalogue> itemsLoaded;  // a project's items
    std::string itemsSourceName;
    std::shared_ptr<const core::Qrels> popularityLabelsLoaded;  // a project's labels:NAME
};

// True when one of the -m specs is a beyond-accuracy measure (unknown specs: false; the
// measure parser reports them later).
bool needsItems(const std::vector<std::string>& specs);

// Reads --items (or takes req.itemsLoaded) and applies --popularity: auto (the metadata column
// when any item has one, else counted from the runs), items, run, labels (the evaluation's
// labels: per item the queries with a positive label), labels:FILE (a qrels file; eval
// PROJECT: req.popularityLabelsLoaded). Popularity "run" counts the lists of all the runs
// (compare), so every run is measured against the same popularity. Throws std::runtime_error /
// core::ParseError naming the file and what is wrong.
ItemSetup setupItems(const ItemRequest& req, const std::vector<std::string>& specs,
                     const std::vector<const core::Run*>& runs, const core::Qrels& labels);

}  // namespace ranklens::cli
