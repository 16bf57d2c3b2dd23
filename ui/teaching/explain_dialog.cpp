#include "ui/teaching/explain_dialog.h"
#include "ui/common/measure_text.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

#include "ui/common/palette.h"
#include "ui/common/window_geometry.h"
#include "ui/evaluation/query_set_text.h"
#include "ui/ranking/inspector_input.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/explain_panel.h"
#include "ui/teaching/explain_workbench.h"

namespace ranklens::ui {

namespace {
// A cell of the per-query list that sorts by its key: query ids in natural order (q2 before
// q10, case-insensitive), values by number, while the value shows with one number of decimals.
class KeyedItem : public QTableWidgetItem {
  public:
    KeyedItem(const QString& text, QVariant key) : QTableWidgetItem(text) {
        setData(Qt::UserRole, std::move(key));
    }
    bool operator<(const QTableWidgetItem& other) const override {
        const QVariant a = data(Qt::UserRole), b = other.data(Qt::UserRole);
        if (a.typeId() == QMetaType::Double && b.typeId() == QMetaType::Double)
            return a.toDouble() < b.toDouble();
        return naturalLess(a.toString(), b.toString());
    }

  private:
    // Runs of digits compare by number, the rest case-insensitively (QCollator's numeric mode
    // is not there without ICU).
    static bool naturalLess(const QString& a, const QString& b) {
        qsizetype i = 0, j = 0;
        while (i < a.size() && j < b.size()) {
            if (a[i].isDigit() && b[j].isDigit()) {
                qsizetype ei = i, ej = j;
                while (ei < a.size() && a[ei].isDigit()) ++ei;
                while (ej < b.size() && b[ej].isDigit()) ++ej;
                const QStringView da = QStringView(a).mid(i, ei - i);
                const QStringView db = QStringView(b).mid(j, ej - j);
                // Without leading zeros the longer run is the larger number.
                qsizetype za = 0, zb = 0;
                while (za + 1 < da.size() && da[za] == u'0') ++za;
                while (zb + 1 < db.size() && db[zb] == u'0') ++zb;
                const QStringView na = da.mid(za), nb = db.mid(zb);
                if (na.size() != nb.size()) return na.size() < nb.size();
                if (const int c = na.compare(nb); c != 0) return c < 0;
                i = ei;
                j = ej;
                continue;
            }
            const QChar ca = a[i].toCaseFolded(), cb = b[j].toCaseFolded();
            if (ca != cb) return ca < cb;
            ++i;
            ++j;
        }
        return a.size() - i < b.size() - j;
    }
};

bool validIndices(const Evaluation* ev, int run, int metric) {
    return ev && run >= 0 && run < static_cast<int>(ev->runs.size()) && metric >= 0 &&
           metric < static_cast<int>(ev->request.metrics.size());
}
}  // namespace

ExplainDialog::ExplainDialog(std::shared_ptr<const Evaluation> ev, QWidget* parent)
    : QDialog(parent),
      ev_(std::move(ev)),
      pages_(new QStackedWidget(this)),
      meanHeader_(new QLabel(this)),
      mean_(new QTableWidget(0, 2, this)),
      queryHeader_(new QLabel(this)),
      back_(texts_.text(new QPushButton(this),
                        [] { return tr("\u2190 Back to the per-query values"); })),
      bench_(new ExplainWorkbench(nullptr, this)) {
    texts_.bind(this, [this] { setWindowTitle(tr("Explain this number — RankLens")); });
    auto* lay = new QVBoxLayout(this);
    lay->addWidget(pages_);

    auto* meanPage = new QWidget(pages_);
    auto* ml = new QVBoxLayout(meanPage);
    meanHeader_->setWordWrap(true);
    mean_->setObjectName(QStringLiteral("explainMeanTable"));
    texts_.bind(mean_, [m = mean_] { m->setHorizontalHeaderLabels({tr("Query"), tr("Value")}); });
    mean_->verticalHeader()->hide();
    mean_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mean_->setSelectionBehavior(QAbstractItemView::SelectRows);
    mean_->setSelectionMode(QAbstractItemView::SingleSelection);
    mean_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mean_->horizontalHeader()->setSortIndicator(0, Qt::AscendingOrder);  // q1, q2, …, q10
    mean_->setSortingEnabled(true);
    auto* hint = texts_.text(new QLabel(meanPage), [] {
        return tr("Double-click a query to see how its value is computed.");
    });
    hint->setForegroundRole(QPalette::PlaceholderText);
    ml->addWidget(meanHeader_);
    ml->addWidget(mean_, 1);
    ml->addWidget(hint);
    pages_->addWidget(meanPage);

    auto* queryPage = new QWidget(pages_);
    auto* ql = new QVBoxLayout(queryPage);
    auto* head = new QHBoxLayout;
    QFont hf = queryHeader_->font();
    hf.setBold(true);
    queryHeader_->setFont(hf);
    queryHeader_->setWordWrap(true);
    head->addWidget(back_);
    head->addWidget(queryHeader_, 1);
    ql->addLayout(head);
    ql->addWidget(bench_, 1);
    pages_->addWidget(queryPage);
    // The steps in the header's precision (0.1214 over steps ending 0.121 read as two numbers).
    bench_->explainPanel()->setDecimals(4);

    connect(back_, &QPushButton::clicked, this, [this] { pages_->setCurrentIndex(0); });
    connect(mean_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        const auto* item = mean_->item(row, 0);
        if (item) showQuery(run_, item->text(), metric_, k_);
    });
    fitToScreen(this, QSize(1280, 860));
}

