#include "ui/app/ranking_edits.h"

#include <QInputDialog>
#include <QMessageBox>
#include <optional>

#include "ui/project/project_session.h"
#include "ui/ranking/inspector_input.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {

RankingEdits::RankingEdits(QWidget* window, RankingView* ranking, ProjectSession* session)
    : QObject(window), window_(window), session_(session) {
    connect(ranking, &RankingView::gradeEditRequested, this,
            [this](const QString& qid, const QString& docid, std::optional<int> grade) {
                QString error;
                if (!session_->labels().setLabel(qid, docid, grade, &error))
                    QMessageBox::warning(window_, tr("Label not saved"), error);
            });
    connect(ranking, &RankingView::saveOrderRequested, this, &RankingEdits::saveOrder);
}

void RankingEdits::saveOrder(const QString& qid, const QStringList& docids) {
    bool ok = false;
    const QString name =
        QInputDialog::getText(window_, tr("Save order as run"), tr("Name of the new run:"),
                              QLineEdit::Normal, tr("what-if %1").arg(qid), &ok);
    if (!ok || name.isEmpty()) return;
    QString error;
    if (!session_->runEdits().saveRun(makeWhatIfRun(name, qid, docids), name,
                                      tr("hand-made order of query %1").arg(qid), &error))
        QMessageBox::warning(window_, tr("Run not saved"), error);
}

}  // namespace ranklens::ui
