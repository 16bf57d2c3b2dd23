#include "ui/queries/queries_view.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include "core/eval/summary.h"
#include "core/stats/mean_interval.h"
#include "ui/common/measure_text.h"
#include "ui/common/no_value.h"
#include "ui/common/palette.h"
#include "ui/evaluation/query_set_text.h"
#include "ui/plot/plot_widget.h"
#include "ui/queries/frozen_column_table.h"
#include "ui/queries/query_table_model.h"

namespace ranklens::ui {

QueriesView::QueriesView(QWidget* parent)
    : QWidget(parent),
      model_(new QueryTableModel(this)),
      proxy_(new QueryFilterProxy(this)),
      table_(new FrozenColumnTable(this)),
      hist_(new PlotWidget(this)),
      segment_(new QComboBox(this)),
      search_(new QLineEdit(this)),
      metric_(new QComboBox(this)),
      runA_(new QComboBox(this)),
      runB_(new QComboBox(this)),
      summary_(new QLabel(this)) {
    setUpTable();
    QPushButton* worst = setUpTexts();
    layOut(worst);
    connectControls(worst);
}

void QueriesView::setUpTable() {
    proxy_->setSourceModel(model_);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(QueryTableModel::QueryCol, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(22);
    // Columns are fitted to the texts of this many rows (Qt's default, 1000, cost 50-110 ms of a
    // 7,000-query project's first numbers): the value columns hold numbers in one format, as
    // wide in any row; the text columns are then widened to their widest text in every row.
    table_->horizontalHeader()->setResizeContentsPrecision(100);
    table_->setWordWrap(false);
    table_->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
}

QPushButton* QueriesView::setUpTexts() {
    texts_.bind(search_, [s = search_] { s->setPlaceholderText(tr("Filter by id or text…")); });
    search_->setClearButtonEnabled(true);
    texts_.toolTip(segment_, [] { return tr("Show the queries of one segment only"); });
    texts_.toolTip(metric_,
                   [] { return tr("Metric of the histogram, the summary and “worst first”"); });
    texts_.toolTip(runA_, [] { return tr("Run A (reference) of the deltas"); });
    texts_.toolTip(runB_, [] { return tr("Run B of the deltas (B − A)"); });
    auto* worst = texts_.text(new QPushButton(this), [] { return tr("Worst first"); });
    texts_.toolTip(worst, [] {
        return tr("Sort by the delta B − A of the chosen metric, biggest losses first");
    });
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setWordWrap(true);
    return worst;
}

void QueriesView::layOut(QPushButton* worst) {
    filterRow_ = new QHBoxLayout;
    runsRow_ = new QHBoxLayout;
    auto add = [&](QBoxLayout* row, QString (*text)(), QWidget* w) {
        auto* l = texts_.text(new QLabel(this), text);
        l->setBuddy(w);
        row->addWidget(l);
        row->addWidget(w);
    };
    add(
        filterRow_, [] { return tr("Se&gment"); }, segment_);
    filterRow_->addWidget(search_, 1);
    add(
        runsRow_, [] { return tr("&Metric"); }, metric_);
    add(
        runsRow_, [] { return tr("A"); }, runA_);
    add(
        runsRow_, [] { return tr("B"); }, runB_);
    runsRow_->addWidget(worst);
    runsRow_->addStretch(1);  // in two rows, the second keeps its controls together
    controls_ = new QBoxLayout(QBoxLayout::LeftToRight);
    controls_->addLayout(filterRow_, 1);
    controls_->addLayout(runsRow_);

    auto* left = new QWidget(this);
    auto* leftLay = new QVBoxLayout(left);
    leftLay->setContentsMargins(0, 0, 0, 0);
    leftLay->addLayout(controls_);
    leftLay->addWidget(summary_);
    leftLay->addWidget(table_, 1);
    // Starts stacked (the narrowest form), so that it never makes the window wider than the
    // screen before its first resize; resizeEvent puts the histogram beside the table when
    // there is room.
    split_ = new QSplitter(Qt::Vertical, this);
    split_->addWidget(left);
    split_->addWidget(hist_);
    split_->setStretchFactor(0, 3);
    split_->setStretchFactor(1, 2);
    split_->setChildrenCollapsible(false);
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(2, 2, 2, 2);
    lay->addWidget(split_);
}

// Filters, metric and runs refresh the table and summary; a selected row shows its query.
void QueriesView::connectControls(QPushButton* worst) {
    connect(segment_, &QComboBox::currentIndexChanged, this, [this] {
        proxy_->setSegment(segment_->currentData().toString());
        refreshSummary();
    });
    connect(search_, &QLineEdit::textChanged, this, [this](const QString& t) {
        proxy_->setText(t);
        refreshSummary();
    });
    connect(metric_, &QComboBox::currentIndexChanged, this, [this] {
        arrangeColumns();
        if (worst_) worstFirst();
        refreshSummary();
    });
    auto comparison = [this] {
        if (runA_->currentIndex() < 0 || runB_->currentIndex() < 0) return;
        wantA_ = runA_->currentText();
        wantB_ = runB_->currentText();
        model_->setComparison(runA_->currentIndex(), runB_->currentIndex());
        fitColumns();
        arrangeColumns();
        if (worst_) worstFirst();
        refreshSummary();
        emit viewChoiceChanged();
    };
    connect(runA_, &QComboBox::currentIndexChanged, this, comparison);
    connect(runB_, &QComboBox::currentIndexChanged, this, comparison);
    connect(worst, &QPushButton::clicked, this, [this] {
        worstFirst();
        emit viewChoiceChanged();
    });
    // Sorting by another column ends "worst first".
    connect(table_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this] {
        if (sortingWorst_ || !worst_) return;
        worst_ = false;
        emit viewChoiceChanged();
    });
    connect(table_, &QAbstractItemView::activated, this, [this](const QModelIndex& i) {
        if (i.isValid()) emit queryActivated(i.data(QueryTableModel::QidRole).toString());
    });
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (!current.isValid()) return;
                emit querySelected(current.data(QueryTableModel::QidRole).toString(),
                                   model_->runB());
            });
}

