#pragma once
// The definitions bar: every setting a number depends on, always visible, built from core's
// schema (core/definition_schema.h: words, values, tips). A change emits the new Definitions
// (DefinitionsModel takes them, every view observes it) or a label-set switch.
#include <QWidget>
#include <vector>

#include "core/definition_schema.h"
#include "core/store/project_store.h"
#include "ui/evaluation/evaluation.h"

class QAbstractSpinBox;
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
    QSpinBox* errMaxGradeBox() const;
    QDoubleSpinBox* alphaBox() const;

  signals:
    void definitionsChanged(const ranklens::ui::Definitions& d);
    void labelSetChosen(std::int64_t id);

  private:
    void emitChanged();
    void showLabelSetName();
    // The "More definitions" menu: the schema's definitions placed there.
    void buildMoreMenu();
    void updateMoreText();
    void addFlag(QMenu* menu, const core::Definition& d);
    void addChoices(QMenu* menu, const core::Definition& d);
    void addNumber(QMenu* menu, const core::Definition& d);

    // A definition of the "More" menu and its control: a check box, a group of choices or a
    // spin box.
    struct MoreControl {
        const core::Definition* row = nullptr;
        QAction* flag = nullptr;
        QActionGroup* group = nullptr;
        QAbstractSpinBox* box = nullptr;
        std::string text() const;                    // the value shown, as the schema's text
        void show(const core::EvalConfig& c) const;  // shows c's value without emitting
    };

    QSpinBox* k_;
    QDoubleSpinBox* threshold_;
    QComboBox* gain_;
    QComboBox* ideal_;
    QComboBox* ties_;
    QComboBox* labels_;
    QComboBox* querySet_;
    QPushButton* more_;
    // The bar's combo boxes of the schema (gain, ideal, ties, queries) and the "More" controls.
    std::vector<std::pair<const core::Definition*, QComboBox*>> combos_;
    std::vector<MoreControl> moreControls_;
    double rbpP_ = core::EvalConfig{}.rbpPersistence;
    bool updating_ = false;
    bool realLabels_ = false;
};

}  // namespace ranklens::ui
