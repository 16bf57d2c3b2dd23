#include "ui/app/loading_overlay.h"

#include <QEvent>

namespace ranklens::ui {

LoadingOverlay::LoadingOverlay(QWidget* covered) : QLabel(covered) {
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setAutoFillBackground(true);  // the empty view below does not show through
    setMargin(24);
    covered->installEventFilter(this);
    hide();
}

void LoadingOverlay::showText(const QString& text) {
    setText(text);
    setGeometry(parentWidget()->rect());
    raise();
    show();
}

bool LoadingOverlay::eventFilter(QObject* watched, QEvent* e) {
    if (watched == parentWidget() && e->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QLabel::eventFilter(watched, e);
}

}  // namespace ranklens::ui
