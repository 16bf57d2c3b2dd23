#pragma once
// The one widget that wraps QCustomPlot (only ui/plot's .cpp files include qcustomplot.h):
// metric-vs-k curves with a crosshair, cut-off markers, log-k axis, zoom/pan/reset; histograms
// with median and p10/p90 markers; per-query delta waterfalls and scatters whose points can be
// clicked. Exports PNG, PDF, SVG and CSV. It owns the QCustomPlot, its title and legend rows, the
// mouse and the exports; each kind of chart is a class of its own that draws on that plot and
// reads itself back (CurvesChart, HistogramChart, BarsChart, ScatterChart: chart.h), and the
// widget hands each call to the chart shown. The rules are plain code beside them, tested
// without a widget: where texts go (label_placement.h), the title's lines (title_lines.h), the
// numbers a chart draws (chart_data.h), the crosshair's read-out and the curves' view
// (curve_readout.h), the CSV (plot_csv.h).
#include <QList>
#include <QString>
#include <QVector>
#include <QWidget>
#include <memory>

#include "ui/plot/plot_series.h"

class QCustomPlot;
class QCPTextElement;
class QMouseEvent;

namespace ranklens::ui {
class Chart;
class CurvesChart;
class HistogramChart;
class BarsChart;
class ScatterChart;
}  // namespace ranklens::ui

namespace ranklens::ui {

class PlotWidget : public QWidget {
    Q_OBJECT
  public:
    explicit PlotWidget(QWidget* parent = nullptr);
    ~PlotWidget() override;

    // Line plot of y over x (k = 1..K); replaces whatever was shown. Series with secondAxis go
    // on the right-hand y axis, labelled y2Label (hidden when no series is on it).
    void setCurves(const QVector<PlotSeries>& series, const QString& xLabel, const QString& yLabel,
                   const QString& y2Label = QString());
    // Overlaid histograms of values in [lo, hi] with `bins` bins, with median and p10/p90.
    void setHistogram(const QVector<HistogramSeries>& series, int bins, double lo, double hi,
                      const QString& xLabel);
    // Waterfall of per-item deltas: one bar per label, sorted by delta (ascending), wins green,
    // losses red, |delta| <= tolerance grey. Clicking a bar emits pointClicked(label).
    void setDeltaBars(const QVector<double>& deltas, const QStringList& labels,
                      const QString& yLabel, double tolerance = 1e-9);
    // Scatter of points with the diagonal y = x (when diagonal); clicks emit pointClicked.
    void setScatter(const QVector<PointSeries>& series, const QString& xLabel,
                    const QString& yLabel, bool diagonal);
    // Grouped bars: one group per category along x, the series' bars
    // side by side in each group, the legend under the plot; hovering a bar shows its tip.
    void setGroupedBars(const QVector<BarSeries>& series, const QStringList& categories,
                        const QString& yLabel);
    // Writes each scatter point's label beside it (PointLabelPlacer): right of the point,
    // else left, above or below, whichever stays inside the data area and covers no other point
    // or label. Call again after a resize; returns the labels' rectangles (tests).
    QVector<QRect> labelPoints();
    // The line printed above the plot (definitions), kept in every export.
    void setTitle(const QString& title);
    QString title() const { return titleText_; }
    // The title as drawn: wrapped into lines that fit the plot's width.
    QString shownTitle() const;
    void setLogX(bool on);
    bool logX() const;
    // Vertical markers at these x (curves only), e.g. k = 1, 3, 5, 10.
    void setMarkers(const QList<double>& xs);
    void resetView();
    void clear(const QString& message = QString());

    // What the plot holds (tests read these back from the QCustomPlot graphs).
    int graphCount() const;
    QString graphName(int i) const;
    QVector<double> graphValues(int i) const;
    bool isHistogram() const;
    // Curves: whether graph i is drawn against the right-hand y axis; an axis' label and range
    // (second = the right-hand one; its label is empty while it is hidden).
    bool onSecondAxis(int i) const;
    // The confidence bands drawn (PlotSeries::low/high), in series order: low and high per k.
    int bandCount() const;
    QPair<QVector<double>, QVector<double>> band(int i) const;
    QString yAxisLabel(bool second = false) const;
    QPair<double, double> yRange(bool second = false) const;
    QPair<double, double> xRange() const;
    // The labels of the bars / points in plot order (setDeltaBars: sorted by delta).
    QStringList pointLabels() const;

    bool savePng(const QString& file, int width = 1200, int height = 700) const;
    bool savePdf(const QString& file, int width = 1200, int height = 700) const;
    bool saveSvg(const QString& file, int width = 1200, int height = 700) const;
    bool saveCsv(const QString& file) const;
    QString csv() const;
    // The tooltip text for x (what the crosshair shows).
    QString valuesAt(double x) const;

    // The curve point nearest to pos (widget pixels) within radius pixels, else an invalid one.
    CurvePoint curvePointAt(QPointF pos, double radius = kPickRadius) const;
    static constexpr double kPickRadius = 8.0;
    // Where a curve's index-th point is drawn (widget pixels).
    QPointF pixelOf(int series, int index) const;
    // The x value under a widget pixel column (k on the curves).
    double kAt(int x) const;

    // Layout, for tests: the legend's and the data area's rectangles, the pixels of every data
    // point (curve points, bar tops, scatter points; not the bands' edges), the x and y ticks, the
    // marker labels' rectangles.
    QRect legendRect() const;
    QRect dataRect() const;
    QVector<QPointF> dataPixels() const;
    QVector<double> yTicks() const;
    QVector<double> xTicks() const;
    QVector<QRect> markLabelRects() const;
    // The cut-off lines' labels shown (setMarkers), left to right, and their rectangles: lines
    // closer than a label is wide share one ("k=1, 5, 10").
    QStringList cutoffLabelTexts() const;
    QVector<QRect> cutoffLabelRects() const;
    bool crosshairVisible() const;
    QWidget* canvas() const;  // the widget that draws (receives the mouse)

  signals:
    void hoveredX(double x);
    // A bar of setDeltaBars or a point of setScatter was clicked.
    void pointClicked(const QString& label);

  protected:
    void resizeEvent(QResizeEvent* e) override;
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()
    // The mouse leaving the plot, resting on it (tool tip) and right-clicking it (context menu).
    bool eventFilter(QObject* o, QEvent* e) override;

  private:
    void layoutTitle();
    void retranslateUi();
    // Makes chart the one shown, on the cleared plot.
    void showChart(Chart& chart);
    void onMouseMove(QMouseEvent* e);
    // Shows the chart's tip for what is under pos (the crosshair's values, or a point's label);
    // false when there is nothing there.
    bool showTipAt(QPointF pos, QPoint globalPos);
    // Runs export with the crosshair hidden (it never appears in an exported file).
    template <typename F>
    bool withoutCrosshair(F&& exportFn) const;

    QCustomPlot* plot_;
    QCPTextElement* title_ = nullptr;
    QString titleText_;
    std::unique_ptr<CurvesChart> curves_;
    std::unique_ptr<HistogramChart> histogram_;
    std::unique_ptr<BarsChart> bars_;
    std::unique_ptr<ScatterChart> scatter_;
    Chart* chart_;  // the one shown: the curves until another is set
};

}  // namespace ranklens::ui