// The fixed texts, then the choices and the summary built from the evaluation.
void QueriesView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) {
        texts_.retranslate();
        if (ev_) {  // the same metric stays chosen (its name may read differently)
            const int metric = metric_->currentIndex();
            setEvaluation(std::shared_ptr<const Evaluation>(ev_));
            if (metric >= 0 && metric < metric_->count()) metric_->setCurrentIndex(metric);
        }
    }
    QWidget::changeEvent(e);
}

// One row of controls when the filter keeps room for its whole placeholder ("Filter by id or
// text…", cut beside the ranking at 1920x1080), else two. The filter's least width is its
// placeholder's only in two rows: in one row the least is smaller, so that the view can be
// made narrower than one row needs and go to two rows (not scroll sideways).
void QueriesView::fitControls() {
    const int placeholder =
        search_->fontMetrics().horizontalAdvance(search_->placeholderText()) + 44;
    const int spacing = controls_->spacing() + filterRow_->spacing() + 8;
    const int oneRow = filterRow_->sizeHint().width() - search_->sizeHint().width() + placeholder +
                       runsRow_->sizeHint().width() + spacing;
    const bool two = width() < oneRow;
    search_->setMinimumWidth(two ? placeholder : 60);
    const auto want = two ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    if (controls_->direction() != want) controls_->setDirection(want);
}

void QueriesView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    fitControls();
    constexpr int kBesideWidth = 1000;  // at least this wide: histogram beside the table
    const Qt::Orientation want = width() >= kBesideWidth ? Qt::Horizontal : Qt::Vertical;
    if (split_->orientation() == want) return;
    split_->setOrientation(want);
    const int total = want == Qt::Horizontal ? width() : height();
    split_->setSizes({total * 3 / 5, total * 2 / 5});
}

int QueriesView::metricIndex() const {
    return std::max(0, metric_->currentIndex());
}

