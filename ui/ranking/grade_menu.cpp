#include "ui/ranking/grade_menu.h"

#include <QCoreApplication>
#include <QMenu>
#include <QPainter>
#include <QPixmap>

#include "core/judged/judged_ranking.h"
#include "ui/common/grade_chip_delegate.h"

namespace ranklens::ui {

namespace {

QIcon chipIcon(std::optional<int> grade, const QFont& font) {
    QPixmap pm(36, 20);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    GradeChipDelegate::paintChip(&p, QRect(1, 1, 34, 18), grade, font);
    return QIcon(pm);
}

}  // namespace

QMenu* makeGradeMenu(std::int32_t current, QWidget* parent,
                     std::function<void(std::optional<int>)> choose) {
    auto* menu = new QMenu(parent);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    // Written in the ranking view: its translation context is kept.
    const QString names[] = {
        QCoreApplication::translate("ranklens::ui::RankingView", "0 \u2014 not relevant"),
        QCoreApplication::translate("ranklens::ui::RankingView", "1 \u2014 marginally relevant"),
        QCoreApplication::translate("ranklens::ui::RankingView", "2 \u2014 relevant"),
        QCoreApplication::translate("ranklens::ui::RankingView", "3 \u2014 highly relevant"),
        QCoreApplication::translate("ranklens::ui::RankingView", "4 \u2014 perfect")};
    for (int g = 0; g <= 4; ++g) {
        QAction* a = menu->addAction(chipIcon(g, parent->font()), names[g]);
        a->setShortcut(QKeySequence(Qt::Key_0 + g));
        a->setCheckable(true);
        a->setChecked(current == g);  // kUnjudged never equals 0..4
        QObject::connect(a, &QAction::triggered, menu, [choose, g] { choose(g); });
    }
    menu->addSeparator();
    QAction* none = menu->addAction(
        chipIcon(std::nullopt, parent->font()),
        QCoreApplication::translate("ranklens::ui::RankingView", "Remove label (unjudged)"));
    none->setShortcut(QKeySequence(Qt::Key_Delete));
    none->setEnabled(current != core::kUnjudged);
    QObject::connect(none, &QAction::triggered, menu, [choose] { choose(std::nullopt); });
    return menu;
}

}  // namespace ranklens::ui
