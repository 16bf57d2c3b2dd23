#include "ui/teaching/glossary_window.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QShortcut>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include "core/measures/measure.h"
#include "core/teaching/glossary.h"
#include "ui/common/measure_text.h"
#include "ui/common/window_geometry.h"

namespace ranklens::ui {

namespace {

QString g(const char* s) {
    return QCoreApplication::translate("Glossary", s).toHtmlEscaped();
}

// An entry's anchor: its measure; for a concept (no measure: p-value, power …) its first
// related name; "general" for the general entries.
QString anchorOf(const core::teaching::GlossaryEntry& e) {
    if (*e.measure) return QString::fromUtf8(e.measure);
    const QString related = QString::fromUtf8(e.related).section(QLatin1Char(' '), 0, 0);
    return related.isEmpty() ? QStringLiteral("general") : related;
}

// "P@k — Precision at k" for every registry measure the entry covers.
QString headingOf(const core::teaching::GlossaryEntry& e) {
    QStringList names;
    QStringList all = QString::fromUtf8(e.related).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    all.prepend(QString::fromUtf8(e.measure));
    for (const QString& n : all) {
        if (const auto* m = core::findMeasure(n.toStdString()))
            names << QStringLiteral("%1 (%2)").arg(measureLabel(*m), measureTitle(*m));
    }
    return names.join(QStringLiteral(" · ")).toHtmlEscaped();
}

// The registry's one-line definition of every measure the entry covers (what Help → Metric
// Definitions listed before the glossary became the one help).
QString definitionsOf(const core::teaching::GlossaryEntry& e) {
    QStringList all = QString::fromUtf8(e.related).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    all.prepend(QString::fromUtf8(e.measure));
    QString out;
    for (const QString& n : all)
        if (const auto* m = core::findMeasure(n.toStdString()))
            out += QStringLiteral("<p><b>%1</b> %2</p>")
                       .arg(measureLabel(*m).toHtmlEscaped() + QLatin1Char(':'),
                            measureDescription(*m).toHtmlEscaped());
    return out;
}

}  // namespace

QString GlossaryWindow::html() {
    QString out = QStringLiteral("<h1>%1</h1><p>%2</p><p>%3</p>")
                      .arg(GlossaryWindow::tr("Glossary of the metrics"),
                           GlossaryWindow::tr("What each number answers, how it is computed, "
                                              "when to use it, where it misleads, and how "
                                              "other tools define it."),
                           GlossaryWindow::tr("Relevant means label ≥ threshold. Every value is "
                                              "per query, then averaged over queries."));
    const QString row = QStringLiteral("<p><b>%1</b> %2</p>");
    for (const auto& e : core::teaching::glossary()) {
        const bool general = QString::fromUtf8(e.measure).isEmpty();
        out += QStringLiteral("<a name=\"%1\"></a><h2>%2</h2>")
                   .arg(anchorOf(e), general ? g(e.question) : headingOf(e));
        if (!general) out += row.arg(tr("Answers:"), g(e.question)) + definitionsOf(e);
        out += row.arg(tr("Formula:"), g(e.formula));
        const bool isConcept = general && *e.related;  // p-value, power …
        out += row.arg(general && !isConcept ? tr("Always:") : tr("When to use:"), g(e.whenToUse));
        out += row.arg(tr("Traps:"), g(e.traps));
        out += row.arg(tr("How tools differ:"), g(e.tools));
    }
    // Every other measure of the registry (bpref, RBP, ERR …) with its definition: a measure
    // RankLens computes is always found here, not only the ones with a long entry above.
    QString others;
    for (const auto& m : core::measureRegistry()) {
        if (core::teaching::glossaryEntryFor(m.name)) continue;
        others += QStringLiteral("<a name=\"%1\"></a><h3>%2 (%3)</h3><p>%4</p>")
                      .arg(QString::fromUtf8(m.name.data(), static_cast<qsizetype>(m.name.size())),
                           measureLabel(m).toHtmlEscaped(), measureTitle(m).toHtmlEscaped(),
                           measureDescription(m).toHtmlEscaped());
    }
    if (!others.isEmpty()) out += QStringLiteral("<h2>%1</h2>").arg(tr("More measures")) + others;
    return out;
}

// A window of its own from the start: the search field's focus below is this window's (taken
// while a child of the main window it was lost when made a window).
GlossaryWindow::GlossaryWindow(QWidget* parent)
    : QWidget(parent, Qt::Window),
      browser_(new QTextBrowser(this)),
      search_(new QLineEdit(this)),
      matches_(new QLabel(this)) {
    search_->setObjectName(QStringLiteral("glossarySearch"));
    search_->setClearButtonEnabled(true);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(6, 6, 6, 0);
    row->addWidget(search_, 1);
    row->addWidget(matches_);
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(0, 0, 0, 0);
    lay->addLayout(row);
    lay->addWidget(browser_);
    browser_->setObjectName(QStringLiteral("glossary"));
    retranslateUi();
    connect(search_, &QLineEdit::textChanged, this, [this](const QString& t) { find(t); });
    connect(search_, &QLineEdit::returnPressed, this, [this] {
        find(search_->text(), true, QGuiApplication::keyboardModifiers() & Qt::ShiftModifier);
    });
    auto* focusSearch = new QShortcut(QKeySequence::Find, this);
    connect(focusSearch, &QShortcut::activated, this, [this] {
        search_->setFocus(Qt::ShortcutFocusReason);
        search_->selectAll();
    });
    search_->setFocus();  // the window opens ready to search
    fitToScreen(this, QSize(760, 820));
}

void GlossaryWindow::retranslateUi() {
    setWindowTitle(tr("Glossary — RankLens"));
    search_->setPlaceholderText(tr("Search the glossary (Ctrl+F); Enter: next match"));
    browser_->setHtml(html());
    if (!search_->text().trimmed().isEmpty()) find(search_->text());  // the match count too
}

void GlossaryWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

bool GlossaryWindow::find(const QString& text, bool next, bool backward) {
    QTextDocument* doc = browser_->document();
    if (text.trimmed().isEmpty()) {
        matches_->clear();
        search_->setStyleSheet(QString());
        QTextCursor c = browser_->textCursor();
        c.clearSelection();
        browser_->setTextCursor(c);
        return false;
    }
    const QTextDocument::FindFlags flags =
        backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    QTextCursor from = browser_->textCursor();
    if (!next) from.setPosition(backward ? doc->characterCount() - 1 : 0);
    QTextCursor hit = doc->find(text, from, flags);
    if (hit.isNull()) {  // wrap around
        QTextCursor start(doc);
        if (backward) start.movePosition(QTextCursor::End);
        hit = doc->find(text, start, flags);
    }
    // All matches, and which of them is the current one (1-based; 0: none).
    int count = 0;
    int current = 0;
    for (QTextCursor c = doc->find(text); !c.isNull(); c = doc->find(text, c)) {
        ++count;
        if (!hit.isNull() && c.selectionStart() == hit.selectionStart()) current = count;
    }
    search_->setStyleSheet(count == 0 ? QStringLiteral("background: #fbe3e3") : QString());
    matches_->setText(count == 0    ? tr("No match")
                      : current > 0 ? tr("match %1 of %n", nullptr, count).arg(current)
                                    : tr("%n match(es)", nullptr, count));
    if (hit.isNull()) {  // no stale highlight of an earlier search
        QTextCursor c = browser_->textCursor();
        c.clearSelection();
        browser_->setTextCursor(c);
        return false;
    }
    browser_->setTextCursor(hit);
    // The match a third of the way down the view, with the lines before it in sight (the
    // least scrolling of ensureCursorVisible leaves it against an edge).
    QScrollBar* bar = browser_->verticalScrollBar();
    const QRect r = browser_->cursorRect(hit);
    const int view = browser_->viewport()->height();
    if (r.top() < view / 6 || r.bottom() > view - view / 6)
        bar->setValue(bar->value() + r.top() - view / 3);
    return true;
}

bool GlossaryWindow::showEntry(const QString& registryName) {
    const auto* e = core::teaching::glossaryEntryFor(registryName.toStdString());
    if (!e) return false;
    browser_->scrollToAnchor(anchorOf(*e));
    return true;
}

void GlossaryWindow::keyPressEvent(QKeyEvent* e) {
    // Reached only when no child used the key (e.g. a held row's drag takes Esc first).
    if (e->key() == Qt::Key_Escape && e->modifiers() == Qt::NoModifier) {
        if (!search_->text().isEmpty()) {
            search_->clear();  // the first Esc clears the search, the next closes
            return;
        }
        close();
        return;
    }
    QWidget::keyPressEvent(e);
}

}  // namespace ranklens::ui
