#include "ui/compare/comparison_table_model.h"

#include <QColor>
#include <QFont>
#include <cmath>

#include "ui/common/measure_text.h"
#include "ui/common/no_value.h"
#include "ui/common/palette.h"
#include "ui/compare/comparison_findings.h"
#include "ui/evaluation/query_set_text.h"

namespace ranklens::ui {

namespace {
QString num(double v, int decimals = 4, bool sign = false) {
    return NoValue::number(v, decimals, sign);
}
QString pText(double p) {
    if (!std::isfinite(p)) return NoValue::dash();
    return p < 0.0001 ? QStringLiteral("<0.0001") : QString::number(p, 'f', 4);
}
}  // namespace

ComparisonTableModel::ComparisonTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ComparisonTableModel::setOutcome(std::shared_ptr<const ComparisonOutcome> outcome, int segment,
                                      int against) {
    beginResetModel();
    outcome_ = std::move(outcome);
    against_ = outcome_ && against >= 0 &&
                       against < static_cast<int>(outcome_->comparison.byBaseline.size())
                   ? against
                   : -1;
    segment_ = against_ < 0 && outcome_ && segment >= 0 &&
                       segment < static_cast<int>(outcome_->comparison.segments.size())
                   ? segment
                   : -1;
    rows_.clear();
    if (outcome_)
        for (std::size_t r = 0; r < outcome_->input.runCount(); ++r) {
            if (r == baseline()) continue;
            for (std::size_t m = 0; m < outcome_->input.metrics.size(); ++m)
                rows_.emplace_back(r, m);
        }
    endResetModel();
}

std::size_t ComparisonTableModel::baseline() const {
    if (!outcome_) return 0;
    const auto& o = outcome_->comparison.options;
    return against_ < 0 ? o.baseline : o.otherBaselines[static_cast<std::size_t>(against_)];
}

const core::compare::ComparisonTable* ComparisonTableModel::table() const {
    if (!outcome_) return nullptr;
    if (against_ >= 0) return &outcome_->comparison.byBaseline[static_cast<std::size_t>(against_)];
    return segment_ < 0 ? &outcome_->comparison.overall
                        : &outcome_->comparison.segments[static_cast<std::size_t>(segment_)];
}

std::pair<std::size_t, std::size_t> ComparisonTableModel::cellAt(int row) const {
    return rows_.at(static_cast<std::size_t>(row));
}

int ComparisonTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int ComparisonTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
            case Run:
                return tr("Run");
            case Metric:
                return tr("Metric");
            case Baseline:
                return tr("Baseline");
            case Value:
                return tr("Value");
            case Delta:
                return tr("Δ");
            case RelDelta:
                return tr("Δ %");
            case Interval:
                return tr("CI of Δ");
            case P:  // the test under the name: Compare and the leaderboard test differently
                return outcome_ ? tr("p\n(%1)").arg(ComparisonFindings::testShortName(
                                      outcome_->comparison.options.test))
                                : tr("p");
            case PAdjusted:
                return outcome_ ? tr("p adj.\n(%1)")
                                      .arg(ComparisonFindings::correctionName(
                                          outcome_->comparison.options.correction))
                                : tr("p adj.");
            case WinsTiesLosses:
                return tr("W / T / L");
            case Effect:
                return tr("d_z");
        }
    }
    if (role == Qt::ToolTipRole) {
        const auto* opts = outcome_ ? &outcome_->comparison.options : nullptr;
        switch (section) {
            case Baseline:
                return tr("Mean of the baseline run over the same queries");
            case Delta:
                return tr("Run minus baseline (mean of the per-query differences)");
            case RelDelta:
                return tr("Δ divided by the baseline mean");
            case Interval: {
                if (!opts) return {};
                const QString tip =
                    tr("%1 % paired bootstrap confidence interval of Δ (%2 resamples)")
                        .arg(std::lround(opts->confidence * 100))
                        .arg(opts->resamples);
                return segment_ < 0 ? tip
                                    : tip + tr("; computed on all queries only, so a segment "
                                               "table shows none");
            }
            case P:
                return opts ? tr("Raw two-sided p-value (%1 test)")
                                  .arg(ComparisonFindings::testShortName(opts->test))
                            : QVariant();
            case PAdjusted:
                return opts ? tr("p-value after %1 correction over every run and metric of this "
                                 "table; * = below alpha %2")
                                  .arg(ComparisonFindings::correctionName(opts->correction))
                                  .arg(opts->alpha)
                            : QVariant();
            case WinsTiesLosses:
                return tr("Queries where the run is better / equal / worse than the baseline");
            case Effect:
                return tr(
                    "Effect size d_z: mean difference / standard deviation of the differences");
        }
    }
    return {};
}

