#include "ui/evaluation/runs_request.h"

namespace ranklens::ui {

QString RunsRequest::noProject() {
    return tr("Open a project with runs and labels first.");
}

void RunsRequest::tell(QWidget* window, QLabel* status, const QString& title,
                       const QString& error) {
    status->setText(error);
    if (window->isVisible()) QMessageBox::information(window, title, error);
}

}  // namespace ranklens::ui
