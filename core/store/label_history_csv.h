#pragma once
// The edit history of a label set as CSV (header-only so the GUI's in-memory store can use it):
// "edit,when,who,query,doc,old_label,new_label", one line per edit in the order given (the
// store gives edit order); an empty old/new label means "no label" (added / removed).
#include <ostream>
#include <vector>

#include "core/io/qrels_writer.h"
#include "core/store/project_store.h"

namespace ranklens::store {

inline void writeLabelHistoryCsv(const std::vector<LabelEdit>& edits, std::ostream& out) {
    out << "edit,when,who,query,doc,old_label,new_label\n";
    for (const auto& e : edits) {
        out << e.id << ',' << core::csvField(e.when) << ',' << core::csvField(e.who) << ','
            << core::csvField(e.qid) << ',' << core::csvField(e.docid) << ',';
        if (e.oldGrade) out << *e.oldGrade;
        out << ',';
        if (e.newGrade) out << *e.newGrade;
        out << '\n';
    }
}

}  // namespace ranklens::store
