#include "ui/ranking/ranking_view.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "core/teaching/explain_beyond.h"
#include "ui/common/grade_chip_delegate.h"
#include "ui/ranking/beyond_explain.h"
#include "ui/ranking/grade_menu.h"
#include "ui/ranking/inspector_input.h"
#include "ui/ranking/ranking_commands.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_positions_model.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/user_model_explain.h"

namespace ranklens::ui {

RankingView::RankingView(QUndoStack* undoStack, QWidget* parent)
    : QWidget(parent), undo_(undoStack ? undoStack : new QUndoStack(this)) {
    qRegisterMetaType<ranklens::core::RankingMetrics>();
    session_ = new RankingSession(this);
    model_ = new RankingModel(session_, this);
    positions_ = new RankingPositionsModel(this);
    connect(model_, &RankingModel::moveRequested, this, &RankingView::requestMove);  // a drop
    buildUi();
    connectSession();
    cfg_.rbpPersistence = panel_->rbpPersistence();
    applyConfig();
}

RankingView::~RankingView() = default;

// The view mirrors the session: the model shows its list, the selection follows moved items,
// and the metrics are recomputed once per change of the list (listChanged).
void RankingView::connectSession() {
    connect(session_, &RankingSession::inputAboutToChange, this, &RankingView::keepSelection);
    connect(session_, &RankingSession::itemMoved, this, &RankingView::showMovedItem);
    connect(session_, &RankingSession::listChanged, this, &RankingView::showChange);
    connect(session_, &RankingSession::gradeEdited, this, &RankingView::gradeEditRequested);
}

void RankingView::showChange(RankingSession::Change what) {
    // A change made while a new list comes in (a draft restored on inputChanged) is shown with
    // it, once the list's own change arrives.
    if (inputPending_ && what != RankingSession::Change::Input) return;
    switch (what) {
        case RankingSession::Change::Input:
            inputPending_ = false;
            showSessionInput();
            return;  // recomputed there
        case RankingSession::Change::Order:
            break;
        case RankingSession::Change::Unretrieved:
            rebuildUnretrieved();
            [[fallthrough]];
        case RankingSession::Change::Grade:
            rebuildLabels();
            systemDirty_ = true;
            break;
    }
    recompute();
}

// The owner re-sends the same query after each saved grade: the selected item stays selected.
void RankingView::keepSelection() {
    const QModelIndex cur = list_->currentIndex();
    keptDoc_ = cur.isValid() ? model_->itemAt(cur.row()).docid : QString();
    keptColumn_ = cur.isValid() ? cur.column() : 0;
    keptQid_ = session_->input().qid;
    inputPending_ = true;
}

void RankingView::setInput(const RankingInput& input) {
    session_->setInput(input);
}

void RankingView::showSessionInput() {
    fitTitleAndDocColumns();
    const QString keepDoc = session_->input().qid == keptQid_ ? keptDoc_ : QString();
    if (const int row = keepDoc.isEmpty() ? -1 : session_->rowOfDocId(keepDoc); row >= 0)
        list_->setCurrentIndex(model_->index(row, keptColumn_));
    rebuildLabels();
    rebuildUnretrieved();
    panel_->setPopularitySource(
        session_->input().itemMeta
            ? popularitySourceText(session_->input().itemMeta->popularitySource())
            : QString());
    systemDirty_ = true;
    recompute();
    // An evaluated run has no list: no metrics of an empty one (the header says why).
    const bool hasList = session_->input().unavailable.isEmpty();
    for (QWidget* w : {static_cast<QWidget*>(panel_), static_cast<QWidget*>(idealTitle_),
                       static_cast<QWidget*>(positionsView_), unretrieved_->parentWidget()})
        w->setVisible(hasList);
    if (!splitByUser_) sizeBlocks();  // the metrics' text is as tall as this query's
}

void RankingView::showMovedItem(int /*from*/, int to) {
    const QModelIndex idx = model_->index(std::clamp(to, 0, model_->rowCount() - 1), 0);
    list_->setCurrentIndex(idx);
    list_->scrollTo(idx);
}

void RankingView::clear() {
    setInput(RankingInput{});
}

// RBP's p is the metrics panel's (its box): the one in cfg is not taken.
// The definitions' p is the view's (its owner sets the p box first, which sets cfg_'s p): the
// owner handing back the p just set here changes nothing and recomputes nothing.
void RankingView::setConfig(const core::EvalConfig& cfg) {
    if (cfg == cfg_) return;
    cfg_ = cfg;
    applyConfig();
}

void RankingView::applyConfig() {
    panel_->setDefinitions(cfg_, session_->input().labelSetName);
    rebuildLabels();
    rebuildUnretrieved();
    systemDirty_ = true;
    recompute();
}

void RankingView::setCutoff(int k) {
    k = std::max(k, 1);
    const bool changed = k != k_;
    k_ = k;
    {
        const QSignalBlocker block(kBox_);
        kBox_->setValue(k);
    }
    model_->setCutoff(k);
    list_->setCutoff(k);
    positionsView_->setCutoff(k);
    if (changed) {
        systemDirty_ = true;
        recompute();
    }
}

void RankingView::setDecimals(int decimals) {
    decimals_ = decimals;
    panel_->setDecimals(decimals);
    positions_->setDecimals(decimals);
    recompute();
}

QStringList RankingView::currentOrder() const {
    return session_->docIdsInOrder();
}

bool RankingView::isSystemOrder() const {
    return session_->isSystemOrder();
}

void RankingView::rebuildLabels() {
    labels_ = session_->labels();
}

void RankingView::rebuildUnretrieved() {
    const auto [relevant, belowThreshold] = unreturnedRelevant(session_->input(), cfg_);
    unretrieved_->setRowCount(static_cast<int>(relevant.size()));
    for (int r = 0; r < static_cast<int>(relevant.size()); ++r) {
        const auto& [doc, label] = relevant[static_cast<std::size_t>(r)];
        auto* g = new QTableWidgetItem(QString::number(label));
        g->setData(GradeChipDelegate::GradeRole, static_cast<int>(std::floor(label)));
        g->setTextAlignment(Qt::AlignCenter);
        unretrieved_->setItem(r, 0, g);
        auto* d = new QTableWidgetItem(doc);
        d->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        unretrieved_->setItem(r, 1, d);
    }
    const bool idealFromLabels = cfg_.ideal == core::IdealOrder::Labels;
    QString where = idealFromLabels
                        ? tr("they count in R (recall, AP) and in the ideal order")
                        : tr("they count in R (recall, AP); not in the ideal order, which "
                             "is built from the returned items");
    if (belowThreshold > 0 && idealFromLabels)
        where += tr("; %n more below the relevance threshold count only in the ideal order", "",
                    belowThreshold);
    unretrievedTitle_->setText(
        tr("Relevant but not returned: %1 \u2014 %2").arg(relevant.size()).arg(where));
}

void RankingView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && panel_) {
        texts_.retranslate();
        rebuildUnretrieved();
        recompute();
    }
    QWidget::changeEvent(e);
}

