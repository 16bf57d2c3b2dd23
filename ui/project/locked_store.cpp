#include "ui/project/locked_store.h"

#include <QCoreApplication>

#include "core/store/sqlite_db.h"

namespace ranklens::ui {

QString storeErrorText(const std::exception& e) {
    const auto* sql = dynamic_cast<const store::sql::SqlError*>(&e);
    if (sql && sql->busy())  // the CLI's meaning (app/cli/exit_code.cpp), not SQLite's words
        return sql->holder.empty()
                   ? QCoreApplication::translate(
                         "ranklens::ui::ProjectSession",
                         "The project is in use by another program. Nothing was changed; try "
                         "again when it has finished.")
                   : QCoreApplication::translate(
                         "ranklens::ui::ProjectSession",
                         "The project is in use by another program, %1. Nothing was changed; "
                         "try again when it has finished.")
                         .arg(QString::fromStdString(sql->holder));
    return QString::fromStdString(e.what());
}

QString LockedStore::path() const {
    return store_ ? QString::fromStdString(store_->path()) : QString();
}

QString LockedStore::readOnlyReason() const {
    return store_ ? QString::fromStdString(store_->readOnlyReason()) : QString();
}

void LockedStore::replace(std::unique_ptr<store::ProjectStore> st, int busyWaitMs) {
    std::lock_guard lock(mutex_);
    store_.reset();
    store_ = std::move(st);
    if (store_) store_->setBusyWait(busyWaitMs);
}

}  // namespace ranklens::ui
