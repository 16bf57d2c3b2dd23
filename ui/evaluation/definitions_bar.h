#pragma once
// The definitions bar: every setting a number depends on, always visible, built by walking
// core's schema (core/definitions/definition_schema.h): each definition placed on the bar or in its
// "More" menu gets its control, caption, values and tool tip from its row, so a new definition
// shows here without a line of this file. A change emits the new Definitions (DefinitionsModel,
// their one owner, takes them; every view observes it) or a label-set switch.
#include <QWidget>
#include <functional>
#include <string_view>
#include <vector>

#include "core/store/project_store.h"
#include "ui/common/retranslator.h"
#include "ui/evaluation/definition_control.h"
#include "ui/evaluation/evaluation.h"

class QAbstractSpinBox;
class QComboBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QMenu;
class QSpinBox;
class QPushButton;

namespace ranklens::ui {

class DefinitionsBar : public QWidget {
    Q_OBJECT
  public:
    explicit DefinitionsBar(QWidget* parent = nullptr);

    // The definitions last shown (setDefinitions) with the bar's controls read over them: what
    // the bar has no control for (RBP's p, custom gains) stays as its owner gave it.
    Definitions definitions() const;
    void setDefinitions(const Definitions& d);  // without emitting
    void setLabelSets(const std::vector<store::LabelSetInfo>& sets, std::int64_t active);
    // Real-valued labels take a threshold between whole numbers (0.5, two decimals); whole
    // labels a whole one (a real threshold becomes its ceiling, which it meant for them).
    void setRealLabels(bool real);
    std::int64_t labelSet() const;

    // Parts, for tests.
    QSpinBox* cutoffBox() const { return k_; }
    QComboBox* gainBox() const { return comboOf("gain"); }
    QComboBox* idealBox() const { return comboOf("ideal"); }
    QComboBox* tiesBox() const { return comboOf("ties"); }
    // A label set's name is shown in at most about this many characters (elided in the middle).
    static constexpr int kLabelSetNameChars = 24;
    QDoubleSpinBox* thresholdBox() const { return threshold_; }
    QPushButton* moreButton() const { return more_; }
    QSpinBox* errMaxGradeBox() const;
    QDoubleSpinBox* alphaBox() const;
    // The control of a definition of the schema (by its stored key), or nullptr.
    const DefinitionControl* control(std::string_view key) const;

  signals:
    void definitionsChanged(const ranklens::ui::Definitions& d);
    void labelSetChosen(std::int64_t id);

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()

  private:
    Retranslator texts_;  // the texts set once from tr() or from the schema's words
    // The fixed texts, "More…" and the label set's tooltip in the current language.
    void retranslateUi();
    void setUpOwnBoxes();  // the cut-off k and the label set: the bar's, not the schema's
    // A caption (its tool tip the box's) and its box, laid out on the bar.
    void addPart(QHBoxLayout* lay, std::function<QString()> caption, QWidget* box);
    // The control of a definition placed on the bar: a spin box for a number, else a combo box.
    QWidget* addBarControl(const core::Definition& d);
    void setUpThreshold(QDoubleSpinBox* box);
    void emitChanged();
    void showLabelSetName();
    // The "More definitions" menu: the schema's definitions placed there.
    void buildMoreMenu();
    void addMoreRows(QMenu* menu, std::string_view section);
    void updateMoreText();
    void addFlag(QMenu* menu, const core::Definition& d);
    void addChoices(QMenu* menu, const core::Definition& d);
    void addNumber(QMenu* menu, const core::Definition& d);
    QAbstractSpinBox* numberBox(const core::Definition& d);
    QComboBox* comboOf(std::string_view key) const;

    QSpinBox* k_;
    QDoubleSpinBox* threshold_ = nullptr;
    QComboBox* labels_;
    QPushButton* more_;
    std::vector<DefinitionControl> controls_;  // in the schema's order: the bar's, then More's
    Definitions shown_;                        // as its owner last gave them (setDefinitions)
    bool updating_ = false;
    bool realLabels_ = false;
};

}  // namespace ranklens::ui
