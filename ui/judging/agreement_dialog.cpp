#include "ui/judging/agreement_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QWindow>
#include <algorithm>

#include "ui/common/grade_chip_delegate.h"
#include "ui/common/title_column.h"
#include "ui/common/window_geometry.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

namespace {

QString kappaText(const core::KappaValue& k) {
    if (!k.defined) return AgreementDialog::tr("no value");
    QString s = AgreementDialog::tr(
                    "%1 <span style='color:gray'>(p<sub>o</sub> %2, p<sub>e</sub> "
                    "%3)</span>")
                    .arg(k.kappa, 0, 'f', 3)
                    .arg(k.observed, 0, 'f', 3)
                    .arg(k.expected, 0, 'f', 3);
    if (k.chanceIsTotal)
        s += AgreementDialog::tr(" — both gave every item the same grade; κ set to 1");
    return s;
}

QTableWidgetItem* numberItem(double v) {
    auto* it = new QTableWidgetItem;
    it->setData(Qt::DisplayRole, v);
    it->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return it;
}

}  // namespace

AgreementDialog::AgreementDialog(ProjectSession* session, QWidget* parent)
    : QDialog(parent),
      session_(session),
      a_(new QComboBox(this)),
      b_(new QComboBox(this)),
      summary_(new QLabel(this)),
      confusion_(new QTableWidget(this)),
      list_(new QTableWidget(0, 6, this)) {
    texts_.bind(this, [this] { setWindowTitle(tr("Agreement between label sets — RankLens")); });
    auto* pick = new QFormLayout;
    pick->addRow(texts_.text(new QLabel(this), [] { return tr("Label set A:"); }), a_);
    pick->addRow(texts_.text(new QLabel(this), [] { return tr("Label set B:"); }), b_);
    summary_->setTextFormat(Qt::RichText);
    summary_->setWordWrap(true);
    confusion_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    confusion_->horizontalHeader()->setDefaultSectionSize(56);
    confusion_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    texts_.bind(list_, [l = list_] {
        l->setHorizontalHeaderLabels(
            {tr("Query"), tr("Item"), tr("Title"), tr("A"), tr("B"), tr("|A − B|")});
    });
    list_->verticalHeader()->setVisible(false);
    list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list_->setSelectionBehavior(QAbstractItemView::SelectRows);
    list_->setSortingEnabled(true);
    list_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    for (int c : {3, 4, 5}) {
        list_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::Fixed);
        list_->setColumnWidth(c, 64);
    }
    auto* chips = new GradeChipDelegate(list_);
    list_->setItemDelegateForColumn(3, chips);
    list_->setItemDelegateForColumn(4, chips);
    texts_.toolTip(list_,
                   [] { return tr("Double-click a row to show its query in the ranking view."); });
    connect(list_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (const auto* it = list_->item(row, 0)) emit queryRequested(it->text());
    });
    auto* box = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* root = new QVBoxLayout(this);
    root->addLayout(pick);
    root->addWidget(summary_);
    root->addWidget(texts_.text(new QLabel(this), [] {
        return tr("<b>Confusion matrix</b> (rows: grade in A, columns: grade in B)");
    }));
    root->addWidget(confusion_);
    root->addWidget(texts_.text(new QLabel(this),
                                [] { return tr("<b>Disagreements</b> — review these together"); }));
    root->addWidget(list_, 1);
    root->addWidget(box);
    fitToScreen(this, QSize(760, 680));

    fillSets();
    connect(session_, &ProjectSession::dataChanged, this, [this] {
        fillSets();
        recompute();
    });
    connect(session_, &ProjectSession::labelsEdited, this, [this](std::int64_t id) {
        fillSets();  // the counts beside the names follow the store
        if (a_->currentData().toLongLong() == id || b_->currentData().toLongLong() == id)
            recompute();
    });
    connect(a_, &QComboBox::currentIndexChanged, this, &AgreementDialog::recompute);
    connect(b_, &QComboBox::currentIndexChanged, this, &AgreementDialog::recompute);
    // The user's choice is remembered for the next time the dialog opens.
    connect(a_, &QComboBox::activated, this, &AgreementDialog::rememberPair);
    connect(b_, &QComboBox::activated, this, &AgreementDialog::rememberPair);
    recompute();
}

