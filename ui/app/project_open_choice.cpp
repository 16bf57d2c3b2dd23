#include "ui/app/project_open_choice.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>

namespace ranklens::ui {

OpenChoice askHowToOpen(QWidget* parent, const QString& current, const QString& next) {
    QMessageBox box(QMessageBox::Question,
                    QCoreApplication::translate("ProjectOpen", "Open project"),
                    QCoreApplication::translate("ProjectOpen",
                                                "%1 is open. Open %2 in a new window, "
                                                "or instead of the open project?")
                        .arg(QFileInfo(current).fileName(), QFileInfo(next).fileName()),
                    QMessageBox::Cancel, parent);
    QPushButton* window = box.addButton(QCoreApplication::translate("ProjectOpen", "New &Window"),
                                        QMessageBox::AcceptRole);
    QPushButton* replace = box.addButton(QCoreApplication::translate("ProjectOpen", "&Replace"),
                                         QMessageBox::DestructiveRole);
    box.setDefaultButton(window);
    box.exec();
    if (box.clickedButton() == window) return OpenChoice::NewWindow;
    if (box.clickedButton() == replace) return OpenChoice::Replace;
    return OpenChoice::Cancel;
}

bool openInNewWindow(const QString& path) {
    return QProcess::startDetached(QCoreApplication::applicationFilePath(), {path});
}

}  // namespace ranklens::ui
