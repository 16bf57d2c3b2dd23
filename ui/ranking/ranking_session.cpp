#include "ui/ranking/ranking_session.h"

#include <algorithm>

namespace ranklens::ui {

RankingSession::RankingSession(QObject* parent) : QObject(parent) {}

QString RankingSession::keyOf(const QString& runName, const QString& qid) {
    return runName + QChar(0x1f) + qid;
}

void RankingSession::setInput(RankingInput input) {
    const QString newKey = keyOf(input.runName, input.qid);
    const QString oldKey = listKey();
    QStringList keep;
    if (newKey == oldKey) {
        keep = docIdsInOrder();  // a refresh of the same list keeps the hand-made order
    } else {
        if (!order_.empty()) {
            if (isSystemOrder())
                otherOrders_.remove(oldKey);
            else
                otherOrders_.insert(oldKey, docIdsInOrder());
        }
        keep = otherOrders_.take(newKey);
    }
    emit inputAboutToChange();
    input_ = std::move(input);
    deriveTieGroups(input_.items);
    order_ = orderOfDocIds(input_.items, keep);
    emit inputChanged();
    emit listChanged(Change::Input);
}

const RankingItem& RankingSession::itemAt(int row) const {
    return input_.items[static_cast<std::size_t>(order_[static_cast<std::size_t>(row)])];
}

int RankingSession::rowOfDocId(const QString& docid) const {
    for (int r = 0; r < rowCount(); ++r)
        if (itemAt(r).docid == docid) return r;
    return -1;
}

QStringList RankingSession::docIdsInOrder() const {
    QStringList out;
    out.reserve(rowCount());
    for (int r = 0; r < rowCount(); ++r) out.push_back(itemAt(r).docid);
    return out;
}

bool RankingSession::isSystemOrder() const {
    for (std::size_t r = 0; r < order_.size(); ++r)
        if (order_[r] != static_cast<int>(r)) return false;
    return true;
}

int RankingSession::itemsMoved() const {
    // n - (the longest run of items still in increasing system order).
    std::vector<int> tails;
    for (int x : order_) {
        auto it = std::lower_bound(tails.begin(), tails.end(), x);
        if (it == tails.end())
            tails.push_back(x);
        else
            *it = x;
    }
    return static_cast<int>(order_.size() - tails.size());
}

void RankingSession::gradesInOrder(std::vector<std::int32_t>& out) const {
    out.resize(order_.size());
    for (std::size_t r = 0; r < order_.size(); ++r)
        out[r] = input_.items[static_cast<std::size_t>(order_[r])].grade;
}

std::vector<std::int32_t> RankingSession::labels() const {
    std::vector<std::int32_t> out;
    for (const auto& it : input_.items)
        if (it.grade != core::kUnjudged) out.push_back(it.grade);
    for (const auto& [doc, grade] : input_.unretrievedRelevant) out.push_back(grade);
    return out;
}

void RankingSession::moveItem(const QString& key, const QString& docid, int toRow) {
    if (key == listKey()) {
        const int from = rowOfDocId(docid);
        if (from < 0) return;
        const bool moves = toRow >= 0 && toRow < rowCount() && toRow != from;
        if (moves) {
            emit itemAboutToMove(from, toRow);
            moveElement(order_, from, toRow);
        }
        emit itemMoved(from, toRow);
        if (moves) emit listChanged(Change::Order);
        emit orderEdited(key);
        return;
    }
    auto it = otherOrders_.find(key);
    if (it == otherOrders_.end()) return;
    const auto from = it->indexOf(docid);
    if (from < 0 || toRow < 0 || toRow >= it->size()) return;
    it->move(from, toRow);
    emit orderEdited(key);
}

void RankingSession::setOrder(const QString& key, const QStringList& docids) {
    if (key == listKey()) {
        std::vector<int> next = orderOfDocIds(input_.items, docids);
        if (next == order_) return;
        emit orderAboutToChange();
        order_ = std::move(next);
        emit orderChanged();
        emit listChanged(Change::Order);
        emit orderEdited(key);
        return;
    }
    if (docids.isEmpty())
        otherOrders_.remove(key);
    else
        otherOrders_.insert(key, docids);
    emit orderEdited(key);
}

void RankingSession::setGrade(const QString& qid, const QString& docid, std::optional<int> grade) {
    if (qid == input_.qid) {
        const int row = rowOfDocId(docid);
        if (row >= 0) {
            auto& item =
                input_.items[static_cast<std::size_t>(order_[static_cast<std::size_t>(row)])];
            const std::int32_t g = grade ? static_cast<std::int32_t>(*grade) : core::kUnjudged;
            if (item.grade != g) {
                item.grade = g;
                emit gradeChanged(row, grade);
                emit listChanged(Change::Grade);
            }
        } else {
            auto& un = input_.unretrievedRelevant;
            auto it =
                std::find_if(un.begin(), un.end(), [&](const auto& p) { return p.first == docid; });
            if (it != un.end()) {
                if (grade)
                    it->second = *grade;
                else
                    un.erase(it);
                emit unretrievedChanged();
                emit listChanged(Change::Unretrieved);
            }
        }
    }
    emit gradeEdited(qid, docid, grade);
}

}  // namespace ranklens::ui
