#include "ui/app/main_layout.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QTimer>
#include <QToolBar>
#include <algorithm>

#include "ui/app/welcome_panel.h"

namespace ranklens::ui {

namespace {

const QString kStateKey = QStringLiteral("window/state");
// Bumped when the docks change, so that an older saved arrangement is not restored onto them.
constexpr int kStateVersion = 2;

}  // namespace

MainLayout::MainLayout(QMainWindow* window, QWidget* definitions, WelcomePanel* welcome,
                       QWidget* queries, QWidget* curves, QWidget* ranking)
    : QObject(window), window_(window), strip_(new QScrollArea(window)) {
    window_->setDockNestingEnabled(true);
    window_->setTabPosition(Qt::AllDockWidgetAreas, QTabWidget::North);
    window_->setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks |
                            QMainWindow::AllowTabbedDocks);

    // The definitions: always visible, above every view; scrolls sideways when the window is
    // narrower than the bar.
    strip_->setWidget(definitions);
    strip_->setWidgetResizable(true);
    strip_->setFrameShape(QFrame::NoFrame);
    strip_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    strip_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    strip_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    strip_->installEventFilter(this);
    definitions->installEventFilter(this);
    auto* bar = window_->addToolBar(QString());
    texts_.bind(bar, [bar] { bar->setWindowTitle(tr("Definitions")); });
    bar->setObjectName(QStringLiteral("definitions"));
    bar->setMovable(false);
    bar->setFloatable(false);
    bar->toggleViewAction()->setEnabled(false);
    bar->addWidget(strip_);
    fitDefinitionsStrip();

    if (welcome) welcome_ = makeDock(welcome, QStringLiteral("welcome"), tr("Start"));
    queriesView_ = queries;
    rankingView_ = ranking;
    curvesView_ = curves;
    queries_ = makeDock(queries, QStringLiteral("queries"), tr("Queries"), true);
    curves_ = makeDock(curves, QStringLiteral("curves"), tr("Curves"));
    ranking_ = makeDock(ranking, QStringLiteral("ranking"), tr("Ranking"), true);
    if (welcome) connectWelcome(welcome);
    for (QDockWidget* d : {queries_, curves_, ranking_})
        connect(d, &QDockWidget::visibilityChanged, this, [this, d](bool visible) {
            if (visible) QTimer::singleShot(0, this, [this, d] { followFocus(d); });
        });
    window_->installEventFilter(this);
}

void MainLayout::connectWelcome(WelcomePanel* welcome) {
    welcomeDismissed_ = WelcomePanel::dismissedForGood();
    welcome_->installEventFilter(this);  // its ×: a Close event
    connect(welcome, &WelcomePanel::dismissed, this, [this] { setWelcomeDismissed(true); });
    connect(welcome_->toggleViewAction(), &QAction::triggered, this,
            [this](bool on) { setWelcomeDismissed(!on); });
}

// Closed for good: hidden, the queries in front. Brought back: shown in front.
void MainLayout::setWelcomeDismissed(bool dismissed) {
    welcomeDismissed_ = dismissed;
    WelcomePanel::setDismissedForGood(dismissed);
    showWelcome(!dismissed);
    if (dismissed) showQueries();
}

void MainLayout::retranslate() {
    texts_.retranslate();
    if (welcome_) welcome_->setWindowTitle(tr("Start"));
    queries_->setWindowTitle(tr("Queries"));
    curves_->setWindowTitle(tr("Curves"));
    ranking_->setWindowTitle(tr("Ranking"));
}

QDockWidget* MainLayout::makeDock(QWidget* view, const QString& name, const QString& title,
                                  bool scrolls) {
    auto* dock = new QDockWidget(title, window_);
    dock->setObjectName(name);
    if (scrolls) {
        // Below its minimum the view scrolls instead of holding the window wide.
        auto* area = new QScrollArea(dock);
        area->setObjectName(name + QStringLiteral("Scroll"));
        area->setWidget(view);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        // Not a Tab stop of its own: it showed no focus and took no key (issue 45).
        area->setFocusPolicy(Qt::NoFocus);
        dock->setWidget(area);
    } else {
        dock->setWidget(view);
    }
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                      QDockWidget::DockWidgetFloatable);
    window_->addDockWidget(Qt::LeftDockWidgetArea, dock);
    return dock;
}

