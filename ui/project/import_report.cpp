#include "ui/project/import_report.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

#include "core/io/csv_reader.h"
#include "core/io/input_kind.h"
#include "ui/common/problem_text.h"

namespace ranklens::ui {

namespace {

QString number(std::int64_t n) {
    return QLocale().toString(static_cast<qlonglong>(n));
}

// A CSV/TSV header: a line that names a query or an item column ("qid,docid,score").
bool namesColumns(const std::string& line) {
    std::vector<std::string> fields;
    if (!core::splitDelimited(line, core::detectDelimiter(line), fields) || fields.size() < 2)
        return false;
    const core::CsvColumns c = core::detectColumns(fields);
    return c.query >= 0 || c.doc >= 0;
}

QString issueText(const core::ParseIssue& i) {
    const QString message = problemText(i.problem);
    return i.line > 0 ? ImportReport::tr("line %1: %2").arg(i.line).arg(message) : message;
}

}  // namespace

QString ImportReport::emptyReason(const QString& path) {
    const QFileInfo info(path);
    const QString name = info.fileName();
    if (info.exists() && info.size() == 0) return tr("%1: the file is empty (0 bytes)").arg(name);
    if (path.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive)) return {};
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    // Delimited files start with a header: a header alone is no data either.
    const QString suffix = info.suffix().toLower();
    const bool header = suffix == QLatin1String("csv") || suffix == QLatin1String("tsv");
    int nonBlank = 0;
    QByteArray first;
    while (!f.atEnd() && nonBlank < 2) {
        const QByteArray line = f.readLine(1 << 16).trimmed();
        if (line.isEmpty()) continue;
        if (++nonBlank == 1) first = line;
    }
    if (nonBlank == 0) return tr("%1: the file is empty (only blank lines)").arg(name);
    // A header alone, whatever the file is called ("run.txt" holding "qid,docid,score").
    if (nonBlank == 1 && (header || namesColumns(first.toStdString())))
        return tr("%1: the file is empty (a header, no rows)").arg(name);
    return {};
}

QString ImportReport::binaryReason(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray head = f.read(64 * 1024);
    if (head.startsWith("\x1f\x8b") || head.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return {};  // gzip (read as the text inside), a project (opened, not imported)
    qsizetype control = 0;
    for (const char c : head) {
        const auto b = static_cast<unsigned char>(c);
        if (b == 0)
            return tr("%1: not a text file (binary content); it cannot be imported")
                .arg(QFileInfo(path).fileName());
        control += b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != 0x1b;
    }
    if (control * 10 <= head.size()) return {};
    return tr("%1: not a text file (binary content); it cannot be imported")
        .arg(QFileInfo(path).fileName());
}

QString ImportReport::unsupportedReason(const QString& path) {
    if (core::detectInputKind(QFile::encodeName(path).toStdString()) != core::InputKind::Prefs)
        return {};
    return tr("%1: preference judgments (trec_eval's prefs format) cannot be imported yet")
        .arg(QFileInfo(path).fileName());
}

QString ImportReport::run(const QString& name, const store::RunInfo& r) {
    // Both counts take their plural ("1 query, 1 item"): the items in a numerus of their own.
    return tr("%1: run imported — %Ln queries, %2", nullptr, static_cast<int>(r.numQueries))
        .arg(name, tr("%Ln item(s)", nullptr, static_cast<int>(r.numDocs)));
}

QString ImportReport::namedAs(const QString& file, const std::string& stored) {
    const QString name = QString::fromStdString(stored), base = QFileInfo(file).completeBaseName();
    return name == base ? QString() : tr("; named “%1”: “%2” is taken").arg(name, base);
}

QString ImportReport::labels(const QString& name, const store::LabelSetInfo& l,
                             std::size_t queries) {
    if (queries == 0)
        return tr("%1: labels imported — %Ln labels (grades %2–%3)", nullptr,
                  static_cast<int>(l.numLabels))
            .arg(name)
            .arg(l.minGrade)
            .arg(l.maxGrade);
    return tr("%1: labels imported — %Ln labels over %2 queries (grades %3–%4)", nullptr,
              static_cast<int>(l.numLabels))
        .arg(name, number(static_cast<std::int64_t>(queries)))
        .arg(l.minGrade)
        .arg(l.maxGrade);
}

QString ImportReport::skipped(const core::ParseReport& rep) {
    const QString twice = rep.duplicateLines ? tr("; %n line(s) of documents listed twice left out",
                                                  nullptr, static_cast<int>(rep.duplicateLines))
                                             : QString();
    if (rep.skipped == 0) return twice;
    QStringList lines;
    for (const auto& i : rep.issues)
        if (lines.size() < kListedLines) lines << issueText(i);
    QString text = tr("; %n bad line(s) skipped", nullptr, static_cast<int>(rep.skipped));
    if (!lines.isEmpty())
        text +=
            tr(": ") + lines.join(tr("; ")) +
            (rep.skipped > static_cast<std::size_t>(lines.size()) ? tr("; ") + QStringLiteral("…")
                                                                  : QString());
    return text + twice;
}

QString ImportReport::nothingUsable(const QString& name, std::size_t lines, std::size_t skipped) {
    const QString read =
        skipped
            ? tr("all %n line(s) were bad and skipped", nullptr, static_cast<int>(skipped))
            : tr("none of its %n line(s) is a run or a label", nullptr, static_cast<int>(lines));
    return tr("%1: not imported, nothing in it is usable (%2). Nothing was stored.")
        .arg(name, read);
}

QStringList ImportReport::refused(const QString& name, const core::ParseError& e) {
    QStringList out{tr("%1: not imported:").arg(name)};
    bool twice = false;
    for (const auto& issue : e.issues()) {
        out << QStringLiteral("  ") + issueText(issue);
        twice = twice || issue.kind == core::ParseIssue::Kind::Duplicate;
    }
    out << (twice ? tr("Nothing was stored. Fix the lines, or import again choosing which line "
                       "of a document listed twice to keep.")
                  : tr("Nothing was stored. Fix the lines, or import again skipping bad lines."));
    return out;
}

}  // namespace ranklens::ui

namespace ranklens::ui {

std::optional<ImportRetry> ImportReport::showFailure(QWidget* parent, const QStringList& messages,
                                                     bool canSkip, bool duplicates) {
    QMessageBox box(QMessageBox::Warning, tr("Import"), messages.join(QLatin1Char('\n')),
                    QMessageBox::Close, parent);
    box.setObjectName(QStringLiteral("importFailure"));
    std::vector<std::pair<QPushButton*, ImportRetry>> retries;
    if (duplicates) {
        if (canSkip) box.setInformativeText(tr("Each choice also skips the bad lines."));
        const std::pair<QString, core::DuplicateDocs> keep[] = {
            {tr("Keep the &first line"), core::DuplicateDocs::KeepFirst},
            {tr("Keep the &higher score"), core::DuplicateDocs::KeepMax},
            {tr("Leave &out duplicated lines"), core::DuplicateDocs::Skip}};
        for (const auto& [text, policy] : keep)
            retries.emplace_back(box.addButton(text, QMessageBox::AcceptRole),
                                 ImportRetry{canSkip, policy});
    } else if (canSkip) {
        retries.emplace_back(
            box.addButton(tr("Import &skipping bad lines"), QMessageBox::AcceptRole),
            ImportRetry{true, core::DuplicateDocs::Refuse});
    }
    box.exec();
    for (const auto& [button, retry] : retries)
        if (box.clickedButton() == button) return retry;
    return std::nullopt;
}

}  // namespace ranklens::ui
