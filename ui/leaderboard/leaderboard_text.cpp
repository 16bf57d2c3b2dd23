#include "ui/leaderboard/leaderboard_text.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "ui/common/no_value.h"

namespace ranklens::ui {

namespace st = core::stats;

QString LeaderboardText::testName(st::PairTest t) {
    switch (t) {
        case st::PairTest::RandomizedTukey:
            return tr("randomised Tukey HSD");
        case st::PairTest::Tukey:
            return tr("Tukey HSD (two-way ANOVA)");
        case st::PairTest::PairedT:
            return tr("paired t-test");
        case st::PairTest::Randomization:
            return tr("randomisation test");
    }
    return {};
}

QString LeaderboardText::correctionName(st::Correction c) {
    switch (c) {
        case st::Correction::Holm:
            return tr("Holm");
        case st::Correction::BenjaminiHochberg:
            return tr("Benjamini–Hochberg");
        case st::Correction::Bonferroni:
            return tr("Bonferroni");
        case st::Correction::None:
            return tr("no correction");
    }
    return {};
}

QString LeaderboardText::describeTest(const st::AllPairsOptions& o) {
    QString test = testName(o.test);
    if (o.test == st::PairTest::RandomizedTukey || o.test == st::PairTest::Randomization)
        test = tr("%1, %2 permutations (seed %3)").arg(test).arg(o.permutations).arg(o.seed);
    if (st::usesCorrection(o.test))
        test = tr("%1, corrected by %2").arg(test, correctionName(o.correction));
    return tr("%1; α %2; intervals at %3 %; power %4 %")
        .arg(test)
        .arg(o.alpha)
        .arg(percent(o.confidence), percent(o.power));
}

QString LeaderboardText::pSource(const st::AllPairsOptions& o) {
    if (!st::usesCorrection(o.test)) return tr("%1, which covers every pair").arg(testName(o.test));
    if (o.correction == st::Correction::None) return tr("%1, no correction").arg(testName(o.test));
    return tr("%1, %2 over the pairs").arg(testName(o.test), correctionName(o.correction));
}

QString LeaderboardText::powerSentence(const core::compare::LeaderboardMeasure& m,
                                       const st::AllPairsOptions& o) {
    std::vector<double> mdes;
    for (const auto& p : m.result.pairs)
        if (p.mde) mdes.push_back(*p.mde);
    if (mdes.empty()) return {};
    std::sort(mdes.begin(), mdes.end());
    const std::size_t n = mdes.size();
    const double median = n % 2 ? mdes[n / 2] : (mdes[n / 2 - 1] + mdes[n / 2]) / 2;
    return tr("With %1 queries, differences below %2 %3 (median over the pairs) cannot be told "
              "from noise at %4 % power.")
        .arg(m.result.topics)
        .arg(median, 0, 'f', 3)
        .arg(QString::fromStdString(m.column.display), percent(o.power));
}

QString LeaderboardText::pairPowerSentence(const core::compare::Leaderboard& l,
                                           const core::compare::LeaderboardMeasure& m,
                                           const st::PairSummary& p) {
    const QString a = QString::fromStdString(l.runs[p.a]);
    const QString b = QString::fromStdString(l.runs[p.b]);
    if (!p.mde)
        return tr("%1 and %2: no minimal detectable effect (%3).")
            .arg(a, b, reason(p.missingReason));
    return tr("With %1 queries, differences below %2 %3 between %4 and %5 cannot be told from "
              "noise at %6 % power.")
        .arg(m.result.topics)
        .arg(*p.mde, 0, 'f', 3)
        .arg(QString::fromStdString(m.column.display), a, b, percent(l.options.power));
}

QString LeaderboardText::pairVerdict(const core::compare::Leaderboard& l,
                                     const core::compare::LeaderboardMeasure& m,
                                     const st::PairSummary& p) {
    const QString metric = QString::fromStdString(m.column.display);
    const QString interval =
        tr("%1 % CI of the difference %2 to %3")
            .arg(percent(l.options.confidence), number(p.ciLow, true), number(p.ciHigh, true));
    const QString a = QString::fromStdString(l.runs[p.a]);
    const QString b = QString::fromStdString(l.runs[p.b]);
    if (p.significant) {
        const bool bHigher = p.delta > 0;
        return tr("%1 scores higher than %2 by %3 %4: significant (p %5, %6; %7).")
            .arg(bHigher ? b : a, bHigher ? a : b, number(std::abs(p.delta)), metric,
                 pValue(p.pAdjusted), pSource(l.options), interval);
    }
    return tr("No significant difference between %1 and %2: Δ %3 %4 (p %5, %6; %7).")
        .arg(b, a, number(p.delta, true), metric, pValue(p.pAdjusted), pSource(l.options),
             interval);
}

QString LeaderboardText::queriesNeeded(std::optional<std::size_t> n) {
    return n ? QString::number(*n) : NoValue::dash();
}

QString LeaderboardText::reason(const std::string& coreReason) {
    return QCoreApplication::translate("Statistics", coreReason.c_str());
}

QString LeaderboardText::number(double v, bool sign) {
    QString s = NoValue::number(v == 0 ? 0.0 : v, 4, sign);
    if (s == QLatin1String("+0.0000") || s == QLatin1String("-0.0000"))
        s = QStringLiteral("0.0000");  // below the shown precision: no sign
    return s.replace(QLatin1Char('-'), QChar(0x2212));
}

QString LeaderboardText::pValue(double p) {
    return p < 0.0001 ? tr("< 0.0001") : NoValue::number(p, 4);
}

QString LeaderboardText::percent(double share) {
    return QString::number(100 * share, 'g', 4);
}

}  // namespace ranklens::ui