int MainLayout::sideBySideWidth() const {
    return std::max(kWideWidth, queriesView_->minimumSizeHint().width() +
                                    rankingView_->minimumSizeHint().width() + 24);
}

void MainLayout::arrange(QSize windowSize) {
    // Side by side only when both views fit at their minimum widths.
    tabbed_ = windowSize.width() < sideBySideWidth();
    autoTabbed_ = false;
    QList<QDockWidget*> docks;
    if (welcome_) docks << welcome_;
    docks << queries_ << curves_ << ranking_;
    for (QDockWidget* d : docks) {
        d->setFloating(false);
        window_->removeDockWidget(d);
    }
    QDockWidget* first = docks.front();
    window_->addDockWidget(Qt::LeftDockWidgetArea, first);
    first->show();
    for (QDockWidget* d : docks.mid(1)) {
        if (d == ranking_ && !tabbed_) {
            window_->addDockWidget(Qt::RightDockWidgetArea, d);
        } else {
            window_->tabifyDockWidget(first, d);
        }
        d->show();
    }
    if (welcome_ && welcomeDismissed_) welcome_->hide();
    if (!tabbed_)
        window_->resizeDocks({queries_, ranking_},
                             {windowSize.width() * 43 / 100, windowSize.width() * 57 / 100},
                             Qt::Horizontal);
    (welcome_ && !welcome_->isHidden() ? welcome_ : queries_)->raise();
}

void MainLayout::restore() {
    restore(window_->screen()->availableGeometry().size());
}

void MainLayout::restore(QSize screen) {
    QSettings s;
    // Never start without the query list, nor wider than the screen (an arrangement saved on a
    // bigger screen, e.g. views side by side, falls back to the default one).
    const bool restored =
        window_->restoreState(s.value(kStateKey).toByteArray(), kStateVersion) &&
        !queries_->isHidden() && window_->minimumSizeHint().width() <= screen.width() &&
        (ranking_->isHidden() || window_->tabifiedDockWidgets(ranking_).contains(queries_) ||
         screen.width() >= sideBySideWidth());
    if (!restored) {
        arrange(window_->size().boundedTo(screen));
    } else {
        tabbed_ = window_->tabifiedDockWidgets(ranking_).contains(queries_);
        if (welcome_ && welcomeDismissed_) welcome_->hide();
    }
}

void MainLayout::save() const {
    QSettings s;
    s.setValue(kStateKey, window_->saveState(kStateVersion));
}

void MainLayout::showRanking() {
    bringToFront(ranking_);
}

void MainLayout::showQueries() {
    bringToFront(queries_);
}

void MainLayout::setFocusTargets(QWidget* queries, QWidget* curves, QWidget* ranking) {
    queriesFocus_ = queries;
    curvesFocus_ = curves;
    rankingFocus_ = ranking;
}

QWidget* MainLayout::focusTarget(const QDockWidget* d) const {
    QWidget* set = d == queries_ ? queriesFocus_ : d == curves_ ? curvesFocus_ : rankingFocus_;
    if (d != welcome_ && set) return set;
    // The view's first Tab stop (a view itself takes no focus).
    QWidget* view = d == queries_ ? queriesView_ : d == curves_ ? curvesView_ : d->widget();
    if (d == ranking_) view = rankingView_;
    for (QWidget* w = view->nextInFocusChain(); w && w != view; w = w->nextInFocusChain())
        if (view->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus) && w->isEnabled() &&
            w->isVisibleTo(view))
            return w;
    return view;
}

