#include "core/store/v1_check.h"

#include "core/store/project_check.h"

namespace ranklens::store::check {

namespace {

using sql::Stmt;

// One check: a query giving the first offending row, and what to say about it.
struct V1Check {
    const char* sql;
    std::string (*what)(const Stmt&);
};

std::string quoted(const Stmt& s, int i) {
    return s.colNull(i) ? std::string("NULL") : "'" + s.colString(i) + "'";
}

// "query 'q1', document 'd1'" of columns i and i + 1.
std::string entry(const Stmt& s, int i) {
    return "query " + quoted(s, i) + ", document " + quoted(s, i + 1);
}

std::string id(const Stmt& s, int i) {
    return s.colNull(i) ? std::string("NULL") : std::to_string(s.colInt(i));
}

const V1Check kChecks[] = {
    {"SELECT run_id, qid FROM run_entries WHERE run_id IS NULL OR run_id NOT IN (SELECT id FROM "
     "runs) LIMIT 1",
     [](const Stmt& s) {
         return "an entry of query " + quoted(s, 1) + " names run id " + id(s, 0) +
                ", which is not in the runs table";
     }},
    {"SELECT label_set_id, qid FROM labels WHERE label_set_id IS NULL OR label_set_id NOT IN "
     "(SELECT id FROM label_sets) LIMIT 1",
     [](const Stmt& s) {
         return "a label of query " + quoted(s, 1) + " names label set id " + id(s, 0) +
                ", which is not in the label_sets table";
     }},
    {"SELECT id FROM runs WHERE name IS NULL UNION ALL SELECT id FROM label_sets WHERE name IS "
     "NULL OR kind IS NULL LIMIT 1",
     [](const Stmt& s) { return "run or label set " + id(s, 0) + " has no name or kind"; }},
    {"SELECT run_id, qid, docid FROM run_entries WHERE qid IS NULL OR docid IS NULL UNION ALL "
     "SELECT label_set_id, qid, docid FROM labels WHERE qid IS NULL OR docid IS NULL LIMIT 1",
     [](const Stmt& s) {
         return "run or label set " + id(s, 0) + " has a row without a query or document id (" +
                entry(s, 1) + ")";
     }},
    {"SELECT run_id, qid, docid, score FROM run_entries WHERE typeof(score) NOT IN ('real', "
     "'integer') OR abs(score) > 1.7976931348623157e308 LIMIT 1",
     [](const Stmt& s) {
         return "run " + id(s, 0) + " has score " + quoted(s, 3) + " for " + entry(s, 1) +
                ", not a finite number";
     }},
    {"SELECT run_id, qid, docid, rank FROM run_entries WHERE typeof(rank) <> 'integer' OR rank "
     "NOT BETWEEN -2147483648 AND 2147483647 LIMIT 1",
     [](const Stmt& s) {
         return "run " + id(s, 0) + " has rank " + quoted(s, 3) + " for " + entry(s, 1) +
                ", not a 32-bit integer";
     }},
    {"SELECT label_set_id, qid, docid, grade FROM labels WHERE typeof(grade) <> 'integer' OR "
     "grade NOT BETWEEN -2147483648 AND 2147483647 LIMIT 1",
     [](const Stmt& s) {
         return "label set " + id(s, 0) + " has grade " + quoted(s, 3) + " for " + entry(s, 1) +
                ", not a 32-bit integer";
     }},
    {"SELECT run_id, qid, docid FROM run_entries GROUP BY run_id, qid, docid HAVING count(*) > 1 "
     "LIMIT 1",
     [](const Stmt& s) {
         return "run " + id(s, 0) + " lists document " + quoted(s, 2) +
                " more than once for query " + quoted(s, 1) +
                "; a run file like that is refused on import";
     }},
    {"SELECT label_set_id, qid, docid FROM labels GROUP BY label_set_id, qid, docid HAVING "
     "count(*) > 1 LIMIT 1",
     [](const Stmt& s) {
         return "label set " + id(s, 0) + " has more than one label for " + entry(s, 1);
     }},
};

void run(const sql::Db& db, const std::string& path, const char* sqlText,
         std::string (*what)(const Stmt&)) {
    Stmt s(db, sqlText);
    if (s.step())
        throw StoreError(
            refusal(path, "a schema-1 project that cannot be upgraded (" + what(s) + ")"));
}

}  // namespace

void verifyV1Content(const sql::Db& db, const std::string& path) {
    for (const V1Check& c : kChecks) run(db, path, c.sql, c.what);
}

}  // namespace ranklens::store::check
