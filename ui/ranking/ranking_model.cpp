#include "ui/ranking/ranking_model.h"

#include <QDataStream>
#include <QGuiApplication>
#include <QHash>
#include <QIODevice>
#include <QMimeData>
#include <QPalette>
#include <algorithm>
#include <cmath>
#include <numeric>

#include "ui/common/fonts.h"

namespace ranklens::ui {

RankingModel::RankingModel(QObject* parent) : QAbstractTableModel(parent) {}

void RankingModel::setItems(std::vector<RankingItem> items) {
    beginResetModel();
    items_ = std::move(items);
    // Derive tie groups from runs of equal scores in the system order.
    int nextGroup = 0;
    for (const auto& it : items_) nextGroup = std::max(nextGroup, it.tieGroup + 1);
    for (std::size_t i = 0; i < items_.size();) {
        std::size_t j = i + 1;
        while (j < items_.size() && items_[j].score == items_[i].score) ++j;
        if (j - i > 1) {
            bool anyGiven = false;
            for (std::size_t t = i; t < j; ++t) anyGiven |= items_[t].tieGroup >= 0;
            if (!anyGiven) {
                for (std::size_t t = i; t < j; ++t) items_[t].tieGroup = nextGroup;
                ++nextGroup;
            }
        }
        i = j;
    }
    QHash<int, int> sizes;
    for (const auto& it : items_)
        if (it.tieGroup >= 0) ++sizes[it.tieGroup];
    tieSize_.resize(items_.size());
    for (std::size_t i = 0; i < items_.size(); ++i)
        tieSize_[i] = items_[i].tieGroup >= 0 ? sizes.value(items_[i].tieGroup) : 1;
    // One number format for the whole list: integers without decimals, otherwise the fewest
    // decimals (4..8) that keep neighbouring distinct scores distinct.
    bool allIntegers = true;
    for (const auto& it : items_)
        allIntegers &= it.score == std::floor(it.score) && std::abs(it.score) < 1e15;
    scoreDecimals_ = allIntegers ? 0 : 4;
    while (!allIntegers && scoreDecimals_ < 8) {
        bool clash = false;
        for (std::size_t i = 1; i < items_.size() && !clash; ++i)
            clash = items_[i].score != items_[i - 1].score &&
                    QString::number(items_[i].score, 'f', scoreDecimals_) ==
                        QString::number(items_[i - 1].score, 'f', scoreDecimals_);
        if (!clash) break;
        ++scoreDecimals_;
    }
    order_.resize(items_.size());
    std::iota(order_.begin(), order_.end(), 0);
    endResetModel();
}

std::vector<int> orderOfDocIds(const std::vector<RankingItem>& items, const QStringList& docids) {
    QHash<QString, int> byDoc;
    byDoc.reserve(static_cast<qsizetype>(items.size()));
    for (std::size_t i = 0; i < items.size(); ++i)
        byDoc.insert(items[i].docid, static_cast<int>(i));
    std::vector<int> next;
    next.reserve(items.size());
    std::vector<char> used(items.size(), 0);
    for (const QString& d : docids) {
        const auto it = byDoc.constFind(d);
        if (it == byDoc.constEnd() || used[static_cast<std::size_t>(*it)]) continue;
        used[static_cast<std::size_t>(*it)] = 1;
        next.push_back(*it);
    }
    for (std::size_t i = 0; i < items.size(); ++i)
        if (!used[i]) next.push_back(static_cast<int>(i));
    return next;
}

bool RankingModel::setOrderByDocIds(const QStringList& docids) {
    std::vector<int> next = orderOfDocIds(items_, docids);
    if (next == order_) return false;

    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    std::vector<int> newRowOfItem(items_.size());
    for (std::size_t r = 0; r < next.size(); ++r)
        newRowOfItem[static_cast<std::size_t>(next[r])] = static_cast<int>(r);
    const QModelIndexList from = persistentIndexList();
    QModelIndexList to;
    to.reserve(from.size());
    for (const QModelIndex& idx : from) {
        const int item = order_[static_cast<std::size_t>(idx.row())];
        to.push_back(index(newRowOfItem[static_cast<std::size_t>(item)], idx.column()));
    }
    order_ = std::move(next);
    changePersistentIndexList(from, to);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    return true;
}

QStringList RankingModel::docIdsInOrder() const {
    QStringList out;
    out.reserve(static_cast<qsizetype>(order_.size()));
    for (int i : order_) out.push_back(items_[static_cast<std::size_t>(i)].docid);
    return out;
}

bool RankingModel::isSystemOrder() const {
    for (std::size_t r = 0; r < order_.size(); ++r)
        if (order_[r] != static_cast<int>(r)) return false;
    return true;
}

int RankingModel::rowOfDocId(const QString& docid) const {
    for (std::size_t r = 0; r < order_.size(); ++r)
        if (items_[static_cast<std::size_t>(order_[r])].docid == docid) return static_cast<int>(r);
    return -1;
}

bool RankingModel::moveItem(int from, int to) {
    const int n = rowCount();
    if (from < 0 || from >= n || to < 0 || to >= n || from == to) return false;
    return moveRows({}, from, 1, {}, to > from ? to + 1 : to);
}

bool RankingModel::moveRows(const QModelIndex& sourceParent, int sourceRow, int count,
                            const QModelIndex& destinationParent, int destinationChild) {
    const int n = rowCount();
    if (sourceParent.isValid() || destinationParent.isValid() || count < 1 || sourceRow < 0 ||
        sourceRow + count > n || destinationChild < 0 || destinationChild > n)
        return false;
    if (destinationChild >= sourceRow && destinationChild <= sourceRow + count) return false;
    if (!beginMoveRows({}, sourceRow, sourceRow + count - 1, {}, destinationChild)) return false;
    auto first = order_.begin() + sourceRow;
    auto last = first + count;
    auto dest = order_.begin() + destinationChild;
    if (destinationChild < sourceRow)
        std::rotate(dest, first, last);
    else
        std::rotate(first, last, dest);
    endMoveRows();
    // Ranks, movement arrows, tie markers and the dimming beyond k change for every row
    // between the two positions (and the neighbours of the old and new place).
    const int lo = std::max(0, std::min(sourceRow, destinationChild) - 1);
    const int hi = std::min(n - 1, std::max(sourceRow + count, destinationChild));
    emit dataChanged(index(lo, 0), index(hi, ColumnCount - 1),
                     {Qt::DisplayRole, Qt::ToolTipRole, Qt::ForegroundRole, TieRole,
                      BeyondCutoffRole, SystemRankRole});
    return true;
}

bool RankingModel::setGrade(int row, std::optional<int> grade) {
    if (row < 0 || row >= rowCount()) return false;
    auto& it = items_[static_cast<std::size_t>(order_[static_cast<std::size_t>(row)])];
    const std::int32_t g = grade ? static_cast<std::int32_t>(*grade) : core::kUnjudged;
    if (it.grade == g) return false;
    it.grade = g;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1),
                     {Qt::DisplayRole, Qt::EditRole, Qt::ToolTipRole, GradeRole});
    return true;
}