void RankingView::recompute() {
    session_->gradesInOrder(grades_);
    // The docids are needed only for the query's subtopic labels.
    judged_ = judgeList(grades_, needsDocIds() ? session_->docIdsInOrder() : QStringList());
    current_ = compute(judged_);
    if (systemDirty_) recomputeSystem();
    // No query shown (an empty project, a new one): no list, so no number — "–", not P@10 =
    // 0.0000 — and no formula.
    const bool noList = session_->input().qid.isEmpty();
    if (noList) {
        current_ = system_ = {};
        systemDirty_ = true;
    }
    explanation_ = core::teaching::explain(judged_, cfg_, k_);
    positions_->setExplanation(explanation_);
    panel_->setMetrics(current_, system_, false);
    refreshExplanation();
    panel_->setFormula(noList ? core::teaching::Explanation{} : positions_->explanation());
    panel_->setDefinitions(cfg_, session_->input().labelSetName);
    updateHeader();
    emit metricsChanged(current_, system_);
}

void RankingView::updateHeader() {
    const RankingInput& in = session_->input();
    if (in.qid.isEmpty()) {
        title_->setText(tr("No query selected"));
        subtitle_->setText(tr("Select a query to inspect its ranking"));
    } else {
        title_->setText(in.queryText.isEmpty()
                            ? tr("Query %1").arg(in.qid)
                            : tr("Query %1 \u2014 \u201c%2\u201d").arg(in.qid, in.queryText));
        QStringList parts;
        parts << tr("Run: %1").arg(in.runName) << tr("%n item(s) returned", "", model_->rowCount());
        if (!in.labelSetName.isEmpty()) parts << tr("Labels: %1").arg(in.labelSetName);
        subtitle_->setText(in.unavailable.isEmpty() ? parts.join(QStringLiteral(" \u00b7 "))
                                                    : in.unavailable);
    }
    const int moved = session_->itemsMoved();
    resetButton_->setEnabled(moved > 0);
    saveButton_->setEnabled(model_->rowCount() > 0);
    const bool system = moved == 0;
    status_->setText(system ? tr("System order")
                            : tr("Hand-made order \u00b7 %n item(s) moved", "", moved));
    if (status_->property("systemOrder").isValid() &&
        status_->property("systemOrder").toBool() == system)
        return;
    status_->setProperty("systemOrder", system);
    status_->setStyleSheet(
        system ? QStringLiteral("QLabel { color: palette(placeholder-text); padding: 2px 8px; "
                                "border: 1px solid palette(mid); border-radius: 9px; }")
               : QStringLiteral("QLabel { color: white; background: #1e6fd9; padding: 2px 8px; "
                                "border-radius: 9px; font-weight: bold; }"));
}

