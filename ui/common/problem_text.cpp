#include "ui/common/problem_text.h"

#include <QCoreApplication>

namespace ranklens::ui {

QString problemText(const core::Problem& p) {
    const QString t = QCoreApplication::translate("Problem", core::problemTemplate(p.code));
    // %1..%9 in one pass, as core::fillTemplate: a value holding "%2" stays as it is.
    QString out;
    out.reserve(t.size() + 16);
    for (qsizetype i = 0; i < t.size(); ++i) {
        const QChar c = t.at(i), d = i + 1 < t.size() ? t.at(i + 1) : QChar();
        const int n = c == QLatin1Char('%') && d >= QLatin1Char('1') && d <= QLatin1Char('9')
                          ? d.digitValue()
                          : 0;
        if (n > 0 && static_cast<std::size_t>(n) <= p.values.size()) {
            out += QString::fromStdString(p.values[static_cast<std::size_t>(n - 1)]);
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

}  // namespace ranklens::ui
