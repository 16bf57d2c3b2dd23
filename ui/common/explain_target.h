#pragma once
// What "Explain this number" needs to know about a cell that shows a metric value. The models
// that lay the values out answer it under ExplainTargetRole, so the explain actions never decode
// another class's column layout (which changes with the runs, metrics and delta columns shown).
#include <QMetaType>
#include <QString>
#include <Qt>

namespace ranklens::ui {

struct ExplainTarget {
    enum class Kind { QueryValue, Mean };  // one query's value, or a mean over the queries
    Kind kind = Kind::QueryValue;
    int run = -1;       // index into the evaluation's runs (run B of a difference B − A)
    int otherRun = -1;  // a difference B − A: run A; otherwise -1
    int metric = -1;    // index into the evaluation's metrics
    int k = 0;          // the cut-off of the value
    QString qid;        // QueryValue: the query

    bool isDifference() const { return otherRun >= 0; }
};

// A role above every model's own roles (they start at Qt::UserRole).
inline constexpr int ExplainTargetRole = Qt::UserRole + 64;

}  // namespace ranklens::ui

Q_DECLARE_METATYPE(ranklens::ui::ExplainTarget)
