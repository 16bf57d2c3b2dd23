#include "ui/ranking/ranking_positions_model.h"

#include <QColor>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPalette>
#include <algorithm>
#include <cmath>
#include <optional>

namespace ranklens::ui {

namespace {
const QFont& monoFont() {
    static const QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    return f;
}
}  // namespace

RankingPositionsModel::RankingPositionsModel(QObject* parent) : QAbstractTableModel(parent) {}

void RankingPositionsModel::setBreakdown(RankingBreakdown& breakdown, const core::EvalConfig& cfg,
                                         int k) {
    const int oldRows = rowCount();
    const int newRows = static_cast<int>(std::max(breakdown.grades.size(), breakdown.ideal.size()));
    if (oldRows != newRows) beginResetModel();
    std::swap(b_, breakdown);
    cfg_ = cfg;
    k_ = std::max(k, 1);
    if (oldRows != newRows)
        endResetModel();
    else if (newRows > 0)
        emit dataChanged(index(0, 0), index(newRows - 1, ColumnCount - 1));
}

void RankingPositionsModel::setDecimals(int d) {
    decimals_ = std::clamp(d, 1, 10);
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int RankingPositionsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(std::max(b_.grades.size(), b_.ideal.size()));
}

int RankingPositionsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<double> RankingPositionsModel::value(int row, int column) const {
    const auto r = static_cast<std::size_t>(row);
    const bool inList = r < b_.grades.size();
    const bool inIdeal = r < b_.ideal.size();
    switch (column) {
        case RankCol:
            return row + 1;
        case DiscountCol:
            return rankDiscount(r + 1);
        case GainCol:
            if (inList) return cfg_.gainOf(b_.grades[r]);
            return std::nullopt;
        case ContributionCol:
            if (inList) return cfg_.gainOf(b_.grades[r]) / std::log2(static_cast<double>(r) + 2.0);
            return std::nullopt;
        case RunningDcgCol:
            if (inList) return b_.runningDcg[r];
            return std::nullopt;
        case IdealContributionCol:
            if (inIdeal) return cfg_.gainOf(b_.ideal[r]) / std::log2(static_cast<double>(r) + 2.0);
            return std::nullopt;
        case RunningIdcgCol:
            if (inIdeal) return b_.runningIdcg[r];
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
                if (r >= b_.grades.size()) return QString();
                return b_.grades[r] == core::kUnjudged ? QStringLiteral("\u2013")
                                                       : QString::number(b_.grades[r]);
            }
            if (col == IdealGradeCol)
                return r < b_.ideal.size() ? QString::number(b_.ideal[r]) : QString();
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
            if (col == GradeCol && r < b_.grades.size() && b_.grades[r] != core::kUnjudged)
                return b_.grades[r];
            if (col == IdealGradeCol && r < b_.ideal.size()) return b_.ideal[r];
            return {};
        case BeyondCutoffRole:
            return row >= k_;
        case Qt::TextAlignmentRole:
            if (col == GradeCol || col == IdealGradeCol) return QVariant(Qt::AlignCenter);
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::FontRole:
            return monoFont();
        case Qt::ForegroundRole:
            if (row >= k_) return QGuiApplication::palette().color(QPalette::PlaceholderText);
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