void AgreementDialog::fillSets() {
    const auto data = session_->data();
    if (!data) return;
    // Keep the chosen sets when the list is refilled (a set was added, counts changed).
    const QVariant keepA = a_->currentData(), keepB = b_->currentData();
    const QSignalBlocker ba(a_), bb(b_);
    a_->clear();
    b_->clear();
    int active = -1;
    for (const auto& ls : session_->labels().labelSets()) {
        const QString text = tr("%1 (%n label(s))", nullptr, static_cast<int>(ls.numLabels))
                                 .arg(QString::fromStdString(ls.name));
        if (ls.id == data->labelSetId) active = a_->count();
        a_->addItem(text, QVariant::fromValue<qint64>(ls.id));
        b_->addItem(text, QVariant::fromValue<qint64>(ls.id));
    }
    const int n = a_->count();
    if (n == 0) return;
    if (keepA.isValid() && keepB.isValid()) {
        a_->setCurrentIndex(std::max(0, a_->findData(keepA)));
        b_->setCurrentIndex(std::max(0, b_->findData(keepB)));
        return;
    }
    // Default: the active set against the newest other set (typically an annotator's).
    int first = active >= 0 ? active : 0;
    int second = n - 1;
    if (second == first && n > 1) second = n - 2;
    // Unless the last pair compared is here again: then that pair.
    const QSettings settings;
    const int lastA =
        a_->findText(settings.value(QLatin1String(kLastA)).toString(), Qt::MatchStartsWith);
    const int lastB =
        b_->findText(settings.value(QLatin1String(kLastB)).toString(), Qt::MatchStartsWith);
    if (lastA >= 0 && lastB >= 0 && settings.contains(QLatin1String(kLastA))) {
        first = lastA;
        second = lastB;
    }
    a_->setCurrentIndex(first);
    b_->setCurrentIndex(second);
}

void AgreementDialog::rememberPair() const {
    const auto data = session_->data();
    if (!data) return;
    QString nameA, nameB;
    for (const auto& ls : session_->labels().labelSets()) {
        if (ls.id == a_->currentData().toLongLong()) nameA = QString::fromStdString(ls.name);
        if (ls.id == b_->currentData().toLongLong()) nameB = QString::fromStdString(ls.name);
    }
    if (nameA.isEmpty() || nameB.isEmpty()) return;
    QSettings settings;
    // The combo texts are "name (n labels)": stored with the separator, a name that begins
    // another name does not match it.
    settings.setValue(QLatin1String(kLastA), nameA + QStringLiteral(" ("));
    settings.setValue(QLatin1String(kLastB), nameB + QStringLiteral(" ("));
}

void AgreementDialog::showEvent(QShowEvent* e) {
    QDialog::showEvent(e);
    // Not kept above the main window: a double-clicked disagreement shows its query there, and
    // the main window must come to the front to show it.
    if (QWindow* w = windowHandle()) w->setTransientParent(nullptr);
}

void AgreementDialog::compare(std::int64_t setA, std::int64_t setB) {
    fillSets();
    const QSignalBlocker ba(a_), bb(b_);
    a_->setCurrentIndex(a_->findData(QVariant::fromValue<qint64>(setA)));
    b_->setCurrentIndex(b_->findData(QVariant::fromValue<qint64>(setB)));
    rememberPair();
    recompute();
}

