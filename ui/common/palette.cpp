#include "ui/common/palette.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace ranklens::ui {

QColor runColor(int run) {
    static const std::array<QColor, 8> colors{QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x5f, 0x0e),
                                              QColor(0x2c, 0xa0, 0x2c), QColor(0x94, 0x67, 0xbd),
                                              QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2),
                                              QColor(0x7f, 0x7f, 0x7f), QColor(0x17, 0xbe, 0xcf)};
    return colors[static_cast<std::size_t>(std::max(run, 0)) % colors.size()];
}

Qt::PenStyle metricStyle(int metric) {
    static const std::array<Qt::PenStyle, 5> styles{Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                                    Qt::DashDotLine, Qt::DashDotDotLine};
    return styles[static_cast<std::size_t>(std::max(metric, 0)) % styles.size()];
}

QColor valueColor(double v) {
    if (std::isnan(v)) return {};
    const double t = std::clamp(v, 0.0, 1.0);
    // white (255,255,255) → soft green (120, 200, 140)
    return QColor::fromRgbF(static_cast<float>(1.0 - 0.53 * t), static_cast<float>(1.0 - 0.22 * t),
                            static_cast<float>(1.0 - 0.45 * t));
}

QColor deltaColor(double d) {
    if (std::isnan(d) || d == 0.0) return {};
    const double t = std::clamp(std::abs(d) * 2.0, 0.0, 1.0);  // |Δ| >= 0.5 is full colour
    if (d < 0)
        return QColor::fromRgbF(1.0f, static_cast<float>(1.0 - 0.55 * t),
                                static_cast<float>(1.0 - 0.55 * t));
    return QColor::fromRgbF(static_cast<float>(1.0 - 0.6 * t), static_cast<float>(1.0 - 0.25 * t),
                            static_cast<float>(1.0 - 0.2 * t));
}

}  // namespace ranklens::ui