// Shown, in front, and the keyboard in it: at once when the tab switch has shown it, else
// once it is shown.
void MainLayout::bringToFront(QDockWidget* d) {
    d->show();
    d->raise();
    QWidget* target = focusTarget(d);
    if (target->isVisible()) {
        target->setFocus(Qt::ShortcutFocusReason);
        return;
    }
    QTimer::singleShot(0, target, [target] {
        if (target->isVisible()) target->setFocus(Qt::ShortcutFocusReason);
    });
}

void MainLayout::followFocus(QDockWidget* shown) {
    // Only this window's focus, and only when it is nowhere or in a view no longer shown
    // (a keystroke there acted on a hidden table: Alt+Down switched the query).
    QWidget* focus = QApplication::focusWidget();
    if (focus ? focus->window() != window_ || (focus->isVisible() && focus != window_)
              : QApplication::activeWindow() != window_)
        return;
    QWidget* target = focusTarget(shown);
    if (target->isVisible()) target->setFocus(Qt::OtherFocusReason);
}

void MainLayout::showWelcome(bool on) {
    if (!welcome_) return;
    welcome_->setVisible(on);
    if (on) welcome_->raise();
}

void MainLayout::addViewActions(QMenu* menu) {
    for (QDockWidget* d : {welcome_, queries_, curves_, ranking_})
        if (d) menu->addAction(d->toggleViewAction());
    // Keyboard: bring a view to the front (opening it when closed), tabs or not.
    const auto front = [this](QDockWidget* d) { bringToFront(d); };
    texts_.addAction(
        menu, [] { return tr("Go to Queries"); }, QKeySequence(tr("Ctrl+1")), this,
        [this, front] { front(queries_); });
    texts_.addAction(
        menu, [] { return tr("Go to Curves"); }, QKeySequence(tr("Ctrl+2")), this,
        [this, front] { front(curves_); });
    texts_.addAction(
        menu, [] { return tr("Go to Ranking"); }, QKeySequence(tr("Ctrl+3")), this,
        [this, front] { front(ranking_); });
    texts_.addAction(
        menu, [] { return tr("Reset &Layout"); }, this, [this] { arrange(window_->size()); });
}

// The strip is as tall as the bar, plus a scroll bar when the window is narrower than the bar.
void MainLayout::fitDefinitionsStrip() {
    QWidget* defs = strip_->widget();
    if (!defs) return;
    const int needed = std::max(defs->minimumWidth(), defs->minimumSizeHint().width());
    const bool scrolls = needed > strip_->viewport()->width() && strip_->viewport()->width() > 0;
    const int h = defs->sizeHint().height() +
                  (scrolls ? strip_->horizontalScrollBar()->sizeHint().height() : 0);
    if (strip_->height() != h) strip_->setFixedHeight(h);
}

// The window made narrower than the two views side by side need: the ranking joins the tabs
// (in front); wide enough again: back side by side (only when it was this rule that tabbed).
void MainLayout::followWindowWidth() {
    const int width = window_->width();
    const bool sideBySide =
        !tabbed_ && !ranking_->isHidden() && !ranking_->isFloating() && !queries_->isFloating();
    if (sideBySide && width < sideBySideWidth()) {
        window_->tabifyDockWidget(queries_, ranking_);
        tabbed_ = true;
        autoTabbed_ = true;
        ranking_->raise();
    } else if (autoTabbed_ && width >= sideBySideWidth()) {
        arrange(window_->size());
        ranking_->show();
        ranking_->raise();
    }
}

bool MainLayout::eventFilter(QObject* o, QEvent* e) {
    if (o == window_ && e->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &MainLayout::followWindowWidth);  // after the layout
    if (o == welcome_ && e->type() == QEvent::Close && !welcomeDismissed_)
        setWelcomeDismissed(true);
    if ((o == strip_ || o == strip_->widget()) &&
        (e->type() == QEvent::Resize || e->type() == QEvent::LayoutRequest))
        fitDefinitionsStrip();
    return QObject::eventFilter(o, e);
}

}  // namespace ranklens::ui