std::vector<ExplainDialog::QueryValue> ExplainDialog::perQueryValues(const Evaluation& ev, int run,
                                                                     int metric, int k) {
    std::vector<QueryValue> out;
    if (!validIndices(&ev, run, metric) || k < 1) return out;
    const auto r = static_cast<std::size_t>(run);
    const auto& m = *ev.request.metrics[static_cast<std::size_t>(metric)];
    for (std::size_t row = 0; row < ev.qids.size(); ++row) {
        if (ev.runs[r].row[row] < 0) continue;  // the run is not evaluated on this query
        const auto curve = queryCurve(*ev.data, r, ev.qids[row], m, ev.request.defs.config, k);
        out.push_back({QString::fromStdString(ev.qids[row]), curve.back()});
    }
    return out;
}

void ExplainDialog::restrictTo(const std::vector<std::string>& qids, const QString& basisText) {
    only_.emplace(qids.begin(), qids.end());
    basisText_ = basisText;
}

// What the mean averages: the restricted set's text, or the run's own basis and its flag.
QString ExplainDialog::meanBasisText(int run) const {
    if (only_) return basisText_;
    const auto r = static_cast<std::size_t>(run);
    const QString flag =
        QuerySetText::coverage(ev_->runs[r].name, QuerySetText::coverages(*ev_)[r]);
    const QString mean = QuerySetText::mean(QuerySetText::basis(*ev_, r));
    return flag.isEmpty() ? mean : mean + QStringLiteral(" · ") + flag;
}

void ExplainDialog::showMean(int run, int metric, int k) {
    pages_->setCurrentIndex(0);
    if (!validIndices(ev_.get(), run, metric) || k < 1) {
        meanHeader_->setText(tr("Nothing to explain: no such run, metric or cut-off."));
        mean_->setRowCount(0);
        return;
    }
    run_ = run;
    metric_ = metric;
    k_ = k;
    hasMean_ = true;
    auto values = perQueryValues(*ev_, run, metric, k);
    if (only_)
        std::erase_if(values,
                      [&](const QueryValue& v) { return !only_->count(v.qid.toStdString()); });
    double sum = 0;
    for (const auto& v : values) sum += v.value;
    meanValue_ = values.empty() ? 0.0 : sum / static_cast<double>(values.size());
    const auto& m = *ev_->request.metrics[static_cast<std::size_t>(metric)];
    meanHeader_->setText(
        tr("<b>%1 of %2 = %4</b> (k = %3): the mean of the %n per-query values below "
           "(sum %5 / %n).<br>%6",
           nullptr, static_cast<int>(values.size()))
            .arg(measureLabelAt(m, k).toHtmlEscaped(),
                 ev_->runs[static_cast<std::size_t>(run)].name.toHtmlEscaped())
            .arg(k)
            .arg(meanValue_, 0, 'f', 4)
            .arg(sum, 0, 'f', 4)
            .arg(ev_->definitionsText().toHtmlEscaped()) +
        QStringLiteral("<br>") + meanBasisText(run).toHtmlEscaped());
    mean_->setSortingEnabled(false);
    mean_->setRowCount(static_cast<int>(values.size()));
    for (std::size_t i = 0; i < values.size(); ++i) {
        auto* q = new KeyedItem(values[i].qid, values[i].qid);
        auto* v = new KeyedItem(QString::number(values[i].value, 'f', 4), values[i].value);
        v->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        v->setBackground(valueColor(values[i].value));
        mean_->setItem(static_cast<int>(i), 0, q);
        mean_->setItem(static_cast<int>(i), 1, v);
    }
    mean_->setSortingEnabled(true);
}

void ExplainDialog::showQuery(int run, const QString& qid, int metric, int k) {
    pages_->setCurrentIndex(1);
    back_->setVisible(hasMean_);
    const auto& qids = ev_ ? ev_->qids : std::vector<std::string>{};
    const bool known = std::find(qids.begin(), qids.end(), qid.toStdString()) != qids.end();
    if (!validIndices(ev_.get(), run, metric) || k < 1 || !known) {
        queryHeader_->setText(tr("Nothing to explain: query %1 is not evaluated.").arg(qid));
        return;
    }
    const auto r = static_cast<std::size_t>(run);
    const auto& m = *ev_->request.metrics[static_cast<std::size_t>(metric)];
    const auto& cfg = ev_->request.defs.config;
    const double v = queryCurve(*ev_->data, r, qid.toStdString(), m, cfg, k).back();
    queryHeader_->setText(tr("%1 of %2 for query %3 = %5 (k = %4)")
                              .arg(measureLabelAt(m, k), ev_->runs[r].name, qid)
                              .arg(k)
                              .arg(v, 0, 'f', 4));
    bench_->setInput(makeRankingInput(*ev_->data, r, qid, cfg), cfg, k, std::string(m.name));
}

QString ExplainDialog::headerText() const {
    return showingMean() ? meanHeader_->text() : queryHeader_->text();
}

bool ExplainDialog::showingMean() const {
    return pages_->currentIndex() == 0;
}

// The fixed texts; the headers built from the number explained follow its next showing.
void ExplainDialog::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) texts_.retranslate();
    QDialog::changeEvent(e);
}

}  // namespace ranklens::ui
