#include "ui/ranking/ranking_positions_model.h"

#include <QColor>
#include <QGuiApplication>
#include <QPalette>
#include <algorithm>
#include <optional>

#include "ui/common/fonts.h"

namespace ranklens::ui {

RankingPositionsModel::RankingPositionsModel(QObject* parent) : QAbstractTableModel(parent) {}

void RankingPositionsModel::setExplanation(core::teaching::Explanation& explanation) {
    const std::size_t oldRows = rows();
    const std::size_t newRows = std::max(explanation.positions.size(), explanation.ideal.size());
    if (oldRows != newRows) beginResetModel();
    std::swap(e_, explanation);
    if (oldRows != newRows)
        endResetModel();
    else if (newRows > 0)
        emit dataChanged(index(0, 0), index(static_cast<int>(newRows) - 1, ColumnCount - 1));
}

void RankingPositionsModel::setDecimals(int d) {
    decimals_ = std::clamp(d, 1, 10);
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int RankingPositionsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows());
}

int RankingPositionsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<double> RankingPositionsModel::value(int row, int column) const {
    const auto r = static_cast<std::size_t>(row);
    const auto* p = r < e_.positions.size() ? &e_.positions[r] : nullptr;
    const auto* ideal = r < e_.ideal.size() ? &e_.ideal[r] : nullptr;
    switch (column) {
        case RankCol:
            return row + 1;
        case DiscountCol:
            return core::teaching::discountAt(row + 1);
        case GainCol:
            if (p) return p->gain;
            return std::nullopt;
        case ContributionCol:
            if (p) return p->contribution;
            return std::nullopt;
        case RunningDcgCol:
            if (p) return p->runningDcg;
            return std::nullopt;
        case IdealContributionCol:
            if (ideal) return ideal->contribution;
            return std::nullopt;
        case RunningIdcgCol:
            if (ideal) return ideal->runningIdcg;
            return std::nullopt;
        default:
            return std::nullopt;
    }
}

QVariant RankingPositionsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const int row = index.row();
    const auto r = static_cast<std::size_t>(row);
    const int col = index.column();
    switch (role) {
        case Qt::DisplayRole:
            if (col == GradeCol) {
                if (r >= e_.positions.size()) return QString();
                const std::int32_t g = e_.positions[r].grade;
                return g == core::kUnjudged ? QStringLiteral("\u2013") : QString::number(g);
            }
            if (col == IdealGradeCol)
                return r < e_.ideal.size() ? QString::number(e_.ideal[r].grade) : QString();
            if (col == RankCol) return row + 1;
            if (auto v = value(row, col)) {
                if (col == GainCol && (*v == static_cast<int>(*v)))
                    return QString::number(*v, 'f', 0);
                return QString::number(*v, 'f', decimals_);
            }
            return QString();
        case ValueRole:
            if (auto v = value(row, col)) return *v;
            return {};
        case GradeRole:
            if (col == GradeCol && r < e_.positions.size() &&
                e_.positions[r].grade != core::kUnjudged)
                return e_.positions[r].grade;
            if (col == IdealGradeCol && r < e_.ideal.size()) return e_.ideal[r].grade;
            return {};
        case BeyondCutoffRole:
            return row >= e_.k;
        case Qt::TextAlignmentRole:
            if (col == GradeCol || col == IdealGradeCol) return QVariant(Qt::AlignCenter);
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::FontRole:
            return monoFont();
        case Qt::ForegroundRole:
            if (row >= e_.k) return QGuiApplication::palette().color(QPalette::PlaceholderText);
            return {};
        case Qt::BackgroundRole:
            if (col >= IdealGradeCol) {
                QColor c = QGuiApplication::palette().color(QPalette::AlternateBase);
                return c;
            }
            return {};
        case Qt::ToolTipRole:
            if (auto v = value(row, col)) return QString::number(*v, 'g', 17);
            return {};
        default:
            return {};
    }
}

QVariant RankingPositionsModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
            case RankCol:
                return tr("i");
            case GradeCol:
                return tr("Grade");
            case GainCol:
                return tr("Gain");
            case DiscountCol:
                return tr("1/log\u2082(i+1)");
            case ContributionCol:
                return tr("Contrib.");
            case RunningDcgCol:
                return tr("DCG@i");
            case IdealGradeCol:
                return tr("Ideal");
            case IdealContributionCol:
                return tr("Contrib.");
            case RunningIdcgCol:
                return tr("IDCG@i");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
            case GainCol:
                return tr("Gain of the grade under the current gain setting");
            case DiscountCol:
                return tr("Position discount 1 / log2(i + 1)");
            case ContributionCol:
                return tr("Gain \u00d7 discount at this position");
            case RunningDcgCol:
                return tr("DCG of the top i items");
            case IdealGradeCol:
                return tr("Grade at position i of the ideal order");
            case IdealContributionCol:
                return tr("Ideal gain \u00d7 discount");
            case RunningIdcgCol:
                return tr("IDCG of the top i items of the ideal order");
        }
    }
    return {};
}

Qt::ItemFlags RankingPositionsModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

}  // namespace ranklens::ui
