#include "ui/project/file_import.h"

#include <QCoreApplication>
#include <QFileInfo>

#include "ui/common/problem_text.h"
#include "ui/project/evaluated_run_import.h"
#include "ui/project/import_name.h"
#include "ui/project/import_report.h"
#include "ui/project/locked_store.h"

namespace ranklens::ui {

namespace {

// Why file cannot be imported at all (empty, not text, a format not held); empty when it can.
QString notImportable(const QString& file) {
    if (QString why = ImportReport::emptyReason(file); !why.isEmpty())
        return why +
               QCoreApplication::translate("ranklens::ui::ProjectSession", "; nothing imported");
    if (QString why = ImportReport::binaryReason(file); !why.isEmpty()) return why;
    return ImportReport::unsupportedReason(file);
}

// A file imported as nothing: chosen so, or (ok false) of no kind known, not usable as it is.
QString notImported(const QString& file, bool& ok) {
    const QString name = QFileInfo(file).fileName();
    if (detectImportAs(file) != ImportAs::Skip)
        return QCoreApplication::translate("ranklens::ui::ProjectSession",
                                           "%1: not imported, as chosen")
            .arg(name);
    ok = false;
    return QCoreApplication::translate("ranklens::ui::ProjectSession",
                                       "%1: not a run, qrels or query metadata file")
        .arg(name);
}

// What a retry of a refused file can help with: bad lines skipped; a run's document listed
// twice kept once (a label set's judgment listed twice is offered neither: it would be refused
// again).
void noteRetries(const core::ParseError& e, const QString& file, bool run, QStringList& badLines,
                 QStringList& twice) {
    for (const auto& issue : e.issues()) {
        const bool duplicate = issue.kind == core::ParseIssue::Kind::Duplicate;
        if (duplicate && !run) continue;
        QStringList& retry = duplicate ? twice : badLines;
        if (!retry.contains(file)) retry << file;
    }
}

// The name a file's run (label set) gets: apart from the project's other runs (label sets).
std::string nameFor(const store::ProjectStore& st, const QString& file, ImportAs as) {
    QStringList taken;
    if (as == ImportAs::Run)
        for (const auto& run : st.runs()) taken << QString::fromStdString(run.name);
    if (as == ImportAs::Labels)
        for (const auto& set : st.labelSets()) taken << QString::fromStdString(set.name);
    return importName(file, taken).toStdString();
}

}  // namespace

FileImport::FileImport(QStringList files, const ImportKinds& chosen, store::ImportOptions asked)
    : files_(std::move(files)), asked_(std::move(asked)) {
    for (const QString& f : files_)
        chosen_.insert(f, chosen.contains(f) ? chosen.value(f) : detectImportAs(f));
}

void FileImport::run(store::ProjectStore& st, const core::ProgressFn& progress, ImportResult& r) {
    const std::size_t count = static_cast<std::size_t>(files_.size());
    for (std::size_t i = 0; i < count; ++i) {
        store::ImportOptions o = asked_;
        // One bar over all files: file i fills thousandths i*1000 .. (i+1)*1000.
        o.progress = [&progress, i, count](std::size_t done, std::size_t total) {
            const std::size_t pm = total ? std::min(done, total) * 1000 / total : 0;
            return progress(i * 1000 + pm, count * 1000);
        };
        const QString& file = files_[static_cast<qsizetype>(i)];
        if (!importOne(st, file, chosen_.value(file), o, r)) break;
    }
}

void FileImport::describeLabels(const ProjectData& d, ImportResult& r) const {
    for (const auto& p : pendingLabels_)
        for (const auto& l : d.labelSets)
            if (l.id == p.id) {
                const bool active = l.id == d.labelSetId && d.labels;
                r.messages[p.at] =
                    ImportReport::labels(p.name, l, active ? d.labels->queries().size() : 0) +
                    p.tail;
            }
}

// Imports one file into r; false stops the whole import (cancelled). A label set's message is
// completed once the project is loaded (describeLabels).
bool FileImport::importOne(store::ProjectStore& st, const QString& file, ImportAs as,
                           const store::ImportOptions& options, ImportResult& r) {
    const QString name = QFileInfo(file).fileName();
    store::ImportOptions o = options;
    o.name = nameFor(st, file, as);
    if (const QString why = notImportable(file); !why.isEmpty()) {
        r.ok = false;
        r.messages << why;
        return true;
    }
    if (as == ImportAs::Skip) {
        r.messages << notImported(file, r.ok);
        return true;
    }
    try {
        importAs(st, file, as, o, r);
    } catch (const store::DuplicateImport& e) {
        r.duplicates << file;
        r.duplicateMessages << QCoreApplication::translate("ranklens::ui::ProjectSession", "%1: %2")
                                   .arg(name, problemText(e.problem));
    } catch (const store::NothingToImport& e) {  // not offered again "skipping bad lines"
        r.ok = false;
        r.messages << ImportReport::nothingUsable(name, e.lines, e.skipped);
    } catch (const core::ParseError& e) {
        r.ok = false;
        r.messages << ImportReport::refused(name, e);
        noteRetries(e, file, as == ImportAs::Run, r.badLineFiles, r.duplicateDocFiles);
    } catch (const core::Cancelled&) {
        r.ok = false;
        r.messages << QCoreApplication::translate("ranklens::ui::ProjectSession",
                                                  "%1: import cancelled, nothing stored")
                          .arg(name);
        return false;
    } catch (const std::exception& e) {
        r.ok = false;
        r.messages << QCoreApplication::translate("ranklens::ui::ProjectSession", "%1: %2")
                          .arg(name, storeErrorText(e));
    }
    return true;
}

// Imports file as `as` (a kind, not Skip); throws what the store throws.
void FileImport::importAs(store::ProjectStore& st, const QString& file, ImportAs as,
                          const store::ImportOptions& o, ImportResult& r) {
    const QString name = QFileInfo(file).fileName();
    core::ParseReport report;
    switch (as) {
        case ImportAs::EvaluatedRun: {  // qid, measure, value rows
            QString message;
            r.ok = EvaluatedRunImport::import(st, file, o, message) && r.ok;
            r.messages << message;
            break;
        }
        case ImportAs::Run: {
            const std::int64_t id = st.importRun(file.toStdString(), o, &report);
            for (const auto& run : st.runs())
                if (run.id == id)
                    r.messages << ImportReport::run(name, run) +
                                      ImportReport::namedAs(file, run.name) +
                                      ImportReport::skipped(report);
            break;
        }
        case ImportAs::Labels: {
            const std::int64_t id = st.importQrels(file.toStdString(), o, &report);
            pendingLabels_.push_back(
                {r.messages.size(), id, name,
                 ImportReport::namedAs(file, o.name) + ImportReport::skipped(report)});
            r.messages << name;
            break;
        }
        case ImportAs::QueryMeta:
            st.importQueryMeta(file.toStdString(), o);
            r.messages << QCoreApplication::translate("ranklens::ui::ProjectSession",
                                                      "%1: query metadata imported")
                              .arg(name);
            break;
        case ImportAs::ItemMeta:
            st.importItemMeta(file.toStdString(), o);
            r.messages << QCoreApplication::translate("ranklens::ui::ProjectSession",
                                                      "%1: item metadata imported")
                              .arg(name);
            break;
        case ImportAs::Skip:
            break;
    }
}

}  // namespace ranklens::ui
