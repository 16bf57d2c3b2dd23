#include "ui/judging/label_actions.h"

#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <sstream>

#include "core/io/qrels_writer.h"
#include "core/store/label_history_csv.h"
#include "ui/common/window_geometry.h"
#include "ui/judging/agreement_dialog.h"
#include "ui/judging/judging_queue.h"
#include "ui/judging/judging_queue_view.h"
#include "ui/judging/judging_setup_dialog.h"
#include "ui/judging/label_sets_window.h"

namespace ranklens::ui {

bool exportLabelSet(const ProjectSession& session, std::int64_t labelSetId,
                    LabelExportFormat format, const QString& path, QString* error) {
    auto fail = [error](const QString& m) {
        if (error) *error = m;
        return false;
    };
    std::ostringstream text;
    try {
        if (format == LabelExportFormat::History) {
            store::writeLabelHistoryCsv(session.labels().labelHistory(labelSetId), text);
        } else {
            QString err;
            const auto labels = session.labels().labelsOf(labelSetId, &err);
            if (!labels) return fail(err);
            if (format == LabelExportFormat::Trec)
                core::writeQrelsTrec(*labels, text);
            else
                core::writeQrelsCsv(*labels, text);
        }
    } catch (const std::exception& e) {
        return fail(ProjectSession::errorText(e));
    }
    QSaveFile f(path);  // replaces the file only when everything was written
    if (!f.open(QIODevice::WriteOnly)) return fail(QObject::tr("Could not write %1.").arg(path));
    const std::string s = text.str();
    f.write(s.data(), static_cast<qint64>(s.size()));
    if (!f.commit()) return fail(QObject::tr("Could not write %1.").arg(path));
    return true;
}

LabelActions::LabelActions(ProjectSession* session, QWidget* window)
    : QObject(window), session_(session), window_(window) {}

QMenu* LabelActions::makeMenu(QWidget* parent) {
    auto* m = new QMenu(parent);
    texts_.title(m, [] { return tr("&Labels"); });
    texts_.addAction(
        m, [] { return tr("&Judging Queue…"); }, QKeySequence(tr("Ctrl+J")), this,
        &LabelActions::openJudgingQueue);
    texts_.addAction(
        m, [] { return tr("&Agreement Between Label Sets…"); }, this, &LabelActions::openAgreement);
    texts_.addAction(
        m, [] { return tr("Label &Sets: Agreement, Consensus, Verdicts…"); }, this,
        &LabelActions::openLabelSets);
    m->addSeparator();
    addExportActions(m);
    return m;
}

void LabelActions::addExportActions(QMenu* menu) {
    texts_.addAction(
        menu, [] { return tr("Labels as &TREC qrels…"); }, this,
        [this] { exportLabels(LabelExportFormat::Trec); });
    texts_.addAction(
        menu, [] { return tr("Labels as CS&V…"); }, this,
        [this] { exportLabels(LabelExportFormat::Csv); });
    texts_.addAction(
        menu, [] { return tr("Label &history as CSV…"); }, this,
        [this] { exportLabels(LabelExportFormat::History); });
}

void LabelActions::openJudgingQueue() {
    const auto data = session_->data();
    if (!data || data->runs.empty()) {
        QMessageBox::information(window_, tr("Judging queue"),
                                 tr("Open a project with at least one run first."));
        return;
    }
    JudgingSetupDialog dlg(*data, k_, window_);
    if (dlg.exec() != QDialog::Accepted) return;
    auto* queue = new JudgingQueue(session_);
    QString error;
    JudgingSetup setup = dlg.setup();
    setup.ties = ties_;
    if (!queue->start(setup, &error)) {
        delete queue;
        QMessageBox::warning(window_, tr("Judging queue"), error);
        return;
    }
    showQueue(queue);
}

void LabelActions::showQueue(JudgingQueue* queue) {
    if (judging_) judging_->close();
    judging_ = new JudgingQueueView(queue, session_, window_);
    queue->setParent(judging_);
    judging_->setWindowFlag(Qt::Window);
    judging_->setAttribute(Qt::WA_DeleteOnClose);
    fitToScreen(judging_, QSize(1000, 560));
    judging_->show();
    judging_->activateWindow();
    judging_->setFocus();
}

void LabelActions::judgeItems(const std::vector<core::PoolQuery>& items) {
    bool ok = false;
    const QString annotator = QInputDialog::getText(
        window_, tr("Judge what matters for this comparison"),
        tr("Annotator (the grades go to a label set named after the annotator):"),
        QLineEdit::Normal, QSettings().value(QStringLiteral("judging/annotator")).toString(), &ok);
    if (!ok) return;
    JudgingSetup setup;
    setup.k = k_;
    setup.annotator = annotator;
    setup.ties = ties_;
    setup.items = items;
    auto* queue = new JudgingQueue(session_);
    QString error;
    if (!queue->start(setup, &error)) {
        delete queue;
        QMessageBox::warning(window_, tr("Judging queue"), error);
        return;
    }
    QSettings().setValue(QStringLiteral("judging/annotator"), setup.annotator);
    showQueue(queue);
}

void LabelActions::setEvalConfig(const core::EvalConfig& cfg) {
    cfg_ = cfg;
    if (labelSets_) labelSets_->setEvalConfig(cfg);
}

LabelSetsWindow* LabelActions::openLabelSets() {
    if (!labelSets_) {
        labelSets_ = new LabelSetsWindow(session_, undo_, window_);
        labelSets_->setAttribute(Qt::WA_DeleteOnClose);
        connect(labelSets_, &LabelSetsWindow::queryRequested, this, [this](const QString& qid) {
            emit queryRequested(qid);
            window_->raise();
            window_->activateWindow();
        });
        connect(labelSets_, &LabelSetsWindow::itemRequested, this,
                [this](const QString& qid, const QString& doc, int run) {
                    emit itemRequested(qid, doc, run);
                    window_->raise();
                    window_->activateWindow();
                });
        connect(labelSets_, &LabelSetsWindow::judgeRequested, this, &LabelActions::judgeItems);
    }
    labelSets_->setEvalConfig(cfg_);
    labelSets_->show();
    labelSets_->raise();
    labelSets_->activateWindow();
    return labelSets_;
}

void LabelActions::openAgreement() {
    auto* dlg = new AgreementDialog(session_, window_);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    connect(dlg, &AgreementDialog::queryRequested, this, [this](const QString& qid) {
        emit queryRequested(qid);
        window_->raise();  // in front of the dialog (not kept on top, AgreementDialog)
        window_->activateWindow();
    });
    dlg->show();
}

void LabelActions::exportLabels(LabelExportFormat format) {
    const auto data = session_->data();
    if (!data || data->labelSets.empty()) {
        QMessageBox::information(window_, tr("Export labels"), tr("The project has no labels."));
        return;
    }
    QStringList names;
    int current = 0;
    for (const auto& ls : data->labelSets) {
        if (ls.id == data->labelSetId) current = static_cast<int>(names.size());
        names << QString::fromStdString(ls.name);
    }
    bool ok = true;
    const QString name = names.size() == 1
                             ? names.front()
                             : QInputDialog::getItem(window_, tr("Export labels"), tr("Label set:"),
                                                     names, current, false, &ok);
    if (!ok) return;
    const auto& set = data->labelSets[static_cast<std::size_t>(names.indexOf(name))];
    const bool trec = format == LabelExportFormat::Trec;
    const QString suggested = name +
                              (format == LabelExportFormat::History ? tr("-history") : QString()) +
                              (trec ? QStringLiteral(".qrels") : QStringLiteral(".csv"));
    const QString file = QFileDialog::getSaveFileName(
        window_, tr("Export labels"), suggested,
        trec ? tr("TREC qrels (*.qrels *.txt)") : tr("CSV files (*.csv)"));
    if (file.isEmpty()) return;
    QString error;
    if (!exportLabelSet(*session_, set.id, format, file, &error))
        QMessageBox::warning(window_, tr("Export labels"), error);
}

}  // namespace ranklens::ui
