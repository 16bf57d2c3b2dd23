#pragma once
// One definition of core's schema (core/definitions/definition_schema.h) and the control the
// definitions bar shows it in: a combo box on the bar, a check box or a group of choices in its
// "More" menu, or a spin box. The value passes between the control and an EvalConfig as the
// schema's text ("average", "yes", "0.5"), so the bar needs no code per definition.
#include <QString>
#include <string>

#include "core/definitions/definition_schema.h"

class QAbstractSpinBox;
class QAction;
class QActionGroup;
class QComboBox;
class QWidget;

namespace ranklens::ui {

// A word of the schema in the user's language (the bar's translation context); empty for none.
QString definitionWords(const char* text);
// A choice as the user reads it: its words, or its text when it has none ("10", "9.0.8").
QString choiceWords(const core::DefinitionChoice& c);
// A definition's name in running text (a tool tip's list, the words under the plots): its
// label without mnemonic, markup or closing colon ("ERR max grade gmax"); its key without one.
QString definitionName(const core::Definition& d);
// A value of d (the schema's text) as the user reads it: the words of its choice, else the text.
QString valueWords(const core::Definition& d, const std::string& text);

struct DefinitionControl {
    const core::Definition* row = nullptr;
    QComboBox* combo = nullptr;     // data: the value's position among the offered ones
    QAction* flag = nullptr;        // checked: choices[1]
    QActionGroup* group = nullptr;  // data: the value's text
    QAbstractSpinBox* box = nullptr;

    // The value shown, as the schema's text.
    std::string text() const;
    // Shows cfg's value (signals of a spin box blocked; the caller blocks the others).
    void show(const core::EvalConfig& cfg) const;
    QWidget* widget() const;  // the combo box or the spin box; nullptr for a menu's actions
};

}  // namespace ranklens::ui
