#include "ui/queries/query_table_model.h"

#include <QBrush>
#include <algorithm>
#include <cmath>
#include <numeric>

#include "ui/common/measure_text.h"
#include "ui/common/no_value.h"
#include "ui/common/palette.h"

namespace ranklens::ui {

QueryTableModel::QueryTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void QueryTableModel::setEvaluation(std::shared_ptr<const Evaluation> ev) {
    beginResetModel();
    ev_ = std::move(ev);
    qidRank_.clear();
    if (ev_) {
        std::vector<QString> ids;
        ids.reserve(ev_->qids.size());
        for (const auto& q : ev_->qids) ids.push_back(QString::fromStdString(q));
        std::vector<int> order(ids.size());
        std::iota(order.begin(), order.end(), 0);
        const auto cmp = [&ids](int a, int b) {
            return QString::compare(ids[static_cast<std::size_t>(a)],
                                    ids[static_cast<std::size_t>(b)], Qt::CaseInsensitive);
        };
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return cmp(a, b) < 0; });
        qidRank_.assign(ids.size(), 0);
        for (std::size_t i = 1; i < order.size(); ++i)
            qidRank_[static_cast<std::size_t>(order[i])] =
                qidRank_[static_cast<std::size_t>(order[i - 1])] +
                (cmp(order[i - 1], order[i]) != 0 ? 1 : 0);
    }
    const int n = ev_ ? static_cast<int>(ev_->runs.size()) : 0;
    // (-1: the run boxes were empty, as with the empty evaluation shown while a project loads.)
    if (a_ < 0 || a_ >= n) a_ = 0;
    if (b_ < 0 || b_ >= n || b_ == a_) b_ = n > 1 ? (a_ == 0 ? 1 : 0) : 0;
    endResetModel();
}

void QueryTableModel::setComparison(int runA, int runB) {
    beginResetModel();
    a_ = runA;
    b_ = runB;
    endResetModel();
}

bool QueryTableModel::hasDelta() const {
    return ev_ && ev_->runs.size() > 1 && a_ != b_;
}

int QueryTableModel::valueColumn(int metric, int run) const {
    if (!ev_) return -1;
    const int per = static_cast<int>(ev_->runs.size()) + (hasDelta() ? 1 : 0);
    return FixedCount + metric * per + run;
}

int QueryTableModel::deltaColumn(int metric) const {
    if (!hasDelta()) return -1;
    return valueColumn(metric, static_cast<int>(ev_->runs.size()));
}

QString QueryTableModel::qidAt(int row) const {
    if (!ev_ || row < 0 || row >= rowCount()) return {};
    return QString::fromStdString(ev_->qids[static_cast<std::size_t>(row)]);
}

int QueryTableModel::rowOf(const QString& qid) const {
    if (!ev_) return -1;
    const std::string key = qid.toStdString();
    for (std::size_t i = 0; i < ev_->qids.size(); ++i)
        if (ev_->qids[i] == key) return static_cast<int>(i);
    return -1;
}

int QueryTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !ev_ ? 0 : static_cast<int>(ev_->qids.size());
}

int QueryTableModel::columnCount(const QModelIndex& parent) const {
    if (parent.isValid() || !ev_) return 0;
    const int per = static_cast<int>(ev_->runs.size()) + (hasDelta() ? 1 : 0);
    return FixedCount + static_cast<int>(ev_->request.metrics.size()) * per;
}

// Query id, text, segment, #rel, #ret and Judged@k (of run A, or the first run that has it).
QVariant QueryTableModel::fixedData(std::size_t row, int col, int role) const {
    const std::string& qid = ev_->qids[row];
    // Looked up only for the columns that show it: sorting 7,000 rows calls this ~10^5 times.
    const auto meta = [&] { return ev_->data->meta(qid); };
    const auto a = static_cast<std::size_t>(a_);
    const core::QueryResult* q = ev_->query(a, row);
    if (!q)  // run A did not evaluate this query: take the first run that did
        for (std::size_t r = 0; r < ev_->runs.size() && !q; ++r) q = ev_->query(r, row);
    QVariant v;
    switch (col) {
        case QueryCol:
            v = QString::fromStdString(qid);
            break;
        case TextCol:
            v = meta() ? QString::fromStdString(meta()->text) : QString();
            break;
        case SegmentCol:
            v = meta() ? QString::fromStdString(meta()->segment) : QString();
            break;
        case RelCol:
            v = q ? QVariant(static_cast<qlonglong>(q->numRel)) : QVariant();
            break;
        case RetCol: {
            const core::QueryResult* qa = ev_->query(a, row);
            v = qa ? QVariant(static_cast<qlonglong>(qa->numRet)) : QVariant();
            break;
        }
        case JudgedCol: {
            const double j = ev_->judgedAtK(a, row);
            if (role == Qt::DisplayRole)
                return std::isnan(j) ? QString() : QString::number(j, 'f', 4);  // as every value
            if (role == SortRole) return std::isnan(j) ? QVariant() : QVariant(j);
            break;
        }
        default:
            break;
    }
    if (role == Qt::DisplayRole || role == SortRole) return v;
    if (role == Qt::TextAlignmentRole && col >= RelCol)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && col == TextCol) return v;
    return {};
}

