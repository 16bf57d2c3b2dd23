#include "ui/leaderboard/overlap_models.h"

#include <QColor>

#include "ui/common/no_value.h"
#include "ui/leaderboard/leaderboard_text.h"

namespace ranklens::ui {

void OverlapMatrixModel::setOutcome(std::shared_ptr<const LeaderboardOutcome> outcome) {
    beginResetModel();
    outcome_ = std::move(outcome);
    endResetModel();
}

void OverlapMatrixModel::setMeasure(Measure m) {
    beginResetModel();
    measure_ = m;
    endResetModel();
}

int OverlapMatrixModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !outcome_ ? 0 : static_cast<int>(outcome_->board.runs.size());
}

int OverlapMatrixModel::columnCount(const QModelIndex& parent) const {
    return rowCount(parent);
}

QVariant OverlapMatrixModel::data(const QModelIndex& index, int role) const {
    if (!outcome_ || !index.isValid()) return {};
    const auto r = static_cast<std::size_t>(index.row()),
               c = static_cast<std::size_t>(index.column());
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
    const auto& m = outcome_->overlapMeans[r][c];
    const bool none = r != c && m.queries == 0;
    const double v = r == c ? 1.0 : measure_ == Measure::Rbo ? m.rbo : m.jaccard;
    switch (role) {
        case Qt::DisplayRole:
            return none ? NoValue::dash() : LeaderboardText::number(v);
        case Qt::UserRole:
            return none ? QVariant() : QVariant(v);
        case Qt::BackgroundRole: {
            if (none || r == c) return {};
            const int shade = 255 - static_cast<int>(90 * (1 - v));  // the more churn, the darker
            return QColor(255, shade, shade - 10 > 0 ? shade - 10 : 0);
        }
        case Qt::ToolTipRole:
            if (r == c) return {};
            if (none)
                return tr(
                    "No query both runs returned with a ranked list (an evaluated run has "
                    "none).");
            return tr("%1 and %2: Jaccard@%3 %4, RBO %5 over %n query(ies) both returned. Click "
                      "to list them, most changed first.",
                      nullptr, static_cast<int>(m.queries))
                .arg(QString::fromStdString(outcome_->board.runs[r]),
                     QString::fromStdString(outcome_->board.runs[c]))
                .arg(outcome_->request.overlapDepth)
                .arg(LeaderboardText::number(m.jaccard), LeaderboardText::number(m.rbo));
    }
    return {};
}

QVariant OverlapMatrixModel::headerData(int section, Qt::Orientation, int role) const {
    if (!outcome_ || role != Qt::DisplayRole || section < 0 || section >= rowCount()) return {};
    return QString::fromStdString(outcome_->board.runs[static_cast<std::size_t>(section)]);
}

void ChurnModel::setPair(std::shared_ptr<const LeaderboardOutcome> outcome, int i, int j) {
    beginResetModel();
    outcome_ = std::move(outcome);
    i_ = i;
    j_ = j;
    endResetModel();
}

const std::vector<core::compare::QueryOverlap>* ChurnModel::rows() const {
    if (!outcome_ || i_ == j_ || i_ < 0 || j_ < 0) return nullptr;
    const auto n = static_cast<int>(outcome_->board.runs.size());
    if (i_ >= n || j_ >= n) return nullptr;
    return &outcome_->perQuery(static_cast<std::size_t>(i_), static_cast<std::size_t>(j_));
}

int ChurnModel::rowCount(const QModelIndex& parent) const {
    const auto* r = rows();
    return parent.isValid() || !r ? 0 : static_cast<int>(r->size());
}

int ChurnModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ChurnModel::data(const QModelIndex& index, int role) const {
    const auto* r = rows();
    if (!r || !index.isValid()) return {};
    const auto& q = (*r)[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole && index.column() != Query)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::UserRole) return {};
    const bool sort = role == Qt::UserRole;
    switch (index.column()) {
        case Query:
            return QString::fromStdString(q.qid);
        case Jaccard:
            return sort ? QVariant(q.jaccard) : QVariant(LeaderboardText::number(q.jaccard));
        case Rbo:
            return sort ? QVariant(q.rbo) : QVariant(LeaderboardText::number(q.rbo));
        case Churn:
            return sort ? QVariant(1 - q.rbo) : QVariant(LeaderboardText::number(1 - q.rbo));
    }
    return {};
}

QVariant ChurnModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole) return {};
    const int depth = outcome_ ? static_cast<int>(outcome_->request.overlapDepth) : 10;
    switch (section) {
        case Query:
            return tr("Query");
        case Jaccard:
            return tr("Jaccard@%1").arg(depth);
        case Rbo:
            return tr("RBO");
        case Churn:
            return tr("Churn (1 − RBO)");
    }
    return {};
}

}  // namespace ranklens::ui
