#pragma once
// LabelSetsWindow — Labels → Label Sets: several label sets of the open project at once. Agreement
// (Fleiss' kappa, Krippendorff's alpha nominal/ordinal/interval, the pairwise Cohen kappas, each
// set against an optional gold set, per set and per query), a consensus saved as a new label set
// (undoable, where it came from recorded and shown), whether the labels change the verdict
// (every run under each set: orders, tau-b, tau_AP, rank shifts, changed verdicts, the
// disagreements by their impact on one pair of runs, double-click: the item in its ranking) and
// the holes of that pair under the set chosen on its tab (best and worst case, the unjudged items
// that matter, judged next from the judging queue). Numbers
// come from core (core/judging, core/compare) computed through a JobRunner with progress and
// Cancel, as `ranklens-cli agreement / label-sensitivity --impact --holes` print them.
#include <QWidget>
#include <map>
#include <memory>
#include <optional>

#include "core/compare/judging_holes.h"
#include "core/compare/label_sensitivity.h"
#include "core/judging/consensus.h"
#include "core/judging/multi_agreement.h"
#include "core/judging/pooling.h"
#include "core/judging/query_agreement.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QTableWidgetItem;
class QUndoStack;

namespace ranklens::ui {

class JobRunner;
class ProjectSession;

// What one Compute gives (built off the GUI thread).
struct LabelSetsResult {
    std::vector<std::string> sets;  // the chosen sets' names (gold not among them)
    std::optional<core::MultiAgreement> agreement;
    std::vector<core::QueryAgreement> byQuery;
    std::optional<core::compare::LabelSensitivity> sensitivity;
    // The holes of the pair of runs under each chosen set (in sets' order; empty without
    // verdicts), and that pair (indexes into the project's runs, and names).
    std::vector<core::compare::JudgingHoles> holes;
    std::pair<std::size_t, std::size_t> holesRuns{0, 0};
    QString holesRun1, holesRun2;
    // Per chosen set: the confidence its judge gave each (qid, docid), kept by the import of a
    // judge file; empty when it has none.
    std::vector<std::map<std::pair<std::string, std::string>, double>> confidence;
    QString verdictProblem;  // why there is no sensitivity / holes (said, never a blank)
};

class LabelSetsWindow : public QWidget {
    Q_OBJECT
  public:
    LabelSetsWindow(ProjectSession* session, QUndoStack* undo, QWidget* parent = nullptr);
    ~LabelSetsWindow() override;

    // The definitions the runs are evaluated under (the main window's).
    void setEvalConfig(const core::EvalConfig& cfg) { cfg_ = cfg; }
    // Chooses label sets (ids) and the gold set (0 = none), then computes.
    void choose(const std::vector<std::int64_t>& sets, std::int64_t gold = 0);
    void compute();
    // Saves the consensus of the chosen sets under `name` (an undo step). False + error.
    bool saveConsensus(const QString& name, QString* error = nullptr);

    const LabelSetsResult& result() const { return result_; }
    JobRunner* runner() const { return runner_; }

    // Parts, for tests.
    QListWidget* setList() const { return sets_; }
    QComboBox* goldBox() const { return gold_; }
    QComboBox* run1Box() const { return run1_; }
    QComboBox* run2Box() const { return run2_; }
    QComboBox* measureBox() const { return measure_; }
    QComboBox* testBox() const { return test_; }
    QSpinBox* kBox() const { return k_; }
    // The label set whose unjudged items the holes tab shows (one of the chosen sets).
    QComboBox* holesSetBox() const { return holesSet_; }
    QComboBox* ruleBox() const { return rule_; }
    QComboBox* tieBox() const { return tie_; }
    QLineEdit* consensusName() const { return consensusName_; }
    QTabWidget* tabs() const { return tabs_; }
    QLabel* agreementSummary() const { return summary_; }
    QTableWidget* pairTable() const { return pairs_; }
    QTableWidget* perSetTable() const { return perSet_; }
    QTableWidget* perQueryTable() const { return perQuery_; }
    QTableWidget* consensusTable() const { return madeSets_; }
    QLabel* consensusNote() const { return consensusNote_; }
    QTableWidget* orderTable() const { return orders_; }
    QTableWidget* setPairTable() const { return setPairs_; }
    QTableWidget* changedTable() const { return changed_; }
    QTableWidget* impactTable() const { return impact_; }
    QLabel* holesSummary() const { return holesSummary_; }
    QTableWidget* holesTable() const { return holes_; }
    QPushButton* judgeButton() const { return judge_; }

    // The holes of the set chosen in holesSetBox(), or null before a computation.
    const core::compare::JudgingHoles* shownHoles() const;
    // The shown holes as a judging queue: per query (the query of the most influential hole
    // first), its holes by influence.
    std::vector<core::PoolQuery> holesToJudge() const;

  signals:
    void queryRequested(const QString& qid);
    // Show this item in its ranking: query qid of run `run` (an index into the project's runs).
    void itemRequested(const QString& qid, const QString& doc, int run);
    // Judge these items next (the judging queue's "what matters for this comparison").
    void judgeRequested(const std::vector<core::PoolQuery>& pool);

  protected:
    void changeEvent(QEvent* e) override;

  private:
    QWidget* buildChooser();
    QWidget* buildAgreementTab();
    QWidget* buildConsensusTab();
    QWidget* buildVerdictTab();
    QWidget* captioned(QWidget* parent, QLabel* label, QTableWidget* t);
    QWidget* buildHolesTab();
    QWidget* buildStatusRow();
    void retranslateUi();
    void fillSets();
    void fillRuns();
    std::vector<std::int64_t> checkedSets() const;
    std::string nameOf(std::int64_t id) const;
    void publish(LabelSetsResult r);
    void showAgreement();
    void showPerSet();
    QTableWidgetItem* confidenceItem(std::size_t set) const;
    // "grade 2, confidence 0.80" of an item in chosen set `set`, or "" without a confidence.
    QString confidenceOf(std::size_t set, const std::string& qid, const std::string& doc) const;
    void showPerQuery();
    void showConsensusSets();
    void showVerdicts();
    void showImpact();
    void showHoles();
    void fillHolesSets();
    // The run of the impact pair whose list of qid ranks doc higher (the first without it).
    int rankingOf(const std::string& qid, const std::string& doc) const;
    void setBusy(bool busy);

    ProjectSession* session_;
    QUndoStack* undo_;
    JobRunner* runner_;
    core::EvalConfig cfg_;
    LabelSetsResult result_;
    QListWidget* sets_;
    QComboBox *gold_, *run1_, *run2_, *measure_, *test_, *rule_, *tie_, *holesSet_;
    QSpinBox* k_;
    QLineEdit* consensusName_;
    QTabWidget* tabs_;
    QLabel *summary_, *consensusNote_, *holesSummary_, *status_, *impactCaption_ = nullptr;
    QTableWidget *pairs_, *perSet_, *perQuery_, *madeSets_, *orders_, *setPairs_, *changed_,
        *impact_, *holes_;
    QPushButton *compute_, *cancel_, *save_, *judge_;
    QProgressBar* progress_;
    // Texts retranslated in retranslateUi (form labels, group titles).
    std::vector<std::pair<QLabel*, const char*>> captions_;
};

}  // namespace ranklens::ui
