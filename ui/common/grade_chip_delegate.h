#pragma once
// GradeChipDelegate paints a grade as a coloured chip (0 grey -> 3 green, 4 deep green;
// unjudged as a dashed outline) and reports clicks on the chip so the owner can open a grade
// menu. It reads the grade from role GradeRole (an int, or an invalid QVariant = unjudged);
// cells whose DisplayRole is empty are left blank.
#include <QStyledItemDelegate>
#include <optional>

namespace ranklens::ui {

class GradeChipDelegate : public QStyledItemDelegate {
    Q_OBJECT
  public:
    static constexpr int GradeRole = Qt::UserRole + 1;  // same as RankingModel::GradeRole
    static constexpr int DimRole = Qt::UserRole + 6;    // bool: paint faded (beyond k)

    explicit GradeChipDelegate(QObject* parent = nullptr);

    // Whether clicking the chip emits chipClicked (false for read-only tables).
    void setInteractive(bool on) { interactive_ = on; }

    // Chip fill and text colours of a grade (nullopt = unjudged; negative = judged non-relevant).
    static QColor chipColor(std::optional<int> grade);
    static QColor chipTextColor(std::optional<int> grade);
    // Paints one chip centred in rect (used by the delegate and by the legend).
    static void paintChip(QPainter* p, const QRect& rect, std::optional<int> grade,
                          const QFont& font, bool dim = false);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    bool editorEvent(QEvent* event, QAbstractItemModel* model, const QStyleOptionViewItem& option,
                     const QModelIndex& index) override;

  signals:
    // The chip of `index` was clicked; globalPos is where a menu should open.
    void chipClicked(const QModelIndex& index, const QPoint& globalPos);

  private:
    static QRect chipRect(const QRect& cell);
    bool interactive_ = false;
};

}  // namespace ranklens::ui
