#include "ui/plot/plot_widget.h"

#include <qcustomplot.h>
#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QEvent>
#include <QHelpEvent>
#include <QRegularExpression>
#include <QTextLayout>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <numeric>

#include "ui/common/no_value.h"
#include "ui/plot/integer_ticker.h"

namespace ranklens::ui {

PlotWidget::PlotWidget(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
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
    connect(plot_, &QCustomPlot::afterLayout, this, &PlotWidget::placeMarkLabels);
    connect(plot_, &QCustomPlot::afterLayout, this, &PlotWidget::placeCutoffLabels);
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
    markLabels_.clear();
    cutoffLabels_.clear();
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

void PlotWidget::setTitle(const QString& title) {
    titleText_ = title;
    layoutTitle();
    plot_->replot();
}

void PlotWidget::layoutTitle() {
    // Wrap the definitions line after its "; " (or Chinese "；") separators so that it fits the
    // plot's width.
    static const QRegularExpression separator(QStringLiteral("(?<=; )|(?<=\uff1b)"));
    const QFontMetrics fm(title_->font());
    const int width = std::max(200, plot_->width() - 20);
    QStringList lines;
    for (const QString& para : titleText_.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& part : para.split(separator)) {
            if (!line.isEmpty() && fm.horizontalAdvance(line + part) > width) {
                lines << line.trimmed();
                line = part;
            } else {
                line += part;
            }
        }
        lines << line;
    }
    // A line with no such separator that is still too wide (runs, flags, a long query) wraps
    // at its word breaks: centred and cut at both ends, its start and end were lost.
    QStringList fitted;
    for (const QString& l : lines) {
        if (fm.horizontalAdvance(l) <= width) {
            fitted << l;
            continue;
        }
        QTextLayout layout(l, title_->font());
        layout.beginLayout();
        for (QTextLine tl = layout.createLine(); tl.isValid(); tl = layout.createLine()) {
            tl.setLineWidth(width);
            fitted << fm.elidedText(l.mid(tl.textStart(), tl.textLength()).trimmed(),
                                    Qt::ElideMiddle, width);
        }
        layout.endLayout();
    }
    title_->setText(fitted.join(QLatin1Char('\n')));
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

bool PlotWidget::eventFilter(QObject* o, QEvent* e) {
    if (o == plot_ && e->type() == QEvent::ContextMenu) {
        // QCustomPlot sets Qt::WA_NoMousePropagation, so a right-click's context-menu event
        // (sent by Qt to the widget under the mouse, the QCustomPlot) never reaches this
        // widget: hand it on here, so that this widget's context-menu policy applies.
        auto* cm = static_cast<QContextMenuEvent*>(e);
        QContextMenuEvent forwarded(cm->reason(), plot_->mapTo(this, cm->pos()), cm->globalPos(),
                                    cm->modifiers());
        QCoreApplication::sendEvent(this, &forwarded);
        e->setAccepted(forwarded.isAccepted());
        return true;
    }
    if (o == plot_ && e->type() == QEvent::ToolTip) {
        // The mouse rests: keep the crosshair's values (or the point's tip) on screen; the
        // generic hint is for the plot's empty parts only.
        auto* help = static_cast<QHelpEvent*>(e);
        if (showTipAt(help->pos(), help->globalPos())) return true;
    }
    if (o == plot_ && e->type() == QEvent::Leave && crosshair_ && crosshair_->visible()) {
        crosshair_->setVisible(false);
        QToolTip::hideText();
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
    return QWidget::eventFilter(o, e);
}

void PlotWidget::setCurves(const QVector<PlotSeries>& series, const QString& xLabel,
                           const QString& yLabel, const QString& y2Label) {
    histogram_ = false;
    points_ = false;
    clear();
    curves_ = series;
    maxX_ = 1;
    bool second = false;
    for (const auto& s : series) addBand(s);  // first: under every curve
    for (const auto& s : series) {
        second = second || s.secondAxis;
        QCPGraph* g = plot_->addGraph(plot_->xAxis, s.secondAxis ? plot_->yAxis2 : plot_->yAxis);
        g->setName(s.name);
        QPen pen(s.color, s.width, s.style);
        g->setPen(pen);
        g->setData(s.x, s.y, true);
        if (s.x.size() <= 30) g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
        if (!s.x.isEmpty()) maxX_ = std::max(maxX_, s.x.back());
    }
    plot_->xAxis->setLabel(xLabel);
    plot_->yAxis->setLabel(yLabel);
    plot_->yAxis2->setVisible(second);
    plot_->yAxis2->setTickLabels(second);
    plot_->yAxis2->setLabel(second ? y2Label : QString());
    // Pan and zoom move both value axes together.
    const QList<QCPAxis*> keys{plot_->xAxis}, values{plot_->yAxis, plot_->yAxis2};
    plot_->axisRect()->setRangeDragAxes(keys, values);
    plot_->axisRect()->setRangeZoomAxes(keys, values);
    setLegendShown(!series.isEmpty());
    layoutLegend();
    crosshair_ = new QCPItemStraightLine(plot_);
    crosshair_->setPen(QPen(QColor(120, 120, 120), 1, Qt::DashLine));
    crosshair_->setVisible(false);
    crosshair_->setSelectable(false);
    applyXScale();
    applyMarkers();
    resetView();
}

// "baseline\nmedian 0.52 · p10–p90 0.10–0.90", or with no values "baseline\n– (no query to
// average)": a median of nothing is no 0.00.
QString PlotWidget::histogramName(const HistogramSeries& s) {
    if (s.values.isEmpty())
        return s.name + QLatin1Char('\n') + NoValue::withReason(NoValue::noQueries());
    return tr("%1\nmedian %2 · p10–p90 %3–%4")
        .arg(s.name, NoValue::number(s.median, 2), NoValue::number(s.p10, 2),
             NoValue::number(s.p90, 2));
}

void PlotWidget::setHistogram(const QVector<HistogramSeries>& series, int bins, double lo,
                              double hi, const QString& xLabel) {
    histogram_ = true;
    points_ = false;
    clear();
    hists_ = series;
    bins_ = std::max(1, bins);
    lo_ = lo;
    hi_ = hi > lo ? hi : lo + 1;
    const double w = (hi_ - lo_) / bins_;
    plot_->xAxis->setScaleType(QCPAxis::stLinear);
    plot_->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    const int n = static_cast<int>(series.size());
    double maxCount = 1;
    for (int si = 0; si < n; ++si) {
        const auto& s = series[si];
        QVector<double> keys(bins_), counts(bins_, 0.0);
        for (int b = 0; b < bins_; ++b)
            keys[b] = lo_ + w * (b + 0.5) + (si - (n - 1) / 2.0) * w / n;
        for (double v : s.values) {
            if (std::isnan(v)) continue;
            int b = static_cast<int>((v - lo_) / w);
            counts[std::clamp(b, 0, bins_ - 1)] += 1;
        }
        for (double c : counts) maxCount = std::max(maxCount, c);
        auto* bars = new QCPBars(plot_->xAxis, plot_->yAxis);
        bars->setName(histogramName(s));
        bars->setWidth(w / n * 0.9);
        QColor fill = s.color;
        fill.setAlpha(170);
        bars->setBrush(fill);
        bars->setPen(QPen(s.color.darker(130)));
        bars->setData(keys, counts, true);
        if (!s.values.isEmpty()) addHistogramMarks(s);  // no median of nothing
    }
    plot_->xAxis->setLabel(xLabel);
    plot_->yAxis->setLabel(tr("queries"));
    setLegendShown(!series.isEmpty());
    layoutLegend();
    // Counts are whole queries: integer ticks only.
    plot_->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new IntegerTicker));
    histMaxCount_ = maxCount;
    plot_->xAxis->setRange(lo_ - w * 0.5, hi_ + w * 0.5);
    plot_->yAxis->setRange(0, maxCount * 1.15);  // placeMarkLabels adds room for the labels
    plot_->replot();
}

void PlotWidget::setLogX(bool on) {
    logX_ = on;
    if (histogram_ || points_) return;
    applyXScale();
    resetView();
}

void PlotWidget::applyXScale() {
    if (logX_) {
        plot_->xAxis->setScaleType(QCPAxis::stLogarithmic);
        QSharedPointer<QCPAxisTickerLog> t(new QCPAxisTickerLog);
        t->setLogBase(10);
        t->setSubTickCount(8);
        plot_->xAxis->setTicker(t);
        plot_->xAxis->setNumberFormat(QStringLiteral("g"));
    } else {
        plot_->xAxis->setScaleType(QCPAxis::stLinear);
        plot_->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    }
}

void PlotWidget::setMarkers(const QList<double>& xs) {
    markers_ = xs;
    if (histogram_) return;
    applyMarkers();
    plot_->replot();
}

void PlotWidget::applyMarkers() {
    for (int i = plot_->itemCount() - 1; i >= 0; --i) {
        QCPAbstractItem* it = plot_->item(i);
        if (it->property("marker").toBool()) plot_->removeItem(it);
    }
    cutoffLabels_.clear();
    for (double x : markers_) {
        if (x > maxX_) continue;
        auto* line = new QCPItemStraightLine(plot_);
        line->setProperty("marker", true);
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
        line->setPen(QPen(QColor(170, 170, 170), 1, Qt::DotLine));
        auto* text = new QCPItemText(plot_);
        text->setProperty("marker", true);
        text->position->setTypeX(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(x, 0);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);  // placeCutoffLabels
        text->setPadding(QMargins(3, 0, 3, 0));
        text->setText(QStringLiteral("k=%1").arg(x));
        text->setColor(QColor(130, 130, 130));
        text->setFont(QFont(font().family(), 8));
        cutoffLabels_.append({text, x});
    }
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
    double ymax[2] = {0, 0};  // left, right axis
    for (const auto& s : curves_)
        for (double v : s.y)
            if (std::isfinite(v)) ymax[s.secondAxis] = std::max(ymax[s.secondAxis], v);
    plot_->xAxis->setRange(logX_ ? 0.9 : 0.5, maxX_ + (logX_ ? maxX_ * 0.05 : 0.5));
    QCPAxis* axes[2] = {plot_->yAxis, plot_->yAxis2};
    for (int a = 0; a < 2; ++a) {
        const double m = ymax[a] > 0 ? ymax[a] : 1.0;
        axes[a]->setRange(0, m <= 1.0 ? std::min(1.02, m * 1.08 + 0.02) : m * 1.08);
    }
    plot_->replot();
}

void PlotWidget::addBand(const PlotSeries& s) {
    if (s.low.size() != s.x.size() || s.high.size() != s.x.size() || s.x.isEmpty()) return;
    auto* band = new QCPCurve(plot_->xAxis, s.secondAxis ? plot_->yAxis2 : plot_->yAxis);
    band->setName(s.name);
    band->setProperty("band", true);
    band->removeFromLegend();
    band->setSelectable(QCP::stNone);
    band->setPen(Qt::NoPen);
    QColor fill = s.color;
    fill.setAlpha(48);  // light enough that the curves and the other bands show through
    band->setBrush(fill);
    QVector<double> t, x, y;
    const int n = static_cast<int>(s.x.size());
    for (int i = 0; i < n; ++i) {  // along the lower edge, back along the upper one
        t << i;
        x << s.x[i];
        y << s.low[i];
    }
    for (int i = n - 1; i >= 0; --i) {
        t << 2 * n - 1 - i;
        x << s.x[i];
        y << s.high[i];
    }
    band->setData(t, x, y, true);
}

int PlotWidget::bandCount() const {
    int n = 0;
    for (int i = 0; i < plot_->plottableCount(); ++i)
        n += plot_->plottable(i)->property("band").toBool();
    return n;
}

QPair<QVector<double>, QVector<double>> PlotWidget::band(int i) const {
    for (int p = 0, seen = 0; p < plot_->plottableCount(); ++p) {
        auto* c = qobject_cast<QCPCurve*>(plot_->plottable(p));
        if (!c || !c->property("band").toBool() || seen++ != i) continue;
        const int n = c->dataCount() / 2;
        QVector<double> low, high;
        for (int k = 0; k < n; ++k) {
            low << (c->data()->constBegin() + k)->value;
            high << (c->data()->constBegin() + (2 * n - 1 - k))->value;
        }
        return {low, high};
    }
    return {};
}

int PlotWidget::graphCount() const {
    return histogram_ || points_ ? plot_->plottableCount() : plot_->graphCount();
}

QString PlotWidget::graphName(int i) const {
    return histogram_ || points_ ? plot_->plottable(i)->name() : plot_->graph(i)->name();
}

QVector<double> PlotWidget::graphValues(int i) const {
    QVector<double> out;
    if (histogram_ || points_) {
        auto* bars = qobject_cast<QCPBars*>(plot_->plottable(i));
        if (auto* g = qobject_cast<QCPGraph*>(plot_->plottable(i)))
            for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it)
                out << it->value;
        if (bars)
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
                out << it->value;
        return out;
    }
    const QCPGraph* g = plot_->graph(i);
    for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) out << it->value;
    return out;
}

