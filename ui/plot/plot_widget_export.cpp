// PlotWidget: what leaves the window — the plot as PNG, PDF or SVG (without the crosshair a
// mouse left on it) and its data as CSV (the chart shown writes it: curves by k, points with
// their labels, histogram values).
#include "ui/plot/plot_widget.h"

#include <qcustomplot.h>
#include <QFile>
#include <QSvgGenerator>

#include "ui/plot/chart.h"
#include "ui/plot/curves_chart.h"

namespace ranklens::ui {

template <typename F>
bool PlotWidget::withoutCrosshair(F&& exportFn) const {
    const bool shown = crosshairVisible();
    if (shown) curves_->setCrosshairVisible(false);
    const bool ok = exportFn();
    if (shown) curves_->setCrosshairVisible(true);
    return ok;
}

bool PlotWidget::crosshairVisible() const {
    return curves_->crosshairVisible();
}

bool PlotWidget::savePng(const QString& file, int width, int height) const {
    return withoutCrosshair([&] { return plot_->savePng(file, width, height); });
}

bool PlotWidget::savePdf(const QString& file, int width, int height) const {
    return withoutCrosshair([&] { return plot_->savePdf(file, width, height); });
}

bool PlotWidget::saveSvg(const QString& file, int width, int height) const {
    QSvgGenerator gen;
    gen.setFileName(file);
    gen.setSize(QSize(width, height));
    gen.setViewBox(QRect(0, 0, width, height));
    gen.setTitle(titleText_);
    return withoutCrosshair([&] {
        QCPPainter painter;
        if (!painter.begin(&gen)) return false;
        plot_->toPainter(&painter, width, height);
        painter.end();
        return QFile::exists(file);
    });
}

QString PlotWidget::csv() const {
    return chart_->csv(titleText_);
}

bool PlotWidget::saveCsv(const QString& file) const {
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
    f.write(csv().toUtf8());
    return true;
}

}  // namespace ranklens::ui
