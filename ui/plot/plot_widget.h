#pragma once
// The one widget that wraps QCustomPlot (only ui/plot's .cpp files include qcustomplot.h):
// metric-vs-k curves with a crosshair, cut-off markers, log-k axis, zoom/pan/reset; histograms
// with median and p10/p90 markers; per-query delta waterfalls and scatters whose points can be
// clicked. Exports PNG, PDF, SVG and CSV. It draws and composes; the rules are plain code beside
// it, tested without a widget: where texts go (label_placement.h), the title's lines
// (title_lines.h), the numbers a chart draws (chart_data.h), the crosshair's read-out and the
// curves' view (curve_readout.h), the CSV (plot_csv.h). One file per chart:
// plot_widget_{curves,histogram,bars,scatter}.cpp; the mouse, the export and the read-back each
// have theirs.
#include <QList>
#include <QString>
#include <QVector>
#include <QWidget>
#include <memory>

#include "ui/plot/plot_series.h"

class QCustomPlot;
class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;
class QMouseEvent;

namespace ranklens::ui {
class CutoffMarks;
class HistogramMarks;
struct PlotPoint;
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
    bool logX() const { return logX_; }
    // Vertical markers at these x (curves only), e.g. k = 1, 3, 5, 10.
    void setMarkers(const QList<double>& xs);
    void resetView();
    void clear(const QString& message = QString());

    // What the plot holds (tests read these back from the QCustomPlot graphs).
    int graphCount() const;
    QString graphName(int i) const;
    QVector<double> graphValues(int i) const;
    bool isHistogram() const { return histogram_; }
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
    void onMouseMove(QMouseEvent* e);
    // Shows the tip for what is under pos (the crosshair's values, or a point's label);
    // false when there is nothing there.
    bool showTipAt(QPointF pos, QPoint globalPos);
    bool showPointTip(QPointF pos, QPoint globalPos);
    // Axes fitted to the data with a margin of `share` of each range on both sides.
    void rescaleToData(double share = 0.05);
    void applyXScale();
    // Shown: in the layout's row under the axes; hidden: out of the layout.
    void setLegendShown(bool shown);
    void layoutLegend();  // as many legend columns as the width allows, under the plot
    void addBand(const PlotSeries& s);  // a closed shaded polygon low -> high, no legend entry
    static QString histogramName(const HistogramSeries& s);  // the legend's text
    void setCrosshairVisible(bool on) const;
    // Runs export with the crosshair hidden (it never appears in an exported file).
    template <typename F>
    bool withoutCrosshair(F&& exportFn) const;
    QVector<PlotPoint> shownPoints() const;  // the plottables' points, for the CSV

    QCustomPlot* plot_;
    QCPTextElement* title_ = nullptr;
    QCPItemStraightLine* crosshair_ = nullptr;
    std::unique_ptr<CutoffMarks> cutoffs_;       // setMarkers (curves)
    std::unique_ptr<HistogramMarks> histMarks_;  // median/p10/p90 (histograms)
    QVector<QCPItemText*> pointTexts_;           // labelPoints()
    double histMaxCount_ = 1;
    QString titleText_;
    QVector<PlotSeries> curves_;
    QVector<HistogramSeries> hists_;
    QList<double> markers_;
    int bins_ = 20;
    double lo_ = 0, hi_ = 1;
    bool logX_ = false;
    bool histogram_ = false;
    bool points_ = false;  // setDeltaBars / setScatter: plottables carry a "labels" property
    double maxX_ = 1;
};

}  // namespace ranklens::ui
