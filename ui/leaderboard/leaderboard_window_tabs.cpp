// The leaderboard window's tabs (ranking, all pairs, how many queries, ANOVA, overlap), the
// pair details and calculator, the click that opens a pair in Compare, and the exports.
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

#include "core/stats/paired_power.h"
#include "ui/leaderboard/leaderboard_models.h"
#include "ui/leaderboard/leaderboard_text.h"
#include "ui/leaderboard/leaderboard_window.h"
#include "ui/leaderboard/overlap_models.h"

namespace ranklens::ui {

namespace {

QTableView* makeTable(QWidget* parent, QAbstractItemModel* model, bool sortable) {
    auto* t = new QTableView(parent);
    t->setModel(model);
    t->setSortingEnabled(sortable);
    if (sortable) t->sortByColumn(-1, Qt::AscendingOrder);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->hide();
    t->verticalHeader()->setDefaultSectionSize(22);
    return t;
}

QSortFilterProxyModel* sortedBy(QObject* parent, QAbstractItemModel* source) {
    auto* p = new QSortFilterProxyModel(parent);
    p->setSourceModel(source);
    p->setSortRole(Qt::UserRole);
    return p;
}

QLabel* wrapped(QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

}  // namespace

QWidget* LeaderboardWindow::buildRankingTab() {
    auto* box = new QWidget(this);
    runs_ = makeTable(box, runsModel_, false);
    runs_->setObjectName(QStringLiteral("leaderboardRuns"));
    groups_ = wrapped(box);
    groups_->setObjectName(QStringLiteral("leaderboardGroups"));
    auto* lay = new QVBoxLayout(box);
    lay->addWidget(runs_, 1);
    lay->addWidget(groups_);
    return box;
}

// "a: new_model, seed2 — not told apart", one line per letter, best letter first.
void LeaderboardWindow::updateGroups() {
    const auto* m = runsModel_->measure();
    if (!outcome_ || !m) {
        groups_->clear();
        return;
    }
    std::vector<std::pair<QChar, QStringList>> letters;
    for (std::size_t s : m->result.ranking)
        for (const QChar c : QString::fromStdString(m->result.systems[s].group)) {
            auto it = std::find_if(letters.begin(), letters.end(),
                                   [&](const auto& l) { return l.first == c; });
            if (it == letters.end()) it = letters.insert(letters.end(), {c, {}});
            it->second << QString::fromStdString(outcome_->board.runs[s]);
        }
    QStringList lines;
    for (const auto& [letter, runs] : letters)
        lines << (runs.size() == 1 ? tr("%1: %2 only.").arg(letter).arg(runs.front())
                                   : tr("%1: %2 — not told apart from one another.")
                                         .arg(letter)
                                         .arg(runs.join(tr(", "))));
    groups_->setText(lines.join(QLatin1Char('\n')));
}

QWidget* LeaderboardWindow::buildPairsTab() {
    auto* box = new QWidget(this);
    matrix_ = new QTableView(box);
    matrix_->setModel(matrixModel_);
    matrix_->setObjectName(QStringLiteral("pairMatrix"));
    matrix_->setSelectionMode(QAbstractItemView::SingleSelection);
    matrix_->setWordWrap(true);
    pairDetails_ = wrapped(box);
    matrixHint_ = wrapped(box);
    matrixHint_->setStyleSheet(QStringLiteral("color: gray"));
    matrixHint_->setObjectName(QStringLiteral("matrixHint"));
    auto* lay = new QVBoxLayout(box);
    lay->addWidget(matrixHint_);
    lay->addWidget(matrix_, 1);
    lay->addWidget(pairDetails_);
    connect(matrix_, &QTableView::clicked, this, &LeaderboardWindow::openPairInCompare);
    connect(matrix_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& cell) { showPairDetails(cell); });
    return box;
}

QWidget* LeaderboardWindow::buildPowerTab() {
    auto* box = new QWidget(this);
    powerNote_ = wrapped(box);
    targetLabel_ = new QLabel(box);
    target_ = new QDoubleSpinBox(box);
    target_->setRange(0.0001, 1);
    target_->setDecimals(4);
    target_->setSingleStep(0.005);
    target_->setValue(0.01);
    target_->setObjectName(QStringLiteral("targetDelta"));
    targetLabel_->setBuddy(target_);
    answer_ = wrapped(box);
    answer_->setObjectName(QStringLiteral("calculatorAnswer"));
    powerProxy_ = sortedBy(this, powerModel_);
    power_ = makeTable(box, powerProxy_, true);
    auto* row = new QHBoxLayout;
    row->addWidget(targetLabel_);
    row->addWidget(target_);
    row->addWidget(answer_, 1);
    auto* lay = new QVBoxLayout(box);
    lay->addWidget(powerNote_);
    lay->addLayout(row);
    lay->addWidget(power_, 1);
    connect(target_, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        powerModel_->setTarget(v);
        updateCalculator();
    });
    return box;
}

