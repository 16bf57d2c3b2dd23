#include "ui/curves/curve_axes.h"

#include <QStringList>

#include "ui/common/measure_text.h"

namespace ranklens::ui {

bool inUnitInterval(const core::MeasureInfo& m) {
    return m.range == core::ValueRange::Share || m.range == core::ValueRange::Normalised;
}

QString CurveAxesText::withUnit(const core::MeasureInfo& m) {
    switch (m.range) {
        case core::ValueRange::Bits:
            return tr("%1 (bits)").arg(measureLabel(m));
        case core::ValueRange::Popularity:
            return tr("%1 (popularity)").arg(measureLabel(m));
        default:
            return measureLabel(m);
    }
}

CurveAxes CurveAxesText::split(const std::vector<const core::MeasureInfo*>& metrics) {
    CurveAxes out;
    bool anyUnit = false;
    for (const auto* m : metrics) anyUnit = anyUnit || inUnitInterval(*m);
    QStringList right, left;
    for (const auto* m : metrics) {
        const bool second = anyUnit && !inUnitInterval(*m);
        out.second.push_back(second);
        if (second) right << withUnit(*m);
        if (!anyUnit) left << withUnit(*m);
    }
    out.left = anyUnit ? (right.isEmpty() ? tr("value") : tr("value (0–1)"))
                       : left.join(QStringLiteral(" · "));
    out.right = right.join(QStringLiteral(" · "));
    return out;
}

}  // namespace ranklens::ui
