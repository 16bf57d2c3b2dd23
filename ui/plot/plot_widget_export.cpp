// PlotWidget: what leaves the window — the plot as PNG, PDF or SVG (without the crosshair a
// mouse left on it) and its data as CSV (plot_csv: curves by k, points with their labels,
// histogram values).
#include "ui/plot/plot_widget.h"

#include <qcustomplot.h>
#include <QFile>
#include <QSvgGenerator>

#include "ui/plot/plot_csv.h"

namespace ranklens::ui {

template <typename F>
bool PlotWidget::withoutCrosshair(F&& exportFn) const {
    const bool shown = crosshairVisible();
    if (shown) setCrosshairVisible(false);
    const bool ok = exportFn();
    if (shown) setCrosshairVisible(true);
    return ok;
}

void PlotWidget::setCrosshairVisible(bool on) const {
    if (!crosshair_) return;
    crosshair_->setVisible(on);
    plot_->replot(QCustomPlot::rpImmediateRefresh);
}

bool PlotWidget::crosshairVisible() const {
    return crosshair_ && crosshair_->visible();
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
    if (points_) return pointsCsv(titleText_, shownPoints());
    if (histogram_) return histogramCsv(titleText_, hists_);
    return curvesCsv(titleText_, curves_, static_cast<int>(maxX_));
}

QVector<PlotPoint> PlotWidget::shownPoints() const {
    QVector<PlotPoint> out;
    for (int i = 0; i < plot_->plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot_->plottable(i);
        const QStringList labels = p->property("labels").toStringList();
        auto* d = p->interface1D();
        for (int j = 0; d && j < d->dataCount(); ++j)
            out << PlotPoint{p->name(), labels.value(j), d->dataMainKey(j), d->dataMainValue(j)};
    }
    return out;
}

bool PlotWidget::saveCsv(const QString& file) const {
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
    f.write(csv().toUtf8());
    return true;
}

}  // namespace ranklens::ui
