#pragma once
// What a GUI import brought, or why a file brought nothing, in the UI language: an empty file
// is called empty (by name), a successful import says what arrived (queries, items, labels),
// bad lines skipped on request are counted and the first few listed with their line numbers,
// and a file refused for its bad lines says that they can be skipped (as the CLI's
// --skip-bad-lines).
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

class QWidget;

#include "core/io/parse_report.h"
#include "core/store/project_store.h"

namespace ranklens::ui {

// How a refused import is tried again: skipping bad lines, keeping one line of a document listed
// twice (or none).
struct ImportRetry {
    bool skipBadLines = false;
    core::DuplicateDocs duplicates = core::DuplicateDocs::Refuse;
};

class ImportReport {
    Q_DECLARE_TR_FUNCTIONS(ImportReport)
  public:
    // How many skipped or refused lines are listed by number.
    static constexpr int kListedLines = 3;

    // Why the file holds nothing to import ("empty.run: the file is empty (0 bytes)"), or an
    // empty string when it has content. Reads at most its first non-blank lines.
    static QString emptyReason(const QString& path);
    // Why a file that is not text (a binary file: a NUL byte or many control bytes among its
    // first 64 KiB; gzip and project files excepted) cannot be imported, or an empty string.
    static QString binaryReason(const QString& path);
    // Why a file of a format the project cannot hold is not imported ("prefs.test: preference
    // judgments (trec_eval's prefs format) cannot be imported yet"), or an empty string.
    static QString unsupportedReason(const QString& path);
    // "bm25.run: run imported — 300 queries, 29,870 items".
    static QString run(const QString& name, const store::RunInfo& r);
    // "; named “results.trunc”: “results” is taken" when the run or label set got a name other
    // than the file's base name (another one has it, importName()); empty otherwise.
    static QString namedAs(const QString& file, const std::string& stored);
    // "grades.qrels: labels imported — 2,145 labels over 309 queries (grades 0–3)"; queries 0 =
    // not known (a label set that is not the active one).
    static QString labels(const QString& name, const store::LabelSetInfo& l, std::size_t queries);
    // "; 2 bad lines skipped: line 3: …; line 7: …" (empty when none was skipped), and the
    // lines of documents listed twice that were left out.
    static QString skipped(const core::ParseReport& rep);
    // A file that yielded nothing usable (store::NothingToImport): refused, nothing stored, and
    // no "skip bad lines" offered — there is nothing left to keep.
    static QString nothingUsable(const QString& name, std::size_t lines, std::size_t skipped);
    // The lines of a file refused for bad lines: what was wrong where, and the way out.
    static QStringList refused(const QString& name, const core::ParseError& e);

    // The one box of a failed import. With canSkip it offers "Import skipping bad lines"; with
    // duplicates (a run listing a document twice in a query) it offers to keep the first line,
    // the higher score or none of them (skipping bad lines too when canSkip). The retry chosen;
    // nullopt when the user closed the box.
    static std::optional<ImportRetry> showFailure(QWidget* parent, const QStringList& messages,
                                                  bool canSkip, bool duplicates = false);
};

}  // namespace ranklens::ui
