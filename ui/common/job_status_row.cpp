#include "ui/common/job_status_row.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>
#include <utility>

#include "ui/common/job_runner.h"

namespace ranklens::ui {

JobStatusRow::JobStatusRow(QWidget* parent)
    : QWidget(parent),
      status_(new QLabel(this)),
      progress_(new QProgressBar(this)),
      cancel_(new QToolButton(this)) {
    status_->setWordWrap(true);
    progress_->setRange(0, 1000);
    progress_->setMaximumWidth(200);
    setRunning(false);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(status_, 1);
    row->addWidget(progress_);
    row->addWidget(cancel_);
    retranslateUi();
}

void JobStatusRow::follow(JobRunner* runner, Texts texts) {
    connect(cancel_, &QToolButton::clicked, runner, &JobRunner::cancel);
    connect(runner, &JobRunner::started, this, [this, busy = texts.busy] {
        progress_->setValue(0);
        setRunning(true);
        status_->setText(busy());
    });
    connect(runner, &JobRunner::progress, progress_, &QProgressBar::setValue);
    connect(runner, &JobRunner::failed, this,
            [this, failed = std::move(texts.failed)](const QString& m) {
                setRunning(false);
                status_->setText(failed(m));
            });
    connect(runner, &JobRunner::cancelled, this, [this] {
        setRunning(false);
        status_->setText(tr("Cancelled."));
    });
    connect(runner, &JobRunner::finished, this, [this] { setRunning(false); });
}

QString JobStatusRow::text() const {
    return status_->text();
}

void JobStatusRow::setText(const QString& text) {
    status_->setText(text);
}

void JobStatusRow::setRunning(bool running) {
    progress_->setVisible(running);
    cancel_->setVisible(running);
}

void JobStatusRow::retranslateUi() {
    cancel_->setText(tr("Cancel"));
}

void JobStatusRow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

}  // namespace ranklens::ui
