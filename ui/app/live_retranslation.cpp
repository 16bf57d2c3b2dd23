#include "ui/app/live_retranslation.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QXmlStreamReader>
#include <climits>
#include <functional>
#include <vector>

#include "ui/app/language.h"

namespace ranklens::ui {

namespace {

struct Entry {
    QByteArray context;
    QByteArray source;
};

// Every translatable string without arguments, read once from the embedded catalog.
const std::vector<Entry>& catalog() {
    static const std::vector<Entry> entries = [] {
        std::vector<Entry> out;
        QFile f(QStringLiteral(":/i18n/catalog.ts"));
        if (!f.open(QIODevice::ReadOnly)) return out;
        QXmlStreamReader xml(&f);
        QByteArray context;
        bool numerus = false;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (xml.name() == QLatin1String("message")) {
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText().toUtf8();
            } else if (xml.name() == QLatin1String("source")) {
                const QString source = xml.readElementText();
                if (!numerus && !source.contains(QLatin1Char('%')))
                    out.push_back({context, source.toUtf8()});
            }
        }
        return out;
    }();
    return entries;
}

QString translated(const Entry& e) {
    return QCoreApplication::translate(e.context.constData(), e.source.constData());
}

// Texts of the current language -> catalog entries that give them.
QMultiHash<QString, const Entry*> reverseCatalog() {
    QMultiHash<QString, const Entry*> out;
    for (const Entry& e : catalog()) out.insert(translated(e), &e);
    return out;
}

// The class names of o and its parents, nearest first ("ranklens::ui::CurvesView", ...).
QList<QByteArray> contextsOf(const QObject* o) {
    QList<QByteArray> out;
    for (; o; o = o->parent())
        for (const QMetaObject* m = o->metaObject(); m; m = m->superClass())
            out << QByteArray(m->className());
    return out;
}

// Pending updates: set the text to the new translation of an entry after the switch.
class Retranslation {
  public:
    Retranslation() : reverse_(reverseCatalog()) {}

    // key names the text of owner ("text", "tab 2", ...). Several entries can give the same
    // translated text ("Query" and "Queries" are both 查询): the entry found when the text was
    // in its source language is kept on the owner and preferred on the way back, so switching
    // to Chinese and back to English restores "Queries", not "Query".
    void note(QObject* owner, const char* key, const QString& text,
              std::function<void(const QString&)> set) {
        if (text.isEmpty()) return;
        const QList<const Entry*> found = reverse_.values(text);
        if (found.isEmpty()) return;
        const QByteArray property = QByteArray("_ranklens_tr ") + key;
        const auto* kept =
            reinterpret_cast<const Entry*>(owner->property(property.constData()).value<quintptr>());
        const Entry* best = found.front();
        if (kept && found.contains(kept)) {
            best = kept;
        } else if (found.size() > 1) {
            // The text itself as a source (the source language) beats a shared translation,
            // then the nearest context.
            int bestRank = INT_MAX;
            const QList<QByteArray> contexts = contextsOf(owner);
            for (const Entry* e : found) {
                const int context = static_cast<int>(contexts.indexOf(e->context));
                const int rank = (e->source == text.toUtf8() ? 0 : 1 << 20) +
                                 (context >= 0 ? context : (1 << 19));
                if (rank < bestRank) {
                    bestRank = rank;
                    best = e;
                }
            }
        }
        owner->setProperty(property.constData(),
                           QVariant::fromValue(reinterpret_cast<quintptr>(best)));
        // Widgets may go away in between (LanguageChange handlers rebuild some): skip those.
        updates_.push_back([guard = QPointer<QObject>(owner), best, set = std::move(set)] {
            if (guard) set(translated(*best));
        });
    }

    void apply() const {
        for (const auto& u : updates_) u();
    }

