#pragma once
// One kind of chart drawn on the QCustomPlot a PlotWidget owns (curves, histogram, bars,
// scatter): what it draws, the view a double-click resets to, what the mouse shows over it, its
// CSV and what tests read back of it. PlotWidget owns the plot, the title, the mouse's events
// and the exports, and hands each of these to the chart shown. Private to ui/plot (QCustomPlot).
#include <QFont>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

class QCustomPlot;
class QWidget;

namespace ranklens::ui {

class Chart {
  public:
    // Draws on plot; owner gives the font its texts are written in.
    Chart(QCustomPlot* plot, const QWidget* owner) : plot_(plot), owner_(owner) {}
    virtual ~Chart() = default;
    Chart(const Chart&) = delete;
    Chart& operator=(const Chart&) = delete;

    // The plot was cleared (its plottables and items are deleted): forget them and the data.
    virtual void forget() {}
    // The view a double-click (and resetView) goes back to.
    virtual void resetView() = 0;
    // After each layout of the plot: the marks' labels go where the layout leaves room.
    virtual void afterLayout() {}
    // What the export writes as CSV (plot_csv), under the title.
    virtual QString csv(const QString& title) const = 0;

    // The mouse moved to pos (plot pixels); false when this chart does not follow it.
    virtual bool follow(QPointF /*pos*/) { return false; }
    // The tip for what is under pos; nullopt when there is nothing there.
    virtual std::optional<QString> tipAt(QPointF /*pos*/) const { return std::nullopt; }
    // The k the mouse is on (the curves' crosshair), after follow.
    virtual std::optional<double> hoveredK() const { return std::nullopt; }
    // The mouse left the plot; true when something it showed went (the crosshair).
    virtual bool leave() { return false; }

    // Read back (tests): the data series drawn, their names and values.
    virtual int graphCount() const;
    virtual QString graphName(int i) const;
    virtual QVector<double> graphValues(int i) const;
    // The labels of the bars / points in plot order (none but on bars and scatters).
    virtual QStringList pointLabels() const { return {}; }

  protected:
    QFont ownerFont(int pointSize) const;  // the owner's font family at pointSize
    QFont ownerFont() const;

    QCustomPlot* plot_;
    const QWidget* owner_;
};

}  // namespace ranklens::ui