void AgreementDialog::recompute() {
    agreement_ = {};
    disagreements_.clear();
    list_->setSortingEnabled(false);
    list_->setRowCount(0);
    confusion_->clear();
    confusion_->setRowCount(0);
    confusion_->setColumnCount(0);
    if (a_->currentIndex() < 0 || b_->currentIndex() < 0) {
        summary_->setText(tr("The project has no label sets to compare."));
        return;
    }
    QString error;
    const auto la = session_->labels().labelsOf(a_->currentData().toLongLong(), &error);
    const auto lb = session_->labels().labelsOf(b_->currentData().toLongLong(), &error);
    if (!la || !lb) {
        summary_->setText(tr("Could not read the labels: %1").arg(error.toHtmlEscaped()));
        return;
    }
    const auto common = core::pairLabels(*la, *lb);
    agreement_ = core::computeAgreement(core::gradePairs(common));
    for (const auto& l : common)
        if (l.a != l.b) disagreements_.push_back(l);
    const auto& ag = agreement_;
    if (ag.n == 0) {
        summary_->setText(
            tr("<b>No item is labelled in both sets</b> — kappa has no value. "
               "Let both annotators judge the same pool to compare them."));
        return;
    }
    summary_->setText(
        tr("<table cellspacing='4'><tr><td>Common items</td><td><b>%1</b> (same grade: %2, "
           "%3%)</td></tr><tr><td>Cohen's κ</td><td><b>%4</b></td></tr><tr><td>Weighted κ, "
           "linear</td><td><b>%5</b></td></tr><tr><td>Weighted κ, quadratic</td><td><b>%6</b>"
           "</td></tr></table>")
            .arg(ag.n)
            .arg(ag.agreed)
            .arg(100.0 * static_cast<double>(ag.agreed) / static_cast<double>(ag.n), 0, 'f', 1)
            .arg(kappaText(ag.unweighted), kappaText(ag.linear), kappaText(ag.quadratic)));

    fillConfusion();
    fillDisagreements();
    list_->setSortingEnabled(true);
    list_->sortByColumn(0, Qt::AscendingOrder);  // stable: docid order kept within a query
    list_->resizeColumnToContents(0);
    list_->resizeColumnToContents(1);
}

// The grades of A against those of B, the agreeing diagonal shaded.
void AgreementDialog::fillConfusion() {
    const auto& ag = agreement_;
    const int m = static_cast<int>(ag.grades.size());
    confusion_->setRowCount(m);
    confusion_->setColumnCount(m);
    QStringList heads;
    for (int g : ag.grades) heads << QString::number(g);
    confusion_->setHorizontalHeaderLabels(heads);
    confusion_->setVerticalHeaderLabels(heads);
    for (int i = 0; i < m; ++i)
        for (int j = 0; j < m; ++j) {
            auto* it = numberItem(static_cast<double>(
                ag.count(static_cast<std::size_t>(i), static_cast<std::size_t>(j))));
            if (i == j) it->setBackground(QColor(0xe3, 0xf1, 0xdf));
            confusion_->setItem(i, j, it);
        }
    // As tall as its rows (up to ten), so the disagreements get the room.
    confusion_->setFixedHeight(confusion_->horizontalHeader()->sizeHint().height() +
                               confusion_->verticalHeader()->defaultSectionSize() *
                                   std::min(m, 10) +
                               2 * confusion_->frameWidth() + 2);
}

// Every item graded differently, with its title when the project has one.
void AgreementDialog::fillDisagreements() {
    const auto data = session_->data();
    list_->setRowCount(static_cast<int>(disagreements_.size()));
    bool anyTitle = false;
    for (int r = 0; r < list_->rowCount(); ++r) {
        const auto& l = disagreements_[static_cast<std::size_t>(r)];
        QString title;
        if (data)
            if (auto it = data->itemTitles.find(l.docid); it != data->itemTitles.end())
                title = QString::fromStdString(it->second);
        list_->setItem(r, 0, new QTableWidgetItem(QString::fromStdString(l.qid)));
        list_->setItem(r, 1, new QTableWidgetItem(QString::fromStdString(l.docid)));
        list_->setItem(r, 2, new QTableWidgetItem(title));
        anyTitle = anyTitle || !title.isEmpty();
        auto* ga = numberItem(l.a);
        ga->setData(GradeChipDelegate::GradeRole, l.a);
        auto* gb = numberItem(l.b);
        gb->setData(GradeChipDelegate::GradeRole, l.b);
        list_->setItem(r, 3, ga);
        list_->setItem(r, 4, gb);
        list_->setItem(r, 5, numberItem(std::abs(l.a - l.b)));
    }
    showTitleColumnOnlyWithTitles(list_, 1, 2, anyTitle, QHeaderView::Interactive);
}

// The fixed texts, the label sets' names and the summary again.
void AgreementDialog::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) {
        texts_.retranslate();
        fillSets();
        recompute();
    }
    QDialog::changeEvent(e);
}

}  // namespace ranklens::ui