  private:
    QMultiHash<QString, const Entry*> reverse_;
    std::vector<std::function<void()>> updates_;
};

void noteWidget(Retranslation& r, QWidget* w) {
    r.note(w, "windowTitle", w->windowTitle(), [w](const QString& t) { w->setWindowTitle(t); });
    r.note(w, "toolTip", w->toolTip(), [w](const QString& t) { w->setToolTip(t); });
    r.note(w, "statusTip", w->statusTip(), [w](const QString& t) { w->setStatusTip(t); });
    if (auto* l = qobject_cast<QLabel*>(w))
        r.note(w, "text", l->text(), [l](const QString& t) { l->setText(t); });
    if (auto* b = qobject_cast<QAbstractButton*>(w))
        r.note(w, "text", b->text(), [b](const QString& t) { b->setText(t); });
    if (auto* g = qobject_cast<QGroupBox*>(w))
        r.note(w, "title", g->title(), [g](const QString& t) { g->setTitle(t); });
    if (auto* e = qobject_cast<QLineEdit*>(w))
        r.note(w, "placeholder", e->placeholderText(),
               [e](const QString& t) { e->setPlaceholderText(t); });
    if (auto* s = qobject_cast<QSpinBox*>(w)) {
        r.note(w, "prefix", s->prefix(), [s](const QString& t) { s->setPrefix(t); });
        r.note(w, "suffix", s->suffix(), [s](const QString& t) { s->setSuffix(t); });
    }
    if (auto* c = qobject_cast<QComboBox*>(w)) {
        for (int i = 0; i < c->count(); ++i) {
            r.note(c, QByteArray("item " + QByteArray::number(i)).constData(), c->itemText(i),
                   [c, i](const QString& t) {
                       if (i < c->count()) c->setItemText(i, t);
                   });
            r.note(c, QByteArray("itemTip " + QByteArray::number(i)).constData(),
                   c->itemData(i, Qt::ToolTipRole).toString(), [c, i](const QString& t) {
                       if (i < c->count()) c->setItemData(i, t, Qt::ToolTipRole);
                   });
        }
    }
    // Items by index: the widget may have refilled them in between.
    if (auto* lw = qobject_cast<QListWidget*>(w)) {
        for (int i = 0; i < lw->count(); ++i) {
            r.note(lw, QByteArray("item " + QByteArray::number(i)).constData(), lw->item(i)->text(),
                   [lw, i](const QString& t) {
                       if (i < lw->count()) lw->item(i)->setText(t);
                   });
            r.note(lw, QByteArray("itemTip " + QByteArray::number(i)).constData(),
                   lw->item(i)->toolTip(), [lw, i](const QString& t) {
                       if (i < lw->count()) lw->item(i)->setToolTip(t);
                   });
        }
    }
    if (auto* tw = qobject_cast<QTableWidget*>(w)) {
        for (int c = 0; c < tw->columnCount(); ++c)
            if (const QTableWidgetItem* h = tw->horizontalHeaderItem(c))
                r.note(tw, QByteArray("header " + QByteArray::number(c)).constData(), h->text(),
                       [tw, c](const QString& t) {
                           if (QTableWidgetItem* item = tw->horizontalHeaderItem(c))
                               item->setText(t);
                       });
    }
    // Tabs (the four of Clicks and online results stayed English in 简体中文).
    if (auto* tabs = qobject_cast<QTabWidget*>(w)) {
        for (int i = 0; i < tabs->count(); ++i) {
            r.note(tabs, QByteArray("tab " + QByteArray::number(i)).constData(), tabs->tabText(i),
                   [tabs, i](const QString& t) {
                       if (i < tabs->count()) tabs->setTabText(i, t);
                   });
            r.note(tabs, QByteArray("tabTip " + QByteArray::number(i)).constData(),
                   tabs->tabToolTip(i), [tabs, i](const QString& t) {
                       if (i < tabs->count()) tabs->setTabToolTip(i, t);
                   });
        }
    }
}

void noteAction(Retranslation& r, QAction* a) {
    // Only the text: an action's tooltip and icon text follow it unless set on their own.
    r.note(a, "text", a->text(), [a](const QString& t) { a->setText(t); });
}

}  // namespace

bool switchLanguageLive(const QString& code) {
    if (!Language::codes().contains(code)) return false;
    Retranslation r;
    for (QWidget* top : QApplication::topLevelWidgets()) {
        noteWidget(r, top);
        for (QWidget* w : top->findChildren<QWidget*>()) noteWidget(r, w);
        for (QAction* a : top->findChildren<QAction*>()) noteAction(r, a);
    }
    Language::install(code);  // widgets get QEvent::LanguageChange here
    r.apply();
    for (QWidget* top : QApplication::topLevelWidgets()) top->update();
    return true;
}

}  // namespace ranklens::ui
