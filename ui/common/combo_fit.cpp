#include "ui/common/combo_fit.h"

#include <QAbstractItemModel>
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
    if (minChars > 0) {
        combo->setMinimumContentsLength(minChars);
        return;
    }
    // QComboBox computes its minimum size once and keeps it when items arrive later: follow
    // the items with an explicit minimum width.
    auto follow = [combo] { combo->setMinimumWidth(combo->sizeHint().width()); };
    QAbstractItemModel* m = combo->model();
    QObject::connect(m, &QAbstractItemModel::rowsInserted, combo, follow);
    QObject::connect(m, &QAbstractItemModel::rowsRemoved, combo, follow);
    QObject::connect(m, &QAbstractItemModel::modelReset, combo, follow);
    QObject::connect(m, &QAbstractItemModel::dataChanged, combo, follow);
    follow();
}

void fitAllCombos(QWidget* root) {
    for (QComboBox* c : root->findChildren<QComboBox*>())
        if (c->sizeAdjustPolicy() == QComboBox::AdjustToContentsOnFirstShow) fitComboToContents(c);
}

void installComboFitter() {
    static ComboFitter* fitter = nullptr;
    if (fitter || !qApp) return;
    fitter = new ComboFitter(qApp);
    qApp->installEventFilter(fitter);
}

}  // namespace ranklens::ui
