#pragma once
// Edit → Preferences: the interface language (System / English / 简体中文). OK stores the
// choice and switches the running UI to it at once (Language::install: every window retranslates
// its own texts on QEvent::LanguageChange), keeping all work.
#include <QDialog>

class QComboBox;
class QLabel;

namespace ranklens::ui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
  public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    // The language chooser; item data: "system", "en" or "zh_CN".
    QComboBox* languageBox() const { return language_; }
    // Stores the chosen language and switches to it (also called on OK).
    void apply();

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()

  private:
    void retranslateUi();
    QComboBox* language_;
    QLabel* label_ = nullptr;
};

}  // namespace ranklens::ui
