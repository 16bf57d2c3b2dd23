#include "ui/project/demo_project.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace ranklens::ui {

namespace {

const QString kItems = QStringLiteral(":/demo/items.csv");

std::string bundledItemsDigest() {
    QFile f(kItems);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex().toStdString();
}

std::string storedItemsDigest(const store::SettingsStore& ps) {
    for (const auto& [key, value] : ps.projectSettings("demo."))
        if (key == "items") return value;
    return {};
}

}  // namespace

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

bool DemoProject::refreshItems(store::ProjectStore& ps, const QString& dir) {
    const std::string digest = bundledItemsDigest();
    if (digest.empty() || storedItemsDigest(ps) == digest) return false;
    QDir().mkpath(dir);
    const QString dst = dir + QStringLiteral("/items.csv");
    QFile::remove(dst);
    if (!QFile::copy(kItems, dst)) return false;
    ps.importItemMeta(dst.toStdString(), {});
    ps.saveProjectSettings("demo.", {{"items", digest}});
    return true;
}

void DemoProject::markItemsCurrent(store::SettingsStore& ps) {
    if (const std::string digest = bundledItemsDigest(); !digest.empty())
        ps.saveProjectSettings("demo.", {{"items", digest}});
}

}  // namespace ranklens::ui