QVariant ComparisonTableModel::displayText(std::size_t r, std::size_t m, int column) const {
    const auto& c = table()->cells[r][m];
    switch (column) {
        case Run:
            return QString::fromStdString(outcome_->input.runNames[r]);
        case Metric:
            return QString::fromStdString(outcome_->input.metrics[m].display);
        case Baseline:
            return num(c.baseline);
        case Value:
            return num(c.value);
        case Delta:
            return num(c.delta, 4, true);
        case RelDelta:
            return std::isfinite(c.relDelta) ? num(c.relDelta * 100, 1, true) + QStringLiteral(" %")
                                             : NoValue::dash();
        case Interval:
            return std::isfinite(c.ci.low)
                       ? QStringLiteral("[%1, %2]")
                             .arg(num(c.ci.low, 4, true), num(c.ci.high, 4, true))
                       : NoValue::dash();
        case P:
            return c.tested ? pText(c.p) : NoValue::dash();
        case PAdjusted:
            return c.tested
                       ? pText(c.pAdjusted) + (c.significant ? QStringLiteral(" *") : QString())
                       : NoValue::dash();
        case WinsTiesLosses:
            return c.tested ? QStringLiteral("%1 / %2 / %3").arg(c.wins).arg(c.ties).arg(c.losses)
                            : NoValue::dash();
        case Effect:  // infinite when every query moved by the same amount (no spread)
            if (c.tested && std::isinf(c.effect))
                return c.effect > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞");
            return c.tested ? num(c.effect, 2, true) : NoValue::dash();
    }
    return {};
}

// Sorting keys (Qt::UserRole): numbers, so that columns sort by value, not by text.
QVariant ComparisonTableModel::sortValue(std::size_t r, std::size_t m, int column) const {
    const auto& c = table()->cells[r][m];
    switch (column) {
        case Run:
            return QString::fromStdString(outcome_->input.runNames[r]);
        case Metric:
            return static_cast<int>(m);
        case Baseline:
            return c.baseline;
        case Value:
            return c.value;
        case Delta:
            return c.delta;
        case RelDelta:
            return c.relDelta;
        case Interval:
            return c.ci.low;
        case P:
            return c.p;
        case PAdjusted:
            return c.pAdjusted;
        case WinsTiesLosses:
            return c.wins - c.losses;
        case Effect:
            return c.effect;
    }
    return {};
}

QVariant ComparisonTableModel::data(const QModelIndex& index, int role) const {
    const auto* t = table();
    if (!t || !index.isValid() || index.row() >= rowCount()) return {};
    const auto [r, m] = rows_[static_cast<std::size_t>(index.row())];
    const auto& c = t->cells[r][m];
    const auto& metric = outcome_->input.metrics[m];
    if (role == RunRole) return static_cast<qulonglong>(r);
    if (role == MetricRole) return static_cast<qulonglong>(m);
    if (role == Qt::DisplayRole) return displayText(r, m, index.column());
    if (role == Qt::UserRole) return sortValue(r, m, index.column());
    if (role == Qt::TextAlignmentRole && index.column() >= Baseline)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && (index.column() == Delta || index.column() == RelDelta)) {
        if (c.delta > 1e-12) return QColor(kWin);
        if (c.delta < -1e-12) return QColor(kLoss);
    }
    if (role == Qt::FontRole && c.significant && index.column() != Run) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::ToolTipRole && index.column() == Metric)
        return QStringLiteral("<b>%1</b><p>%2</p>")
            .arg(QString::fromStdString(metric.display).toHtmlEscaped(),
                 measureDescription(*metric.measure).toHtmlEscaped());
    if (role == Qt::ToolTipRole) return cellToolTip(r, m, index.column());
    return {};
}

// Why a cell has no value ("–"), and which runs missed labelled queries.
QVariant ComparisonTableModel::cellToolTip(std::size_t r, std::size_t m, int column) const {
    const auto& c = table()->cells[r][m];
    const auto& metric = outcome_->input.metrics[m];
    const QString name = QString::fromStdString(metric.display);
    if (column == Run && r < outcome_->input.coverage.size()) {
        const QString flag = QuerySetText::coverage(
            QString::fromStdString(outcome_->input.runNames[r]), outcome_->input.coverage[r]);
        return flag.isEmpty() ? QVariant() : QVariant(flag);
    }
    if (column < Baseline) return {};
    if (!metric.perQuery()) {
        if (segment_ >= 0)
            return tr("%1 is a run-level measure (one value for the whole run, e.g. the share of "
                      "the catalogue shown): it has no value within a segment. See \"All "
                      "queries\".")
                .arg(name);
        if (column >= Interval)
            return tr("No interval and no paired test: %1 is a run-level value without "
                      "per-query values")
                .arg(name);
        return {};
    }
    // Fewer than 2 paired queries: no spread of differences, so no d_z and no interval.
    if ((column == Interval || column == Effect) && c.tested &&
        c.queries < core::compare::kMinPairs)
        return column == Effect ? tr("No effect size: %1").arg(NoValue::tooFewPairs(c.queries))
                                : tr("No interval: %1").arg(NoValue::tooFewPairs(c.queries));
    if (column == Interval && !std::isfinite(c.ci.low))
        return segment_ >= 0 ? tr("No interval in a segment table: the bootstrap interval of Δ is "
                                  "computed on all queries only (see \"All queries\")")
                             : tr("No interval: the comparison ran without bootstrap resamples");
    return {};
}

}  // namespace ranklens::ui
