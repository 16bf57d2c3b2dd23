#include "ui/teaching/lesson_screens.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QTextDocument>
#include <QVBoxLayout>
#include <algorithm>

#include "core/teaching/lessons.h"
#include "ui/common/window_geometry.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lesson_statistics_text.h"
#include "ui/teaching/lessons_window.h"

namespace ranklens::ui {

QString lessonText(const char* s) {
    return QCoreApplication::translate("Lessons", s);
}

namespace {

namespace tch = core::teaching;

QLabel* textLabel(QWidget* parent, double scale, bool bold) {
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = l->font();
    f.setPointSizeF(f.pointSizeF() * scale);
    f.setBold(bold);
    l->setFont(f);
    return l;
}

void addKeys(QWidget* w, std::initializer_list<Qt::Key> keys, void (LessonScreens::*slot)(),
             LessonScreens* target) {
    for (Qt::Key k : keys) {
        auto* s = new QShortcut(QKeySequence(k), w);
        s->setContext(Qt::WindowShortcut);  // a hidden widget's shortcuts are off
        QObject::connect(s, &QShortcut::activated, target, slot);
    }
}

}  // namespace

LessonScreens::LessonScreens(QWidget* parent)
    : QWidget(parent),
      heading_(textLabel(this, 1.45, true)),
      body_(textLabel(this, 1.3, false)),
      extra_(textLabel(this, 1.1, false)),
      position_(new QLabel(this)),
      back_(new QPushButton(this)),
      next_(new QPushButton(this)),
      steps_(new QPushButton(this)) {
    setObjectName(QStringLiteral("lessonScreens"));
    heading_->setObjectName(QStringLiteral("lessonScreenHeading"));
    body_->setObjectName(QStringLiteral("lessonScreenBody"));
    extra_->setTextFormat(Qt::RichText);
    body_->setMaximumWidth(980);
    extra_->setMaximumWidth(980);
    position_->setForegroundRole(QPalette::PlaceholderText);
    next_->setDefault(true);
    auto* nav = new QHBoxLayout;
    nav->addWidget(back_);
    nav->addWidget(position_);
    nav->addWidget(next_);
    nav->addStretch(1);
    nav->addWidget(steps_);
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(24, 16, 24, 12);
    lay->setSpacing(14);
    lay->addWidget(heading_);
    lay->addWidget(body_);
    lay->addWidget(extra_);
    lay->addStretch(1);
    lay->addLayout(nav);
    connect(back_, &QPushButton::clicked, this, &LessonScreens::back);
    connect(next_, &QPushButton::clicked, this, &LessonScreens::next);
    connect(steps_, &QPushButton::clicked, this, &LessonScreens::showStepsRequested);
    // The statistics lessons link their glossary entries (ranklens:glossary/NAME).
    extra_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    connect(extra_, &QLabel::linkActivated, this, &LessonScreens::openGlossary);
    addKeys(this, {Qt::Key_Right, Qt::Key_PageDown}, &LessonScreens::next, this);
    addKeys(this, {Qt::Key_Left, Qt::Key_PageUp}, &LessonScreens::back, this);
    render();
}

void LessonScreens::setLesson(int index, Screen at) {
    if (index < 0 || index >= static_cast<int>(tch::lessons().size())) return;
    lesson_ = index;
    screen_ = hasScreen(at) ? at : Question;
    render();
}

bool LessonScreens::hasScreen(Screen s) const {
    if (lesson_ < 0 || s < 0 || s >= ScreenCount) return false;
    return s != Define || !tch::lessons()[static_cast<std::size_t>(lesson_)].defines.empty();
}

std::vector<LessonScreens::Screen> LessonScreens::screens() const {
    std::vector<Screen> out;
    for (int s = 0; s < ScreenCount; ++s)
        if (hasScreen(static_cast<Screen>(s))) out.push_back(static_cast<Screen>(s));
    return out;
}

void LessonScreens::next() {
    for (int s = screen_ + 1; s < ScreenCount; ++s)
        if (hasScreen(static_cast<Screen>(s))) {
            screen_ = static_cast<Screen>(s);
            render();
            return;
        }
    emit pastLastScreen();
}

void LessonScreens::back() {
    for (int s = screen_ - 1; s >= 0; --s)
        if (hasScreen(static_cast<Screen>(s))) {
            screen_ = static_cast<Screen>(s);
            render();
            return;
        }
    emit beforeFirstScreen();
}

QString LessonScreens::headingText() const {
    return heading_->text();
}

QString LessonScreens::screenText() const {
    QTextDocument doc;
    doc.setHtml(extra_->text());
    return body_->text() + QLatin1Char('\n') + doc.toPlainText();
}

QString LessonScreens::positionText() const {
    return position_->text();
}

void LessonScreens::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) render();
    QWidget::changeEvent(e);
}

