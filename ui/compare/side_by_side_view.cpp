#include "ui/compare/side_by_side_view.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/common/palette.h"

namespace ranklens::ui {

namespace {

QTableWidget* makeTable(QWidget* parent) {
    auto* t = new QTableWidget(parent);
    t->setColumnCount(5);
    t->setHorizontalHeaderLabels({SideBySideView::tr("Rank"), SideBySideView::tr("Moved"),
                                  SideBySideView::tr("Item"), SideBySideView::tr("Title"),
                                  SideBySideView::tr("Grade")});
    t->verticalHeader()->hide();
    t->verticalHeader()->setDefaultSectionSize(22);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    return t;
}

QString gradeText(std::int32_t g) {
    return g == core::kUnjudged ? QStringLiteral("–") : QString::number(g);
}

}  // namespace

SideBySideView::SideBySideView(QWidget* parent)
    : QWidget(parent),
      title_(new QLabel(this)),
      summary_(new QLabel(this)),
      leftTitle_(new QLabel(this)),
      rightTitle_(new QLabel(this)),
      left_(makeTable(this)),
      right_(makeTable(this)) {
    auto* lay = new QVBoxLayout(this);
    title_->setTextFormat(Qt::RichText);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    lay->addWidget(title_);
    lay->addWidget(summary_);
    auto* cols = new QHBoxLayout;
    auto* l = new QVBoxLayout;
    l->addWidget(leftTitle_);
    l->addWidget(left_);
    auto* r = new QVBoxLayout;
    r->addWidget(rightTitle_);
    r->addWidget(right_);
    cols->addLayout(l);
    cols->addLayout(r);
    lay->addLayout(cols, 1);
    auto* legend =
        new QLabel(tr("▲/▼: places moved against the baseline · new: not in the baseline's "
                      "list · struck out: dropped by the other run · green rows: relevant"),
                   this);
    legend->setStyleSheet(QStringLiteral("color: gray"));
    lay->addWidget(legend);
}

void SideBySideView::setRankings(const RankingInput& a, const RankingInput& b, int depth,
                                 const QString& summary) {
    title_->setText(
        tr("<b>Query %1</b> %2").arg(a.qid.toHtmlEscaped(), a.queryText.toHtmlEscaped()));
    summary_->setText(summary);
    leftTitle_->setText(tr("<b>%1</b> (baseline)").arg(a.runName.toHtmlEscaped()));
    rightTitle_->setText(tr("<b>%1</b>").arg(b.runName.toHtmlEscaped()) +
                         (b.unavailable.isEmpty()
                              ? QString()
                              : QStringLiteral("<br>") + b.unavailable.toHtmlEscaped()));
    if (!a.unavailable.isEmpty())
        leftTitle_->setText(leftTitle_->text() + QStringLiteral("<br>") +
                            a.unavailable.toHtmlEscaped());
    const auto n = [depth](const RankingInput& in) {
        const int size = static_cast<int>(in.items.size());
        return depth > 0 ? std::min(depth, size) : size;
    };
    QHash<QString, int> rankA, rankB;
    for (int i = 0; i < n(a); ++i) rankA.insert(a.items[static_cast<std::size_t>(i)].docid, i + 1);
    for (int i = 0; i < n(b); ++i) rankB.insert(b.items[static_cast<std::size_t>(i)].docid, i + 1);

    auto fill = [](QTableWidget* t, const RankingInput& in, int count, auto movement) {
        t->setRowCount(count);
        for (int i = 0; i < count; ++i) {
            const RankingItem& it = in.items[static_cast<std::size_t>(i)];
            const auto [moved, highlight, struck, better] = movement(it.docid, i + 1);
            const QStringList cells{QString::number(i + 1), moved, it.docid, it.title,
                                    gradeText(it.grade)};
            for (int c = 0; c < cells.size(); ++c) {
                auto* item = new QTableWidgetItem(cells[c]);
                if (it.grade != core::kUnjudged && it.grade > 0)
                    item->setBackground(QColor(232, 245, 233));
                if (highlight.isValid()) item->setBackground(highlight);
                if (c == 1 && !moved.isEmpty())
                    item->setForeground(better ? QColor(kWin) : QColor(kLoss));
                if (struck) {
                    QFont f = item->font();
                    f.setStrikeOut(true);
                    item->setFont(f);
                    item->setForeground(Qt::gray);
                }
                t->setItem(i, c, item);
            }
        }
        t->resizeColumnsToContents();
    };
    struct Mark {
        QString text;
        QColor background;
        bool struck = false;
        bool better = false;  // moved up or new: drawn in the win colour
    };
    fill(left_, a, n(a), [&](const QString& doc, int) {
        return !rankB.contains(doc) ? Mark{tr("gone"), QColor(253, 236, 234), true} : Mark{};
    });
    fill(right_, b, n(b), [&](const QString& doc, int rank) {
        const auto it = rankA.constFind(doc);
        if (it == rankA.constEnd()) return Mark{tr("new"), QColor(255, 248, 225), false, true};
        const int d = *it - rank;
        if (d == 0) return Mark{};
        return Mark{(d > 0 ? QStringLiteral("▲%1") : QStringLiteral("▼%1")).arg(std::abs(d)),
                    QColor(255, 248, 225), false, d > 0};
    });
}

QString SideBySideView::movementText(int row) const {
    const auto* item = right_->item(row, 1);
    return item ? item->text() : QString();
}

}  // namespace ranklens::ui
