#include "ui/project/run_choices.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QSet>

namespace ranklens::ui {

namespace {

// "2026-11-30T17:49:55Z" in local time, as the system writes dates.
QString importedText(const std::string& iso) {
    const QDateTime t = QDateTime::fromString(QString::fromStdString(iso), Qt::ISODate);
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat)
                       : QString::fromStdString(iso);
}

}  // namespace

std::vector<RunChoice> RunChoices::of(const ProjectData& data, bool withEvaluated) {
    std::vector<RunChoice> out;
    QMap<QString, int> named;  // how many runs of the list have each name
    for (std::size_t r = 0; r < data.runInfos.size(); ++r) {
        if (!withEvaluated && data.runInfos[r].id <= 0) continue;
        const QString name = QString::fromStdString(data.runInfos[r].name);
        out.push_back({data.evaluatedRun(r) ? tr("%1 (evaluated run)").arg(name) : name, r});
        ++named[out.back().label];
    }
    QSet<QString> labels;
    for (RunChoice& c : out) {
        const auto& info = data.runInfos[c.index];
        if (named.value(c.label) > 1)
            c.label =
                tr("%1 — %2, imported %3")
                    .arg(c.label, QFileInfo(QString::fromStdString(info.sourceFile)).fileName(),
                         importedText(info.importedAt));
        QString label = c.label;
        for (int n = 2; labels.contains(label); ++n)
            label = QStringLiteral("%1 #%2").arg(c.label).arg(n);
        c.label = label;
        labels.insert(label);
    }
    return out;
}

}  // namespace ranklens::ui