void LessonScreens::openGlossary(const QString& link) {
    const QString prefix = QStringLiteral("ranklens:glossary/");
    if (!link.startsWith(prefix)) return;
    auto* w = new GlossaryWindow(this);
    w->setWindowFlag(Qt::Window);
    w->setAttribute(Qt::WA_DeleteOnClose);
    fitToScreen(w, QSize(900, 760));
    w->show();
    w->showEntry(link.mid(prefix.size()));
}

// Each new quantity of the lesson, its name (up to the first colon) in bold.
QString LessonScreens::definitionsHtml() const {
    const tch::Lesson& l = tch::lessons()[static_cast<std::size_t>(lesson_)];
    QString html;
    for (const auto& d : l.defines) {
        const QString text = lessonText(d.text);
        int colon = text.indexOf(QLatin1Char(':'));
        const int wide = text.indexOf(QChar(0xFF1A));  // "：" in Chinese
        if (colon < 0 || (wide >= 0 && wide < colon)) colon = wide;
        html += colon > 0 ? QStringLiteral("<p><b>%1</b>%2</p>")
                                .arg(text.left(colon + 1).toHtmlEscaped(),
                                     text.mid(colon + 1).toHtmlEscaped())
                          : QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
    }
    return html + QStringLiteral("<p><i>%1</i></p>")
                      .arg(tr("Next shows the question: it asks only for what is defined here "
                              "or in an earlier lesson.")
                               .toHtmlEscaped());
}

namespace {

// One list as a table: ranks and grades (categories and popularity for beyond accuracy); a
// ties list as the system listed it, with document ids and scores and no ranks.
QString listTable(const tch::LessonList& list) {
    const QString cell = QStringLiteral("<td align=\"center\">%1</td>");
    QStringList rows;
    if (!list.docids.empty()) {
        QString docs = cell.arg(LessonScreens::tr("Document")),
                scores = cell.arg(LessonScreens::tr("Score")),
                grades = cell.arg(LessonScreens::tr("Grade"));
        for (int i : list.listed) {
            const auto at = static_cast<std::size_t>(i);
            docs += cell.arg(QString::fromUtf8(list.docids[at]));
            scores += cell.arg(list.scores[at], 0, 'f', 1);
            grades += cell.arg(QStringLiteral("<b>%1</b>").arg(list.grades[at]));
        }
        rows << docs << scores << grades;
    } else {
        QString ranks = cell.arg(LessonScreens::tr("Rank")),
                grades = cell.arg(LessonScreens::tr("Grade"));
        QString cats = cell.arg(LessonScreens::tr("Category")),
                pops = cell.arg(LessonScreens::tr("Popularity"));
        for (std::size_t i = 0; i < list.grades.size(); ++i) {
            ranks += cell.arg(i + 1);
            grades += cell.arg(QStringLiteral("<b>%1</b>").arg(list.grades[i]));
            if (i < list.categories.size()) cats += cell.arg(lessonText(list.categories[i]));
            if (i < list.popularity.size()) pops += cell.arg(list.popularity[i]);
        }
        rows << ranks << grades;
        if (!list.categories.empty()) rows << cats << pops;
    }
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"5\">");
    for (const QString& r : rows) html += QStringLiteral("<tr>%1</tr>").arg(r);
    html += QStringLiteral("</table>");
    if (list.unretrievedRelevant > 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(LessonScreens::tr("Relevant items the list did not return: %1, each of "
                                           "grade 1.")
                             .arg(list.unretrievedRelevant));
    return html;
}

bool asksAny(const tch::Lesson& l, std::initializer_list<const char*> concepts) {
    const auto asks = tch::lessonAsks(l);
    for (const char* c : concepts)
        if (std::find(asks.begin(), asks.end(), c) != asks.end()) return true;
    return false;
}

}  // namespace

// The settings the question needs: k when a value is cut at k, what relevant means, the gain
// and the ideal when a value is graded.
QString LessonScreens::settingsText() const {
    const tch::Lesson& l = tch::lessons()[static_cast<std::size_t>(lesson_)];
    QStringList parts;
    const bool atK = std::any_of(l.expected.begin(), l.expected.end(), [](const auto& x) {
        using Q = tch::LessonQuantity;
        return x.quantity != Q::MeanRr && x.quantity != Q::Rr && x.quantity != Q::Discount &&
               x.quantity != Q::Gain;
    });
    if (atK) parts << tr("k = %1").arg(l.k);
    if (asksAny(l, {"P@k", "R@k", "AP", "RR"}))
        parts << tr("an item is relevant when its grade is 1 or more");
    if (asksAny(l, {"DCG", "gain"}))
        parts << (l.cfg.gain == core::GainKind::Exponential
                      ? tr("the gain of grade g is 2^g − 1")
                      : tr("the gain of grade g is g itself"));
    if (asksAny(l, {"IDCG"}))
        parts << (l.cfg.ideal == core::IdealOrder::Retrieved
                      ? tr("the ideal list re-sorts the returned items")
                      : tr("the ideal list sorts every labelled item by grade"));
    if (parts.isEmpty()) return {};
    //: The settings of a lesson's question, joined: "k = 5; an item is relevant when …".
    return tr("%1.").arg(parts.join(tr("; ")));
}

