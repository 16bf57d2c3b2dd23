#include "ui/app/preferences_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "ui/app/language.h"
#include "ui/app/live_retranslation.h"

namespace ranklens::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent), language_(new QComboBox(this)) {
    setWindowTitle(tr("Preferences"));
    setMinimumWidth(360);
    language_->setObjectName(QStringLiteral("languageBox"));
    const QString system = Language::resolve(QStringLiteral("system"));
    language_->addItem(tr("System (%1)").arg(Language::nativeName(system)),
                       QStringLiteral("system"));
    // Each language in its own name, so that it can be found whatever the current one is.
    for (const QString& code : Language::codes())
        language_->addItem(Language::nativeName(code), code);
    language_->setCurrentIndex(std::max(0, language_->findData(Language::storedChoice())));
    language_->setToolTip(
        tr("Language of menus, dialogs and metric descriptions. It changes at "
           "once; the open project and the undo history stay."));

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), language_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* lay = new QVBoxLayout(this);
    lay->addLayout(form);
    lay->addWidget(buttons);
}

void PreferencesDialog::apply() {
    const QString choice = language_->currentData().toString();
    Language::storeChoice(choice);
    const QString code = Language::resolve(choice);
    if (code != Language::current()) switchLanguageLive(code);
}

}  // namespace ranklens::ui
