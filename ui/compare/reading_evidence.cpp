#include "ui/compare/reading_evidence.h"

#include <QCoreApplication>
#include <cmath>

namespace ranklens::ui {

namespace {

QString columnDelta(const ComparisonOutcome& o, std::size_t run, std::size_t m) {
    const auto& c = o.comparison.cell(run, m);
    const QString name = QString::fromStdString(o.input.metrics[m].display);
    if (!std::isfinite(c.delta)) return name + QStringLiteral(" –");
    const double d = c.delta == 0 ? 0.0 : c.delta;
    return QStringLiteral("%1 %2%3%4")
        .arg(name, d >= 0 ? QStringLiteral("+") : QString(), QString::number(d, 'f', 4),
             c.significant ? QStringLiteral("*") : QString());
}

}  // namespace

QString readingEvidence(const ComparisonOutcome& o, const core::compare::Reading& r) {
    QStringList parts;
    if (r.pattern == "no paired query") return {};
    if (r.pattern == "no significant difference") {
        const auto& best = o.comparison.cell(r.run, r.smallestPColumn);
        QString p =
            QCoreApplication::translate("ReadingAid", "p %1").arg(best.pAdjusted, 0, 'f', 4);
        if (r.mdeColumn)
            p = QCoreApplication::translate("ReadingAid", "%1, detectable from %2 %3")
                    .arg(p)
                    .arg(o.comparison.cell(r.run, *r.mdeColumn).mde, 0, 'f', 3)
                    .arg(QString::fromStdString(o.input.metrics[*r.mdeColumn].display));
        parts << p;
    }
    for (std::size_t m : r.metrics) parts << columnDelta(o, r.run, m);
    return parts.join(QCoreApplication::translate("ReadingAid", ", "));
}

}  // namespace ranklens::ui
