#include "ui/common/window_geometry.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QScreen>
#include <QShortcut>
#include <QStyle>
#include <QTimer>
#include <QWidget>
#include <algorithm>

namespace ranklens::ui {

QRect fitOnScreen(const QRect& window, const QRect& available, const QMargins& frame) {
    QRect outer = window.marginsAdded(frame);
    outer.setWidth(std::min(outer.width(), available.width()));
    outer.setHeight(std::min(outer.height(), available.height()));
    outer.moveLeft(
        std::clamp(outer.left(), available.left(), available.right() - outer.width() + 1));
    outer.moveTop(
        std::clamp(outer.top(), available.top(), available.bottom() - outer.height() + 1));
    return outer.marginsRemoved(frame);
}

void keepOnScreen(QWidget* w, bool mayShrink) {
    QScreen* screen = QGuiApplication::screenAt(w->geometry().center());
    if (!screen) screen = QGuiApplication::primaryScreen();
    if (!screen) return;
    QMargins frame(w->geometry().left() - w->frameGeometry().left(),
                   w->geometry().top() - w->frameGeometry().top(),
                   w->frameGeometry().right() - w->geometry().right(),
                   w->frameGeometry().bottom() - w->geometry().bottom());
    if (frame.isNull()) frame.setTop(w->style()->pixelMetric(QStyle::PM_TitleBarHeight));
    const QRect available = screen->availableGeometry();
    // Not to be shrunk and larger than the screen (sized so by its owner): no place fits it.
    if (!mayShrink && (w->width() + frame.left() + frame.right() > available.width() ||
                       w->height() + frame.top() + frame.bottom() > available.height()))
        return;
    const QRect fitted = fitOnScreen(w->geometry(), available, frame);
    if (fitted == w->geometry()) return;
    if (fitted.size() == w->size())  // a move only: no resize for the window's layout to redo
        w->move(w->pos() + fitted.topLeft() - w->geometry().topLeft());
    else
        w->setGeometry(fitted);
}

QScreen* openingScreen(const QWidget* w) {
    if (const QWidget* p = w->parentWidget(); p && p->window()->screen())
        return p->window()->screen();
    if (w->screen()) return w->screen();
    return QGuiApplication::primaryScreen();
}

namespace {

// Keeps its window on screen once it is shown: the window manager's frame is known only then,
// and the window manager places the window after the show (openbox put a second judging queue,
// or Practice, below the first window, past the screen's bottom). Every move and resize in the
// moments after a show is checked; later ones are the user's own.
class ScreenKeeper : public QObject {
  public:
    static constexpr int kSettleMs = 3000;
    explicit ScreenKeeper(QWidget* w) : QObject(w), w_(w) {
        setObjectName(QLatin1String(kName));
        w->installEventFilter(this);
    }
    // Found by this name: without Q_OBJECT, findChild<ScreenKeeper*> matched any child object
    // (a layout), and most windows got no keeper.
    static constexpr const char* kName = "ranklensScreenKeeper";

  protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (o != w_) return false;
        if (e->type() == QEvent::Show) {
            shown_.start();
            keepOnScreen(w_, false);
            // The frame arrives with the window manager's reply, shortly after the show.
            QTimer::singleShot(60, this, [this] { keepOnScreen(w_, false); });
        } else if ((e->type() == QEvent::Move || e->type() == QEvent::Resize) && shown_.isValid() &&
                   shown_.elapsed() < kSettleMs) {
            QTimer::singleShot(0, this, [this] { keepOnScreen(w_, false); });
        }
        return false;
    }

  private:
    QWidget* w_;
    QElapsedTimer shown_;
};

}  // namespace

void fitToScreen(QWidget* w, QSize preferred) {
    if (preferred.isEmpty()) preferred = w->sizeHint();
    if (QScreen* screen = openingScreen(w)) {
        const QRect available = screen->availableGeometry();
        const int titleBar = w->style()->pixelMetric(QStyle::PM_TitleBarHeight);
        const QSize room(available.width() - 8, available.height() - titleBar - 8);
        preferred = preferred.boundedTo(room).expandedTo(w->minimumSizeHint().boundedTo(room));
    }
    w->resize(preferred);
    if (!w->findChild<QObject*>(QLatin1String(ScreenKeeper::kName), Qt::FindDirectChildrenOnly))
        new ScreenKeeper(w);
}

void closeOnEscape(QWidget* w) {
    // A window shortcut: a table with the focus would take Esc as a keyboard search otherwise.
    auto* esc = new QShortcut(QKeySequence(Qt::Key_Escape), w);
    esc->setContext(Qt::WindowShortcut);
    QObject::connect(esc, &QShortcut::activated, w, [w] {
        // A cell being edited gets its Esc (the edit is cancelled); the window stays.
        QWidget* focus = QApplication::focusWidget();
        for (QWidget* p = focus; p && p != w; p = p->parentWidget())
            if (qobject_cast<QAbstractItemView*>(p) && p != focus) {  // focus: a cell's editor
                QKeyEvent press(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
                QApplication::sendEvent(focus, &press);
                return;
            }
        w->close();
    });
}

}  // namespace ranklens::ui
