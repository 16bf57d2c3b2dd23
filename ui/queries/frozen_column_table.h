#pragma once
// A table whose first column stays in place while the others scroll sideways (Qt's "frozen
// column" pattern): a second view over the same model and selection shows column 0 on top of
// the table's left edge, scrolls with it vertically, and forwards sorting and activation.
#include <QTableView>

namespace ranklens::ui {

class FrozenColumnTable : public QTableView {
    Q_OBJECT
  public:
    explicit FrozenColumnTable(QWidget* parent = nullptr);
    void setModel(QAbstractItemModel* model) override;
    // The view that keeps the first column in place (object name "frozenColumn").
    QTableView* frozenView() const { return frozen_; }
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;

  protected:
    void resizeEvent(QResizeEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
    void updateGeometries() override;
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;

  private:
    // Shows only column 0 in the frozen view, at the table's widths and heights.
    void syncColumns();
    void placeFrozen();

    QTableView* frozen_;
};

}  // namespace ranklens::ui
