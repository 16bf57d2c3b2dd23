#pragma once
// The runs' behaviour data, editable: each run's training-data cutoff (ISO 8601; empty removes
// it), how many click log events leak (dated at or before it), and its online results typed as
// "ctr_delta=+0.8% [0.2, 1.4]; revenue=-0.1" (empty removes them). Saved to the project at once.
#include <QTableWidget>

#include "core/store/behaviour_analysis.h"

namespace ranklens::ui {

class ProjectSession;

class RunsBehaviourEditor : public QTableWidget {
    Q_OBJECT
  public:
    explicit RunsBehaviourEditor(ProjectSession* session, QWidget* parent = nullptr);
    void setAnalysis(const store::BehaviourAnalysis& a);

    enum Column { RunCol, CutoffCol, LeakCol, OnlineCol };
    // "ctr=0.8% [0.2, 1.4]; x=1" -> results (run left empty); false + error on a bad part.
    static bool parseOnlineText(const QString& text,
                                std::vector<core::behaviour::OnlineResult>& out, QString* error);
    static QString onlineText(const std::vector<core::behaviour::OnlineResult>& results);

  signals:
    // Something was saved: the views must be computed again.
    void edited();
    void failed(const QString& message);

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()

  private:
    void retranslateUi();  // the column heads
    void onItemChanged(QTableWidgetItem* item);
    bool saveCutoff(std::int64_t runId, const QString& text, QString* error);
    bool saveOnline(std::int64_t runId, const QString& text, QString* error);

    ProjectSession* session_;
    bool filling_ = false;
};

}  // namespace ranklens::ui
