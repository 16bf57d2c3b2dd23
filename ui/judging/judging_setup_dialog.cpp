#include "ui/judging/judging_setup_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include "ui/project/project_data.h"

namespace ranklens::ui {

namespace {
const QString kAnnotatorKey = QStringLiteral("judging/annotator");
}

JudgingSetupDialog::JudgingSetupDialog(const ProjectData& data, int k, QWidget* parent)
    : QDialog(parent),
      runs_(new QListWidget(this)),
      k_(new QSpinBox(this)),
      annotator_(new QLineEdit(this)) {
    setWindowTitle(tr("Start judging"));
    for (const auto& r : data.runInfos) {
        auto* it = new QListWidgetItem(QString::fromStdString(r.name), runs_);
        it->setFlags(it->flags() | Qt::ItemIsUserCheckable);
        it->setCheckState(Qt::Checked);
    }
    runs_->setMaximumHeight(std::min(140, 24 * std::max(2, runs_->count()) + 6));
    k_->setRange(1, 1000);
    k_->setValue(std::max(1, k));
    QString name = QSettings().value(kAnnotatorKey).toString();
    if (name.isEmpty()) name = QString::fromLocal8Bit(qgetenv("USER"));
    annotator_->setText(name);
    annotator_->setObjectName(QStringLiteral("annotator"));
    annotator_->setPlaceholderText(tr("e.g. anna"));
    connect(annotator_, &QLineEdit::textEdited, this, [this] { markAnnotator(false); });

    auto* form = new QFormLayout;
    form->addRow(tr("Pool the runs:"), runs_);
    form->addRow(tr("Top k of each run:"), k_);
    form->addRow(tr("Annotator:"), annotator_);
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("labelSetNote"));
    note_->setWordWrap(true);
    showLabelSetName();
    connect(annotator_, &QLineEdit::textChanged, this, &JudgingSetupDialog::showLabelSetName);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    box->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* root = new QVBoxLayout(this);
    root->addLayout(form);
    root->addWidget(note_);
    root->addWidget(box);
    // Keyboard first: the name is what the annotator types (or confirms with Enter); the runs
    // list had the focus, and a typed name went nowhere.
    annotator_->setFocus(Qt::OtherFocusReason);
    annotator_->selectAll();
}

JudgingSetup JudgingSetupDialog::setup() const {
    JudgingSetup s;
    for (int i = 0; i < runs_->count(); ++i)
        if (runs_->item(i)->checkState() == Qt::Checked)
            s.runs.push_back(static_cast<std::size_t>(i));
    s.k = k_->value();
    s.annotator = annotator_->text().trimmed();
    return s;
}

void JudgingSetupDialog::showLabelSetName() {
    const QString name = annotator_->text().trimmed();
    note_->setText(tr("Grades go to the label set “%1” (created when missing). Items that set "
                      "already labels are not asked again.")
                       .arg(name.isEmpty() ? tr("annotator + the name above")
                                           : JudgingQueue::labelSetName(name)));
}

void JudgingSetupDialog::markAnnotator(bool missing) {
    annotator_->setStyleSheet(missing ? QStringLiteral("QLineEdit { border: 2px solid #c62828; }")
                                      : QString());
    annotator_->setPlaceholderText(missing ? tr("Required: the annotator's name")
                                           : tr("e.g. anna"));
}

void JudgingSetupDialog::accept() {
    if (annotator_->text().trimmed().isEmpty()) {
        // Grades need a name to go to; stay open on the field instead of failing later.
        annotator_->clear();
        markAnnotator(true);
        annotator_->setFocus(Qt::OtherFocusReason);
        return;
    }
    QSettings().setValue(kAnnotatorKey, annotator_->text().trimmed());
    QDialog::accept();
}

}  // namespace ranklens::ui
