#pragma once
// GlossaryWindow: the glossary of the measures (core/teaching/glossary.h) with the registry's
// own definitions: per family the question it answers, its formula, when to use it, its traps
// and how the major tools define it differently.
#include <QKeySequence>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace ranklens::ui {

class GlossaryWindow : public QWidget {
    Q_OBJECT
  public:
    explicit GlossaryWindow(QWidget* parent = nullptr);

    // Scrolls to the entry covering a registry name; false when there is none.
    bool showEntry(const QString& registryName);
    QTextBrowser* browser() const { return browser_; }
    QLineEdit* searchField() const { return search_; }
    QLabel* matchLabel() const { return matches_; }

    // Finds text in the glossary from the top (or the next match after the current one, or the
    // previous one), selects it and says how many matches there are. False when none.
    bool find(const QString& text, bool next = false, bool backward = false);

    // The shortcut that opens the glossary from the main window (Help → Glossary).
    static QKeySequence shortcut() { return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G); }

    // The whole glossary as HTML (anchors are the entries' registry names).
    static QString html();

  protected:
    // Esc closes the window (or first clears the search); Ctrl+F goes to the search field.
    void keyPressEvent(QKeyEvent* e) override;
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()

  private:
    // The title, the search field's hint and the glossary itself in the current language.
    void retranslateUi();
    QTextBrowser* browser_;
    QLineEdit* search_;
    QLabel* matches_;
};

}  // namespace ranklens::ui
