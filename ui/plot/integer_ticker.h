#pragma once
// Axis ticks at whole numbers only, for counts and query positions: never 2.5 queries, never a
// query at 0.6. Private to ui/plot (it needs QCustomPlot).
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace ranklens::ui {

class IntegerTicker : public QCPAxisTicker {
  protected:
    double getTickStep(const QCPRange& range) override {
        return std::max(1.0, std::ceil(QCPAxisTicker::getTickStep(range)));
    }
    int getSubTickCount(double tickStep) override {
        return tickStep >= 5 ? QCPAxisTicker::getSubTickCount(tickStep) : 0;
    }
};

}  // namespace ranklens::ui