void RankingView::showPreview(int from, int to) {
    if (from < 0 || to < 0 || from == to) {
        panel_->setMetrics(current_, system_, false);
        return;
    }
    previewGrades_ = grades_;
    moveElement(previewGrades_, from, to);
    QStringList docs = needsDocIds() ? session_->docIdsInOrder() : QStringList();
    if (!docs.isEmpty()) docs.move(from, to);
    panel_->setMetrics(compute(judgeList(previewGrades_, docs)), system_, true);
}

void RankingView::requestMove(int fromRow, int toRow) {
    const int n = model_->rowCount();
    if (fromRow < 0 || fromRow >= n || toRow < 0 || toRow >= n || fromRow == toRow) return;
    undo_->push(new RankingMoveCommand(session_, session_->listKey(),
                                       session_->itemAt(fromRow).docid, fromRow, toRow));
}

void RankingView::requestGrade(int row, std::optional<int> grade) {
    if (!gradingEnabled_ || row < 0 || row >= model_->rowCount()) return;
    const RankingItem& it = session_->itemAt(row);
    const std::optional<int> old =
        it.grade == core::kUnjudged ? std::nullopt : std::optional<int>(it.grade);
    if (old == grade) return;
    undo_->push(new RankingGradeCommand(session_, qid(), it.docid, old, grade));
}

void RankingView::resetToSystemOrder() {
    if (session_->isSystemOrder()) return;
    undo_->push(new RankingOrderCommand(session_, session_->listKey(), session_->docIdsInOrder(),
                                        QStringList(),
                                        tr("Reset %1 to the system order").arg(qid())));
}

void RankingView::requestSaveOrder() {
    if (model_->rowCount() == 0) return;
    emit saveOrderRequested(qid(), session_->docIdsInOrder());
}

void RankingView::showGradeMenu(const QModelIndex& index, const QPoint& globalPos) {
    if (!gradingEnabled_ || !index.isValid()) return;
    list_->setCurrentIndex(model_->index(index.row(), 0));
    const RankingItem& it = model_->itemAt(index.row());
    makeGradeMenu(it.grade, this, [this, docid = it.docid](std::optional<int> grade) {
        const int r = session_->rowOfDocId(docid);
        if (r >= 0) requestGrade(r, grade);
    })->popup(globalPos);
}

const core::DiversityQuery* RankingView::subtopicQuery() const {
    const RankingInput& in = session_->input();
    return in.subtopicLabels ? in.subtopicLabels->find(in.qid.toStdString()) : nullptr;
}

