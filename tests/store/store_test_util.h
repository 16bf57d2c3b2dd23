#pragma once
// Helpers for the store tests: temp dirs, file writers, table snapshots.
#include <sqlite3.h>

#include <unistd.h>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

namespace ranklens::store::test {

// A fresh directory under the system temp dir, removed at the end.
class TempDir {
  public:
    TempDir() {
        static int n = 0;
        path_ = std::filesystem::temp_directory_path() /
                ("ranklens_store_" + std::to_string(::getpid()) + "_" + std::to_string(++n));
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    std::string file(const std::string& name) const { return (path_ / name).string(); }

  private:
    std::filesystem::path path_;
};

inline void writeFile(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// TREC qrels labelling every `every`-th line of a TREC run text (line n, 1-based) with grade(n).
template <class Grade>
std::string qrelsFor(const std::string& runText, int every, Grade grade) {
    std::string q;
    int n = 0;
    for (std::size_t pos = 0; pos < runText.size();) {
        const auto end = runText.find('\n', pos);
        const std::string line = runText.substr(pos, end - pos);
        pos = end + 1;
        if (++n % every) continue;
        const auto s1 = line.find(' '), s2 = line.find(' ', s1 + 4);
        q += line.substr(0, s1) + " 0 " + line.substr(s1 + 4, s2 - s1 - 4) + " " +
             std::to_string(grade(n)) + "\n";
    }
    return q;
}

inline std::string readBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A TREC run: `queries` queries x `docs` docs with tied scores and ids of varied length.
// badLine > 0 replaces that (1-based) line with a malformed one.
inline std::string makeRun(int queries, int docs, unsigned seed = 7, long badLine = 0,
                           const std::string& tag = "sys") {
    std::mt19937 rng(seed);
    std::string out;
    out.reserve(static_cast<std::size_t>(queries) * docs * 32);
    long line = 0;
    char buf[160];
    for (int q = 0; q < queries; ++q) {
        const int qid = static_cast<int>(rng() % 100000);
        for (int d = 0; d < docs; ++d) {
            ++line;
            if (line == badLine) {
                out += "this line is not a run line\n";
                continue;
            }
            const double score = (rng() % 4 == 0) ? static_cast<double>(rng() % 5)
                                                  : static_cast<double>(rng() % 100000) / 997.0;
            std::snprintf(buf, sizeof buf, "q%d-%d Q0 D%d %d %.6f %s\n", qid, q, d * 7 + q % 5,
                          d + 1, score, tag.c_str());
            out += buf;
        }
    }
    return out;
}

// Every row of every table, serialised: "exactly what it held" for before/after comparisons.
inline std::string snapshot(const std::string& dbPath) {
    sqlite3* db = nullptr;
    sqlite3_open_v2(dbPath.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
    std::string out;
    sqlite3_stmt* tables = nullptr;
    sqlite3_prepare_v2(db, "SELECT name, sql FROM sqlite_master ORDER BY type, name", -1, &tables,
                       nullptr);
    std::vector<std::string> names;
    while (sqlite3_step(tables) == SQLITE_ROW) {
        const auto* name = reinterpret_cast<const char*>(sqlite3_column_text(tables, 0));
        const auto* sql = reinterpret_cast<const char*>(sqlite3_column_text(tables, 1));
        out += std::string("## ") + name + "\n" + (sql ? sql : "") + "\n";
        if (sql && std::string(sql).rfind("CREATE TABLE", 0) == 0) names.push_back(name);
    }
    sqlite3_finalize(tables);
    for (const auto& t : names) {
        sqlite3_stmt* st = nullptr;
        const std::string q = "SELECT * FROM \"" + t + "\"";  // table names from sqlite_master
        sqlite3_prepare_v2(db, q.c_str(), -1, &st, nullptr);
        out += "# " + t + "\n";
        while (sqlite3_step(st) == SQLITE_ROW) {
            for (int i = 0; i < sqlite3_column_count(st); ++i) {
                const auto* p = static_cast<const char*>(sqlite3_column_blob(st, i));
                out.append(p ? p : "<null>", p ? sqlite3_column_bytes(st, i) : 6);
                out += '|';
            }
            out += '\n';
        }
        sqlite3_finalize(st);
    }
    for (const char* pragma : {"PRAGMA user_version", "PRAGMA application_id"}) {
        sqlite3_stmt* st = nullptr;
        sqlite3_prepare_v2(db, pragma, -1, &st, nullptr);
        if (sqlite3_step(st) == SQLITE_ROW)
            out += std::string(pragma) + "=" + std::to_string(sqlite3_column_int64(st, 0)) + "\n";
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return out;
}

inline std::string integrityCheck(const std::string& dbPath) {
    sqlite3* db = nullptr;
    sqlite3_open_v2(dbPath.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt* st = nullptr;
    std::string out;
    sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &st, nullptr);
    while (sqlite3_step(st) == SQLITE_ROW)
        out += reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return out;
}

}  // namespace ranklens::store::test
