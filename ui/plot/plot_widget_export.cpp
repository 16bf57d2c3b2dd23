// PlotWidget: what leaves the window — the plot as PNG, PDF or SVG (without the crosshair a
// mouse left on it) and its data as CSV (curves by k, points with their labels, histogram
// values).
#include <qcustomplot.h>
#include <QFile>
#include <QSvgGenerator>
#include <QTextStream>
#include <cmath>

#include "ui/plot/plot_widget.h"

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
    QString out;
    QTextStream s(&out);
    auto quote = [](QString v) {
        v.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QStringLiteral("\"%1\"").arg(v);
    };
    s << "# " << QString(titleText_).replace(QLatin1Char('\n'), QStringLiteral(" · ")) << "\n";
    if (points_) {
        s << "series,label,x,y\n";
        for (int i = 0; i < plot_->plottableCount(); ++i) {
            QCPAbstractPlottable* p = plot_->plottable(i);
            const QStringList labels = p->property("labels").toStringList();
            auto* d = p->interface1D();
            for (int j = 0; d && j < d->dataCount(); ++j)
                s << quote(p->name()) << ',' << quote(labels.value(j)) << ','
                  << QString::number(d->dataMainKey(j), 'g', 10) << ','
                  << QString::number(d->dataMainValue(j), 'g', 10) << "\n";
        }
        return out;
    }
    if (histogram_) {
        s << "series,value\n";
        for (const auto& h : hists_)
            for (double v : h.values)
                if (!std::isnan(v))
                    s << quote(h.name) << ',' << QString::number(v, 'g', 10) << "\n";
        return out;
    }
    s << "k";
    for (const auto& c : curves_) s << ',' << quote(c.name);
    s << "\n";
    const int K = static_cast<int>(maxX_);
    for (int k = 1; k <= K; ++k) {
        s << k;
        for (const auto& c : curves_) {
            s << ',';
            if (k - 1 < c.y.size()) s << QString::number(c.y[k - 1], 'g', 10);
        }
        s << "\n";
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