void QueriesView::setEvaluation(std::shared_ptr<const Evaluation> ev) {
    const QString selected = table_->currentIndex().data(QueryTableModel::QidRole).toString();
    ev_ = std::move(ev);
    {
        const QSignalBlocker b1(segment_), b2(metric_), b3(runA_), b4(runB_);
        const QString seg = segment_->currentData().toString();
        segment_->clear();
        segment_->addItem(tr("All"), QString());
        std::set<std::string> segments;
        for (const auto& q : ev_->qids)
            if (const auto* m = ev_->data->meta(q); m && !m->segment.empty())
                segments.insert(m->segment);
        for (const auto& s : segments)
            segment_->addItem(QString::fromStdString(s), QString::fromStdString(s));
        segment_->setCurrentIndex(std::max(0, segment_->findData(seg)));
        const QString metric = metric_->currentText();
        metric_->clear();
        for (const auto* m : ev_->request.metrics) {
            QString label = measureLabel(*m);
            label.replace(QStringLiteral("@k"), QStringLiteral("@%1").arg(ev_->request.defs.k));
            metric_->addItem(label);
            metric_->setItemData(metric_->count() - 1, measureDescription(*m), Qt::ToolTipRole);
        }
        const int mi = metric_->findText(metric);
        metric_->setCurrentIndex(mi >= 0 ? mi : (ev_->request.metrics.size() > 2 ? 2 : 0));
        runA_->clear();
        runB_->clear();
        for (std::size_t r = 0; r < ev_->runs.size(); ++r) {
            runA_->addItem(ev_->runs[r].name);
            runB_->addItem(ev_->runs[r].name);
            runA_->setItemData(static_cast<int>(r), runColor(static_cast<int>(r)),
                               Qt::DecorationRole);
            runB_->setItemData(static_cast<int>(r), runColor(static_cast<int>(r)),
                               Qt::DecorationRole);
        }
        chooseRuns();
    }
    proxy_->setSegment(segment_->currentData().toString());
    model_->setEvaluation(ev_);
    model_->setComparison(runA_->currentIndex(), runB_->currentIndex());
    fitColumnsIfLaidOutAnew();
    arrangeColumns();
    if (worst_) worstFirst();
    if (!selected.isEmpty()) selectQuery(selected);
    refreshSummary();
}

// By name, not by place: another project's runs at the same places are other runs (a project
// of one run left A = B = 0, and the demo opened next compared "baseline" with itself).
void QueriesView::chooseRuns() {
    const int n = runA_->count();
    int a = wantA_.isEmpty() ? -1 : runA_->findText(wantA_);
    int b = wantB_.isEmpty() ? -1 : runB_->findText(wantB_);
    if (a < 0) a = 0;
    if (b < 0 || (b == a && n > 1)) b = n > 1 ? (a == 0 ? 1 : 0) : 0;
    runA_->setCurrentIndex(n > 0 ? a : -1);
    runB_->setCurrentIndex(n > 0 ? b : -1);
}

QString QueriesView::runAName() const {
    return runA_->currentText();
}

QString QueriesView::runBName() const {
    return runB_->currentText();
}

void QueriesView::setComparedRuns(const QString& a, const QString& b) {
    wantA_ = a;
    wantB_ = b;
    if (!ev_) return;
    {
        const QSignalBlocker b1(runA_), b2(runB_);
        chooseRuns();
    }
    model_->setComparison(runA_->currentIndex(), runB_->currentIndex());
    fitColumns();
    arrangeColumns();
    if (worst_) worstFirst();
    refreshSummary();
}

void QueriesView::setWorstFirst(bool on) {
    worst_ = on;
    if (on && ev_)
        worstFirst();
    else if (!on && ev_) {
        sortingWorst_ = true;
        table_->sortByColumn(QueryTableModel::QueryCol, Qt::AscendingOrder);
        sortingWorst_ = false;
    }
}

