#pragma once
// The controls of the comparison window: baseline, runs, metrics, test, permutations,
// correction, alpha, weighted means, how a run is paired with the baseline, guardrails (preset or
// own rules) and the definition to check sensitivity against. Produces a ComparisonRequest (without
// data and config).
#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

#include "ui/common/retranslator.h"
#include "ui/compare/comparison_job.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QMenu;
class QPushButton;
class QSpinBox;

namespace ranklens::ui {

class ComparisonSettingsPanel : public QWidget {
    Q_OBJECT
  public:
    explicit ComparisonSettingsPanel(QWidget* parent = nullptr);

    // The project's run names (data order). Keeps the choice where names survive.
    void setRuns(const QStringList& names);
    void setBaseline(int run);
    void setCompared(const std::vector<int>& runs);
    // More baselines (indices into the project's runs; the baseline itself is ignored): each
    // compared run is also compared against each of them.
    void setOtherBaselines(const std::vector<int>& runs);
    QPushButton* otherBaselinesButton() const { return others_; }
    void setMetrics(const QString& specs);  // "P@10, R@10, ndcg@10"
    void setTest(core::compare::TestKind t, int permutations);
    void setGuardrails(const QString& preset);  // "" = none, a preset name, or "custom"
    void setCustomRules(const QString& primary, const QString& rules);
    void setSensitivity(const QString& spec);  // "" or "gain=exponential" ...
    void setPairing(core::compare::Pairing p);
    core::compare::Pairing pairing() const;
    // The runs chosen, by name, as a project keeps them (ProjectMemory): the baseline and the
    // runs left out of the comparison. setRunChoice is applied when the project's runs arrive
    // (its next setRuns with runs); names the project does not have are passed over.
    void setRunChoice(const QString& baseline, const QStringList& leftOut);
    QString baselineName() const;
    QStringList leftOutRuns() const;
    QComboBox* pairingBox() const { return pairing_; }
    // The definitions in force: the sensitivity menu offers only the others.
    void setCurrentConfig(const core::EvalConfig& cfg);
    QComboBox* sensitivityBox() const { return sensitivity_; }
    QPushButton* runsButton() const { return runs_; }
    QComboBox* guardrailsBox() const { return guardrails_; }

    // Fills runs, metrics, options, guardrails and the alternative definition of req (req.config
    // must be set: the alternative is derived from it). Returns false with a message when the
    // settings are not usable (unknown metric, bad rule, nothing to compare).
    bool fillRequest(ComparisonRequest& req, QString* error) const;

    QComboBox* baselineBox() const { return baseline_; }

  signals:
    void compareRequested();
    void pairingChanged();  // by the user or setPairing
    // Any other setting changed (runs, baseline, metrics, test, guardrails, sensitivity…): the
    // results shown are no longer those of the settings.
    void settingsChanged();

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: the texts again
    // The Runs drop-down stays open while runs are ticked (a click or Space/Enter on an entry).
    bool eventFilter(QObject* o, QEvent* e) override;

  private:
    Retranslator texts_;  // declared first: widgets are made through it
    // The constructor's parts, called in this order: widget creation order is the tab order.
    void setUpRunAndTestControls();
    void setUpPairingControl();
    void setUpGuardrailControls();
    QPushButton* makeCompareButton();
    void layOut(QPushButton* go);
    void connectControls(QPushButton* go);
    void updateRunsButton();  // the menu of runs, then its text
    void updateRunsText();
    void updateOthersButton();  // the menu of other baselines, then its text
    // Fills menu with a checkable entry per run but the baseline, checked as `chosen` says;
    // toggling one sets `chosen`, calls `then` and emits settingsChanged.
    void fillRunMenu(QMenu* menu, std::vector<bool>& chosen,
                     void (ComparisonSettingsPanel::*then)());
    void retranslateUi();
    void connectChanges();
    void showPresetRules();
    void fillGuardrails();
    void fillSensitivity();

    void applyRunChoice();

    QStringList runNames_;
    std::vector<bool> compared_;
    std::optional<std::pair<QString, QStringList>> runChoice_;  // until the project's runs come
    std::vector<bool> otherBase_;
    QComboBox* baseline_;
    QPushButton* runs_;
    QPushButton* others_;
    QLineEdit* metrics_;
    QComboBox* test_;
    QSpinBox* permutations_;
    QComboBox* correction_;
    QDoubleSpinBox* alpha_;
    QCheckBox* weighted_;
    QComboBox* guardrails_;
    QLineEdit* primary_;
    QLineEdit* rules_;
    QComboBox* sensitivity_;
    QComboBox* pairing_;
    core::EvalConfig config_;  // the definitions in force
};

}  // namespace ranklens::ui
