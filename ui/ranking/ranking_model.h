#pragma once
// RankingModel: the ranked list of one query of one run as a Qt table model, in the current
// (possibly hand-made) order. It presents a RankingSession (ranking_session.h), the one owner of
// the list and its order, and keeps no copy of either: the session's changes come out as the
// model's signals (a move as rowsMoved, a new order as layoutChanged). A drop of its own MIME
// type (as in Qt's puzzle example) changes nothing: it asks for the move (moveRequested), which
// the owner routes through its undo stack to the session.
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

// Gives the items of each run of equal scores (system order) a tie group of their own, unless one
// of them has a tie group already.
void deriveTieGroups(std::vector<RankingItem>& items);

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

class RankingSession;

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

    // Presents session (not owned; it outlives the model).
    explicit RankingModel(const RankingSession* session, QObject* parent = nullptr);

    const RankingItem& itemAt(int row) const;
    // The item shown at `row`, as its index in the system's order (its system rank - 1).
    std::size_t itemIndexAt(int row) const;
    // The grades in the current order (kUnjudged for unjudged items): the session's.
    void gradesInOrder(std::vector<std::int32_t>& out) const;

    void setCutoff(int k);
    int cutoff() const { return k_; }

    // QAbstractItemModel
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    Qt::DropActions supportedDropActions() const override;
    Qt::DropActions supportedDragActions() const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                         const QModelIndex& parent) const override;
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                      const QModelIndex& parent) override;

  signals:
    // A drop (dropMimeData) of row `from` at row `to` (final rows): for the owner to route
    // through its undo stack.
    void moveRequested(int from, int to);

  private:
    // The session's signals, forwarded as the model's.
    void connectSession();
    void listChanged();  // the tie sizes and the score format of the new list
    void itemMoved(int from, int to);
    void orderAboutToChange();
    void orderChanged();
    TiePosition tiePosition(int row) const;
    QVariant displayText(int row, int column) const;
    QVariant toolTip(int row, int column) const;
    int decodeSourceRow(const QMimeData* data) const;

    const RankingSession* session_;
    std::vector<int> tieSize_;  // per item (system order): size of its tie group
    int scoreDecimals_ = 4;     // enough to tell neighbouring distinct scores apart
    int k_ = 10;
    bool moving_ = false;  // between the session's itemAboutToMove and itemMoved
    // While the order changes: the persistent indexes and their items (system order).
    QModelIndexList persistent_;
    std::vector<int> persistentItems_;
};

}  // namespace ranklens::ui
