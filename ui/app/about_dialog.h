#pragma once
// Help → About: what a bug report needs to quote (the RankLens version and the versions of Qt,
// QCustomPlot and SQLite it runs on), the license, and where the documentation is.
#include <QDialog>

namespace ranklens::ui {

class AboutDialog : public QDialog {
    Q_OBJECT
  public:
    explicit AboutDialog(QWidget* parent = nullptr);

    // The text of the dialog (HTML), also what "Copy" puts on the clipboard as plain text.
    static QString aboutHtml();
    // The installed README (share/doc/ranklens/README.md beside the binary's prefix), or an
    // empty string when RankLens runs from its build folder.
    static QString installedReadme();
};

}  // namespace ranklens::ui