void QueriesView::arrangeColumns() {
    if (!ev_ || ev_->request.metrics.empty()) return;
    const int m = metricIndex();
    std::vector<int> lead{int(QueryTableModel::QueryCol)};
    for (std::size_t r = 0; r < ev_->runs.size(); ++r)
        lead.push_back(model_->valueColumn(m, static_cast<int>(r)));
    if (model_->deltaColumn(m) >= 0) lead.push_back(model_->deltaColumn(m));
    std::vector<int> order = lead;
    for (int c = 0; c < model_->columnCount(); ++c)
        if (std::find(lead.begin(), lead.end(), c) == lead.end()) order.push_back(c);
    QHeaderView* hh = table_->horizontalHeader();
    for (int v = 0; v < static_cast<int>(order.size()); ++v)
        if (hh->visualIndex(order[static_cast<std::size_t>(v)]) != v)
            hh->moveSection(hh->visualIndex(order[static_cast<std::size_t>(v)]), v);
}

void QueriesView::fitColumnsIfLaidOutAnew() {
    // The layout: the runs, the measures (not k: "P@10" and "P@20" are as wide), the columns, the
    // language of the fixed headers and whether there are rows to measure.
    QStringList key{QString::number(model_->columnCount()),
                    QString::number(model_->rowCount() > 0)};
    for (const auto& r : ev_->runs) key << r.name;
    for (const auto* m : ev_->request.metrics)
        key << QString::fromUtf8(m->name.data(), static_cast<qsizetype>(m->name.size()));
    for (int c = 0; c <= QueryTableModel::TextCol && c < model_->columnCount(); ++c)
        key << model_->headerData(c, Qt::Horizontal).toString();
    const QString joined = key.join(QChar(0x1f));
    if (joined == columnsKey_) return;
    columnsKey_ = joined;
    fitColumns();
}

void QueriesView::fitColumns() {
    table_->resizeColumnsToContents();
    table_->setColumnWidth(QueryTableModel::TextCol, 200);
    for (const int col : {int(QueryTableModel::QueryCol), int(QueryTableModel::SegmentCol)})
        widenToWidestText(col);
}

void QueriesView::widenToWidestText(int col) {
    if (col >= model_->columnCount() || table_->isColumnHidden(col)) return;
    const QFontMetrics fm(table_->font());
    int widest = 0;
    for (int r = 0; r < model_->rowCount(); ++r)
        widest = std::max(widest, fm.horizontalAdvance(model_->index(r, col).data().toString()));
    // The item delegate's margins around a text (QCommonStyle: focus frame margin + 1 a side).
    const int margins =
        2 * (table_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table_) + 1);
    if (widest + margins > table_->columnWidth(col)) table_->setColumnWidth(col, widest + margins);
}

void QueriesView::worstFirst() {
    if (!ev_ || ev_->request.metrics.empty()) return;
    const int m = metricIndex();
    const int col = model_->deltaColumn(m) >= 0 ? model_->deltaColumn(m)
                                                : model_->valueColumn(m, model_->runB());
    worst_ = true;
    sortingWorst_ = true;
    table_->sortByColumn(col, Qt::AscendingOrder);
    sortingWorst_ = false;
    QHeaderView* hh = table_->horizontalHeader();
    hh->moveSection(hh->visualIndex(col), hh->visualIndex(QueryTableModel::QueryCol) + 1);
    table_->scrollToTop();
    table_->horizontalScrollBar()->setValue(0);
}

