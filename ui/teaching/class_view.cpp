#include "ui/teaching/class_view.h"

#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cctype>
#include <functional>

#include "core/teaching/practice_exercise.h"
#include "ui/teaching/practice_feedback.h"
#include "ui/teaching/practice_window.h"

namespace ranklens::ui {

namespace t = core::teaching;

namespace {

// A cell that sorts numbers as numbers (exercise 10 after 9, not after 1) by the CLI's cell;
// numbers before words; words in the language's order.
class SortableItem : public QTableWidgetItem {
  public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem& other) const override {
        bool a = false, b = false;
        const double x = data(Qt::UserRole).toString().toDouble(&a);
        const double y = other.data(Qt::UserRole).toString().toDouble(&b);
        if (a && b) return x < y;
        if (a != b) return a;
        return QString::localeAwareCompare(text(), other.text()) < 0;
    }
};

// Fills a table the learner can sort by a click on a column; as filled it keeps the CLI's row
// order until a column is clicked, then keeps that column's order.
void fill(QTableWidget* table, const QStringList& header, const t::TextTable& text,
          int firstTranslatedColumn, const std::function<QString(const std::string&)>& cell) {
    table->setSortingEnabled(false);
    table->clear();
    table->setColumnCount(static_cast<int>(header.size()));
    table->setHorizontalHeaderLabels(header);
    table->setRowCount(static_cast<int>(text.rows.size()));
    for (int r = 0; r < table->rowCount(); ++r) {
        const auto& row = text.rows[static_cast<std::size_t>(r)];
        for (int c = 0; c < static_cast<int>(row.size()); ++c) {
            const std::string& v = row[static_cast<std::size_t>(c)];
            auto* item = new SortableItem(
                c >= firstTranslatedColumn && cell ? cell(v) : QString::fromStdString(v));
            item->setData(Qt::UserRole, QString::fromStdString(v));  // the CLI's cell
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            table->setItem(r, c, item);
        }
    }
    table->resizeColumnsToContents();
    table->setSortingEnabled(true);
}

QTableWidget* makeTable(QWidget* parent, const char* name) {
    auto* table = new QTableWidget(parent);
    table->setObjectName(QString::fromLatin1(name));
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);  // the CLI's order
    table->horizontalHeader()->setSortIndicatorShown(true);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

}  // namespace

ClassView::ClassView(QWidget* parent)
    : QWidget(parent),
      intro_(new QLabel(this)),
      setLabel_(new QLabel(this)),
      messages_(new QLabel(this)),
      learnersTitle_(new QLabel(this)),
      exercisesTitle_(new QLabel(this)),
      openSet_(new QPushButton(this)),
      addFiles_(new QPushButton(this)),
      clear_(new QPushButton(this)),
      learners_(makeTable(this, "classLearners")),
      exercises_(makeTable(this, "classExercises")) {
    intro_->setWordWrap(true);
    messages_->setWordWrap(true);
    messages_->setObjectName(QStringLiteral("classMessages"));
    messages_->setStyleSheet(QStringLiteral("color:#b3261e"));
    messages_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* row = new QHBoxLayout;
    row->addWidget(openSet_);
    row->addWidget(setLabel_, 1);
    row->addWidget(addFiles_);
    row->addWidget(clear_);
    auto* lay = new QVBoxLayout(this);
    lay->addWidget(intro_);
    lay->addLayout(row);
    lay->addWidget(messages_);
    lay->addWidget(learnersTitle_);
    lay->addWidget(learners_, 1);
    lay->addWidget(exercisesTitle_);
    lay->addWidget(exercises_, 1);
    connect(openSet_, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open an exercise set"), QString(),
                                                       tr("Exercise sets (*.json)"));
        if (!f.isEmpty()) openSet(f);
    });
    connect(addFiles_, &QPushButton::clicked, this, [this] {
        const QStringList files = QFileDialog::getOpenFileNames(
            this, tr("Add answers files"), QString(), tr("CSV files (*.csv *.txt)"));
        if (!files.isEmpty()) addAnswerFiles(files);
    });
    connect(clear_, &QPushButton::clicked, this, [this] {
        results_.clear();
        refused_.clear();
        refresh();
    });
    retranslateUi();
}

