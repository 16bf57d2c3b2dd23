#pragma once
// AgreementDialog — agreement between two label sets of the open project on the items both
// label: Cohen's kappa, weighted kappa (linear, quadratic), the number of common items, the
// confusion matrix and the disagreements (qid, docid, title, grade A, grade B). Double-clicking
// a disagreement emits queryRequested(qid) so the owner can show that query. The numbers come
// from core/judging/agreement.h.
#include <QDialog>

#include "core/judging/agreement.h"
#include "ui/common/retranslator.h"

class QComboBox;
class QLabel;
class QTableWidget;

namespace ranklens::ui {

class ProjectSession;

class AgreementDialog : public QDialog {
    Q_OBJECT
  public:
    explicit AgreementDialog(ProjectSession* session, QWidget* parent = nullptr);

    // Chooses the two label sets (ids) and recomputes.
    void compare(std::int64_t setA, std::int64_t setB);
    const core::Agreement& agreement() const { return agreement_; }
    const std::vector<core::PairedLabel>& disagreements() const { return disagreements_; }

    // Parts, for tests.
    QComboBox* setABox() const { return a_; }
    QComboBox* setBBox() const { return b_; }
    QLabel* summary() const { return summary_; }
    QTableWidget* confusionTable() const { return confusion_; }
    QTableWidget* disagreementTable() const { return list_; }

    // The QSettings keys of the last pair compared (label-set names), chosen again next time.
    static constexpr const char* kLastA = "agreement/lastA";
    static constexpr const char* kLastB = "agreement/lastB";

  signals:
    void queryRequested(const QString& qid);

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: the texts again
    void showEvent(QShowEvent* e) override;

  private:
    Retranslator texts_;  // the texts set once from tr()
    void fillSets();
    void rememberPair() const;
    void recompute();
    void fillConfusion();
    void fillDisagreements();

    ProjectSession* session_;
    QComboBox* a_;
    QComboBox* b_;
    QLabel* summary_;
    QTableWidget* confusion_;
    QTableWidget* list_;
    core::Agreement agreement_;
    std::vector<core::PairedLabel> disagreements_;
};

}  // namespace ranklens::ui