bool PlotWidget::onSecondAxis(int i) const {
    return !histogram_ && !points_ && i >= 0 && i < plot_->graphCount() &&
           plot_->graph(i)->valueAxis() == plot_->yAxis2;
}

QString PlotWidget::yAxisLabel(bool second) const {
    return (second ? plot_->yAxis2 : plot_->yAxis)->label();
}

QPair<double, double> PlotWidget::yRange(bool second) const {
    const QCPRange r = (second ? plot_->yAxis2 : plot_->yAxis)->range();
    return {r.lower, r.upper};
}

QPair<double, double> PlotWidget::xRange() const {
    const QCPRange r = plot_->xAxis->range();
    return {r.lower, r.upper};
}

QString PlotWidget::valuesAt(double x) const {
    if (histogram_ || curves_.isEmpty()) return {};
    const int k = static_cast<int>(std::lround(x));
    QString text = QStringLiteral("<b>k = %1</b><table>").arg(k);
    for (const auto& s : curves_) {
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

bool PlotWidget::showTipAt(QPointF pos, QPoint globalPos) {
    if (points_) return showPointTip(pos, globalPos);
    if (histogram_ || !crosshair_ || !crosshair_->visible()) return false;
    QToolTip::showText(globalPos, valuesAt(crosshair_->point1->coords().x()), plot_);
    return true;
}

void PlotWidget::onMouseMove(QMouseEvent* e) {
    if (points_) {
        if (!showPointTip(e->position(), e->globalPosition().toPoint())) QToolTip::hideText();
        return;
    }
    if (histogram_ || curves_.isEmpty() || !crosshair_) return;
    const double x = plot_->xAxis->pixelToCoord(e->position().x());
    const double k = std::clamp(std::round(x), 1.0, maxX_);
    crosshair_->point1->setCoords(k, 0);
    crosshair_->point2->setCoords(k, 1);
    crosshair_->setVisible(plot_->axisRect()->rect().contains(e->position().toPoint()));
    plot_->replot(QCustomPlot::rpQueuedReplot);
    if (!showTipAt(e->position(), e->globalPosition().toPoint())) QToolTip::hideText();
    emit hoveredX(k);
}

}  // namespace ranklens::ui
