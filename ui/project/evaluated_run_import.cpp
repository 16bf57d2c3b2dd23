#include "ui/project/evaluated_run_import.h"

#include <QFileInfo>
#include <QStringList>

#include "core/store/evaluated_runs.h"
#include "ui/common/problem_text.h"
#include "ui/project/import_report.h"

namespace ranklens::ui {

namespace {

QString joined(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) out << QString::fromStdString(s);
    return out.join(QStringLiteral(", "));
}

}  // namespace

bool EvaluatedRunImport::isEvaluatedRunFile(const QString& path) {
    return store::evaluated_runs::looksLikeEvaluatedRun(path.toStdString());
}

bool EvaluatedRunImport::import(store::EvaluatedRunStore& st, const QString& file,
                                const store::ImportOptions& o, QString& message) {
    const QString name = QFileInfo(file).fileName();
    std::int64_t id = 0;
    try {
        id = st.importEvaluatedRun(file.toStdString(), o);
    } catch (const core::ParseError& e) {
        QStringList lines;
        for (const auto& i : e.issues())
            lines << tr("line %1: %2").arg(i.line).arg(problemText(i.problem));
        message = tr("%1: evaluated run not imported (it is imported whole or not at all) — %2")
                      .arg(name, lines.join(ImportReport::tr("; ")));
        return false;
    }
    for (const auto& e : st.evaluatedRuns())
        if (e.id == id) {
            message = tr("%1: evaluated run imported — %Ln queries, measures %2", nullptr,
                         static_cast<int>(e.numQueries))
                          .arg(name, joined(e.measures));
            if (!e.unknown.empty())
                message +=
                    tr("; unknown to RankLens (kept, not compared): %1").arg(joined(e.unknown));
        }
    return true;
}

}  // namespace ranklens::ui
