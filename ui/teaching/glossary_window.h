#pragma once
// GlossaryWindow: the glossary of the measures (core/teaching/glossary.h) with the registry's
// own definitions: per family the question it answers, its formula, when to use it, its traps
// and how the major tools define it differently.
#include <QWidget>

class QTextBrowser;

namespace ranklens::ui {

class GlossaryWindow : public QWidget {
    Q_OBJECT
  public:
    explicit GlossaryWindow(QWidget* parent = nullptr);

    // Scrolls to the entry covering a registry name; false when there is none.
    bool showEntry(const QString& registryName);
    QTextBrowser* browser() const { return browser_; }

    // The whole glossary as HTML (anchors are the entries' registry names).
    static QString html();

  protected:
    void keyPressEvent(QKeyEvent* e) override;  // Esc closes the window

  private:
    QTextBrowser* browser_;
};

}  // namespace ranklens::ui
