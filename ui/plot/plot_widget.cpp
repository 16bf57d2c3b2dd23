// PlotWidget itself: the QCustomPlot it wraps and its layout (the title above, the legend in its
// own row under the axes), clearing, and the view a double-click resets to. What each chart
// draws is in plot_widget_<chart>.cpp; the rules of where texts go, the CSV and the numbers a
// chart draws are plain classes and functions beside it (label_placement, plot_csv, chart_data,
// curve_readout, title_lines).
#include "ui/plot/plot_widget.h"

#include <qcustomplot.h>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/plot/curve_readout.h"
#include "ui/plot/integer_ticker.h"
#include "ui/plot/label_placement.h"
#include "ui/plot/plot_marks.h"
#include "ui/plot/title_lines.h"

namespace ranklens::ui {

PlotWidget::PlotWidget(QWidget* parent)
    : QWidget(parent),
      plot_(new QCustomPlot(this)),
      cutoffs_(std::make_unique<CutoffMarks>(plot_)),
      histMarks_(std::make_unique<HistogramMarks>(plot_)) {
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
    connect(plot_, &QCustomPlot::afterLayout, this, [this] {
        if (histogram_) histMarks_->place(histMaxCount_);
    });
    connect(plot_, &QCustomPlot::afterLayout, this, [this] {
        if (!histogram_) cutoffs_->place();
    });
    connect(plot_, &QCustomPlot::mouseMove, this, &PlotWidget::onMouseMove);
    connect(plot_, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent*) { resetView(); });
    connect(plot_, &QCustomPlot::plottableClick, this,
            [this](QCPAbstractPlottable* p, int index, QMouseEvent*) {
                const QStringList labels = p->property("labels").toStringList();
                if (points_ && index >= 0 && index < labels.size())
                    emit pointClicked(labels[index]);
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
    crosshair_ = nullptr;
    histMarks_->forget();  // deleted by clearItems()
    cutoffs_->forget();
    pointTexts_.clear();  // deleted by clearItems()
    plot_->yAxis2->setVisible(false);
    plot_->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    curves_.clear();
    hists_.clear();
    setLegendShown(false);  // no entries (an empty legend squeezed the axes)
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

// A hidden legend leaves the layout: empty, its width (its margins) capped the layout's one
// column, and the axes of a cleared plot shrank to its title's width.
void PlotWidget::setLegendShown(bool shown) {
    QCPLayoutGrid* grid = plot_->plotLayout();
    const bool placed = grid->hasElement(2, 0) && grid->element(2, 0) == plot_->legend;
    if (shown && !placed) grid->addElement(2, 0, plot_->legend);
    if (!shown && placed) grid->take(plot_->legend);
    plot_->legend->setVisible(shown);
}

void PlotWidget::layoutLegend() {
    QCPLegend* legend = plot_->legend;
    int widest = 0, items = 0;
    for (int i = 0; i < legend->itemCount(); ++i)  // cells; a wrapped grid has empty ones
        if (QCPAbstractLegendItem* item = legend->item(i)) {
            widest = std::max(widest, item->minimumOuterSizeHint().width());
            ++items;
        }
    if (widest == 0) return;
    const int spacing = 12;
    legend->setColumnSpacing(spacing);
    legend->setWrap(legendColumns(plot_->width(), widest, items, spacing));
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
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
    layoutLegend();
    if (!titleText_.isEmpty()) layoutTitle();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void PlotWidget::resetView() {
    if (points_) return rescaleToData(plot_->graphCount() > 0 ? 0.12 : 0.05);  // scatter : bars
    if (histogram_) {
        const double w = (hi_ - lo_) / bins_;
        plot_->xAxis->setRange(lo_ - w * 0.5, hi_ + w * 0.5);
        plot_->yAxis->setRange(0, histMaxCount_ * 1.15);
        plot_->replot();
        return;
    }
    // The curves set the range; a band (wide over few queries) may run past its top.
    const auto [kLow, kHigh] = curveKRange(maxX_, logX_);
    plot_->xAxis->setRange(kLow, kHigh);
    plot_->yAxis->setRange(0, curveValueTop(curves_, false));
    plot_->yAxis2->setRange(0, curveValueTop(curves_, true));
    plot_->replot();
}

void PlotWidget::rescaleToData(double share) {
    plot_->rescaleAxes();
    auto pad = [share](QCPAxis* a) {
        const QCPRange r = a->range();
        const double m = std::max(r.size() * share, 0.02);
        a->setRange(r.lower - m, r.upper + m);
    };
    pad(plot_->xAxis);
    pad(plot_->yAxis);
    plot_->replot();
}

}  // namespace ranklens::ui
