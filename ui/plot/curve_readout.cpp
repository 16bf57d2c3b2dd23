#include "ui/plot/curve_readout.h"

#include <QLineF>
#include <algorithm>
#include <cmath>

namespace ranklens::ui {

QString curveValuesTable(const QVector<PlotSeries>& curves, double x) {
    const int k = static_cast<int>(std::lround(x));
    QString text = QStringLiteral("<b>k = %1</b><table>").arg(k);
    for (const auto& s : curves) {
        const auto it = std::lower_bound(s.x.begin(), s.x.end(), static_cast<double>(k));
        if (it == s.x.end() || *it != k) continue;
        const double v = s.y[static_cast<int>(it - s.x.begin())];
        text += QStringLiteral(
                    "<tr><td><font color='%1'>&#9632;</font> %2</td>"
                    "<td align='right'>&nbsp;%3</td></tr>")
                    .arg(s.color.name(), s.name.toHtmlEscaped())
                    .arg(v, 0, 'f', 4);
    }
    return text + QStringLiteral("</table>");
}

CurvePoint nearestCurvePoint(const QVector<PlotSeries>& curves, QPointF p, double radius,
                             const std::function<QPointF(int, int)>& pixelOf) {
    CurvePoint best;
    double bestDist = radius;
    for (int s = 0; s < curves.size(); ++s)
        for (int i = 0; i < curves[s].x.size(); ++i) {
            const double d = QLineF(p, pixelOf(s, i)).length();
            if (d <= bestDist) {
                bestDist = d;
                best = {s, curves[s].x[i], curves[s].y[i]};
            }
        }
    return best;
}

QPair<double, double> curveKRange(double maxX, bool logX) {
    return {logX ? 0.9 : 0.5, maxX + (logX ? maxX * 0.05 : 0.5)};
}

double curveValueTop(const QVector<PlotSeries>& curves, bool second) {
    double top = 0;
    for (const auto& s : curves)
        if (s.secondAxis == second)
            for (double v : s.y)
                if (std::isfinite(v)) top = std::max(top, v);
    const double m = top > 0 ? top : 1.0;
    return m <= 1.0 ? std::min(1.02, m * 1.08 + 0.02) : m * 1.08;
}

}  // namespace ranklens::ui
