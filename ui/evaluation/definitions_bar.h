#pragma once
// The definitions bar: every setting a number depends on, always visible. A change emits the
// new Definitions (the window recomputes every view) or a label-set switch.
#include <QWidget>
#include <vector>

#include "core/store/project_store.h"
#include "ui/common/retranslator.h"
#include "ui/evaluation/evaluation.h"

class QAction;
class QActionGroup;
class QComboBox;
class QDoubleSpinBox;
class QMenu;
class QSpinBox;
class QPushButton;

namespace ranklens::ui {

class DefinitionsBar : public QWidget {
    Q_OBJECT
  public:
    explicit DefinitionsBar(QWidget* parent = nullptr);

    Definitions definitions() const;
    void setDefinitions(const Definitions& d);  // without emitting
    // RBP's persistence p (rbp_cut@k; set from the ranking view's p box, no widget here):
    // emits definitionsChanged when p differs.
    void setRbpPersistence(double p);
    void setLabelSets(const std::vector<store::LabelSetInfo>& sets, std::int64_t active);
    // Real-valued labels take a threshold between whole numbers (0.5, two decimals); whole
    // labels a whole one (a real threshold becomes its ceiling, which it meant for them).
    void setRealLabels(bool real);
    std::int64_t labelSet() const;

    // Parts, for tests.
    QSpinBox* cutoffBox() const { return k_; }
    QComboBox* gainBox() const { return gain_; }
    QComboBox* idealBox() const { return ideal_; }
    QComboBox* tiesBox() const { return ties_; }
    // A label set's name is shown in at most about this many characters (elided in the middle).
    static constexpr int kLabelSetNameChars = 24;
    QDoubleSpinBox* thresholdBox() const { return threshold_; }
    QPushButton* moreButton() const { return more_; }
    QSpinBox* errMaxGradeBox() const { return errMaxGrade_; }
    QDoubleSpinBox* alphaBox() const { return alpha_; }

  signals:
    void definitionsChanged(const ranklens::ui::Definitions& d);
    void labelSetChosen(std::int64_t id);

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()

  private:
    Retranslator texts_;  // the texts set once from tr()
    // The fixed texts, "More…" and the label set's tooltip in the current language.
    void retranslateUi();
    void setUpBoxes();
    void emitChanged();
    void showLabelSetName();
    // The "More definitions" menu: judged only, NDCG threshold, empty queries, log base.
    void buildMoreMenu();
    void updateMoreText();
    // ERR's max grade and alpha of alpha-nDCG / ERR-IA, as spin boxes in the "More" menu.
    void addUserModelControls(QMenu* menu);

    QSpinBox* k_;
    QDoubleSpinBox* threshold_;
    QComboBox* gain_;
    QComboBox* ideal_;
    QComboBox* ties_;
    QComboBox* labels_;
    QComboBox* querySet_;
    QPushButton* more_;
    QAction* judgedOnly_ = nullptr;
    QAction* ndcgThreshold_ = nullptr;
    QActionGroup* emptyQueries_ = nullptr;
    QActionGroup* logBase_ = nullptr;
    QSpinBox* errMaxGrade_ = nullptr;
    QDoubleSpinBox* alpha_ = nullptr;
    double rbpP_ = core::EvalConfig{}.rbpPersistence;
    bool updating_ = false;
    bool realLabels_ = false;
};

}  // namespace ranklens::ui
