#pragma once
// SetAuthorDialog (File ▸ New Exercise Set…): an instructor writes an exercise set for a class
// — the kinds, measures and levels to practise, the range of k, how many exercises, the seed
// (a new one each time the dialog opens; "New seed" draws another), the title, the language and
// homework mode — and saves it (core/teaching/set_authoring.h, the same recipe as
// `ranklens-cli practice set`). The set's id and size are shown as the choices change.
#include <QDialog>
#include <vector>

#include "core/teaching/set_authoring.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ranklens::ui {

class SetAuthorDialog : public QDialog {
    Q_OBJECT
  public:
    explicit SetAuthorDialog(QWidget* parent = nullptr);

    core::teaching::SetRecipe recipe() const;
    void setRecipe(const core::teaching::SetRecipe& r);
    QString problem() const;  // "" when the recipe makes a set
    QString summary() const;  // the id and size line shown
    // Writes the set; false with the reason shown.
    bool saveTo(const QString& path);
    QString savedPath() const { return saved_; }

  protected:
    void changeEvent(QEvent* e) override;

  private:
    void retranslateUi();
    void update();
    void saveAs();

    std::vector<QCheckBox*> kinds_, measures_, levels_;
    QGroupBox *kindsBox_, *measuresBox_, *levelsBox_;
    QLabel *titleLabel_, *languageLabel_, *kLabel_, *kToLabel_, *countLabel_, *seedLabel_;
    QLineEdit* title_;
    QComboBox* language_;
    QSpinBox *kMin_, *kMax_, *count_;
    QLineEdit* seed_;
    QPushButton* newSeed_;
    QCheckBox* homework_;
    QLabel* summary_;
    QDialogButtonBox* buttons_;
    QString saved_;
};

}  // namespace ranklens::ui
