#include "ui/plot/plot_csv.h"

#include <QTextStream>
#include <cmath>

namespace ranklens::ui {

namespace {

QString quote(QString v) {
    v.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QStringLiteral("\"%1\"").arg(v);
}

QString number(double v) {
    return QString::number(v, 'g', 10);
}

void writeTitle(QTextStream& s, const QString& title) {
    s << "# " << QString(title).replace(QLatin1Char('\n'), QStringLiteral(" · ")) << "\n";
}

}  // namespace

QString curvesCsv(const QString& title, const QVector<PlotSeries>& curves, int maxK) {
    QString out;
    QTextStream s(&out);
    writeTitle(s, title);
    s << "k";
    for (const auto& c : curves) s << ',' << quote(c.name);
    s << "\n";
    for (int k = 1; k <= maxK; ++k) {
        s << k;
        for (const auto& c : curves) {
            s << ',';
            if (k - 1 < c.y.size()) s << number(c.y[k - 1]);
        }
        s << "\n";
    }
    return out;
}

QString histogramCsv(const QString& title, const QVector<HistogramSeries>& series) {
    QString out;
    QTextStream s(&out);
    writeTitle(s, title);
    s << "series,value\n";
    for (const auto& h : series)
        for (double v : h.values)
            if (!std::isnan(v)) s << quote(h.name) << ',' << number(v) << "\n";
    return out;
}

QString pointsCsv(const QString& title, const QVector<PlotPoint>& points) {
    QString out;
    QTextStream s(&out);
    writeTitle(s, title);
    s << "series,label,x,y\n";
    for (const PlotPoint& p : points)
        s << quote(p.series) << ',' << quote(p.label) << ',' << number(p.x) << ',' << number(p.y)
          << "\n";
    return out;
}

}  // namespace ranklens::ui