void QueriesView::selectQuery(const QString& qid) {
    const int row = model_->rowOf(qid);
    if (row < 0) return;
    const QModelIndex i = proxy_->mapFromSource(model_->index(row, 0));
    if (!i.isValid()) return;
    table_->selectionModel()->setCurrentIndex(
        i, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table_->scrollTo(i);
}

void QueriesView::clearFilters() {
    search_->clear();
    segment_->setCurrentIndex(0);
}

QString QueriesView::summaryText() const {
    return summary_->text();
}

struct QueriesView::ShownValues {
    std::vector<std::vector<double>> values;  // per run
    std::vector<core::Summary> sums;          // per run
    int wins = 0, ties = 0, losses = 0;
    double pairedSum = 0.0;  // B − A over the queries both runs have a value for
};

QueriesView::ShownValues QueriesView::shownValues(std::size_t m, int a, int b) const {
    ShownValues s;
    s.values.resize(ev_->runs.size());
    for (int pr = 0; pr < proxy_->rowCount(); ++pr) {
        const auto row = static_cast<std::size_t>(proxy_->mapToSource(proxy_->index(pr, 0)).row());
        for (std::size_t r = 0; r < ev_->runs.size(); ++r) {
            const double v = ev_->value(r, m, row);
            if (!std::isnan(v)) s.values[r].push_back(v);
        }
        const double va = ev_->value(static_cast<std::size_t>(a), m, row);
        const double vb = ev_->value(static_cast<std::size_t>(b), m, row);
        if (std::isnan(va) || std::isnan(vb)) continue;
        s.pairedSum += vb - va;
        if (std::abs(vb - va) < 1e-12)
            ++s.ties;
        else if (vb > va)
            ++s.wins;
        else
            ++s.losses;
    }
    for (const auto& v : s.values) s.sums.push_back(core::summarize(v));
    return s;
}

// Each run's mean over the queries shown, with its confidence interval.
QString QueriesView::runMeansText(const ShownValues& shown, const QString& metric) const {
    QString text;
    for (std::size_t r = 0; r < ev_->runs.size(); ++r) {
        const auto& values = shown.values[r];
        text +=
            tr(" · %1 mean %2 over %n queries: <b>%3</b>", nullptr, static_cast<int>(values.size()))
                .arg(ev_->runs[r].name, metric)
                .arg(NoValue::mean(shown.sums[r].mean, values.size()));
        // The interval of the mean beside it (none below two queries).
        if (const auto ci = core::stats::meanInterval(values, kMeanConfidence))
            text += tr(" [%1, %2]", "confidence interval of a mean")
                        .arg(NoValue::number(ci->low), NoValue::number(ci->high));
    }
    return text;
}

// Run B against run A: Δ, wins, ties and losses (nothing for one run, or A = B).
QString QueriesView::pairedText(const ShownValues& shown, int a, int b) const {
    if (a == b || ev_->runs.size() <= 1) return {};
    const auto ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
    // Δ is the mean of B − A over the queries both have, the queries the wins, ties and
    // losses count: a difference of the two means would set a run's mean over fewer
    // queries against the other's over more (its sign could contradict the wins). No
    // query with both values: no Δ.
    const int paired = shown.wins + shown.ties + shown.losses;
    const double d =
        paired > 0 ? shown.pairedSum / paired : std::numeric_limits<double>::quiet_NaN();
    // Each count with its own plural ("1 losses" was read in round 3).
    const QString counts =
        QStringList{tr("%n win(s)", nullptr, shown.wins), tr("%n tie(s)", nullptr, shown.ties),
                    tr("%n loss(es)", nullptr, shown.losses)}
            .join(tr(", "));
    QString text = tr(" · Δ <b><font color='%1'>%2</font></b> · %3 vs %4: %5")
                       .arg(d < 0 ? QStringLiteral("#c0392b") : QStringLiteral("#1e8449"))
                       .arg(NoValue::number(d, 4, true))
                       .arg(ev_->runs[ub].name, ev_->runs[ua].name)
                       .arg(counts);
    // When a run left queries out, Δ and the wins cover fewer queries than the means.
    if (static_cast<std::size_t>(paired) != shown.sums[ua].count ||
        static_cast<std::size_t>(paired) != shown.sums[ub].count)
        text += tr(" (over the %n queries both have)", nullptr, paired);
    return text;
}

// The histogram of runs A and B over the queries shown, titled with the definitions.
void QueriesView::showHistogram(const ShownValues& shown, int a, int b, const QString& metric) {
    QVector<HistogramSeries> hists;
    double hi = 1.0;
    for (std::size_t r = 0; r < ev_->runs.size(); ++r) {
        hi = std::max(hi, shown.sums[r].max);
        if (static_cast<int>(r) != a && static_cast<int>(r) != b) continue;
        HistogramSeries h;
        h.name = ev_->runs[r].name;
        h.values = QVector<double>(shown.values[r].begin(), shown.values[r].end());
        h.color = runColor(static_cast<int>(r));
        h.median = shown.sums[r].median;
        h.p10 = shown.sums[r].p10;
        h.p90 = shown.sums[r].p90;
        hists << h;
    }
    hist_->setTitle(tr("Distribution of %1 per query").arg(metric) +
                    (segment_->currentData().toString().isEmpty()
                         ? QString()
                         : tr(" (%1)").arg(segment_->currentText())) +
                    QStringLiteral("\n") + ev_->definitionsText());
    hist_->setHistogram(hists, 20, 0.0, hi, metric);
}

void QueriesView::refreshSummary() {
    if (!ev_ || ev_->request.metrics.empty() || ev_->runs.empty()) {
        summary_->clear();
        hist_->clear(tr("No evaluation"));
        // No definitions in force: the last project's ("labels: grades …") would be stale.
        hist_->setTitle(tr("Distribution of %1 per query").arg(metric_->currentText()));
        return;
    }
    const int a = model_->runA(), b = model_->runB();
    const ShownValues shown = shownValues(static_cast<std::size_t>(metricIndex()), a, b);
    const QString metric = metric_->currentText();
    QString text = tr("<b>%n queries</b>", nullptr, proxy_->rowCount());
    if (!segment_->currentData().toString().isEmpty())
        text += tr(" in <b>%1</b>").arg(segment_->currentText());
    text += runMeansText(shown, metric);
    summary_->setToolTip(
        tr("[low, high] after a mean: its %1 % confidence interval, the t interval of the mean "
           "over the queries shown (mean ± t · sd / √n). Two runs whose intervals overlap may "
           "still differ significantly: Compare tests the paired differences.")
            .arg(std::lround(kMeanConfidence * 100)));
    text += pairedText(shown, a, b);
    // The query-set rule of these means, and the runs that missed labelled queries.
    text += QStringLiteral("<br><span style='color:gray'>%1</span>")
                .arg(QuerySetText::rule(ev_->request.defs.config.querySet).toHtmlEscaped());
    if (const QString f = QuerySetText::flags(*ev_); !f.isEmpty())
        text += QStringLiteral("<br><span style='color:#b35900'>%1</span>").arg(f.toHtmlEscaped());
    summary_->setText(text);
    showHistogram(shown, a, b, metric);
}

QString QueriesView::csv() const {
    const QAbstractItemModel* m = proxy_;
    QString out;
    if (const auto ev = model_->evaluation())
        out += QStringLiteral("# ") + ev->definitionsText() + QStringLiteral("\n# ") +
               QuerySetText::summary(*ev) + QLatin1Char('\n');
    auto quote = [](QString v) {
        v.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QStringLiteral("\"%1\"").arg(v.replace(QLatin1Char('\n'), QLatin1Char(' ')));
    };
    QStringList row;
    for (int c = 0; c < m->columnCount(); ++c)
        row << quote(m->headerData(c, Qt::Horizontal).toString());
    out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (int r = 0; r < m->rowCount(); ++r) {
        row.clear();
        for (int c = 0; c < m->columnCount(); ++c) {
            // A number as a number (12 significant digits: 0.1 - 0.4 is -0.3, not
            // -0.30000000000000004); no value is an empty field, not a dash (issue 45).
            const QVariant v = m->index(r, c).data(QueryTableModel::SortRole);
            row << (!v.isValid()                       ? QString()
                    : v.typeId() == QMetaType::QString ? quote(v.toString())
                    : v.typeId() == QMetaType::Double  ? QString::number(v.toDouble(), 'g', 12)
                                                       : v.toString());
        }
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

}  // namespace ranklens::ui
