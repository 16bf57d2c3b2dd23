#include "ui/project/project_precheck.h"

#include <QFile>

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
    runner_.cancel();
}

void ProjectPrecheck::start(const QString& path) {
    stop();
    path_ = path;
    stop_ = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = generation_;
    const std::string file = QFile::encodeName(path).toStdString();
    runner_.start(
        [this, generation, path, file, stop = stop_](const core::ProgressFn&) -> JobRunner::Apply {
            QString refusal;
            try {
                store::check::checkProjectFile(file, stop.get());
            } catch (const store::sql::SqlError&) {
                // Not a refusal: the checks could not run (read-only media, a lock, stopped).
            } catch (const std::exception& e) {
                refusal = QString::fromStdString(e.what());
            }
            if (*stop) return {};
            return [this, generation, path, refusal] { finish(generation, path, refusal); };
        });
}

void ProjectPrecheck::finish(quint64 generation, const QString& path, const QString& refusal) {
    if (generation != generation_) return;  // stopped, or a newer check replaced this one
    path_.clear();
    if (refusal.isEmpty())
        emit passed(path);
    else
        emit refused(path, refusal);
}

}  // namespace ranklens::ui
