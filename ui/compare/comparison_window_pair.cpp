// The comparison window and the leaderboard (issue 49): the button that asks for the
// leaderboard of the project's runs, and one pair opened from the leaderboard's matrix.
#include <QCoreApplication>
#include <QEvent>
#include <QPushButton>

#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_window.h"

namespace ranklens::ui {

namespace {

// Says its text again when the UI language changes.
class LeaderboardButton : public QPushButton {
  public:
    explicit LeaderboardButton(QWidget* parent) : QPushButton(parent) { retranslate(); }

  protected:
    void changeEvent(QEvent* e) override {
        if (e->type() == QEvent::LanguageChange) retranslate();
        QPushButton::changeEvent(e);
    }

  private:
    void retranslate() {
        setText(QCoreApplication::translate("ComparisonWindow", "&Leaderboard…"));
        setToolTip(QCoreApplication::translate(
            "ComparisonWindow",
            "All the runs at once: best first, every pair tested, how sure we are (Ctrl+Shift+B)"));
    }
};

}  // namespace

QPushButton* ComparisonWindow::makeLeaderboardButton() {
    auto* b = new LeaderboardButton(this);
    b->setObjectName(QStringLiteral("leaderboardButton"));
    connect(b, &QPushButton::clicked, this, &ComparisonWindow::leaderboardRequested);
    return b;
}

bool ComparisonWindow::comparePair(int baseline, int run, const QString& metric) {
    settings_->setBaseline(baseline);
    settings_->setCompared({run});
    if (!metric.isEmpty()) settings_->setMetrics(metric);
    show();
    raise();
    activateWindow();
    return compare();
}

}  // namespace ranklens::ui