void RankingModel::gradesInOrder(std::vector<std::int32_t>& out) const {
    out.resize(order_.size());
    for (std::size_t r = 0; r < order_.size(); ++r)
        out[r] = items_[static_cast<std::size_t>(order_[r])].grade;
}

void RankingModel::setCutoff(int k) {
    k = std::max(k, 1);
    if (k == k_) return;
    const int lo = std::min(k, k_), hi = std::max(k, k_);
    k_ = k;
    const int n = rowCount();
    if (n > 0 && lo - 1 < n)
        emit dataChanged(index(std::max(lo - 1, 0), 0), index(std::min(hi, n) - 1, ColumnCount - 1),
                         {Qt::ForegroundRole, BeyondCutoffRole});
}

void RankingModel::setMoveRequestHandler(std::function<void(int, int)> handler) {
    moveHandler_ = std::move(handler);
}

int RankingModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(order_.size());
}

int RankingModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

TiePosition RankingModel::tiePosition(int row) const {
    const int g = itemAt(row).tieGroup;
    if (g < 0) return TiePosition::None;
    const bool prev = row > 0 && itemAt(row - 1).tieGroup == g;
    const bool next = row + 1 < rowCount() && itemAt(row + 1).tieGroup == g;
    if (prev && next) return TiePosition::Middle;
    if (prev) return TiePosition::Last;
    if (next) return TiePosition::First;
    return TiePosition::Single;
}

