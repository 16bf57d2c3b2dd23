#pragma once
// RankingTableView: the table of the ranking view. Draws the cut-off k as a line under row k,
// its "k = …" tag in a gutter at the table's left edge (over no row's text), marks tied groups, and
// lets the user drag a row to a new place with the mouse (a drag driven by mouse events, so it also
// works on offscreen test platforms and can preview the metrics while the row is held) or move it
// with Alt+Up/Alt+Down/Alt+Home/Alt+End. Digits 0-4 (then the next row is selected) and Delete
// request grade changes. It only emits requests; the owner applies them through undo.
#include <QTableView>
#include <QTimer>
#include <optional>

namespace ranklens::ui {

class RankingTableView : public QTableView {
    Q_OBJECT
  public:
    explicit RankingTableView(QWidget* parent = nullptr);
    void setModel(QAbstractItemModel* model) override;  // the gutter follows its rows
    // The least width the rows need; the gutter's width is added while it is shown and
    // counts (docids as the widest column, not to be cut; titles may be elided instead).
    void setRowsMinimumWidth(int width);
    void setGutterCountsInMinimum(bool counts);

    void setCutoff(int k);
    int cutoff() const { return k_; }
    // Row dragging and the move / grade keys (off for read-only tables such as the DCG table).
    void setRowEditing(bool on) { rowEditing_ = on; }
    // Paint the score column's tie brackets (column index, -1 = none).
    void setTieColumn(int column);
    // The "k = …" tag of the cut-off line, in a gutter left of the rows when k is within the
    // list, under the last row when beyond it (shown by default; off: the line alone, as in
    // the per-position table).
    void setCutoffTagShown(bool shown);
    // The tag's rect in the view's coordinates (empty: none). It lies in the gutter, beside the
    // rows: no row's text is under it.
    QRect cutoffTagRect() const;

    bool isDraggingRow() const { return dragging_; }
    // Final row the held row would land on for a cursor at viewport y.
    int dropRowAt(int viewportY) const;

  signals:
    void moveRequested(int from, int to);
    void gradeRequested(int row, std::optional<int> grade);
    // While a row is held: where it would land (from, to); dragEnded when released/cancelled.
    void dragPreview(int from, int to);
    void dragEnded();

  protected:
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void paintEvent(QPaintEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;

  private:
    void updateDrag(const QPoint& viewportPos);
    void cancelDrag();
    void autoScrollStep();
    friend class CutoffGutter;
    QString cutoffTagText(bool beyondSaid) const;
    QFont cutoffTagFont() const;
    int cutoffLineY() const;  // in the viewport; INT_MIN when there are no rows
    // The gutter is shown while the line is inside the list (k within the rows); beyond it
    // the tag is written under the last row, where no row is, and the rows keep the width.
    void updateGutter();

    int k_ = 10;
    bool tagShown_ = true;
    int rowsMinimumWidth_ = 0;
    bool gutterCounts_ = false;
    bool rowEditing_ = true;
    int pressRow_ = -1;
    QPoint pressPos_;
    bool dragging_ = false;
    int dragTo_ = -1;
    QPoint lastPos_;
    QTimer autoScroll_;
};

}  // namespace ranklens::ui
