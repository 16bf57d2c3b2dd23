#include "ui/beyond/exposure_table_model.h"

#include <QColor>
#include <cmath>

#include "ui/common/palette.h"

namespace ranklens::ui {

QString sharePercent(double share) {
    return QStringLiteral("%1 %").arg(share * 100.0, 0, 'f', 1);
}

ExposureTableModel::ExposureTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ExposureTableModel::setReport(const ExposureReport& report) {
    beginResetModel();
    rows_.clear();
    k_ = report.k;
    threshold_ = report.threshold;
    for (std::size_t r = 0; r < report.runs.size(); ++r)
        for (const auto& g : report.groups) {
            const auto* row = report.row(r, g);
            Row out{static_cast<int>(r), report.runs[r].name,
                    g == core::kNoGroup ? tr("(no category)") : QString::fromStdString(g),
                    row ? *row : core::GroupExposureRow{}};
            rows_.push_back(std::move(out));
        }
    endResetModel();
}

double ExposureTableModel::number(int row, int column) const {
    if (row < 0 || row >= static_cast<int>(rows_.size())) return 0.0;
    const auto& v = rows_[static_cast<std::size_t>(row)].values;
    switch (column) {
        case ExposureShare:
            return v.exposureShare;
        case RelevantShare:
            return v.relevantShare;
        case Difference:
            return v.exposureShare - v.relevantShare;
        case Attention:
            return v.attention;
        case Shown:
            return static_cast<double>(v.shown);
        case Relevant:
            return static_cast<double>(v.relevant);
        default:
            return 0.0;
    }
}

int ExposureTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int ExposureTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ExposureTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    const int c = index.column();
    if (role == Qt::DisplayRole) {
        switch (c) {
            case Run:
                return row.runName;
            case Group:
                return row.group;
            case ExposureShare:
            case RelevantShare:
                return sharePercent(number(index.row(), c));
            case Difference: {
                // Rounded first: no "-0.0" for a difference that rounds to zero.
                const double pp = std::round(number(index.row(), c) * 1000.0) / 10.0;
                return QStringLiteral("%1%2 pp")
                    .arg(pp > 0 ? QStringLiteral("+") : QString())
                    .arg(pp == 0.0 ? 0.0 : pp, 0, 'f', 1);
            }
            case Attention:
                return QString::number(row.values.attention, 'f', 2);
            default:
                return QString::number(number(index.row(), c), 'f', 0);
        }
    }
    if (role == Qt::TextAlignmentRole && c >= ExposureShare)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::DecorationRole && c == Run) return runColor(row.run);
    if (role == Qt::ToolTipRole && c >= ExposureShare)
        return tr("%1 in %2: %3 of the attention in the top %4 (%5 places), %6 of the relevant "
                  "items (%7 labels ≥ %8)")
            .arg(row.group, row.runName, sharePercent(row.values.exposureShare))
            .arg(k_)
            .arg(row.values.shown)
            .arg(sharePercent(row.values.relevantShare))
            .arg(row.values.relevant)
            .arg(threshold_);
    return {};
}

QVariant ExposureTableModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
            case Run:
                return tr("Run");
            case Group:
                return tr("Item group");
            case ExposureShare:
                return tr("Exposure share @%1").arg(k_);
            case RelevantShare:
                return tr("Relevant share");
            case Difference:
                return tr("Exposure − relevant");
            case Attention:
                return tr("Attention");
            case Shown:
                return tr("Places in top %1").arg(k_);
            case Relevant:
                return tr("Relevant labels");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case ExposureShare:
                return tr("The group's attention / the attention of all groups, over the top %1 "
                          "of every list; attention of rank r = 1/log2(r+1)")
                    .arg(k_);
            case RelevantShare:
                return tr(
                    "The group's relevant (query, item) labels / all relevant labels, over "
                    "the same queries");
            case Difference:
                return tr(
                    "Positive: the group is shown more than its share of relevant items "
                    "(percentage points)");
            case Attention:
                return tr("Sum of 1/log2(r+1) over the top-k ranks holding the group's items");
        }
    }
    return {};
}

RunLevelTableModel::RunLevelTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void RunLevelTableModel::setReport(const ExposureReport& report) {
    beginResetModel();
    runs_ = report.runs;
    k_ = report.k;
    endResetModel();
}

double RunLevelTableModel::number(int row, int column) const {
    if (row < 0 || row >= static_cast<int>(runs_.size())) return 0.0;
    const auto& r = runs_[static_cast<std::size_t>(row)];
    return column == Gini ? r.gini : column == Coverage ? r.coverage : 0.0;
}

int RunLevelTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(runs_.size());
}

int RunLevelTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunLevelTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const auto& r = runs_[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole)
        return index.column() == Run ? r.name
                                     : QString::number(number(index.row(), index.column()), 'f', 3);
    if (role == Qt::TextAlignmentRole && index.column() != Run)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::DecorationRole && index.column() == Run) return runColor(r.run);
    return {};
}

QVariant RunLevelTableModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
            case Run:
                return tr("Run");
            case Gini:
                return tr("Gini @%1").arg(k_);
            case Coverage:
                return tr("Catalogue coverage @%1").arg(k_);
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case Gini:
                return tr("Gini index of item exposure: how unequally the catalogue's items "
                          "appear in the top %1 of all the run's lists (0 = every item equally "
                          "often, 1 = one item takes every place). One value for the whole run.")
                    .arg(k_);
            case Coverage:
                return tr("Distinct items in any top %1 of the run / items in the run and the "
                          "labels. One value for the whole run.")
                    .arg(k_);
        }
    }
    return {};
}

}  // namespace ranklens::ui
