#include "ui/project/demo_project.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace ranklens::ui {

QString DemoProject::defaultPath() {
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty()) dir = QDir::homePath() + QStringLiteral("/.ranklens");
    QDir().mkpath(dir);
    return dir + QStringLiteral("/demo.ranklens");
}

QStringList DemoProject::extractInputs(const QString& dir) {
    QDir().mkpath(dir);
    QStringList out;
    for (const char* name :
         {"baseline.run", "new_model.run", "grades.qrels", "queries.csv", "items.csv"}) {
        const QString src = QStringLiteral(":/demo/") + QLatin1String(name);
        const QString dst = dir + QLatin1Char('/') + QLatin1String(name);
        QFile::remove(dst);
        if (!QFile::copy(src, dst)) return {};
        QFile::setPermissions(dst, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup);
        out << dst;
    }
    return out;
}

}  // namespace ranklens::ui
