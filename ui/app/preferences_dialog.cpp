#include "ui/app/preferences_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "ui/app/language.h"

namespace ranklens::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent), language_(new QComboBox(this)) {
    setMinimumWidth(360);
    language_->setObjectName(QStringLiteral("languageBox"));
    const QString system = Language::resolve(QStringLiteral("system"));
    language_->addItem(QString(), QStringLiteral("system"));
    // Each language in its own name, so that it can be found whatever the current one is.
    for (const QString& code : Language::codes())
        language_->addItem(Language::nativeName(code), code);
    language_->setCurrentIndex(std::max(0, language_->findData(Language::storedChoice())));
    auto* form = new QFormLayout;
    label_ = new QLabel(this);
    label_->setBuddy(language_);
    form->addRow(label_, language_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* lay = new QVBoxLayout(this);
    lay->addLayout(form);
    lay->addWidget(buttons);
    retranslateUi();
}

void PreferencesDialog::retranslateUi() {
    setWindowTitle(tr("Preferences"));
    language_->setItemText(
        0,
        tr("System (%1)").arg(Language::nativeName(Language::resolve(QStringLiteral("system")))));
    language_->setToolTip(
        tr("Language of menus, dialogs and metric descriptions. It changes at "
           "once; the open project and the undo history stay."));
    label_->setText(tr("&Language:"));
}

void PreferencesDialog::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(e);
}

void PreferencesDialog::apply() {
    const QString choice = language_->currentData().toString();
    Language::storeChoice(choice);
    const QString code = Language::resolve(choice);
    if (code != Language::current()) Language::install(code);  // each window retranslates itself
}

}  // namespace ranklens::ui