core::JudgedRanking RankingView::judgeList(const std::vector<std::int32_t>& grades,
                                           const QStringList& docids) const {
    core::JudgedRanking judged = session_->input().realLabels.isEmpty()
                                     ? core::judgeGrades(grades, labels_, cfg_)
                                     : judgeRealLabels(grades, docids);
    if (!needsDocIds()) return judged;
    std::vector<std::string> docs;
    docs.reserve(static_cast<std::size_t>(docids.size()));
    for (const QString& d : docids) docs.push_back(d.toStdString());
    if (const core::DiversityQuery* q = subtopicQuery())
        core::attachSubtopics(q, docs, grades, cfg_, judged);
    core::attachItems(session_->input().itemMeta.get(), docs, grades, cfg_, judged);
    return judged;
}

core::JudgedRanking RankingView::judgeRealLabels(const std::vector<std::int32_t>& grades,
                                                 const QStringList& docids) const {
    const RankingInput& in = session_->input();
    std::vector<double> ranked(grades.size(), std::nan(""));
    for (std::size_t i = 0; i < grades.size() && i < static_cast<std::size_t>(docids.size()); ++i)
        if (grades[i] != core::kUnjudged)
            ranked[i] = labelOf(in, docids[static_cast<qsizetype>(i)], grades[i]);
    std::vector<double> all;
    for (const auto& it : in.items)
        if (it.grade != core::kUnjudged) all.push_back(labelOf(in, it.docid, it.grade));
    for (const auto& [doc, grade] : in.unretrievedRelevant) all.push_back(labelOf(in, doc, grade));
    return core::judgeLabels(ranked, all, cfg_);
}

void RankingView::recomputeSystem() {
    std::vector<std::int32_t> sys;
    QStringList docs;
    sys.reserve(session_->input().items.size());
    for (const auto& it : session_->input().items) {
        sys.push_back(it.grade);
        docs << it.docid;
    }
    system_ = compute(judgeList(sys, docs));
    systemDirty_ = false;
}

core::RankingMetrics RankingView::compute(const core::JudgedRanking& judged) {
    return core::computeRankingMetrics(judged, cfg_, k_, cfg_.rbpPersistence, scratch_);
}

bool RankingView::needsDocIds() const {
    return subtopicQuery() || session_->input().itemMeta || !session_->input().realLabels.isEmpty();
}

// The items of the judged list: judged only drops the unlabelled ones, as judgeGrades.
QStringList RankingView::judgedDocIds() const {
    QStringList docs;
    const QStringList order = session_->docIdsInOrder();
    for (int i = 0; i < order.size() && docs.size() < static_cast<qsizetype>(judged_.grades.size());
         ++i)
        if (!cfg_.judgedOnly || (static_cast<std::size_t>(i) < grades_.size() &&
                                 grades_[static_cast<std::size_t>(i)] >= 0))
            docs << order[i];
    return docs;
}

// "Explain this number" for a measure under "More measures": the user models and intent-aware
// ones from the teaching explanations, beyond accuracy from the items' metadata.
void RankingView::explain(core::RankingMeasure m) {
    const core::RankingGroup group = core::rankingGroup(m);
    if (group == core::RankingGroup::Accuracy) return;  // the formula and table explain them
    const bool refresh = explain_ && explain_->isVisible() && explain_->measure() == m;
    if (!explain_) explain_ = new UserModelExplainDialog(this);
    const QStringList docs = judgedDocIds();
    if (group == core::RankingGroup::UserModels) {
        UserModelExplainInput in;
        in.user = core::teaching::explainUserModels(judged_, cfg_, k_, cfg_.rbpPersistence);
        in.diversity = core::teaching::explainDiversity(judged_, cfg_, k_);
        in.decimals = decimals_;
        in.docs = docs;
        explain_->showMeasure(m, in);
    } else {
        std::vector<std::string> ids;
        for (const QString& d : docs) ids.push_back(d.toStdString());
        explain_->showBeyond(m, core::teaching::explainBeyond(judged_, ids, k_), decimals_,
                             RankingMetricsPanel::lackText(core::lackOf(m, current_)));
    }
    if (refresh) return;  // an open explanation follows the list without jumping to the front
    explain_->show();
    explain_->raise();
}

// An open explanation follows every edit.
void RankingView::refreshExplanation() {
    if (explain_ && explain_->isVisible()) explain(explain_->measure());
}

}  // namespace ranklens::ui
