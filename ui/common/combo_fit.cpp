#include "ui/common/combo_fit.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>

namespace ranklens::ui {

namespace {

class ComboFitter : public QObject {
  public:
    using QObject::QObject;

  protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (e->type() == QEvent::Polish)
            if (auto* combo = qobject_cast<QComboBox*>(o);
                combo && combo->sizeAdjustPolicy() == QComboBox::AdjustToContentsOnFirstShow)
                fitComboToContents(combo);
        return false;
    }
};

}  // namespace

void fitComboToContents(QComboBox* combo, int minChars) {
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    if (minChars > 0) combo->setMinimumContentsLength(minChars);
}

void fitAllCombos(QWidget* root) {
    for (QComboBox* c : root->findChildren<QComboBox*>())
        if (c->sizeAdjustPolicy() == QComboBox::AdjustToContentsOnFirstShow)
            fitComboToContents(c);
}

void installComboFitter() {
    static ComboFitter* fitter = nullptr;
    if (fitter || !qApp) return;
    fitter = new ComboFitter(qApp);
    qApp->installEventFilter(fitter);
}

}  // namespace ranklens::ui
