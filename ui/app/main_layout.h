#pragma once
// MainLayout — where the main window's views go. Every view (start page, queries, curves,
// ranking) is a dock the user can move, float, tabify or close; the arrangement is saved in
// QSettings (QMainWindow::saveState) and restored. The default arrangement depends on the
// window width: below kWideWidth pixels (or when the two views do not fit side by side) every
// view is a full-window tab (the ranking view gets the whole window when a query is opened);
// otherwise queries and curves share tabs on the left and the ranking view stays open on the
// right. The definitions bar sits above, in a
// strip that scrolls sideways instead of pushing the window wider than the screen.
// Side by side never holds the window wide: the queries and ranking views scroll inside their
// docks (the window's minimum is one view's, not the two's sum), and a window made narrower than
// the two views need puts them into tabs, and back side by side when it is wide again.
#include <QObject>
#include <QSize>

#include "ui/common/retranslator.h"

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QScrollArea;
class QWidget;

namespace ranklens::ui {

class WelcomePanel;

class MainLayout : public QObject {
    Q_OBJECT
  public:
    static constexpr int kWideWidth = 1700;

    // Takes the views into docks of window (parented to it); welcome may be nullptr. The start
    // page closed for good (its button, its ×, or the View menu) stays hidden in every
    // arrangement until View → Start brings it back (WelcomePanel's QSettings flag).
    MainLayout(QMainWindow* window, QWidget* definitions, WelcomePanel* welcome, QWidget* queries,
               QWidget* curves, QWidget* ranking);

    // Restores the saved arrangement, else (none saved, or one that would not fit on the
    // screen, e.g. views side by side saved on a bigger screen) arranges for the window's size.
    void restore();
    void restore(QSize screen);  // as on a screen of this available size
    void save() const;
    // The default arrangement for a window of this size (also View → Reset Layout).
    void arrange(QSize windowSize);
    bool isTabbed() const { return tabbed_; }

    // Brings a view to the front (when it shares a tab with others) and puts the keyboard focus
    // in it (its table or list, see setFocusTargets), so that the arrow keys act on what is
    // shown, never on a view behind another tab.
    void showRanking();
    void showQueries();
    // The widget of each view that takes the keyboard focus when the view comes to the front
    // (Go to X, opening a query, a click on its tab); unset: the view itself.
    void setFocusTargets(QWidget* queries, QWidget* curves, QWidget* ranking);
    void showWelcome(bool on);

    // View menu entries: a toggle per view, then "Reset Layout".
    void addViewActions(QMenu* menu);
    // The docks' titles, the toolbar's and the view actions' texts in the current language
    // (from MainWindow::retranslateUi: a QObject gets no LanguageChange of its own).
    void retranslate();

    QDockWidget* welcomeDock() const { return welcome_; }
    QDockWidget* queriesDock() const { return queries_; }
    QDockWidget* curvesDock() const { return curves_; }
    QDockWidget* rankingDock() const { return ranking_; }

  private:
    QDockWidget* makeDock(QWidget* view, const QString& name, const QString& title,
                          bool scrolls = false);
    // The strip's resizes, the start's ×, the window's resizes (tabs when too narrow).
    bool eventFilter(QObject* o, QEvent* e) override;
    int sideBySideWidth() const;  // the narrowest window that shows both views side by side
    void followWindowWidth();
    void connectWelcome(WelcomePanel* welcome);
    void setWelcomeDismissed(bool dismissed);
    void fitDefinitionsStrip();
    void bringToFront(QDockWidget* d);
    QWidget* focusTarget(const QDockWidget* d) const;
    // A dock come to the front while the focus is in a view now hidden: the focus follows.
    void followFocus(QDockWidget* shown);

    Retranslator texts_;  // the toolbar title and the view actions
    QMainWindow* window_;
    QScrollArea* strip_;
    QDockWidget* welcome_ = nullptr;
    QDockWidget* queries_;
    QDockWidget* curves_;
    QDockWidget* ranking_;
    QAction* reset_ = nullptr;
    QWidget* queriesView_;
    QWidget* rankingView_;
    QWidget* curvesView_;
    QWidget* queriesFocus_ = nullptr;
    QWidget* curvesFocus_ = nullptr;
    QWidget* rankingFocus_ = nullptr;
    bool tabbed_ = true;
    bool autoTabbed_ = false;  // put into tabs because the window became too narrow
    bool welcomeDismissed_ = false;
};

}  // namespace ranklens::ui
