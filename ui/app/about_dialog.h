#pragma once
// Help → About: what a bug report needs to quote (the RankLens version and the versions of Qt,
// QCustomPlot and SQLite it runs on), the license, and where a learner goes next: the help
// inside RankLens (lessons, practice, the glossary) and the installed tour.
#include <QDialog>

namespace ranklens::ui {

class AboutDialog : public QDialog {
    Q_OBJECT
  public:
    explicit AboutDialog(QWidget* parent = nullptr);

    // The text of the dialog (HTML), also what "Copy" puts on the clipboard as plain text.
    static QString aboutHtml();
    // The installed tour (share/doc/ranklens/resources/docs/tour.md beside the binary's
    // prefix), or an empty string when RankLens runs from its build folder.
    static QString installedTour();
};

}  // namespace ranklens::ui
