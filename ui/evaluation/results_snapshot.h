#pragma once
// The results snapshot (issue 14): what the explorer's first paint needs — each run's mean
// curves for k = 1..K, the per-query values at the table's k, the evaluated queries with their
// counts, the definitions and measures, the runs' and label sets' names and the query texts —
// saved in a small binary file outside the project (the user's cache folder), so that opening
// a large project shows numbers before its checks and its ranked lists are read.
//
// A snapshot is keyed on the project file's identity (canonical path, device, inode, size,
// mtime and ctime of the file and of its -wal): it is used only while the file is exactly the
// one that was checked, loaded and evaluated (any write, copy, rename or touch changes the key).
// Reading never trusts the file: sizes are bounded and validated, a short, corrupt or
// other-version file reads as "no snapshot". The numbers are written as their bits: a snapshot
// shows exactly the values of the evaluation it was made from.
#include <QByteArray>
#include <QString>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "ui/evaluation/evaluation.h"

namespace ranklens::ui {

// What changes when a project file is written, copied, renamed or touched.
struct FileIdentity {
    std::string canonicalPath;
    std::uint64_t device = 0, inode = 0, size = 0;
    std::int64_t mtimeNs = 0, ctimeNs = 0;
    // The -wal beside it: 0 when absent or empty (SQLite removes it on a clean close).
    std::uint64_t walSize = 0;
    std::int64_t walMtimeNs = 0;

    bool operator==(const FileIdentity&) const = default;
};

// The identity of path now; nullopt when it is not a readable regular file.
std::optional<FileIdentity> fileIdentity(const QString& path);

namespace results_snapshot {

inline constexpr std::uint32_t kVersion = 1;
// A snapshot larger than this is refused unread (a 7,000-query, two-run project needs ~2 MB).
inline constexpr qint64 kMaxBytes = 256ll << 20;

// Where snapshots are kept: QStandardPaths::CacheLocation + "/snapshots" unless set (tests).
QString directory();
void setDirectory(const QString& dir);  // empty: back to the default
// The snapshot file of a project: a hash of its canonical path.
QString fileFor(const FileIdentity& id);

// The snapshot of ev (a full evaluation of a checked, loaded project) under the key id.
QByteArray encode(const Evaluation& ev, const FileIdentity& id);
// The evaluation in bytes when they are a valid snapshot of version kVersion keyed on id;
// nullptr (and why, when asked) otherwise. The result has fromSnapshot set and no ranked lists.
std::shared_ptr<Evaluation> decode(const QByteArray& bytes, const FileIdentity& id,
                                   QString* why = nullptr);
// Whether a snapshot's evaluation was made under these definitions, measures and cut-offs.
bool sameRequest(const Evaluation& ev, const Definitions& defs,
                 const std::vector<const core::MeasureInfo*>& metrics,
                 const std::vector<int>& cutoffs);

// Writes bytes to file atomically (a temporary file renamed over it). False on failure.
bool writeFile(const QString& file, const QByteArray& bytes);
// The snapshot of the project at path as it is now (bounded read), or nullptr.
std::shared_ptr<Evaluation> read(const QString& projectPath, QString* why = nullptr);

}  // namespace results_snapshot
}  // namespace ranklens::ui
