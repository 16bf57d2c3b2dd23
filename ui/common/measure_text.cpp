#include "ui/common/measure_text.h"

#include <QByteArray>
#include <QCoreApplication>

namespace ranklens::ui {

namespace {
QString translated(std::string_view text) {
    // string_view is not guaranteed to be NUL-terminated: copy it for translate().
    const QByteArray source(text.data(), static_cast<qsizetype>(text.size()));
    return QCoreApplication::translate("Measures", source.constData());
}
}  // namespace

QString measureLabel(const core::MeasureInfo& m) {
    return translated(m.label);
}

QString measureTitle(const core::MeasureInfo& m) {
    return translated(m.title);
}

QString measureDescription(const core::MeasureInfo& m) {
    return translated(m.description);
}

QString measureLabelAt(const core::MeasureInfo& m, int k) {
    QString l = measureLabel(m);
    if (l.endsWith(QLatin1String("@k"))) l = l.chopped(1) + QString::number(k);
    return l;
}

}  // namespace ranklens::ui
