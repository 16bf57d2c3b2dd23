#pragma once
// Which curves get the right-hand y axis. Most measures are shares in 0..1; a few are not
// (novelty in bits, ARP in interactions, CG/DCG in gain, counts). Drawn on one axis with 0..1
// measures they would squash them flat, so when both kinds are shown the others go on a
// second y axis, labelled with their names and units.
#include <QCoreApplication>
#include <QString>
#include <vector>

#include "core/measures/measure.h"

namespace ranklens::ui {

// True for a measure whose values lie in 0..1.
bool inUnitInterval(const core::MeasureInfo& m);

struct CurveAxes {
    std::vector<bool> second;  // parallel to the metrics: on the right-hand axis
    QString left, right;       // axis labels; right is empty when no curve is on it
};

class CurveAxesText {
    Q_DECLARE_TR_FUNCTIONS(CurveAxesText)
  public:
    // The axes of these metrics: the ones outside 0..1 on the right when some are in 0..1.
    static CurveAxes split(const std::vector<const core::MeasureInfo*>& metrics);
    // "Novelty@k (bits)", "ARP@k (popularity)", "DCG@k": the label with its unit, if any.
    static QString withUnit(const core::MeasureInfo& m);
};

}  // namespace ranklens::ui
