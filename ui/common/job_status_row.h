#pragma once
// The row under a window's results that tells of its background work (Compare, the
// leaderboard): a status line that wraps (unwrapped, a long text made the window wider than a
// 1366 screen), the job's progress in thousandths and Cancel, the two shown only while a job
// runs. follow() ties it to the window's JobRunner: a job started shows the window's busy text
// with the progress from 0; a failed one its sentence for the error; a cancelled one
// "Cancelled."; the runner drops a stale job's result, so only the newest one's text is left.
// The window writes its own messages (the results' summary, a request refused) with setText.
#include <QString>
#include <QWidget>
#include <functional>

class QLabel;
class QProgressBar;
class QToolButton;

namespace ranklens::ui {

class JobRunner;

class JobStatusRow : public QWidget {
    Q_OBJECT
  public:
    // The window's words, asked for when they are shown (in the UI language then).
    struct Texts {
        std::function<QString()> busy;                        // a job running
        std::function<QString(const QString& error)> failed;  // a job that failed
    };
    explicit JobStatusRow(QWidget* parent = nullptr);

    void follow(JobRunner* runner, Texts texts);
    QString text() const;
    void setText(const QString& text);
    QLabel* label() const { return status_; }
    QProgressBar* progressBar() const { return progress_; }
    QToolButton* cancelButton() const { return cancel_; }

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange

  private:
    void retranslateUi();
    void setRunning(bool running);

    QLabel* status_;
    QProgressBar* progress_;
    QToolButton* cancel_;
};

}  // namespace ranklens::ui