void ClassView::retranslateUi() {
    setWindowTitle(tr("Grade a class — RankLens"));
    intro_->setText(
        tr("Open the exercise set, then the answers files your learners exported "
           "(one per learner; several at once). The tables are the same as "
           "ranklens-cli practice check gives."));
    openSet_->setText(tr("Open exercise set…"));
    addFiles_->setText(tr("Add answers files…"));
    clear_->setText(tr("Clear learners"));
    learnersTitle_->setText(
        QStringLiteral("<b>%1</b>").arg(tr("Learners (the topic columns count wrong answers)")));
    exercisesTitle_->setText(QStringLiteral("<b>%1</b>").arg(tr("Difficulty per exercise")));
    refresh();
}

bool ClassView::openSet(const QString& path) {
    const t::PracticeSetLoad l = t::loadPracticeSet(QFile::encodeName(path).toStdString());
    if (!l.ok) {
        refused_ << tr("The exercise set was not opened: %1").arg(QString::fromStdString(l.error));
        refresh();
        return false;
    }
    set_ = l.set;
    setName_ = QFileInfo(path).fileName();
    results_.clear();
    refused_.clear();
    refresh();
    return true;
}

int ClassView::addAnswerFiles(const QStringList& paths) {
    if (!set_) {
        refused_ << tr("Open the exercise set first.");
        refresh();
        return 0;
    }
    int taken = 0;
    for (const QString& path : paths) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            refused_ << tr("%1: cannot be opened (%2)").arg(path, f.errorString());
            continue;
        }
        const t::LearnerLoad l = t::gradeLearner(*set_, f.readAll().toStdString(),
                                                 QFile::encodeName(path).toStdString());
        if (!l.ok) {
            refused_ << QString::fromStdString(l.error);
            continue;
        }
        results_.push_back(l.result);
        ++taken;
    }
    refresh();
    return taken;
}

QString ClassView::messages() const {
    return messages_->text();
}

QString ClassView::topicName(const std::string& topic) const {
    const auto slash = topic.find('/');
    const auto kind = t::parsePracticeKind(topic.substr(0, slash));
    if (!kind) return QString::fromStdString(topic);
    QString name = practiceKindName(*kind);
    if (slash != std::string::npos)
        name += QLatin1Char(' ') + QString::fromStdString(topic.substr(slash + 1));
    return name;
}

void ClassView::refresh() {
    messages_->setText(refused_.join(QLatin1Char('\n')));
    messages_->setVisible(!refused_.isEmpty());
    addFiles_->setEnabled(set_.has_value());
    if (!set_) {
        setLabel_->setText(tr("No exercise set open."));
        learners_->setRowCount(0);
        exercises_->setRowCount(0);
        return;
    }
    const t::ClassGrading g = t::gradeClass(*set_, results_);
    setLabel_->setText(
        tr("%1 · set id %2 · %3 exercises · %4 learners")
            .arg(set_->title.empty() ? setName_ : QString::fromStdString(set_->title),
                 QString::fromStdString(g.setId))
            .arg(set_->size())
            .arg(g.learners.size()));
    QStringList lh{tr("Learner"), tr("File"), tr("Right"), tr("Out of")};
    for (const auto& topic : g.topics) lh << topicName(topic);
    fill(learners_, lh, t::learnersTable(g), 99, nullptr);
    const QStringList eh{tr("Exercise"),
                         tr("Topic"),
                         tr("Right"),
                         tr("Wrong"),
                         tr("Unreadable"),
                         tr("Unanswered"),
                         tr("Most frequent mistake")};
    fill(exercises_, eh, t::exercisesTable(g), 1, [this](const std::string& v) {
        if (v.empty() || std::isdigit(static_cast<unsigned char>(v[0])))
            return QString::fromStdString(v);
        return v.find('/') != std::string::npos || t::parsePracticeKind(v) ? topicName(v)
                                                                           : practiceMistakeName(v);
    });
}

void ClassView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void ClassView::keyPressEvent(QKeyEvent* e) {
    if (e->key() == Qt::Key_Escape && e->modifiers() == Qt::NoModifier) {
        close();
        return;
    }
    QWidget::keyPressEvent(e);
}

}  // namespace ranklens::ui
