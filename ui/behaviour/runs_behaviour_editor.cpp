#include "ui/behaviour/runs_behaviour_editor.h"

#include <QEvent>
#include <QHeaderView>
#include <map>

#include "core/behaviour/log_time.h"
#include "core/store/behaviour_store.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

namespace bh = core::behaviour;

RunsBehaviourEditor::RunsBehaviourEditor(ProjectSession* session, QWidget* parent)
    : QTableWidget(parent), session_(session) {
    setColumnCount(4);
    retranslateUi();
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    connect(this, &QTableWidget::itemChanged, this, &RunsBehaviourEditor::onItemChanged);
}

void RunsBehaviourEditor::retranslateUi() {
    setHorizontalHeaderLabels({tr("Run"), tr("Trained until (UTC)"), tr("Log events before it"),
                               tr("Online results (name=value [low, high]; …)")});
}

void RunsBehaviourEditor::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QTableWidget::changeEvent(e);
}

void RunsBehaviourEditor::setAnalysis(const store::BehaviourAnalysis& a) {
    filling_ = true;
    clearContents();
    setRowCount(static_cast<int>(a.runs.size()));
    std::map<std::string, std::vector<bh::OnlineResult>> online;
    for (const auto& r : a.online) online[r.run].push_back(r);
    for (int i = 0; i < rowCount(); ++i) {
        const store::RunBehaviour& rb = a.runs[static_cast<std::size_t>(i)];
        auto* name = new QTableWidgetItem(QString::fromStdString(rb.run.name));
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        name->setData(Qt::UserRole, static_cast<qlonglong>(rb.run.id));
        setItem(i, RunCol, name);
        setItem(i, CutoffCol,
                new QTableWidgetItem(
                    rb.cutoff ? QString::fromStdString(bh::formatLogTime(*rb.cutoff)) : QString()));
        auto* leak = new QTableWidgetItem(rb.cutoff && a.log ? QString::number(rb.leaking)
                                                             : QStringLiteral("—"));
        leak->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        if (rb.leaking > 0) leak->setForeground(QColor(180, 40, 30));
        setItem(i, LeakCol, leak);
        setItem(i, OnlineCol, new QTableWidgetItem(onlineText(online[rb.run.name])));
    }
    resizeColumnsToContents();
    filling_ = false;
}

bool RunsBehaviourEditor::parseOnlineText(const QString& text, std::vector<bh::OnlineResult>& out,
                                          QString* error) {
    out.clear();
    for (const QString& part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (part.trimmed().isEmpty()) continue;
        try {
            out.push_back(bh::parseOnlineSpec(part.trimmed().toStdString()));
        } catch (const std::invalid_argument& e) {
            if (error) *error = tr("'%1': %2").arg(part.trimmed(), QString::fromUtf8(e.what()));
            return false;
        }
    }
    return true;
}

QString RunsBehaviourEditor::onlineText(const std::vector<bh::OnlineResult>& results) {
    QStringList parts;
    for (const auto& r : results) {
        QString s =
            QStringLiteral("%1=%2%3").arg(QString::fromStdString(r.metric),
                                          QString::number(r.value), QString::fromStdString(r.unit));
        if (r.ciLow && r.ciHigh)
            s += QStringLiteral(" [%1, %2]")
                     .arg(QString::number(*r.ciLow), QString::number(*r.ciHigh));
        parts << s;
    }
    return parts.join(QStringLiteral("; "));
}

bool RunsBehaviourEditor::saveCutoff(std::int64_t runId, const QString& text, QString* error) {
    std::optional<double> cutoff;
    if (!text.trimmed().isEmpty()) {
        cutoff = bh::parseLogTime(text.trimmed().toStdString());
        if (!cutoff) {
            *error = tr("'%1' is not a time: write 2024-05-01 or 2024-05-01T12:30:00Z.")
                         .arg(text.trimmed());
            return false;
        }
    }
    return session_->withStore(
        [&](store::BehaviourStore& b) { b.setTrainingCutoff(runId, cutoff); }, error);
}

bool RunsBehaviourEditor::saveOnline(std::int64_t runId, const QString& text, QString* error) {
    std::vector<bh::OnlineResult> results;
    if (!parseOnlineText(text, results, error)) return false;
    return session_->withStore(
        [&](store::BehaviourStore& b) { b.replaceOnlineResults(runId, results); }, error);
}

void RunsBehaviourEditor::onItemChanged(QTableWidgetItem* it) {
    if (filling_ || (it->column() != CutoffCol && it->column() != OnlineCol)) return;
    setCurrentCell(it->row(), it->column());
    const auto runId = item(it->row(), RunCol)->data(Qt::UserRole).toLongLong();
    QString error;
    const bool ok = it->column() == CutoffCol ? saveCutoff(runId, it->text(), &error)
                                              : saveOnline(runId, it->text(), &error);
    if (!ok) emit failed(error);
    emit edited();  // recomputed either way: a refused edit shows the stored value again
}

}  // namespace ranklens::ui
