#pragma once
// RankingModel: the ranked list of one query of one run as a Qt table model, in the current
// (possibly hand-made) order. Rows can be moved (moveRows, drag and drop of its own MIME type,
// as in Qt's puzzle example); grades can be changed. No undo logic here: in the ranking view it
// mirrors a RankingSession (ranking_session.h), which the undo commands change.
#include <QAbstractTableModel>
#include <QHash>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "core/beyond/item_index.h"
#include "core/io/diversity_qrels.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::ui {

// One retrieved item, in the system's order.
struct RankingItem {
    QString docid;
    QString title;  // may be empty
    double score = 0.0;
    std::int32_t grade = core::kUnjudged;  // the label in the active label set, or kUnjudged
    int tieGroup = -1;  // items with equal tieGroup >= 0 are tied; -1: derived from equal scores
};

// Everything the ranking view shows for one query of one run.
struct RankingInput {
    QString runName;
    QString qid;
    QString queryText;
    std::vector<RankingItem> items;  // the system's order, rank 1 first
    // Labelled items of the query with a grade > 0 that the run did not return, with their
    // grade. They count in R (recall, AP) and, with ideal = labels, in the ideal order.
    std::vector<std::pair<QString, int>> unretrievedRelevant;
    // Real-valued labels (0.7, 2.5: learning-to-rank data) of the query by docid, as imported;
    // empty when every label is a whole number. An item whose grade is still its label's floor
    // counts with the label (as the evaluation does); a grade edited here replaces it.
    QHash<QString, double> realLabels;
    // Labels of items not returned with grade <= 0 need not be passed: no shown measure uses
    // them. The labels of the query are: the grades of the judged items + unretrievedRelevant.
    QString labelSetName;  // shown with the definitions, e.g. "clicks" (may be empty)
    // The project's subtopic labels (null: none), for alpha-nDCG, ERR-IA and S-recall.
    std::shared_ptr<const core::DiversityQrels> subtopicLabels;
    // Why there is no list to show (an evaluated run: values computed elsewhere), or empty.
    QString unavailable;
    // The project's item categories and popularity (null: none), for ILD, catcov, novelty, ARP
    // and long tail.
    std::shared_ptr<const core::ItemIndex> itemMeta;
};

// The order (indices into items) that puts `docids` first in that order; unknown and repeated
// docids are ignored, the items not named follow in system order.
std::vector<int> orderOfDocIds(const std::vector<RankingItem>& items, const QStringList& docids);

// Moves v[from] so that it ends at index `to` (both valid), shifting the elements between.
template <class T>
void moveElement(std::vector<T>& v, int from, int to) {
    const auto f = v.begin() + from;
    const auto t = v.begin() + to;
    if (to > from)
        std::rotate(f, f + 1, t + 1);
    else
        std::rotate(t, f, f + 1);
}

// Position of a row inside a group of tied items (equal scores), for the tie marker.
enum class TiePosition { None, Single, First, Middle, Last };

class RankingModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column { RankCol, MovedCol, DocCol, TitleCol, ScoreCol, GradeCol, ColumnCount };
    enum Role {
        GradeRole = Qt::UserRole + 1,  // int grade, or an invalid QVariant when unjudged
        DocIdRole,                     // QString
        SystemRankRole,                // int, 1-based rank in the system's order
        TieRole,                       // int(TiePosition)
        TieSizeRole,                   // int, number of items tied with this one (incl. itself)
        BeyondCutoffRole,              // bool, rank > k
    };
    static constexpr const char* kMimeType = "application/x-ranklens-ranking-rows";

    explicit RankingModel(QObject* parent = nullptr);

    // Replaces the list (system order); tie groups of -1 are derived from equal scores.
    void setItems(std::vector<RankingItem> items);
    const std::vector<RankingItem>& systemItems() const { return items_; }
    const RankingItem& itemAt(int row) const {
        return items_[order_[static_cast<std::size_t>(row)]];
    }

    // The current order as indices into systemItems().
    const std::vector<int>& order() const { return order_; }
    // Reorders to the given docids (unknown ones ignored, missing ones appended in system order).
    // Persistent indexes (selection) follow their items. Returns false when nothing changed.
    bool setOrderByDocIds(const QStringList& docids);
    QStringList docIdsInOrder() const;
    bool isSystemOrder() const;
    int rowOfDocId(const QString& docid) const;  // -1 when absent

    // Moves the item at row `from` so that it ends at row `to` (both 0-based, final positions).
    bool moveItem(int from, int to);
    // Sets one grade (nullopt = unjudged). Returns false when unchanged or out of range.
    bool setGrade(int row, std::optional<int> grade);

    // Grades in the current order (kUnjudged for unjudged items).
    void gradesInOrder(std::vector<std::int32_t>& out) const;

    void setCutoff(int k);
    int cutoff() const { return k_; }

    // When set, a drop (dropMimeData) calls this with (from, to) final rows instead of moving
    // directly, so the owner can route it through its undo stack.
    void setMoveRequestHandler(std::function<void(int from, int to)> handler);

    // QAbstractItemModel
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool moveRows(const QModelIndex& sourceParent, int sourceRow, int count,
                  const QModelIndex& destinationParent, int destinationChild) override;
    Qt::DropActions supportedDropActions() const override;
    Qt::DropActions supportedDragActions() const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                         const QModelIndex& parent) const override;
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                      const QModelIndex& parent) override;

  private:
    TiePosition tiePosition(int row) const;
    QVariant displayText(int row, int column) const;
    QVariant toolTip(int row, int column) const;
    int decodeSourceRow(const QMimeData* data) const;

    std::vector<RankingItem> items_;  // system order
    std::vector<int> order_;          // current row -> index into items_
    std::vector<int> tieSize_;        // per item: size of its tie group
    int scoreDecimals_ = 4;           // enough to tell neighbouring distinct scores apart
    int k_ = 10;
    std::function<void(int, int)> moveHandler_;
};

}  // namespace ranklens::ui
