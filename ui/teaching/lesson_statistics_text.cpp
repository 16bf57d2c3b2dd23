#include "ui/teaching/lesson_statistics_text.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/teaching/lessons_statistics.h"

namespace ranklens::ui {

namespace {

namespace tch = core::teaching;
using S = tch::LessonStatistic;

QString letter(int system) {
    return QString(QChar(u'A' + system));
}

std::vector<std::vector<std::int32_t>> gradesOf(const tch::Lesson& l) {
    std::vector<std::vector<std::int32_t>> out;
    for (const auto& list : l.lists) out.push_back(list.grades);
    return out;
}

bool uses(const tch::Lesson& l, std::initializer_list<S> what) {
    return std::any_of(l.expected.begin(), l.expected.end(), [&](const auto& x) {
        return x.quantity == tch::LessonQuantity::Statistic &&
               std::find(what.begin(), what.end(), static_cast<S>(x.k)) != what.end();
    });
}

}  // namespace

QString LessonStatisticsText::quantityName(const tch::Lesson& l, const tch::LessonExpectation& x) {
    const auto [a, b] = tch::lessonPair(l, x.list);
    const QString difference = tr("%1 − %2").arg(letter(b), letter(a));
    const QString pair =
        tch::lessonSystems(l) > 2 ? tr(", %1 against %2").arg(letter(b), letter(a)) : QString();
    switch (static_cast<S>(x.k)) {
        case S::Mean:
            return tr("mean P@%1 of %2").arg(l.k).arg(letter(x.list));
        case S::SdScores:
            return tr("sd of %1's scores").arg(letter(x.list));
        case S::MeanDifference:
            return tr("mean difference %1").arg(difference);
        case S::Wins:
            return tr("queries where %1 is better").arg(letter(b));
        case S::Losses:
            return tr("queries where %1 is worse").arg(letter(b));
        case S::SdDifference:
            return tr("sd of the differences");
        case S::StandardError:
            return tr("standard error se");
        case S::T:
            return tr("t");
        case S::P:
            return tr("p-value") + pair;
        case S::CiLow:
            return tr("95 % interval, lower end");
        case S::CiHigh:
            return tr("95 % interval, upper end");
        case S::EffectSize:
            return tr("effect size d_z");
        case S::Mde:
            return tr("MDE with %1 queries").arg(l.queries);
        case S::QueriesForObserved: {
            const double observed = tch::statisticsLessonValue(
                l, gradesOf(l), {x.quantity, x.list, static_cast<int>(S::MeanDifference), 0, 3});
            return tr("queries needed for %1").arg(observed, 0, 'f', 3);
        }
        case S::QueriesForTarget:
            return tr("queries needed for %1").arg(l.targetDelta, 0, 'f', 2);
        case S::Bonferroni:
            return tr("p after Bonferroni") + pair;
        case S::Holm:
            return tr("p after Holm") + pair;
    }
    return {};
}

QString LessonStatisticsText::scoresHtml(const tch::Lesson& l) {
    const auto grades = gradesOf(l);
    const int systems = tch::lessonSystems(l);
    const QString cell = QStringLiteral("<td align=\"center\">%1</td>");
    QString head = cell.arg(tr("Query"));
    for (int q = 0; q < l.queries; ++q) head += cell.arg(q + 1);
    QString rows = QStringLiteral("<tr>%1</tr>").arg(head);
    for (int s = 0; s < systems; ++s) {
        QString row = cell.arg(tr("P@%1 of %2").arg(l.k).arg(letter(s)));
        for (double v : tch::lessonScores(l, grades, s))
            row += cell.arg(QStringLiteral("<b>%1</b>").arg(v, 0, 'f', 1));
        rows += QStringLiteral("<tr>%1</tr>").arg(row);
    }
    for (int p = 0; p < systems * (systems - 1) / 2; ++p) {
        const auto [a, b] = tch::lessonPair(l, p);
        const auto sa = tch::lessonScores(l, grades, a), sb = tch::lessonScores(l, grades, b);
        QString row = cell.arg(tr("d = %1 − %2").arg(letter(b), letter(a)));
        for (std::size_t q = 0; q < sa.size(); ++q) {
            const double d = sb[q] - sa[q];
            row += cell.arg(std::abs(d) < 1e-9 ? QStringLiteral("0")
                                               : QString::number(d, 'f', 1).replace(
                                                     QLatin1Char('-'), QChar(0x2212)));
        }
        rows += QStringLiteral("<tr>%1</tr>").arg(row);
    }
    return QStringLiteral(
               "<table border=\"1\" cellspacing=\"0\" cellpadding=\"5\">%1</table>"
               "<p>%2</p><p><i>%3</i></p>")
        .arg(rows,
             tr("P@%1 = relevant items in the top %1 / %1; one column per query.")
                 .arg(l.k)
                 .toHtmlEscaped(),
             tr("Work it out on paper first; Next shows the answer.").toHtmlEscaped());
}

QString LessonStatisticsText::glossaryLinksHtml(const tch::Lesson& l) {
    QStringList links;
    auto add = [&](const char* key, const QString& name) {
        links << QStringLiteral("<a href=\"ranklens:glossary/%1\">%2</a>")
                     .arg(QString::fromLatin1(key), name.toHtmlEscaped());
    };
    if (uses(l, {S::T, S::P, S::StandardError})) add("p-value", tr("p-value"));
    if (uses(l, {S::CiLow, S::CiHigh})) add("confidence-interval", tr("confidence interval"));
    if (uses(l, {S::EffectSize})) add("effect-size", tr("effect size"));
    if (uses(l, {S::Mde, S::QueriesForObserved, S::QueriesForTarget}))
        add("power", tr("power and the minimum detectable effect"));
    if (uses(l, {S::Bonferroni, S::Holm})) add("multiple-comparisons", tr("multiple comparisons"));
    if (links.isEmpty()) return {};
    return QStringLiteral("<p>%1 %2</p>")
        .arg(tr("In the glossary:").toHtmlEscaped(), links.join(QStringLiteral(" · ")));
}

QString LessonStatisticsText::stepsHintHtml() {
    return QStringLiteral("<p><i>%1</i></p>")
        .arg(tr("Show every step opens each query's list: change a grade or move an item, "
                "and every value of this lesson follows in the table beside it.")
                 .toHtmlEscaped());
}

}  // namespace ranklens::ui
