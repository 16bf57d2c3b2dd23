#include "ui/project/project_precheck.h"

#include <QFile>
#include <QMetaObject>

#include "core/store/project_check.h"

namespace ranklens::ui {

ProjectPrecheck::ProjectPrecheck(QObject* parent) : QObject(parent) {}

ProjectPrecheck::~ProjectPrecheck() {
    stop();
}

void ProjectPrecheck::stop() {
    ++generation_;
    path_.clear();
    if (stop_) *stop_ = true;
    if (thread_.joinable()) thread_.join();
}

void ProjectPrecheck::start(const QString& path) {
    stop();
    path_ = path;
    stop_ = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = generation_;
    const std::string file = QFile::encodeName(path).toStdString();
    thread_ = std::thread([this, generation, path, file, stop = stop_] {
        QString refusal;
        try {
            store::check::checkProjectFile(file, stop.get());
        } catch (const store::sql::SqlError&) {
            // Not a refusal: the checks could not run (read-only media, a lock, stopped).
        } catch (const std::exception& e) {
            refusal = QString::fromStdString(e.what());
        }
        if (*stop) return;
        QMetaObject::invokeMethod(
            this, [this, generation, path, refusal] { finish(generation, path, refusal); },
            Qt::QueuedConnection);
    });
}

void ProjectPrecheck::finish(quint64 generation, const QString& path, const QString& refusal) {
    if (generation != generation_) return;  // a newer check replaced this one
    path_.clear();
    if (thread_.joinable()) thread_.join();
    if (refusal.isEmpty())
        emit passed(path);
    else
        emit refused(path, refusal);
}

}  // namespace ranklens::ui
