#include "ui/compare/influence_panel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ranklens::ui {

namespace {

QString looDelta(double v) {
    return (v >= 0 ? QStringLiteral("+") : QString(QChar(0x2212))) +
           QString::number(std::abs(v), 'f', 4);
}

QString looP(double p) {
    return p < 0.0001 ? QStringLiteral("< 0.0001") : QString::number(p, 'f', 4);
}

// Rows shown: the most influential queries (the rest move the verdict less).
constexpr int kRows = 50;

}  // namespace

InfluencePanel::InfluencePanel(QWidget* parent)
    : QWidget(parent), summary_(new QLabel(this)), table_(new QTableWidget(this)) {
    summary_->setWordWrap(true);
    summary_->setObjectName(QStringLiteral("influenceSummary"));
    table_->setColumnCount(4);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(22);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->horizontalHeader()->setStretchLastSection(true);
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(0, 0, 0, 0);
    lay->addWidget(summary_);
    lay->addWidget(table_, 1);
    connect(table_, &QTableWidget::cellClicked, this, [this](int row, int) {
        if (auto* item = table_->item(row, 0)) emit queryClicked(item->text());
    });
    retranslateUi();
}

void InfluencePanel::setPair(const QStringList& qids, const std::vector<double>& a,
                             const std::vector<double>& b, const QString& metric, double alpha) {
    qids_ = qids;
    metric_ = metric;
    alpha_ = alpha;
    influence_ = core::stats::leaveOneOut(a, b, alpha);
    shown_ = true;
    fill();
}

void InfluencePanel::clear(const QString& message) {
    shown_ = false;
    message_ = message;
    influence_ = {};
    qids_.clear();
    fill();
}

QStringList InfluencePanel::rowQueries() const {
    QStringList out;
    for (int r = 0; r < table_->rowCount(); ++r) out << table_->item(r, 0)->text();
    return out;
}

void InfluencePanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void InfluencePanel::retranslateUi() {
    table_->setHorizontalHeaderLabels(
        {tr("Left out"), tr("Δ without"), tr("p without"), tr("Verdict")});
    table_->setToolTip(
        tr("Each query left out in turn: the mean difference (run − baseline) and the paired "
           "t-test's p (uncorrected) over the other queries. Queries whose removal changes the "
           "verdict at α come first, then those that move Δ most."));
    fill();
}

void InfluencePanel::fill() {
    table_->setRowCount(0);
    if (!shown_) {
        summary_->setText(message_);
        return;
    }
    const auto& inf = influence_;
    if (inf.queries.empty()) {
        summary_->setText(tr("Leave one out needs at least three paired queries."));
        return;
    }
    const int rows = std::min<int>(kRows, static_cast<int>(inf.queries.size()));
    table_->setRowCount(rows);
    for (int r = 0; r < rows; ++r) {
        const auto& q = inf.queries[static_cast<std::size_t>(r)];
        const QString verdict = q.flipsVerdict ? tr("changes") : tr("holds");
        const QStringList cells{qids_.value(static_cast<int>(q.index)), looDelta(q.delta),
                                looP(q.p), verdict};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (q.flipsVerdict) item->setForeground(QColor(0xb3, 0x59, 0x00));
            table_->setItem(r, c, item);
        }
    }
    table_->resizeColumnsToContents();
    const int n = static_cast<int>(inf.topRemoved);
    summary_->setText(
        tr("%1: Δ %2 (paired t-test p %3). Without the %n most influential queries: Δ %4, p %5 — "
           "the verdict %6.",
           nullptr, n)
            .arg(metric_, looDelta(inf.delta), looP(inf.p), looDelta(inf.deltaWithoutTop),
                 looP(inf.pWithoutTop), inf.verdictHoldsWithoutTop ? tr("holds") : tr("changes")));
}

}  // namespace ranklens::ui