QWidget* LeaderboardWindow::buildAnovaTab() {
    auto* box = new QWidget(this);
    anova_ = makeTable(box, anovaModel_, false);
    anovaNote_ = wrapped(box);
    auto* lay = new QVBoxLayout(box);
    lay->addWidget(anovaNote_);
    lay->addWidget(anova_, 1);
    return box;
}

QWidget* LeaderboardWindow::buildOverlapTab() {
    auto* box = new QWidget(this);
    overlapLabel_ = new QLabel(box);
    overlapMeasure_ = new QComboBox(box);
    overlapMeasure_->addItem(QString());
    overlapMeasure_->addItem(QString());
    overlapLabel_->setBuddy(overlapMeasure_);
    overlapNote_ = wrapped(box);
    overlap_ = new QTableView(box);
    overlap_->setModel(overlapModel_);
    overlap_->setObjectName(QStringLiteral("overlapMatrix"));
    overlap_->setSelectionMode(QAbstractItemView::SingleSelection);
    churnTitle_ = wrapped(box);
    churnProxy_ = sortedBy(this, churnModel_);
    churn_ = makeTable(box, churnProxy_, true);
    churn_->setObjectName(QStringLiteral("churnTable"));
    auto* right = new QWidget(box);
    auto* rightLay = new QVBoxLayout(right);
    rightLay->setContentsMargins(0, 0, 0, 0);
    rightLay->addWidget(churnTitle_);
    rightLay->addWidget(churn_, 1);
    // The matrix above (a row per run), the chosen pair's queries below at full width.
    auto* split = new QSplitter(Qt::Vertical, box);
    split->addWidget(overlap_);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    auto* row = new QHBoxLayout;
    row->addWidget(overlapLabel_);
    row->addWidget(overlapMeasure_);
    row->addWidget(overlapNote_, 1);
    auto* lay = new QVBoxLayout(box);
    lay->addLayout(row);
    lay->addWidget(split, 1);
    connect(overlapMeasure_, &QComboBox::currentIndexChanged, this, [this](int i) {
        overlapModel_->setMeasure(i == 1 ? OverlapMatrixModel::Measure::Jaccard
                                         : OverlapMatrixModel::Measure::Rbo);
    });
    connect(overlap_, &QTableView::clicked, this, &LeaderboardWindow::showChurn);
    return box;
}

// The detail line under the matrix: the pair's verdict and its power sentence.
void LeaderboardWindow::showPairDetails(const QModelIndex& cell) {
    const int i = matrixModel_->pairAt(cell);
    if (!outcome_ || i < 0) {
        pairDetails_->setText(tr("Choose a cell of the matrix."));
        return;
    }
    const auto& m = *matrixModel_->measure();
    const auto& p = m.result.pairs[static_cast<std::size_t>(i)];
    pairDetails_->setText(LeaderboardText::pairVerdict(outcome_->board, m, p) +
                          QStringLiteral("\n") +
                          LeaderboardText::pairPowerSentence(outcome_->board, m, p));
}

// The pair in Compare: the lower-ranked run as the baseline, this measure.
void LeaderboardWindow::openPairInCompare(const QModelIndex& cell) {
    showPairDetails(cell);
    const int i = matrixModel_->pairAt(cell);
    if (!outcome_ || i < 0) return;
    const auto& m = *matrixModel_->measure();
    const auto& p = m.result.pairs[static_cast<std::size_t>(i)];
    const auto& ranking = m.result.ranking;
    const auto rankOf = [&](std::size_t s) {
        return std::find(ranking.begin(), ranking.end(), s) - ranking.begin();
    };
    const bool aLower = rankOf(p.a) > rankOf(p.b);
    const std::size_t base = aLower ? p.a : p.b, run = aLower ? p.b : p.a;
    const auto& runs = outcome_->request.runs;
    emit comparePairRequested(static_cast<int>(runs[base]), static_cast<int>(runs[run]),
                              QString::fromStdString(m.spec));
}