QVariant QueryTableModel::data(const QModelIndex& index, int role) const {
    if (!ev_ || !index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const std::string& qid = ev_->qids[row];
    if (role == QidRole) return QString::fromStdString(qid);
    if (role == SegmentRole || role == TextRole) {
        const auto* meta = ev_->data->meta(qid);
        if (!meta) return QString();
        return QString::fromStdString(role == SegmentRole ? meta->segment : meta->text);
    }
    const int col = index.column();
    if (col < FixedCount) return fixedData(row, col, role);
    const auto a = static_cast<std::size_t>(a_);
    const int per = static_cast<int>(ev_->runs.size()) + (hasDelta() ? 1 : 0);
    const auto m = static_cast<std::size_t>((col - FixedCount) / per);
    const int r = (col - FixedCount) % per;
    const bool delta = r == static_cast<int>(ev_->runs.size());
    if (role == ExplainTargetRole) {
        ExplainTarget t;
        t.run = delta ? b_ : r;
        t.otherRun = delta ? a_ : -1;
        t.metric = static_cast<int>(m);
        t.k = ev_->request.defs.k;
        t.qid = QString::fromStdString(qid);
        return QVariant::fromValue(t);
    }
    const bool integer = ev_->request.metrics[m]->integer;
    double v;
    if (delta)
        v = ev_->value(static_cast<std::size_t>(b_), m, row) - ev_->value(a, m, row);
    else
        v = ev_->value(static_cast<std::size_t>(r), m, row);
    switch (role) {
        case Qt::DisplayRole:
            return NoValue::number(v, 4, delta);
        case SortRole:
            return std::isnan(v) ? QVariant() : QVariant(v);
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::BackgroundRole: {
            if (integer) return {};
            const QColor c = delta ? deltaColor(v) : valueColor(v);
            return c.isValid() ? QVariant(QBrush(c)) : QVariant();
        }
        case Qt::ToolTipRole:
            if (delta)
                return tr("%1 − %2 at k = %3")
                    .arg(ev_->runs[static_cast<std::size_t>(b_)].name, ev_->runs[a].name)
                    .arg(ev_->request.defs.k);
            return tr("%1 of %2 for %3 (k = %4)")
                .arg(measureTitle(*ev_->request.metrics[m]),
                     ev_->runs[static_cast<std::size_t>(r)].name, QString::fromStdString(qid))
                .arg(ev_->request.defs.k);
        default:
            return {};
    }
}

QVariant QueryTableModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || !ev_ || section < 0 || section >= columnCount()) return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    const int k = ev_->request.defs.k;
    // Run A's name (none in the empty evaluation shown while a project loads).
    const auto runA = [this] {
        const auto a = static_cast<std::size_t>(a_);
        return a < ev_->runs.size() ? ev_->runs[a].name : decltype(ev_->runs[a].name)();
    };
    switch (section) {
        case QueryCol:
            return tr("Query");
        case TextCol:
            return tr("Text");
        case SegmentCol:
            return tr("Segment");
        case RelCol:
            return role == Qt::DisplayRole ? tr("#Rel") : tr("Relevant items in the labels");
        case RetCol:
            return role == Qt::DisplayRole ? tr("#Ret") : tr("Items returned by %1").arg(runA());
        case JudgedCol:
            return role == Qt::DisplayRole
                       ? tr("Judged@%1").arg(k)
                       : tr("Share of the top %1 of %2 that carries a label").arg(k).arg(runA());
        default:
            break;
    }
    const int per = static_cast<int>(ev_->runs.size()) + (hasDelta() ? 1 : 0);
    const auto m = static_cast<std::size_t>((section - FixedCount) / per);
    const int r = (section - FixedCount) % per;
    QString label = measureLabel(*ev_->request.metrics[m]);
    label.replace(QStringLiteral("@k"), QStringLiteral("@%1").arg(k));
    if (role == Qt::ToolTipRole) return measureDescription(*ev_->request.metrics[m]);
    if (r == static_cast<int>(ev_->runs.size()))
        return tr("Δ %1\n%2 − %3")
            .arg(label, ev_->runs[static_cast<std::size_t>(b_)].name,
                 ev_->runs[static_cast<std::size_t>(a_)].name);
    return QStringLiteral("%1\n%2").arg(label, ev_->runs[static_cast<std::size_t>(r)].name);
}

QueryFilterProxy::QueryFilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(QueryTableModel::SortRole);
}

void QueryFilterProxy::setSegment(const QString& segment) {
    segment_ = segment;
    invalidateFilter();
}

void QueryFilterProxy::setText(const QString& text) {
    text_ = text.trimmed();
    invalidateFilter();
}

bool QueryFilterProxy::filterAcceptsRow(int row, const QModelIndex& parent) const {
    const QModelIndex i = sourceModel()->index(row, 0, parent);
    if (!segment_.isEmpty() && i.data(QueryTableModel::SegmentRole).toString() != segment_)
        return false;
    if (text_.isEmpty()) return true;
    return i.data(QueryTableModel::QidRole).toString().contains(text_, Qt::CaseInsensitive) ||
           i.data(QueryTableModel::TextRole).toString().contains(text_, Qt::CaseInsensitive);
}

bool QueryFilterProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const auto* model = qobject_cast<const QueryTableModel*>(sourceModel());
    if (model && left.column() == QueryTableModel::QueryCol &&
        right.column() == QueryTableModel::QueryCol && sortRole() == QueryTableModel::SortRole)
        return model->qidRank(left.row()) < model->qidRank(right.row());
    const QVariant l = left.data(sortRole()), r = right.data(sortRole());
    // Missing values sort last in ascending order.
    if (!l.isValid() || !r.isValid()) return l.isValid() && !r.isValid();
    if (l.typeId() == QMetaType::QString)
        return QString::compare(l.toString(), r.toString(), Qt::CaseInsensitive) < 0;
    return l.toDouble() < r.toDouble();
}

}  // namespace ranklens::ui
