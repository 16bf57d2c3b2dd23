#include "ui/behaviour/behaviour_tables.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QTableWidget>
#include <algorithm>
#include <cmath>

#include "core/measures/measure.h"
#include "ui/common/measure_text.h"

namespace ranklens::ui::behaviour_tables {

namespace bh = core::behaviour;

namespace {

// The click metrics under the registry's measures, so they are named as everywhere else in the
// app (P@5, R@5, NDCG@5, DCG@5).
struct Metric {
    core::MeasureFamily family;
    double bh::MetricSet::*field;
};
constexpr Metric kMetrics[] = {{core::MeasureFamily::P, &bh::MetricSet::precision},
                               {core::MeasureFamily::Recall, &bh::MetricSet::recall},
                               {core::MeasureFamily::NdcgCut, &bh::MetricSet::ndcg},
                               {core::MeasureFamily::DCG, &bh::MetricSet::dcg}};

QTableWidgetItem* cell(const QString& text) {
    auto* it = new QTableWidgetItem(text);
    it->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return it;
}

QTableWidgetItem* number(double v) {
    auto* it = cell(QString::number(v, 'f', 4));
    it->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    it->setData(Qt::UserRole, v);
    return it;
}

void reset(QTableWidget* t, const QStringList& headers) {
    t->clearContents();
    t->setRowCount(0);
    t->setColumnCount(static_cast<int>(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
}

int addRow(QTableWidget* t) {
    const int r = t->rowCount();
    t->insertRow(r);
    return r;
}

QString metricAt(const Metric& m, int k) {
    return measureLabelAt(core::measureInfo(m.family), k);
}

// A trec_eval column name ("ndcg_cut_5", "P_10", "map") as the app's label ("NDCG@5", "P@10",
// "MAP"); empty when no measure of the registry prints it.
QString columnLabel(const std::string& column) {
    for (const core::MeasureInfo& m : core::measureRegistry()) {
        const std::string trec(m.trecName);
        if (trec.empty()) continue;
        if (column == trec) return measureLabel(m);
        if (column.size() > trec.size() + 1 && column.compare(0, trec.size(), trec) == 0 &&
            column[trec.size()] == '_') {
            bool ok = false;
            const int k = QString::fromStdString(column.substr(trec.size() + 1)).toInt(&ok);
            if (ok && k > 0 && measureLabel(m).endsWith(QLatin1String("@k")))
                return measureLabelAt(m, k);
        }
    }
    return {};
}

// The words the clicks table heads its estimator columns with, for an estimator's short name
// ("raw", "ips", "snips": core::behaviour::estimatorName).
QString estimatorLabel(const std::string& name) {
    if (name == "raw") return QCoreApplication::translate("BehaviourTables", "Raw clicks");
    if (name == "ips") return QCoreApplication::translate("BehaviourTables", "IPS (clipped)");
    if (name == "snips")
        return QCoreApplication::translate("BehaviourTables", "Self-normalised IPS");
    return QString::fromStdString(name);
}

}  // namespace

void fillClicks(QTableWidget* t, const store::BehaviourAnalysis& a) {
    reset(t, {QCoreApplication::translate("BehaviourTables", "Run"),
              QCoreApplication::translate("BehaviourTables", "Metric"), estimatorLabel("raw"),
              estimatorLabel("ips"), estimatorLabel("snips")});
    for (const auto& rb : a.runs) {
        const bh::DebiasedResult& r = rb.nonRelevant;
        if (r.mean.empty()) continue;
        for (const Metric& m : kMetrics)
            for (std::size_t ki = 0; ki < r.ks.size(); ++ki) {
                const int row = addRow(t);
                t->setItem(row, 0, cell(QString::fromStdString(rb.run.name)));
                t->setItem(row, 1, cell(metricAt(m, r.ks[ki])));
                int col = 2;
                for (bh::Estimator e : bh::kEstimators)
                    t->setItem(row, col++, number(r.at(r.mean, e, ki).*m.field));
            }
    }
    t->resizeColumnsToContents();
}

void fillExposure(QTableWidget* t, const store::BehaviourAnalysis& a) {
    reset(t, {QCoreApplication::translate("BehaviourTables", "Run"),
              QCoreApplication::translate("BehaviourTables", "Metric"),
              QCoreApplication::translate("BehaviourTables", "Unexposed = excluded"),
              QCoreApplication::translate("BehaviourTables", "Unexposed = non-relevant"),
              QCoreApplication::translate("BehaviourTables", "Ratio (non-relevant / excluded)")});
    for (const auto& rb : a.runs) {
        if (rb.nonRelevant.mean.empty() || rb.excluded.mean.empty()) continue;
        for (const Metric& m : kMetrics)
            for (std::size_t ki = 0; ki < rb.excluded.ks.size(); ++ki) {
                const double ex = rb.excluded.at(rb.excluded.mean, bh::Estimator::Ips, ki).*m.field;
                const double nr =
                    rb.nonRelevant.at(rb.nonRelevant.mean, bh::Estimator::Ips, ki).*m.field;
                const int row = addRow(t);
                t->setItem(row, 0, cell(QString::fromStdString(rb.run.name)));
                t->setItem(row, 1, cell(metricAt(m, rb.excluded.ks[ki])));
                t->setItem(row, 2, number(ex));
                t->setItem(row, 3, number(nr));
                t->setItem(row, 4, ex > 0 ? number(nr / ex) : cell(QStringLiteral("—")));
            }
    }
    t->resizeColumnsToContents();
}

void fillAgreement(QTableWidget* t, const store::BehaviourAnalysis& a) {
    reset(t, {QCoreApplication::translate("BehaviourTables", "Offline metric"),
              QCoreApplication::translate("BehaviourTables", "Online metric"),
              QCoreApplication::translate("BehaviourTables", "Runs"),
              QCoreApplication::translate("BehaviourTables", "Kendall's τ"),
              QCoreApplication::translate("BehaviourTables", "Same sign")});
    for (const auto& row : a.agreement) {
        const int r = addRow(t);
        t->setItem(r, 0, cell(offlineMetricLabel(row.offlineMetric)));
        t->setItem(r, 1, cell(QString::fromStdString(row.onlineMetric)));
        t->setItem(r, 2, cell(QString::number(row.runs.size())));
        t->setItem(r, 3, row.tau.defined ? number(row.tau.tau) : cell(QStringLiteral("—")));
        const int pairs = static_cast<int>(row.sign.agree + row.sign.disagree);
        t->setItem(r, 4,
                   row.sign.defined()
                       ? cell(QCoreApplication::translate("BehaviourTables", "%1 of %n pairs (%2)",
                                                          nullptr, pairs)
                                  .arg(row.sign.agree)
                                  .arg(QString::number(row.sign.share(), 'f', 2)))
                       : cell(QStringLiteral("—")));
    }
    t->resizeColumnsToContents();
}

QString offlineMetricLabel(const std::string& name) {
    // A click-log value: "<estimator> <metric>@<k>" (store::clickMetricName).
    if (const auto space = name.find(' '); space != std::string::npos) {
        const std::string estimator = name.substr(0, space), rest = name.substr(space + 1);
        const auto at = rest.find('@');
        for (const Metric& m : kMetrics) {
            const std::string plain(core::measureInfo(m.family).name);
            const std::string label(core::measureInfo(m.family).label);  // "R@k"
            const std::string stem = label.substr(0, label.find('@'));
            if (at == std::string::npos ||
                (rest.substr(0, at) != plain && rest.substr(0, at) != stem))
                continue;
            bool ok = false;
            const int k = QString::fromStdString(rest.substr(at + 1)).toInt(&ok);
            if (ok) return estimatorLabel(estimator) + QLatin1Char(' ') + metricAt(m, k);
        }
        return QString::fromStdString(name);
    }
    const QString label = columnLabel(name);
    return label.isEmpty() ? QString::fromStdString(name) : label;
}

QString clicksCaption(const store::BehaviourAnalysis& a) {
    if (!a.log)
        return QCoreApplication::translate(
            "BehaviourTables",
            "No click log in this project: import one with displayed positions (Import "
            "Click Log… above, or ranklens-cli import PROJECT --log FILE --position-column "
            "COL).");
    return QCoreApplication::translate(
               "BehaviourTables",
               "Click log '%1': %2, IPS weights w = min(1/p(pos), %3). Raw clicks: gain = clicks / "
               "impressions. IPS: gain = Σ click·w / impressions. Self-normalised: Σ click·w / "
               "Σ p(pos)·w. Items never shown count as non-relevant; means over queries with a "
               "click.")
               .arg(QString::fromStdString(a.log->name), QString::fromStdString(a.propensity))
               .arg(a.clip) +
           (ipsEqualsSelfNormalised(a)
                ? QLatin1Char(' ') +
                      QCoreApplication::translate(
                          "BehaviourTables",
                          "IPS and self-normalised IPS are equal here because no weight reached "
                          "the clip (%1): every 1/p(pos) of this log is below it, so Σ p(pos)·w "
                          "is the number of impressions. They differ once the clip bites (a "
                          "lower clip, or rarer positions in the log).")
                          .arg(a.clip)
                : QString());
}

bool ipsEqualsSelfNormalised(const store::BehaviourAnalysis& a) {
    bool any = false;
    for (const auto& rb : a.runs) {
        const bh::DebiasedResult& r = rb.nonRelevant;
        if (r.mean.empty()) continue;
        for (const Metric& m : kMetrics)
            for (std::size_t ki = 0; ki < r.ks.size(); ++ki) {
                const double ips = r.at(r.mean, bh::Estimator::Ips, ki).*m.field;
                const double sn = r.at(r.mean, bh::Estimator::SelfNormalised, ki).*m.field;
                if (std::fabs(ips - sn) > 1e-12 * std::max(1.0, std::fabs(ips))) return false;
                any = true;
            }
    }
    return any;
}

QString exposureCaption(const store::BehaviourAnalysis& a) {
    return QCoreApplication::translate(
               "BehaviourTables",
               "The same runs under both meanings of an item the log never showed (IPS values, %1, "
               "clip %2): excluded from the ranking like unjudged items, or kept as non-relevant "
               "(the full candidate pool). A ratio far from 1 means the choice decides the number.")
        .arg(QString::fromStdString(a.propensity))
        .arg(a.clip);
}

QString agreementCaption() {
    return QCoreApplication::translate(
        "BehaviourTables",
        "For the runs with online results: Kendall's τ-b of the offline and online orderings "
        "(1 = same order, −1 = reversed) and the share of run pairs whose offline and "
        "online differences have the same sign. Select a row for its scatter plot.");
}

}  // namespace ranklens::ui::behaviour_tables
