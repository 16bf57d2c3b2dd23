#pragma once
// Qt's way of switching the language of a running window: a widget sets its texts from tr()
// again itself, in its retranslateUi(), on QEvent::LanguageChange (Qt sends it to every widget
// when a translator is installed). Nothing is matched back against the catalog.
//
// A widget that builds its texts in its constructor keeps their setters in a Retranslator
// instead of keeping a member per label: bind() runs a setter at once and keeps it;
// retranslate() (from retranslateUi()) runs every kept setter again, skipping those whose
// object is gone. Texts built from data (counts, names) are rebuilt by the widget's own code.
//
//   QAction* open = menu->addAction(QString(), this, &MainWindow::open);
//   texts_.bind(open, [open] { open->setText(tr("&Open Project…")); });
//   texts_.addAction(menu, [] { return tr("&Open Project…"); }, this, &MainWindow::open);
//                                                              // the same, shorter
#include <QObject>
#include <QPointer>
#include <functional>
#include <utility>
#include <vector>

namespace ranklens::ui {

class Retranslator {
  public:
    // Runs set() now and again on every retranslate() while owner lives.
    void bind(QObject* owner, std::function<void()> set) {
        set();
        bindings_.push_back({QPointer<QObject>(owner), std::move(set)});
    }
    // w->setText(text()) now and on every retranslate() (actions, labels, buttons); returns w.
    template <class W, class Text>
    W* text(W* w, Text text) {
        bind(w, [w, text] { w->setText(text()); });
        return w;
    }
    // w->setTitle(text()) likewise (menus, group boxes); returns w.
    template <class W, class Text>
    W* title(W* w, Text text) {
        bind(w, [w, text] { w->setTitle(text()); });
        return w;
    }
    // w->setToolTip(text()) likewise; returns w.
    template <class W, class Text>
    W* toolTip(W* w, Text text) {
        bind(w, [w, text] { w->setToolTip(text()); });
        return w;
    }
    // m->addAction(text(), args...) whose text follows the language; returns the action.
    template <class Menu, class Text, class... Args>
    auto addAction(Menu* m, Text text, Args&&... args) {
        return this->text(m->addAction(QString(), std::forward<Args>(args)...), text);
    }
    // bar->addMenu(text()) whose title follows the language; returns the menu.
    template <class Bar, class Text>
    auto addMenu(Bar* bar, Text text) {
        return title(bar->addMenu(QString()), text);
    }
    void retranslate() const {
        for (const Binding& b : bindings_)
            if (b.owner) b.set();
    }

  private:
    struct Binding {
        QPointer<QObject> owner;
        std::function<void()> set;
    };
    std::vector<Binding> bindings_;
};

}  // namespace ranklens::ui
