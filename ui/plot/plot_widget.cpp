// PlotWidget itself: the QCustomPlot it wraps and its layout (the title above, the legend in its
// own row under the axes), clearing, and which chart is shown; each chart (curves_chart,
// histogram_chart, bars_chart, scatter_chart) draws its own. The rules of where texts go, the
// CSV and the numbers a chart draws are plain classes and functions beside it (label_placement,
// plot_csv, chart_data, curve_readout, title_lines).
#include "ui/plot/plot_widget.h"

#include <qcustomplot.h>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/plot/bars_chart.h"
#include "ui/plot/curves_chart.h"
#include "ui/plot/histogram_chart.h"
#include "ui/plot/integer_ticker.h"
#include "ui/plot/plot_frame.h"
#include "ui/plot/scatter_chart.h"
#include "ui/plot/title_lines.h"

namespace ranklens::ui {

PlotWidget::PlotWidget(QWidget* parent)
    : QWidget(parent),
      plot_(new QCustomPlot(this)),
      curves_(std::make_unique<CurvesChart>(plot_, this)),
      histogram_(std::make_unique<HistogramChart>(plot_, this)),
      bars_(std::make_unique<BarsChart>(plot_, this)),
      scatter_(std::make_unique<ScatterChart>(plot_, this)),
      chart_(curves_.get()) {
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(0, 0, 0, 0);
    lay->addWidget(plot_);
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->setMinimumSize(260, 200);
    plot_->plotLayout()->insertRow(0);
    title_ = new QCPTextElement(plot_, QString(), QFont(font().family(), 9));
    title_->setTextColor(QColor(80, 80, 80));
    plot_->plotLayout()->addElement(0, 0, title_);
    // The legend lives in its own row under the axes: it never covers data, however many
    // entries it has (they wrap into columns, see layoutLegend).
    plot_->legend->setVisible(true);
    plot_->legend->setFont(QFont(font().family(), 9));
    plot_->legend->setBrush(Qt::NoBrush);
    plot_->legend->setBorderPen(Qt::NoPen);
    plot_->axisRect()->insetLayout()->take(plot_->legend);
    plot_->plotLayout()->addElement(2, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(0, 0.001);
    plot_->plotLayout()->setRowStretchFactor(2, 0.001);
    plot_->plotLayout()->setRowSpacing(2);
    plot_->legend->setMargins(QMargins(6, 0, 6, 4));
    plot_->setMouseTracking(true);
    plot_->installEventFilter(this);
    // The marks' labels go where the new layout leaves room.
    connect(plot_, &QCustomPlot::afterLayout, this, [this] { chart_->afterLayout(); });
    connect(plot_, &QCustomPlot::mouseMove, this, &PlotWidget::onMouseMove);
    connect(plot_, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent*) { resetView(); });
    connect(plot_, &QCustomPlot::plottableClick, this,
            [this](QCPAbstractPlottable* p, int index, QMouseEvent*) {
                // Only the bars' and the scatter's plottables carry labels (PointsChart).
                const QStringList labels = p->property("labels").toStringList();
                if (index >= 0 && index < labels.size()) emit pointClicked(labels[index]);
            });
    retranslateUi();
}

PlotWidget::~PlotWidget() = default;

// The fixed hint; what is plotted is worded by its owner, which sets it again on its own
// LanguageChange.
void PlotWidget::retranslateUi() {
    setToolTip(tr("Drag to pan, wheel to zoom, double-click to reset"));
}

void PlotWidget::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void PlotWidget::clear(const QString& message) {
    qDeleteAll(plot_->findChildren<QCPBarsGroup*>());  // setGroupedBars
    plot_->xAxis->setTickLabelRotation(0);
    plot_->xAxis->setSubTicks(true);
    plot_->clearGraphs();
    plot_->clearPlottables();
    plot_->clearItems();
    for (Chart* c : std::initializer_list<Chart*>{curves_.get(), histogram_.get(), bars_.get(),
                                                  scatter_.get()})
        c->forget();  // their items were deleted by clearItems()
    plot_->yAxis2->setVisible(false);
    plot_->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    setLegendShown(plot_, false);  // no entries (an empty legend squeezed the axes)
    if (!message.isEmpty()) {
        // Nothing to show: no axis range of the last data either (an empty project's
        // histogram counted up to the previous project's 150 queries).
        plot_->xAxis->setRange(0, 1);
        plot_->yAxis->setRange(0, 1);
        // ... and no "0.2 queries" on an axis that counted queries: whole ticks (0 and 1).
        plot_->xAxis->setScaleType(QCPAxis::stLinear);
        plot_->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new IntegerTicker));
        plot_->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new IntegerTicker));
        auto* text = new QCPItemText(plot_);
        text->position->setType(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(0.5, 0.5);
        text->setText(message);
        text->setColor(Qt::gray);
    }
    plot_->replot();
}

void PlotWidget::setTitle(const QString& title) {
    titleText_ = title;
    layoutTitle();
    plot_->replot();
}

void PlotWidget::layoutTitle() {
    const int width = std::max(200, plot_->width() - 20);
    title_->setText(titleLines(titleText_, title_->font(), width).join(QLatin1Char('\n')));
}

QString PlotWidget::shownTitle() const {
    return title_->text();
}

void PlotWidget::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    layoutLegend(plot_);
    if (!titleText_.isEmpty()) layoutTitle();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void PlotWidget::resetView() {
    chart_->resetView();
}

void PlotWidget::showChart(Chart& chart) {
    chart_ = &chart;
    clear();
}

void PlotWidget::setCurves(const QVector<PlotSeries>& series, const QString& xLabel,
                           const QString& yLabel, const QString& y2Label) {
    showChart(*curves_);
    curves_->set(series, xLabel, yLabel, y2Label);
}

void PlotWidget::setLogX(bool on) {
    curves_->setLogX(on, chart_ == curves_.get());
}

bool PlotWidget::logX() const {
    return curves_->logX();
}

void PlotWidget::setMarkers(const QList<double>& xs) {
    curves_->setMarkers(xs, chart_ == curves_.get());
}

void PlotWidget::setHistogram(const QVector<HistogramSeries>& series, int bins, double lo,
                              double hi, const QString& xLabel) {
    showChart(*histogram_);
    histogram_->set(series, bins, lo, hi, xLabel);
}

void PlotWidget::setDeltaBars(const QVector<double>& deltas, const QStringList& labels,
                              const QString& yLabel, double tolerance) {
    showChart(*bars_);
    bars_->setDeltaBars(deltas, labels, yLabel, tolerance);
}

void PlotWidget::setGroupedBars(const QVector<BarSeries>& series, const QStringList& categories,
                                const QString& yLabel) {
    showChart(*bars_);
    bars_->setGroupedBars(series, categories, yLabel);
}

void PlotWidget::setScatter(const QVector<PointSeries>& series, const QString& xLabel,
                            const QString& yLabel, bool diagonal) {
    showChart(*scatter_);
    scatter_->set(series, xLabel, yLabel, diagonal);
}

QVector<QRect> PlotWidget::labelPoints() {
    return scatter_->labelPoints();
}

}  // namespace ranklens::ui