QVariant RankingModel::displayText(int row, int column) const {
    const std::size_t itemIdx = static_cast<std::size_t>(order_[static_cast<std::size_t>(row)]);
    const RankingItem& it = items_[itemIdx];
    const int systemRank = static_cast<int>(itemIdx) + 1;
    const bool judged = it.grade != core::kUnjudged;
    switch (column) {
        case RankCol:
            return row + 1;
        case MovedCol: {
            const int d = systemRank - (row + 1);
            if (d > 0) return QStringLiteral("\u25B2%1").arg(d);
            if (d < 0) return QStringLiteral("\u25BC%1").arg(-d);
            return QString();
        }
        case DocCol:
            return it.docid;
        case TitleCol:
            return it.title;
        case ScoreCol:
            return QString::number(it.score, 'f', scoreDecimals_);
        case GradeCol:
            return judged ? QString::number(it.grade) : QStringLiteral("\u2013");
    }
    return {};
}

QVariant RankingModel::toolTip(int row, int column) const {
    const std::size_t itemIdx = static_cast<std::size_t>(order_[static_cast<std::size_t>(row)]);
    const RankingItem& it = items_[itemIdx];
    const int systemRank = static_cast<int>(itemIdx) + 1;
    const bool judged = it.grade != core::kUnjudged;
    switch (column) {
        case MovedCol:
        case RankCol:
            return tr("Rank %1 (system rank %2)").arg(row + 1).arg(systemRank);
        case ScoreCol:
            if (it.tieGroup >= 0)
                return tr("Score %1, tied with %2 other item(s). trec_eval orders tied "
                          "items by docid, descending.")
                    .arg(QString::number(it.score, 'g', 17))
                    .arg(tieSize_[itemIdx] - 1);
            return QString::number(it.score, 'g', 17);
        case GradeCol:
            return judged ? tr("Grade %1 \u2014 click or press 0–4 to change").arg(it.grade)
                          : tr("Unjudged (counts as not relevant) \u2014 click or "
                               "press 0–4 to grade");
        default:
            return it.title.isEmpty() ? it.docid : it.docid + QLatin1String("\n") + it.title;
    }
}

QVariant RankingModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const int row = index.row();
    const std::size_t itemIdx = static_cast<std::size_t>(order_[static_cast<std::size_t>(row)]);
    const RankingItem& it = items_[itemIdx];
    const int systemRank = static_cast<int>(itemIdx) + 1;
    const bool judged = it.grade != core::kUnjudged;
    switch (role) {
        case Qt::DisplayRole:
            return displayText(row, index.column());
        case Qt::EditRole:
            if (index.column() == GradeCol && judged) return it.grade;
            return data(index, Qt::DisplayRole);
        case Qt::ToolTipRole:
            return toolTip(row, index.column());
        case Qt::TextAlignmentRole:
            switch (index.column()) {
                case RankCol:
                case ScoreCol:
                    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
                case MovedCol:
                case GradeCol:
                    return QVariant(Qt::AlignCenter);
                default:
                    return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
            }
        case Qt::FontRole:
            if (index.column() == RankCol || index.column() == ScoreCol ||
                index.column() == DocCol || index.column() == MovedCol)
                return monoFont();
            return {};
        case Qt::ForegroundRole:
            if (index.column() == MovedCol) {
                const int d = systemRank - (row + 1);
                if (d != 0)
                    return QColor(d > 0 ? QColor(0x2e, 0x8b, 0x57) : QColor(0xc0, 0x39, 0x2b));
            }
            if (row >= k_) return QGuiApplication::palette().color(QPalette::PlaceholderText);
            return {};
        case GradeRole:
            return judged ? QVariant(it.grade) : QVariant();
        case DocIdRole:
            return it.docid;
        case SystemRankRole:
            return systemRank;
        case TieRole:
            return static_cast<int>(tiePosition(row));
        case TieSizeRole:
            return tieSize_[itemIdx];
        case BeyondCutoffRole:
            return row >= k_;
        default:
            return {};
    }
}