// The calculator: the queries a target difference needs, from this project's spread of
// per-query differences (the median over the pairs, and the range).
void LeaderboardWindow::updateCalculator() {
    const auto* m = powerModel_->measure();
    if (!outcome_ || !m) {
        answer_->clear();
        return;
    }
    std::vector<double> sds;
    for (const auto& p : m->result.pairs)
        if (p.sdDiff > 0) sds.push_back(p.sdDiff);
    if (sds.empty()) {
        answer_->setText(tr("No pair's per-query differences vary: nothing to estimate from."));
        return;
    }
    std::sort(sds.begin(), sds.end());
    const auto& o = outcome_->board.options;
    auto needed = [&](double sd) {
        return core::stats::queriesNeeded(target_->value(), {sd, o.alpha, o.power});
    };
    const double median = sds[sds.size() / 2];
    answer_->setText(
        tr("To tell a difference of %1 %2 from noise at α %3 and %4 % power: about %5 queries "
           "with this project's typical spread (from %6 to %7 over the pairs); the project has "
           "%8.")
            .arg(target_->value(), 0, 'g', 4)
            .arg(QString::fromStdString(m->column.display))
            .arg(o.alpha)
            .arg(LeaderboardText::percent(o.power), LeaderboardText::queriesNeeded(needed(median)),
                 LeaderboardText::queriesNeeded(needed(sds.front())),
                 LeaderboardText::queriesNeeded(needed(sds.back())))
            .arg(m->result.topics));
}

void LeaderboardWindow::showChurn(const QModelIndex& cell) {
    if (!outcome_ || !cell.isValid()) {
        churnTitle_->setText(tr("Click a cell of the matrix to list its queries."));
        return;
    }
    churnModel_->setPair(outcome_, cell.row(), cell.column());
    churn_->sortByColumn(ChurnModel::Churn, Qt::DescendingOrder);
    churn_->resizeColumnsToContents();
    const auto& runs = outcome_->board.runs;
    churnTitle_->setText(cell.row() == cell.column()
                             ? tr("A run against itself: nothing changes.")
                             : tr("%1 vs %2: queries, the most changed first")
                                   .arg(QString::fromStdString(runs[cell.row()]),
                                        QString::fromStdString(runs[cell.column()])));
}

QPushButton* LeaderboardWindow::makeExportButton() {
    export_ = new QPushButton(this);
    auto* menu = new QMenu(export_);
    using F = core::compare::ReportFormat;
    const std::pair<const char*, F> formats[] = {{"CSV", F::Csv},
                                                 {"JSON", F::Json},
                                                 {"Markdown", F::Markdown},
                                                 {"HTML", F::Html},
                                                 {"LaTeX", F::Latex}};
    for (const auto& [name, f] : formats) {
        const F format = f;
        menu->addAction(QString::fromLatin1(name), this,
                        [this, format] { exportInteractively(format); });
    }
    export_->setMenu(menu);
    return export_;
}

bool LeaderboardWindow::exportTo(const QString& file, core::compare::ReportFormat f) const {
    if (!outcome_) return false;
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)) return false;
    out.write(QByteArray::fromStdString(core::compare::renderLeaderboard(outcome_->board, f)));
    return out.commit();
}

void LeaderboardWindow::exportInteractively(core::compare::ReportFormat f) {
    if (!outcome_) {
        QMessageBox::information(this, tr("Export"), tr("Rank the runs first."));
        return;
    }
    using F = core::compare::ReportFormat;
    const QString ext = f == F::Csv        ? QStringLiteral("csv")
                        : f == F::Json     ? QStringLiteral("json")
                        : f == F::Markdown ? QStringLiteral("md")
                        : f == F::Html     ? QStringLiteral("html")
                                           : QStringLiteral("tex");
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export the leaderboard"), tr("leaderboard.%1").arg(ext),
        tr("%1 files (*.%2)").arg(ext.toUpper(), ext));
    if (file.isEmpty()) return;
    if (!exportTo(file, f))
        QMessageBox::warning(this, tr("Export"), tr("Could not write %1.").arg(file));
}

}  // namespace ranklens::ui