QString LessonScreens::listsHtml() const {
    const tch::Lesson& l = tch::lessons()[static_cast<std::size_t>(lesson_)];
    QString html;
    for (const auto& list : l.lists) {
        if (l.lists.size() > 1)
            html += QStringLiteral("<p><b>%1</b></p>").arg(lessonText(list.name));
        html += listTable(list);
    }
    const QString settings = settingsText();
    if (!settings.isEmpty()) html += QStringLiteral("<p>%1</p>").arg(settings.toHtmlEscaped());
    html += QStringLiteral("<p><i>%1</i></p>")
                .arg(tr("Work it out on paper first; Next shows the answer.").toHtmlEscaped());
    return html;
}

QString LessonScreens::answersHtml() const {
    const tch::Lesson& l = tch::lessons()[static_cast<std::size_t>(lesson_)];
    QString rows;
    for (const auto& x : l.expected)
        rows += QStringLiteral("<tr><td>%1</td><td align=\"right\"><b>%2</b></td></tr>")
                    .arg(LessonsWindow::quantityName(l, x).toHtmlEscaped(),
                         QString::number(x.value, 'f', x.decimals));
    return QStringLiteral(
               "<table border=\"1\" cellspacing=\"0\" "
               "cellpadding=\"8\"><tr><th>%1</th><th>%2</th></tr>"
               "%3</table><p><i>%4</i></p>")
        .arg(tr("Value"), tr("Expected"), rows,
             tr("Did you get the same? Next says what to notice.").toHtmlEscaped());
}

void LessonScreens::render() {
    back_->setText(tr("Back"));
    next_->setText(tr("Next"));
    steps_->setText(tr("Show every step"));
    steps_->setToolTip(
        tr("The list itself, to drag and grade, with every step of the "
           "computation and the definitions side by side"));
    const auto all = tch::lessons();
    if (lesson_ < 0 || lesson_ >= static_cast<int>(all.size())) return;
    const tch::Lesson& l = all[static_cast<std::size_t>(lesson_)];
    const QString title = lessonText(l.title);
    switch (screen_) {
        case Define:
            heading_->setText(tr("Lesson %1 — %2").arg(l.number).arg(title));
            body_->setText(tr("New in this lesson:"));
            extra_->setText(definitionsHtml());
            break;
        case Question:
            heading_->setText(hasScreen(Define) ? tr("The question — %1").arg(title)
                                                : tr("Lesson %1 — %2").arg(l.number).arg(title));
            body_->setText(lessonText(l.question));
            extra_->setText(l.queries > 0 ? LessonStatisticsText::scoresHtml(l) +
                                                LessonStatisticsText::glossaryLinksHtml(l)
                                          : listsHtml());
            break;
        case Answer:
            heading_->setText(tr("The answer — %1").arg(title));
            body_->setText(tr("The values you should have found:"));
            extra_->setText(answersHtml());
            break;
        case Notice:
        case ScreenCount:
            heading_->setText(tr("What to notice — %1").arg(title));
            body_->setText(lessonText(l.takeaway));
            if (l.queries > 0) {  // a statistics lesson
                extra_->setText(LessonStatisticsText::glossaryLinksHtml(l) +
                                LessonStatisticsText::stepsHintHtml());
                break;
            }
            extra_->setText(
                QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("Show every step opens the list itself: drag an item or press 0–4 "
                            "to change a grade, and watch every step of the computation "
                            "follow.")
                             .toHtmlEscaped()));
            break;
    }
    const auto shown = screens();
    const auto at = std::find(shown.begin(), shown.end(), screen_) - shown.begin();
    position_->setText(tr("Lesson %1 of %2 · screen %3 of %4")
                           .arg(lesson_ + 1)
                           .arg(all.size())
                           .arg(at + 1)
                           .arg(shown.size()));
    back_->setEnabled(lesson_ > 0 || screen_ != shown.front());
    next_->setEnabled(lesson_ + 1 < static_cast<int>(all.size()) || screen_ != shown.back());
}

}  // namespace ranklens::ui
