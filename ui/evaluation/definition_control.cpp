#include "ui/evaluation/definition_control.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QSignalBlocker>
#include <QSpinBox>

namespace ranklens::ui {

QString definitionWords(const char* text) {
    return text ? QCoreApplication::translate(core::kDefinitionContext, text) : QString();
}

QString choiceWords(const core::DefinitionChoice& c) {
    return c.words ? definitionWords(c.words) : QString::fromUtf8(c.text.data(), c.text.size());
}

QString definitionName(const core::Definition& d) {
    if (!d.label) return QString::fromUtf8(d.key.data(), d.key.size());
    const QString label = definitionWords(d.label);
    QString name;
    bool inTag = false;
    for (qsizetype i = 0; i < label.size(); ++i) {
        const QChar c = label[i];
        if (c == u'<' || c == u'>') {
            inTag = c == u'<';
            continue;
        }
        if (inTag) continue;
        if (c == u'&') {  // a single '&' marks the mnemonic, "&&" is one '&'
            if (i + 1 == label.size() || label[i + 1] != u'&') continue;
            ++i;
        }
        name += c;
    }
    name = name.trimmed();
    while (name.endsWith(u':') || name.endsWith(u'\uff1a')) name.chop(1);  // ':' or '：'
    return name;
}

QString valueWords(const core::Definition& d, const std::string& text) {
    for (const auto& c : d.choices)
        if (c.text == text) return choiceWords(c);
    return QString::fromStdString(text);
}

namespace {

// The offered choice at position (a combo's data), or an empty text.
std::string offeredChoice(const core::Definition& d, int position) {
    for (const auto& c : d.choices)
        if (c.offered && position-- == 0) return std::string(c.text);
    return {};
}

int offeredPosition(const core::Definition& d, const std::string& text) {
    int position = 0;
    for (const auto& c : d.choices) {
        if (!c.offered) continue;
        if (c.text == text) return position;
        ++position;
    }
    return -1;
}

}  // namespace

std::string DefinitionControl::text() const {
    if (combo) return offeredChoice(*row, combo->currentData().toInt());
    if (flag) return std::string(row->choices.at(flag->isChecked() ? 1 : 0).text);
    if (group && group->checkedAction())
        return group->checkedAction()->data().toString().toStdString();
    if (auto* whole = qobject_cast<QSpinBox*>(box)) return std::to_string(whole->value());
    if (auto* number = qobject_cast<QDoubleSpinBox*>(box))
        return QString::number(number->value(), 'g', 17).toStdString();
    return row->defaultText();
}

void DefinitionControl::show(const core::EvalConfig& cfg) const {
    const std::string text = row->text(cfg);
    if (combo) combo->setCurrentIndex(combo->findData(offeredPosition(*row, text)));
    if (flag) flag->setChecked(text == row->choices.at(1).text);
    if (group)
        for (QAction* a : group->actions()) {
            core::EvalConfig choice = cfg;  // "e" shows a log base of 2.718...
            row->read(a->data().toString().toStdString(), choice);
            if (row->text(choice) == text) a->setChecked(true);
        }
    const QSignalBlocker block(box);
    if (auto* whole = qobject_cast<QSpinBox*>(box)) whole->setValue(std::stoi(text));
    if (auto* number = qobject_cast<QDoubleSpinBox*>(box))
        number->setValue(QString::fromStdString(text).toDouble());  // "0.5" in every locale
}

QWidget* DefinitionControl::widget() const {
    if (combo) return combo;
    return box;
}

}  // namespace ranklens::ui
