#pragma once
// The open project's store and the one lock every use of it takes: the jobs off the GUI thread
// (loads, imports) and the edits on it share one SQLite connection. Each part of the session
// (labels, run edits, what the project keeps, imports) reaches the store through this, asking
// for the narrowest of the store's interfaces it needs (core/store/project_store.h).
#include <QString>
#include <exception>
#include <memory>
#include <mutex>
#include <type_traits>

#include "core/store/behaviour_store.h"
#include "core/store/project_store.h"

namespace ranklens::ui {

// The message for a failed store call: a project held by another program said as such (naming
// it when known; nothing was changed, try again), anything else as the store words it.
QString storeErrorText(const std::exception& e);

class LockedStore {
  public:
    bool isOpen() const { return store_ != nullptr; }
    // Calls that read no table (the path, the read-only state) go without the lock.
    QString path() const;
    bool isReadOnly() const { return store_ && store_->isReadOnly(); }
    QString readOnlyReason() const;

    // Runs fn(store) under the lock; the store must be open. fn names the interface it needs:
    // one of ProjectStore's (store::LabelStore&, const store::RunStore& ...), or
    // store::BehaviourStore& (the click logs and online results; StoreError when the project
    // cannot hold them).
    template <class Fn>
    decltype(auto) with(Fn&& fn) const {
        std::lock_guard lock(mutex_);
        if constexpr (std::is_invocable_v<Fn&, store::ProjectStore&>)
            return fn(*store_);
        else
            return fn(store::behaviourOf(*store_));
    }
    // Runs fn(store) under the lock, a failure turned into false + error (storeErrorText).
    template <class Fn>
    bool tryWith(Fn&& fn, QString* error) const {
        try {
            with(std::forward<Fn>(fn));
            return true;
        } catch (const std::exception& e) {
            if (error) *error = storeErrorText(e);
            return false;
        }
    }
    // Closes the store (waiting for its lock) and takes st in its place, which waits busyWaitMs
    // for another program's lock.
    void replace(std::unique_ptr<store::ProjectStore> st, int busyWaitMs);

  private:
    std::unique_ptr<store::ProjectStore> store_;
    mutable std::mutex mutex_;
};

}  // namespace ranklens::ui
