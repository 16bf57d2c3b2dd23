#pragma once
// Writes labels (qrels) as TREC qrels or CSV. Both list queries by qid and, within a query,
// items by docid, in byte (strcmp) order, so the same labels always give the same file.
#include <ostream>
#include <string>

#include "core/model/qrels.h"

namespace ranklens::core {

// One line per label: "qid 0 docid grade". Throws std::invalid_argument when a qid or docid
// is empty or holds whitespace (TREC columns cannot carry it; export as CSV instead).
void writeQrelsTrec(const Qrels& labels, std::ostream& out);

// Header "query,doc,label", then one line per label. A field with a comma, a double quote,
// a line break or leading/trailing spaces is quoted ("" escapes a quote) as in RFC 4180.
void writeQrelsCsv(const Qrels& labels, std::ostream& out);

// A CSV field, quoted when it needs to be (see writeQrelsCsv).
std::string csvField(const std::string& s);

}  // namespace ranklens::core
