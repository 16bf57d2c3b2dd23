#include "ui/ranking/ranking_model.h"

#include <QDataStream>
#include <QGuiApplication>
#include <QHash>
#include <QIODevice>
#include <QMimeData>
#include <QPalette>
#include <algorithm>
#include <cmath>

#include "ui/common/fonts.h"
#include "ui/ranking/ranking_session.h"

namespace ranklens::ui {

void deriveTieGroups(std::vector<RankingItem>& items) {
    int nextGroup = 0;
    for (const auto& it : items) nextGroup = std::max(nextGroup, it.tieGroup + 1);
    for (std::size_t i = 0; i < items.size();) {
        std::size_t j = i + 1;
        while (j < items.size() && items[j].score == items[i].score) ++j;
        if (j - i > 1) {
            bool anyGiven = false;
            for (std::size_t t = i; t < j; ++t) anyGiven |= items[t].tieGroup >= 0;
            if (!anyGiven) {
                for (std::size_t t = i; t < j; ++t) items[t].tieGroup = nextGroup;
                ++nextGroup;
            }
        }
        i = j;
    }
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

RankingModel::RankingModel(const RankingSession* session, QObject* parent)
    : QAbstractTableModel(parent), session_(session) {
    listChanged();
    connectSession();
}

void RankingModel::connectSession() {
    connect(session_, &RankingSession::inputAboutToChange, this, &RankingModel::beginResetModel);
    connect(session_, &RankingSession::inputChanged, this, [this] {
        listChanged();
        endResetModel();
    });
    connect(session_, &RankingSession::itemAboutToMove, this, [this](int from, int to) {
        moving_ = beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    });
    connect(session_, &RankingSession::itemMoved, this, &RankingModel::itemMoved);
    connect(session_, &RankingSession::orderAboutToChange, this, &RankingModel::orderAboutToChange);
    connect(session_, &RankingSession::orderChanged, this, &RankingModel::orderChanged);
    connect(session_, &RankingSession::gradeChanged, this, [this](int row) {
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1),
                         {Qt::DisplayRole, Qt::EditRole, Qt::ToolTipRole, GradeRole});
    });
}

std::size_t RankingModel::itemIndexAt(int row) const {
    return static_cast<std::size_t>(session_->order()[static_cast<std::size_t>(row)]);
}

const RankingItem& RankingModel::itemAt(int row) const {
    return session_->itemAt(row);
}

void RankingModel::gradesInOrder(std::vector<std::int32_t>& out) const {
    session_->gradesInOrder(out);
}

void RankingModel::listChanged() {
    const auto& items = session_->input().items;
    QHash<int, int> sizes;
    for (const auto& it : items)
        if (it.tieGroup >= 0) ++sizes[it.tieGroup];
    tieSize_.resize(items.size());
    for (std::size_t i = 0; i < items.size(); ++i)
        tieSize_[i] = items[i].tieGroup >= 0 ? sizes.value(items[i].tieGroup) : 1;
    // One number format for the whole list: integers without decimals, otherwise the fewest
    // decimals (4..8) that keep neighbouring distinct scores distinct.
    bool allIntegers = true;
    for (const auto& it : items)
        allIntegers &= it.score == std::floor(it.score) && std::abs(it.score) < 1e15;
    scoreDecimals_ = allIntegers ? 0 : 4;
    while (!allIntegers && scoreDecimals_ < 8) {
        bool clash = false;
        for (std::size_t i = 1; i < items.size() && !clash; ++i)
            clash = items[i].score != items[i - 1].score &&
                    QString::number(items[i].score, 'f', scoreDecimals_) ==
                        QString::number(items[i - 1].score, 'f', scoreDecimals_);
        if (!clash) break;
        ++scoreDecimals_;
    }
}

void RankingModel::itemMoved(int from, int to) {
    if (!moving_) return;  // nothing moved
    moving_ = false;
    endMoveRows();
    // Ranks, movement arrows, tie markers and the dimming beyond k change for every row
    // between the two positions (and the neighbours of the old and new place).
    const int n = rowCount();
    const int lo = std::max(0, std::min(from, to) - 1);
    const int hi = std::min(n - 1, std::max(from, to) + 1);
    emit dataChanged(index(lo, 0), index(hi, ColumnCount - 1),
                     {Qt::DisplayRole, Qt::ToolTipRole, Qt::ForegroundRole, TieRole,
                      BeyondCutoffRole, SystemRankRole});
}

// Persistent indexes (the selection) follow their items to their new rows.
void RankingModel::orderAboutToChange() {
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    persistent_ = persistentIndexList();
    persistentItems_.clear();
    for (const QModelIndex& idx : persistent_)
        persistentItems_.push_back(session_->order()[static_cast<std::size_t>(idx.row())]);
}

void RankingModel::orderChanged() {
    const auto& order = session_->order();
    std::vector<int> rowOfItem(order.size());
    for (std::size_t r = 0; r < order.size(); ++r)
        rowOfItem[static_cast<std::size_t>(order[r])] = static_cast<int>(r);
    QModelIndexList to;
    to.reserve(persistent_.size());
    for (qsizetype i = 0; i < persistent_.size(); ++i)
        to.push_back(index(rowOfItem[static_cast<std::size_t>(persistentItems_[i])],
                           persistent_[i].column()));
    changePersistentIndexList(persistent_, to);
    persistent_.clear();
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
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

int RankingModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : session_->rowCount();
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
    const std::size_t itemIdx = itemIndexAt(row);
    const RankingItem& it = session_->input().items[itemIdx];
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
    const std::size_t itemIdx = itemIndexAt(row);
    const RankingItem& it = session_->input().items[itemIdx];
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
    const std::size_t itemIdx = itemIndexAt(row);
    const RankingItem& it = session_->input().items[itemIdx];
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
    emit moveRequested(from, to);
    return true;
}

}  // namespace ranklens::ui
