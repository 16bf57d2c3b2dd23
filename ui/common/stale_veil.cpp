#include "ui/common/stale_veil.h"

#include <QEvent>
#include <QPainter>
#include <QWidget>

namespace ranklens::ui {

namespace {

class StaleVeil : public QWidget {
  public:
    explicit StaleVeil(QWidget* over) : QWidget(over) {
        setObjectName(QStringLiteral("staleVeil"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        over->installEventFilter(this);
        setGeometry(over->rect());
    }
    QString note;

  protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (o == parent() && e->type() == QEvent::Resize) setGeometry(parentWidget()->rect());
        return false;
    }
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.fillRect(rect(), QColor(255, 255, 255, 190));  // the chart shows through, greyed
        if (note.isEmpty()) return;
        QFont f = font();
        f.setBold(true);
        p.setFont(f);
        const QRect line = p.fontMetrics()
                               .boundingRect(rect().adjusted(12, 0, -12, 0),
                                             Qt::AlignCenter | Qt::TextWordWrap, note)
                               .adjusted(-10, -6, 10, 6);
        p.setPen(QColor(0xb3, 0x59, 0x00));
        p.setBrush(QColor(0xff, 0xf3, 0xcd));
        p.drawRect(line);
        p.setPen(QColor(0x6b, 0x44, 0x00));
        p.drawText(line, Qt::AlignCenter | Qt::TextWordWrap, note);
    }
};

}  // namespace

void veilWhenStale(QWidget* w, bool stale, const QString& note) {
    // By name: without Q_OBJECT, findChild<StaleVeil*> would match any child widget.
    auto* veil = dynamic_cast<StaleVeil*>(
        w->findChild<QWidget*>(QStringLiteral("staleVeil"), Qt::FindDirectChildrenOnly));
    if (!veil && !stale) return;
    if (!veil) veil = new StaleVeil(w);
    veil->note = note;
    veil->setVisible(stale);
    if (stale) {
        veil->raise();
        veil->update();
    }
}

}  // namespace ranklens::ui
