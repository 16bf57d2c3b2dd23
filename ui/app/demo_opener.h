#pragma once
// The bundled demo project: built at first start (its inputs unpacked and imported, then its
// click log and online results), its item metadata brought up to date when an older RankLens
// built it (issue 13's categories and popularity). Another project open: asks first (new window
// or replace), as File → Open does.
#include <QObject>
#include <QString>

class QWidget;

namespace ranklens::ui {

class ProjectOpener;
class ProjectSession;
class WindowStatus;

class DemoOpener : public QObject {
    Q_OBJECT
  public:
    DemoOpener(QWidget* window, ProjectSession* session, ProjectOpener* opener,
               WindowStatus* status);

    void open();

  private:
    bool askFirst(const QString& path, bool exists);  // false: not opened here
    void build(const QString& path);
    QString refreshItems(const QString& path);
    void tellAfterLoad(const QString& message);

    QWidget* window_;
    ProjectSession* session_;
    ProjectOpener* opener_;
    WindowStatus* status_;
};

}  // namespace ranklens::ui
