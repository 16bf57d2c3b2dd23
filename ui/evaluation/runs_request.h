#pragma once
// The start Compare and the leaderboard make of a job over the project's runs: the project's
// data and the definitions' config go into the request, then the settings panel's choices; a
// request that cannot start is told in the window's status line (and in a message box when the
// window is shown).
#include <QCoreApplication>
#include <QLabel>
#include <QMessageBox>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <memory>

#include "ui/evaluation/evaluation.h"
#include "ui/project/project_data.h"

namespace ranklens::ui {

class RunsRequest {
    Q_DECLARE_TR_FUNCTIONS(RunsRequest)

  public:
    // "Open a project with runs and labels first."
    static QString noProject();
    // The project's run names in its order (none without data): the settings panels' choice.
    static QStringList runNames(const std::shared_ptr<const ProjectData>& data) {
        QStringList names;
        if (data)
            for (const auto& r : data->runInfos) names << QString::fromStdString(r.name);
        return names;
    }
    // Shows error in status (and, when window is visible, in a message box titled title).
    static void tell(QWidget* window, QLabel* status, const QString& title, const QString& error);

    // Fills req (data, config, then settings.fillRequest); false after telling the error.
    // Request has data and config members; Settings a bool fillRequest(Request&, QString*).
    template <class Request, class Settings>
    static bool fill(Request& req, const std::shared_ptr<const ProjectData>& data,
                     const Definitions& defs, const Settings& settings, QWidget* window,
                     QLabel* status, const QString& title) {
        req.data = data;
        req.config = defs.config;
        QString error;
        if (!data || !data->labels) error = noProject();
        if (error.isEmpty()) settings.fillRequest(req, &error);
        if (error.isEmpty()) return true;
        tell(window, status, title, error);
        return false;
    }
};

}  // namespace ranklens::ui
