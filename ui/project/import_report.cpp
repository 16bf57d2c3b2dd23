#include "ui/project/import_report.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>

#include "core/io/csv_reader.h"
#include "core/io/input_kind.h"

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
    const QString message = ImportReport::detail(QString::fromStdString(i.message));
    return i.line > 0 ? ImportReport::tr("line %1: %2").arg(i.line).arg(message) : message;
}

}  // namespace

// The parsers' reasons (core/io, English, no Qt) in the UI language: each known form, with its
// values kept; an unknown one as it is.
QString ImportReport::detail(const QString& message) {
    struct Form {
        const char* pattern;
        QString (*text)(const QStringList& caps);
    };
    static const Form forms[] = {
        {"^score (['\"].*['\"]) is not a number$",
         [](const QStringList& c) { return tr("score %1 is not a number").arg(c[1]); }},
        {"^rank (['\"].*['\"]) is not an integer$",
         [](const QStringList& c) { return tr("rank %1 is not an integer").arg(c[1]); }},
        {"^label (['\"].*['\"]) is not a number$",
         [](const QStringList& c) { return tr("label %1 is not a number").arg(c[1]); }},
        {"^relevance (['\"].*['\"]) is not an integer$",
         [](const QStringList& c) { return tr("relevance %1 is not an integer").arg(c[1]); }},
        {"^relevance (['\"].*['\"]) is not an integer \\(TREC qrels take integer relevance "
         "as trec_eval; --real-labels reads real-valued labels as gains\\)$",
         [](const QStringList& c) {
             return tr("relevance %1 is not an integer (TREC qrels take integer relevance as "
                       "trec_eval; --real-labels reads real-valued labels as gains)")
                 .arg(c[1]);
         }},
        {"^expected 6 fields 'qid iter docid rank score tag', found (\\d+)$",
         [](const QStringList& c) {
             return tr("expected 6 fields 'qid iter docid rank score tag', found %1").arg(c[1]);
         }},
        {"^expected 4 fields 'qid iter docid rel', found (\\d+)$",
         [](const QStringList& c) {
             return tr("expected 4 fields 'qid iter docid rel', found %1").arg(c[1]);
         }},
        {"^the same content was already imported as run '(.*)' \\(id (\\d+)\\)$",
         [](const QStringList& c) {
             return tr("the same content is already in the project as run '%1' (id %2)")
                 .arg(c[1], c[2]);
         }},
        {"^the same content was already imported as label set '(.*)' \\(id (\\d+)\\)$",
         [](const QStringList& c) {
             return tr("the same content is already in the project as label set '%1' (id %2)")
                 .arg(c[1], c[2]);
         }},
        {"^the same content was already imported as evaluated run '(.*)' \\(id (\\d+)\\)$",
         [](const QStringList& c) {
             return tr("the same content is already in the project as evaluated run '%1' "
                       "(id %2)")
                 .arg(c[1], c[2]);
         }},
        // A delimited file's header (core/io/csv_reader.cpp, core/store's metadata and
        // evaluated-run readers); the column names found stay as the file has them.
        {"^header must name a query column \\(query/user\\), a doc column \\(doc/item\\) and a "
         "score or rank column \\(found: (.*)\\)$",
         [](const QStringList& c) {
             return tr("the header must name a query column (query/user), a doc column "
                       "(doc/item) and a score or rank column (found: %1)")
                 .arg(c[1]);
         }},
        {"^header must name a query column \\(query/user\\), a doc column \\(doc/item\\) and a "
         "label column \\(label/rel/grade\\) \\(found: (.*)\\)$",
         [](const QStringList& c) {
             return tr("the header must name a query column (query/user), a doc column "
                       "(doc/item) and a label column (label/rel/grade) (found: %1)")
                 .arg(c[1]);
         }},
        {"^header must name the query column \\(qid, query_id, user\\.\\.\\.\\); found: (.*)$",
         [](const QStringList& c) {
             return tr("the header must name the query column (qid, query_id, user…); found: %1")
                 .arg(c[1]);
         }},
        {"^header must name the item column \\(docid, item, item_id\\.\\.\\.\\); found: (.*)$",
         [](const QStringList& c) {
             return tr("the header must name the item column (docid, item, item_id…); found: %1")
                 .arg(c[1]);
         }},
        {"^missing column\\(s\\):(.*) \\(the header must name qid, measure and value; found: "
         "(.*)\\)$",
         [](const QStringList& c) {
             return tr("missing column(s):%1 (the header must name qid, measure and value; "
                       "found: %2)")
                 .arg(c[1], c[2]);
         }},
        {"^unterminated quote in header$",
         [](const QStringList&) { return tr("unterminated quote in the header"); }},
        {"^the file is empty: a header row is expected$",
         [](const QStringList&) { return tr("the file is empty: a header row is expected"); }},
        {"^empty file \\(no header\\)$",
         [](const QStringList&) { return tr("the file is empty: a header row is expected"); }},
        {"^expected at least (\\d+) fields, found (\\d+)$",
         [](const QStringList& c) {
             return tr("expected at least %1 fields, found %2").arg(c[1], c[2]);
         }},
        {"^(\\d+) fields, but the header names (\\d+) \\(beyond it: (.*)\\); quote a value that "
         "holds (a tab|'.')$",
         [](const QStringList& c) {
             const QString delim = c[4] == QLatin1String("a tab") ? tr("a tab") : c[4];
             return tr("%1 fields, but the header names %2 (beyond it: %3); quote a value that "
                       "holds %4")
                 .arg(c[1], c[2], c[3], delim);
         }},
        {"^label (['\"].*['\"]) is out of range \\(at most 2147483647 in magnitude\\)$",
         [](const QStringList& c) {
             return tr("label %1 is out of range (at most 2147483647 in magnitude)").arg(c[1]);
         }},
        {"^empty query or doc id$", [](const QStringList&) { return tr("empty query or doc id"); }},
        {"^unterminated quote$", [](const QStringList&) { return tr("unterminated quote"); }},
        {"^NUL byte in the line \\(ids cannot contain one\\)$",
         [](const QStringList&) { return tr("NUL byte in the line (ids cannot contain one)"); }},
        {"^query '(.*)' lists document '(.*)' more than once \\(lines (.*)\\)$",
         [](const QStringList& c) {
             return tr("query '%1' lists document '%2' more than once (lines %3)")
                 .arg(c[1], c[2], c[3]);
         }},
        {"^query '(.*)' lists document '(.*)' more than once$",
         [](const QStringList& c) {
             return tr("query '%1' lists document '%2' more than once").arg(c[1], c[2]);
         }},
    };
    for (const Form& f : forms) {
        const QRegularExpression re(QString::fromUtf8(f.pattern));
        if (const QRegularExpressionMatch m = re.match(message); m.hasMatch())
            return f.text(m.capturedTexts());
    }
    return message;
}

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
