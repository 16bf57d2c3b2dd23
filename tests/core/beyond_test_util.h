#pragma once
// What the beyond-accuracy tests share: a small hand-worked item catalogue and an evaluation of
// every beyond-accuracy measure at the given cut-offs.
#include <vector>

#include "core/beyond/beyond_accuracy.h"
#include "core/beyond/item_index.h"
#include "core/eval/evaluator.h"
#include "tests/core/test_util.h"

namespace ranklens::core::test {

// Items a..e: categories news, news, sport, music, none; popularity 8, 4, 2, 1, 1 over N = 8
// users. Total 16: the short head (20 % = 3.2) is a (8) alone.
inline ItemCatalogue handCatalogue() {
    ItemCatalogue c;
    c.category = {{"a", "news"}, {"b", "news"}, {"c", "sport"}, {"d", "music"}, {"e", ""}};
    c.popularity = {{"a", 8}, {"b", 4}, {"c", 2}, {"d", 1}, {"e", 1}};
    c.popularityUsers = 8;
    return c;
}

// ILD, category coverage, novelty, ARP and long-tail share at each of `ks` (ild_cut_k ...) and
// the run's Gini of exposure at them, with `items` as the item metadata.
inline EvalResult evaluateBeyond(Run& run, const Qrels& qrels, const ItemIndex& items,
                                 const std::vector<double>& ks, EvalConfig cfg = {}) {
    EvalOptions o = requestsFor({{"ild_cut", ks},
                                 {"catcov_cut", ks},
                                 {"novelty_cut", ks},
                                 {"arp_cut", ks},
                                 {"longtail_cut", ks},
                                 {"gini", ks}});
    o.items = &items;
    return evaluate(run, qrels, cfg, o);
}

}  // namespace ranklens::core::test
