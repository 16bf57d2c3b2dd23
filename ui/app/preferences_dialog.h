#pragma once
// Edit → Preferences: the interface language (System / English / 简体中文). OK stores the
// choice and switches the running UI to it at once (switchLanguageLive), keeping all work.
#include <QDialog>

class QComboBox;

namespace ranklens::ui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
  public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    // The language chooser; item data: "system", "en" or "zh_CN".
    QComboBox* languageBox() const { return language_; }
    // Stores the chosen language and switches to it (also called on OK).
    void apply();

  private:
    QComboBox* language_;
};

}  // namespace ranklens::ui
