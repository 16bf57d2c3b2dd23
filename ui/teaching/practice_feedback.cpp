#include "ui/teaching/practice_feedback.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>

#include "core/measures/measure.h"
#include "core/teaching/glossary.h"
#include "core/teaching/lessons.h"
#include "core/teaching/practice_mistakes.h"
#include "core/teaching/practice_progress.h"
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

QString practiceLevelName(t::PracticeLevel l) {
    switch (l) {
        case t::PracticeLevel::Binary:
            return PracticeWindow::tr("binary grades");
        case t::PracticeLevel::Graded:
            return PracticeWindow::tr("graded");
        case t::PracticeLevel::Ties:
            return PracticeWindow::tr("tied scores");
        case t::PracticeLevel::SeveralQueries:
            return PracticeWindow::tr("several queries");
        case t::PracticeLevel::Statistics:
            return PracticeWindow::tr("statistics");
    }
    return {};
}

QString practiceTopicName(const std::string& topic) {
    const auto kt = t::parsePracticeTopic(topic);
    if (!kt) return QString::fromStdString(topic);
    const auto [kind, measure] = *kt;
    if (kind == t::PracticeKind::Construct || kind == t::PracticeKind::Choose)
        return practiceKindName(kind);
    return PracticeWindow::tr("%1 · %2").arg(practiceKindName(kind),
                                             QString::fromUtf8(t::toString(measure)));
}

QString practiceMistakeName(const std::string& id) {
    return PracticeWindow::tr_(t::answerMistakeTitle(id));
}

namespace {

QString esc(const QString& s) {
    return s.toHtmlEscaped();
}

QString para(const QString& s) {
    return QStringLiteral("<p>%1</p>").arg(esc(s));
}

QString value(double v) {
    return QString::fromStdString(t::practiceValueText(v));
}

QString lines(const std::vector<t::PracticeText>& texts) {
    QString html;
    for (const auto& x : texts) html += para(PracticeWindow::text(x));
    return html;
}

// What went wrong with a compute answer: the mistake, or each possible one ("perhaps") when two
// mistakes give the number typed and the typed fraction did not decide.
QString computeDiagnosis(const t::PracticeGrade& g) {
    if (g.candidates.size() < 2) return para(PracticeWindow::tr_(t::mistakeExplanation(g.mistake)));
    QString html = para(PracticeWindow::tr("Two different mistakes give this number:"));
    html += QStringLiteral("<ul>");
    for (const auto m : g.candidates)
        html += QStringLiteral("<li>%1</li>")
                    .arg(esc(PracticeWindow::tr("Perhaps: %1")
                                 .arg(PracticeWindow::tr_(t::mistakeExplanation(m)))));
    return html + QStringLiteral("</ul>");
}

// The answer and why it is right (shown when right, after a second wrong try, or on request).
QString answerAndWhy(const t::PracticeExercise& ex, const t::PracticeGrade* g, bool right) {
    QString html;
    // A prediction in the learner's words (上升 / 下降 / 不变 are read as answers too).
    const QString expected = ex.kind != t::PracticeKind::Predict
                                 ? QString::fromStdString(t::expectedAnswerText(ex))
                             : ex.direction == t::Direction::Rise ? PracticeWindow::tr("rise")
                             : ex.direction == t::Direction::Fall ? PracticeWindow::tr("fall")
                                                                  : PracticeWindow::tr("stay");
    if (!right) html += para(PracticeWindow::tr("The answer is %1.").arg(expected));
    switch (ex.kind) {
        case t::PracticeKind::Compute:
            html +=
                QStringLiteral("<p><b>%1</b></p><ol>").arg(esc(PracticeWindow::tr("Worked steps")));
            for (const auto& s : t::workedSteps(ex))
                html += QStringLiteral("<li>%1</li>").arg(esc(PracticeWindow::text(s)));
            return html + QStringLiteral("</ol>");
        case t::PracticeKind::Predict:
            html +=
                para(PracticeWindow::tr("After the swap %1 goes from %2 to %3: it %4.")
                         .arg(QString::fromStdString(t::measureLabel(ex.measure, ex.k)),
                              value(ex.before), value(ex.after),
                              ex.direction == t::Direction::Rise   ? PracticeWindow::tr("rises")
                              : ex.direction == t::Direction::Fall ? PracticeWindow::tr("falls")
                                                                   : PracticeWindow::tr("stays")));
            if (g && g->amount)
                html +=
                    para(g->amountRight
                             ? PracticeWindow::tr("Your amount, %1, is roughly right.")
                                   .arg(value(*g->amount))
                             : PracticeWindow::tr("Your amount, %1, is off: the change is %2.")
                                   .arg(value(*g->amount), value(std::abs(ex.after - ex.before))));
            break;
        case t::PracticeKind::Construct:
            if (g)
                html +=
                    para(PracticeWindow::tr("Your list: P@%1 = %2, NDCG@%1 = %3. Target P@%1 = "
                                            "%4%5.")
                             .arg(ex.k)
                             .arg(value(g->achievedP), value(g->achievedNdcg), value(ex.expected),
                                  ex.bestNdcg ? PracticeWindow::tr(", best NDCG@%1 = %2")
                                                    .arg(ex.k)
                                                    .arg(value(ex.bestNdcgValue))
                                              : QString()));
            break;
        case t::PracticeKind::Choose:
            break;
    }
    return html + lines(t::practiceWhy(ex));
}

}  // namespace

QString practiceFeedbackHtml(const t::PracticeExercise& ex, const t::PracticeGrade& g,
                             const std::string& answer, bool revealed) {
    if (g.verdict == t::Verdict::Unreadable) {
        return QStringLiteral("<p><b>%1</b> %2</p>")
            .arg(esc(PracticeWindow::tr("Could not read the answer.")),
                 esc(PracticeWindow::tr_(t::answerProblemText(g.problem)) + QLatin1Char(' ') +
                     PracticeWindow::tr("It does not count as wrong; try again.")));
    }
    const bool right = g.verdict == t::Verdict::Right;
    QString html =
        QStringLiteral("<p style=\"color:%1\"><b>%2</b></p>")
            .arg(right ? QStringLiteral("#1b7f3b") : QStringLiteral("#b3261e"),
                 esc(right ? PracticeWindow::tr("Right.") : PracticeWindow::tr("Not quite.")));
    if (!right) {
        html += ex.kind == t::PracticeKind::Compute ? computeDiagnosis(g)
                                                    : lines(t::practiceHint(ex, answer));
    }
    if (right || revealed) html += answerAndWhy(ex, &g, right);
    html += practiceLinksHtml(ex);
    html += para(right      ? PracticeWindow::tr("Press Enter or Next for another exercise.")
                 : revealed ? PracticeWindow::tr("Press Enter or Next for another exercise.")
                            : PracticeWindow::tr("Try again, or press Show answer."));
    return html;
}

QString practiceRevealedHtml(const t::PracticeExercise& ex) {
    return answerAndWhy(ex, nullptr, false) + practiceLinksHtml(ex) +
           para(PracticeWindow::tr("Press Enter or Next for another exercise."));
}

QString practiceLinksHtml(const t::PracticeExercise& ex) {
    QString html;
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
    return html;
}

}  // namespace ranklens::ui
