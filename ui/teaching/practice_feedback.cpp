#include "ui/teaching/practice_feedback.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>

#include "core/measures/measure.h"
#include "core/teaching/glossary.h"
#include "core/teaching/lessons.h"
#include "core/teaching/practice_mistakes.h"
#include "ui/common/measure_text.h"
#include "ui/teaching/practice_window.h"

namespace ranklens::ui {

namespace t = core::teaching;

QString practiceKindName(t::PracticeKind k) {
    switch (k) {
        case t::PracticeKind::Compute:
            return PracticeWindow::tr("Compute");
        case t::PracticeKind::Predict:
            return PracticeWindow::tr("Predict");
        case t::PracticeKind::Construct:
            return PracticeWindow::tr("Construct");
        case t::PracticeKind::Choose:
            return PracticeWindow::tr("Choose");
    }
    return {};
}

QString practiceMistakeName(const std::string& id) {
    if (const auto m = t::parseMistakeId(id)) return PracticeWindow::tr_(t::mistakeTitle(*m));
    if (id == "wrong_predict") return PracticeWindow::tr("a wrong prediction");
    if (id == "wrong_construct") return PracticeWindow::tr("a list that misses the target");
    if (id == "wrong_choose") return PracticeWindow::tr("a wrong choice");
    return QString::fromStdString(id);
}

QString practiceFeedbackHtml(const t::PracticeExercise& ex, const t::PracticeGrade& g) {
    QString html;
    const auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
    if (g.verdict == t::Verdict::Unreadable) {
        return QStringLiteral("<p><b>%1</b> %2</p>")
            .arg(esc(PracticeWindow::tr("Could not read the answer.")),
                 esc(PracticeWindow::tr_(t::answerProblemText(g.problem)) + QLatin1Char(' ') +
                     PracticeWindow::tr("It does not count as wrong; try again.")));
    }
    const bool right = g.verdict == t::Verdict::Right;
    html += QStringLiteral("<p style=\"color:%1\"><b>%2</b></p>")
                .arg(right ? QStringLiteral("#1b7f3b") : QStringLiteral("#b3261e"),
                     esc(right ? PracticeWindow::tr("Right.") : PracticeWindow::tr("Not quite.")));
    const QString expected = QString::fromStdString(t::expectedAnswerText(ex));
    switch (ex.kind) {
        case t::PracticeKind::Compute:
            if (!right) {
                html += QStringLiteral("<p>%1</p>")
                            .arg(esc(PracticeWindow::tr_(t::mistakeExplanation(g.mistake))));
                html += QStringLiteral("<p>%1</p>")
                            .arg(esc(PracticeWindow::tr("The answer is %1.").arg(expected)));
            }
            html +=
                QStringLiteral("<p><b>%1</b></p><ol>").arg(esc(PracticeWindow::tr("Worked steps")));
            for (const auto& s : t::workedSteps(ex))
                html += QStringLiteral("<li>%1</li>").arg(esc(PracticeWindow::text(s)));
            html += QStringLiteral("</ol>");
            break;
        case t::PracticeKind::Predict:
            html += QStringLiteral("<p>%1</p>")
                        .arg(esc(PracticeWindow::tr("After the swap %1 goes from %2 to %3: it %4.")
                                     .arg(QString::fromStdString(t::measureLabel(ex.measure, ex.k)),
                                          QString::fromStdString(t::practiceValueText(ex.before)),
                                          QString::fromStdString(t::practiceValueText(ex.after)),
                                          ex.direction == t::Direction::Rise
                                              ? PracticeWindow::tr("rises")
                                          : ex.direction == t::Direction::Fall
                                              ? PracticeWindow::tr("falls")
                                              : PracticeWindow::tr("stays"))));
            if (g.amount)
                html +=
                    QStringLiteral("<p>%1</p>")
                        .arg(esc(
                            g.amountRight
                                ? PracticeWindow::tr("Your amount, %1, is roughly right.")
                                      .arg(QString::fromStdString(t::practiceValueText(*g.amount)))
                                : PracticeWindow::tr("Your amount, %1, is off: the change is %2.")
                                      .arg(QString::fromStdString(t::practiceValueText(*g.amount)),
                                           QString::fromStdString(t::practiceValueText(
                                               std::abs(ex.after - ex.before))))));
            break;
        case t::PracticeKind::Construct:
            html +=
                QStringLiteral("<p>%1</p>")
                    .arg(esc(PracticeWindow::tr(
                                 "Your list: P@%1 = %2, NDCG@%1 = %3. Target P@%1 = %4%5. One "
                                 "right list: %6.")
                                 .arg(ex.k)
                                 .arg(QString::fromStdString(t::practiceValueText(g.achievedP)),
                                      QString::fromStdString(t::practiceValueText(g.achievedNdcg)),
                                      QString::fromStdString(t::practiceValueText(ex.expected)),
                                      ex.bestNdcg ? PracticeWindow::tr(", best NDCG@%1 = %2")
                                                        .arg(ex.k)
                                                        .arg(QString::fromStdString(
                                                            t::practiceValueText(ex.bestNdcgValue)))
                                                  : QString(),
                                      expected)));
            break;
        case t::PracticeKind::Choose:
            html += QStringLiteral("<p>%1</p><p>%2</p>")
                        .arg(esc(PracticeWindow::tr("The answer is %1.").arg(expected)),
                             esc(PracticeWindow::tr_(ex.reasoning)));
            break;
    }
    QStringList links;  // real links: the window opens the lesson or the glossary entry
    if (ex.lesson > 0 && ex.lesson <= static_cast<int>(t::lessons().size()))
        links
            << QStringLiteral("<a href=\"%1\">%2</a>")
                   .arg(QStringLiteral("ranklens:lesson/%1").arg(ex.lesson),
                        esc(PracticeWindow::tr("lesson %1, “%2” (Help ▸ Lessons)")
                                .arg(ex.lesson)
                                .arg(QCoreApplication::translate(
                                    "Lessons",
                                    t::lessons()[static_cast<std::size_t>(ex.lesson - 1)].title))));
    if (const auto* e = t::glossaryEntryFor(ex.glossaryTerm); e && *e->measure) {
        const auto* m = core::findMeasure(e->measure);
        links << QStringLiteral("<a href=\"%1\">%2</a>")
                     .arg(QStringLiteral("ranklens:glossary/") + QString::fromUtf8(e->measure),
                          esc(PracticeWindow::tr("the glossary entry %1 (Help ▸ Glossary)")
                                  .arg(m ? measureTitle(*m) : QString::fromUtf8(e->measure))));
    }
    if (!links.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(esc(PracticeWindow::tr("Practises: %1."))
                             .arg(links.join(QStringLiteral("; "))));
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(right ? PracticeWindow::tr("Press Enter or Next for another exercise.")
                               : PracticeWindow::tr("Try again, or press Next.")));
    return html;
}

}  // namespace ranklens::ui
