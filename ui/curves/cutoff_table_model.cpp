#include "ui/curves/cutoff_table_model.h"

#include <QBrush>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <limits>

#include "ui/common/measure_text.h"
#include "ui/common/no_value.h"
#include "ui/common/palette.h"
#include "ui/evaluation/query_set_text.h"

namespace ranklens::ui {

namespace {
constexpr int kFixedColumns = 2;  // metric, run
}

CutoffTableModel::CutoffTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void CutoffTableModel::setEvaluation(std::shared_ptr<const Evaluation> ev) {
    beginResetModel();
    ev_ = std::move(ev);
    endResetModel();
}

void CutoffTableModel::setCutoffs(const std::vector<int>& cutoffs) {
    beginResetModel();
    cutoffs_ = cutoffs;
    endResetModel();
}

int CutoffTableModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !ev_) return 0;
    return static_cast<int>(ev_->request.metrics.size() * ev_->runs.size());
}

int CutoffTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kFixedColumns + static_cast<int>(cutoffs_.size());
}

double CutoffTableModel::valueAt(int row, int c) const {
    const std::size_t nRuns = ev_->runs.size();
    const std::size_t m = static_cast<std::size_t>(row) / nRuns;
    const std::size_t r = static_cast<std::size_t>(row) % nRuns;
    const auto& curve = ev_->curve(r, m);
    const int k = cutoffs_[static_cast<std::size_t>(c)];
    // No value beyond the curve, nor for a mean over no query (the engine's sum over nothing).
    if (k < 1 || k > static_cast<int>(curve.size()) || QuerySetText::basis(*ev_, r).queries == 0)
        return std::numeric_limits<double>::quiet_NaN();
    return curve[static_cast<std::size_t>(k - 1)];
}

QVariant CutoffTableModel::data(const QModelIndex& index, int role) const {
    if (!ev_ || !index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const std::size_t nRuns = ev_->runs.size();
    const std::size_t m = static_cast<std::size_t>(index.row()) / nRuns;
    const std::size_t r = static_cast<std::size_t>(index.row()) % nRuns;
    const auto* measure = ev_->request.metrics[m];
    if (index.column() == 0) {
        if (role == Qt::DisplayRole) return measureLabel(*measure);
        if (role == Qt::ToolTipRole) return measureDescription(*measure);
        return {};
    }
    if (index.column() == 1) {
        if (role == Qt::DisplayRole) return ev_->runs[r].name;
        if (role == Qt::DecorationRole) return runColor(static_cast<int>(r));
        if (role == Qt::ToolTipRole)  // flags a run that missed labelled queries
            return QuerySetText::coverage(ev_->runs[r].name, QuerySetText::coverages(*ev_)[r]);
        return {};
    }
    const int c = index.column() - kFixedColumns;
    const double v = valueAt(index.row(), c);
    switch (role) {
        case Qt::DisplayRole:
            return NoValue::number(v);
        case Qt::UserRole:
            return v;
        case ExplainTargetRole: {
            ExplainTarget t;
            t.kind = ExplainTarget::Kind::Mean;
            t.run = static_cast<int>(r);
            t.metric = static_cast<int>(m);
            t.k = cutoffs_[static_cast<std::size_t>(c)];
            return QVariant::fromValue(t);
        }
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::BackgroundRole: {
            const QColor col = measure->integer ? QColor() : valueColor(v);
            return col.isValid() ? QVariant(QBrush(col)) : QVariant();
        }
        case Qt::ToolTipRole: {
            const auto basis = QuerySetText::basis(*ev_, r);
            QString tip = tr("%1 of %2 at k = %3: %4 (%5)")
                              .arg(measureTitle(*measure), ev_->runs[r].name)
                              .arg(cutoffs_[static_cast<std::size_t>(c)])
                              .arg(basis.queries ? NoValue::number(v, 6)
                                                 : NoValue::withReason(NoValue::noQueries()))
                              .arg(QuerySetText::mean(basis));
            const QString flag =
                QuerySetText::coverage(ev_->runs[r].name, QuerySetText::coverages(*ev_)[r]);
            if (!flag.isEmpty()) tip += QLatin1Char('\n') + flag;
            if (r > 0) {
                const double base = valueAt(index.row() - static_cast<int>(r), c);
                tip += tr("\nΔ vs %1: %2").arg(ev_->runs[0].name, NoValue::number(v - base, 4));
            }
            return tip;
        }
        default:
            return {};
    }
}

QVariant CutoffTableModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole) return {};
    if (section == 0) return tr("Metric");
    if (section == 1) return tr("Run");
    const int c = section - kFixedColumns;
    if (c < 0 || c >= static_cast<int>(cutoffs_.size())) return {};
    return tr("@%1").arg(cutoffs_[static_cast<std::size_t>(c)]);
}

QString CutoffTableModel::toCsv() const {
    QString out;
    if (ev_)
        out += QStringLiteral("# ") + ev_->definitionsText() + QStringLiteral("\n# ") +
               QuerySetText::summary(*ev_) + QLatin1Char('\n');
    out += QStringLiteral("metric,run");
    for (int k : cutoffs_) out += QStringLiteral(",@%1").arg(k);
    out += QLatin1Char('\n');
    for (int row = 0; row < rowCount(); ++row) {
        out += data(index(row, 0)).toString() + QLatin1Char(',') + data(index(row, 1)).toString();
        for (int c = 0; c < static_cast<int>(cutoffs_.size()); ++c)
            out += QLatin1Char(',') + NoValue::csv(valueAt(row, c));
        out += QLatin1Char('\n');
    }
    return out;
}

std::vector<int> parseCutoffList(const QString& text) {
    std::vector<int> out;
    for (const QString& part :
         text.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int k = part.toInt(&ok);
        if (ok && k >= 1 && k <= core::kMaxCutoff) out.push_back(k);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace ranklens::ui
