#pragma once
// The curves chart: metric over k with a shaded confidence band per curve (on the left or the
// right-hand value axis), the cut-off lines and their (merged) labels, a linear or log k axis,
// and the crosshair with its table of values at k. Private to ui/plot (QCustomPlot).
#include <QList>
#include <QPair>
#include <QRect>
#include <memory>

#include "ui/plot/chart.h"
#include "ui/plot/plot_series.h"

class QCPItemStraightLine;

namespace ranklens::ui {

class CutoffMarks;

class CurvesChart : public Chart {
  public:
    CurvesChart(QCustomPlot* plot, const QWidget* owner);
    ~CurvesChart() override;

    // Draws series (PlotWidget::setCurves) on the cleared plot.
    void set(const QVector<PlotSeries>& series, const QString& xLabel, const QString& yLabel,
             const QString& y2Label);
    const QVector<PlotSeries>& series() const { return curves_; }
    // Kept for the next curves; applied now when shown.
    void setLogX(bool on, bool shown);
    bool logX() const { return logX_; }
    // The cut-off lines at xs (up to the longest curve); drawn now when shown.
    void setMarkers(const QList<double>& xs, bool shown);
    // The values of every curve at x (the crosshair's tip); empty without curves.
    QString valuesAt(double x) const;
    // Where a curve's index-th point is drawn (plot pixels).
    QPointF pixelOf(int series, int index) const;
    bool onSecondAxis(int i) const;
    int bandCount() const;
    QPair<QVector<double>, QVector<double>> band(int i) const;
    QStringList cutoffLabelTexts() const;
    QVector<QRect> cutoffLabelRects() const;
    bool crosshairVisible() const;
    void setCrosshairVisible(bool on) const;  // replots at once (the exports)

    void forget() override;
    void resetView() override;
    void afterLayout() override;
    QString csv(const QString& title) const override;
    bool follow(QPointF pos) override;
    std::optional<QString> tipAt(QPointF pos) const override;
    std::optional<double> hoveredK() const override { return hoveredK_; }
    bool leave() override;
    int graphCount() const override;
    QString graphName(int i) const override;
    QVector<double> graphValues(int i) const override;

  private:
    void addBand(const PlotSeries& s);  // a closed shaded polygon low -> high, no legend entry
    void addCrosshair();
    void applyXScale();

    std::unique_ptr<CutoffMarks> cutoffs_;
    QCPItemStraightLine* crosshair_ = nullptr;
    QVector<PlotSeries> curves_;
    QList<double> markers_;
    bool logX_ = false;
    double maxX_ = 1;
    std::optional<double> hoveredK_;
};

}  // namespace ranklens::ui
