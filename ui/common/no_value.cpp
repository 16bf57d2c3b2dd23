#include "ui/common/no_value.h"

#include <cmath>

namespace ranklens::ui {

QString NoValue::dash() {
    return QStringLiteral("\u2013");
}

QString NoValue::number(double v, int decimals, bool sign) {
    if (!std::isfinite(v)) return dash();
    const QString s = QString::number(v, 'f', decimals);
    return sign && !s.startsWith(QLatin1Char('-')) ? QLatin1Char('+') + s : s;
}

QString NoValue::mean(double v, std::size_t n, int decimals, bool sign) {
    return n == 0 ? dash() : number(v, decimals, sign);
}

QString NoValue::csv(double v) {
    return std::isfinite(v) ? QString::number(v, 'g', 10) : dash();
}

QString NoValue::withReason(const QString& reason) {
    return tr("%1 (%2)").arg(dash(), reason);
}

QString NoValue::noQueries() {
    return tr("no query to average");
}

QString NoValue::tooFewPairs(std::size_t pairs, std::size_t needed) {
    return tr("needs at least %1 paired queries (here: %2)").arg(needed).arg(pairs);
}

}  // namespace ranklens::ui
