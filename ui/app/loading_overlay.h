#pragma once
// A note that covers a view while a project is checked and loaded for the first time (no
// results snapshot to show meanwhile): says what is happening instead of an empty plot or table.
// It follows its parent's size; hidden until show(text).
#include <QLabel>

namespace ranklens::ui {

class LoadingOverlay : public QLabel {
    Q_OBJECT
  public:
    explicit LoadingOverlay(QWidget* covered);
    void showText(const QString& text);

  protected:
    bool eventFilter(QObject* watched, QEvent* e) override;
};

}  // namespace ranklens::ui
