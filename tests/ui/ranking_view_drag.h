#pragma once
// A real mouse drag in the ranking view's list, shared by the ranking view's tests.
#include <QApplication>
#include <QTest>
#include <functional>

#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui::test {

// Presses on row `from`, moves past the drag distance to the top of the list and releases
// there; `whileHeld` runs after the last move, before the release (the drop's preview).
inline void dragRowToTop(RankingView& view, int from, const std::function<void()>& whileHeld = {}) {
    QWidget* vp = view.listView()->viewport();
    const QPoint start =
        view.listView()->visualRect(view.model()->index(from, RankingModel::DocCol)).center();
    const QRect top = view.listView()->visualRect(view.model()->index(0, 0));
    const QPoint target(start.x(), top.top() + 3);
    QTest::mousePress(vp, Qt::LeftButton, {}, start);
    QTest::mouseMove(vp, start + QPoint(0, -QApplication::startDragDistance() - 2));
    QTest::mouseMove(vp, (start + target) / 2);
    QTest::mouseMove(vp, target);
    if (whileHeld) whileHeld();
    QTest::mouseRelease(vp, Qt::LeftButton, {}, target);
}

}  // namespace ranklens::ui::test