QVariant RankingModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
            case RankCol:
                return tr("#");
            case MovedCol:
                return tr("\u0394");
            case DocCol:
                return tr("Item");
            case TitleCol:
                return tr("Title");
            case ScoreCol:
                return tr("Score");
            case GradeCol:
                return tr("Grade");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
            case RankCol:
                return tr("Rank in the current order");
            case MovedCol:
                return tr("Places moved against the system's order");
            case ScoreCol:
                return tr("System score; a bracket marks items with equal scores (ties)");
            case GradeCol:
                return tr("Grade in the active label set (\u2013 = unjudged)");
        }
    }
    return {};
}

Qt::ItemFlags RankingModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::ItemIsDropEnabled;  // drops go between rows only
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled |
           Qt::ItemNeverHasChildren;
}

Qt::DropActions RankingModel::supportedDropActions() const {
    return Qt::MoveAction;
}

Qt::DropActions RankingModel::supportedDragActions() const {
    return Qt::MoveAction;
}

QStringList RankingModel::mimeTypes() const {
    return {QString::fromLatin1(kMimeType)};
}

QMimeData* RankingModel::mimeData(const QModelIndexList& indexes) const {
    QList<int> rows;
    for (const QModelIndex& idx : indexes)
        if (idx.isValid() && !rows.contains(idx.row())) rows.push_back(idx.row());
    if (rows.isEmpty()) return nullptr;
    std::sort(rows.begin(), rows.end());
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream << rows;
    auto* mime = new QMimeData;
    mime->setData(QString::fromLatin1(kMimeType), bytes);
    QStringList docs;
    for (int r : rows) docs << itemAt(r).docid;
    mime->setText(docs.join(QLatin1Char('\n')));
    return mime;
}

int RankingModel::decodeSourceRow(const QMimeData* data) const {
    if (!data || !data->hasFormat(QString::fromLatin1(kMimeType))) return -1;
    QByteArray bytes = data->data(QString::fromLatin1(kMimeType));
    QDataStream stream(&bytes, QIODevice::ReadOnly);
    QList<int> rows;
    stream >> rows;
    if (rows.size() != 1 || rows.front() < 0 || rows.front() >= rowCount()) return -1;
    return rows.front();
}

bool RankingModel::canDropMimeData(const QMimeData* data, Qt::DropAction action, int /*row*/,
                                   int /*column*/, const QModelIndex& /*parent*/) const {
    return action == Qt::MoveAction && decodeSourceRow(data) >= 0;
}

bool RankingModel::dropMimeData(const QMimeData* data, Qt::DropAction action, int row,
                                int /*column*/, const QModelIndex& parent) {
    if (action == Qt::IgnoreAction) return true;
    if (action != Qt::MoveAction) return false;
    const int from = decodeSourceRow(data);
    if (from < 0) return false;
    // `row` is the insertion point (before that row); -1 means on an item or past the end.
    int insertAt = row;
    if (insertAt < 0) insertAt = parent.isValid() ? parent.row() : rowCount();
    insertAt = std::clamp(insertAt, 0, rowCount());
    const int to = insertAt > from ? insertAt - 1 : insertAt;
    if (to == from) return false;
    if (moveHandler_)
        moveHandler_(from, to);
    else
        moveItem(from, to);
    return true;
}

}  // namespace ranklens::ui
