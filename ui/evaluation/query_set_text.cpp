#include "ui/evaluation/query_set_text.h"

#include <QStringList>
#include <algorithm>

#include "ui/evaluation/evaluation.h"

namespace ranklens::ui {

QString QuerySetText::mean(const core::MeanBasis& b) {
    const int n = static_cast<int>(b.queries);
    if (b.rule == core::QuerySet::AllLabelled) {
        if (b.missingZero == 0) return tr("Mean over %n labelled queries", nullptr, n);
        if (b.paired) return tr("Mean over %n labelled queries, missing ones scored 0", nullptr, n);
        return tr("Mean over %n labelled queries, %1 missing scored 0", nullptr, n)
            .arg(b.missingZero);
    }
    return b.paired ? tr("Mean over %n queries every run returned (run ∩ labels)", nullptr, n)
                    : tr("Mean over %n queries (run ∩ labels)", nullptr, n);
}

QString QuerySetText::rule(core::QuerySet q) {
    return q == core::QuerySet::AllLabelled
               ? tr("every labelled query counts, a query a run did not return scores 0")
               : tr("a query a run did not return is left out of its mean (run ∩ labels)");
}

QString QuerySetText::coverage(const QString& run, const core::QueryCoverage& c) {
    if (c.complete()) return {};
    return tr("%1 returned %2 of %n labelled queries", nullptr, static_cast<int>(c.labelled))
        .arg(run)
        .arg(c.returned);
}

std::vector<core::QueryCoverage> QuerySetText::coverages(const Evaluation& ev) {
    const std::size_t labelled = ev.fromSnapshot              ? ev.snapshotLabelledQueries
                                 : ev.data && ev.data->labels ? ev.data->labels->queries().size()
                                                              : 0;
    std::vector<core::QueryCoverage> out;
    for (const auto& r : ev.runs) out.push_back(core::coverageOf(r.result, labelled));
    return out;
}

core::MeanBasis QuerySetText::basis(const Evaluation& ev, std::size_t run) {
    return core::meanBasis(ev.request.defs.config.querySet, coverages(ev).at(run));
}

QString QuerySetText::means(const Evaluation& ev) {
    if (ev.runs.empty()) return {};
    const auto cov = coverages(ev);
    const auto rule = ev.request.defs.config.querySet;
    std::vector<core::MeanBasis> bases;
    for (const auto& c : cov) bases.push_back(core::meanBasis(rule, c));
    if (std::all_of(bases.begin(), bases.end(), [&](const auto& b) { return b == bases[0]; }))
        return mean(bases[0]);
    if (rule == core::QuerySet::AllLabelled) {  // the same queries, some runs missed some
        core::MeanBasis b = bases[0];
        b.paired = true;
        b.missingZero = 1;
        return mean(b);
    }
    QStringList parts;
    for (std::size_t r = 0; r < ev.runs.size(); ++r)
        parts << QStringLiteral("%1 %2").arg(ev.runs[r].name).arg(bases[r].queries);
    return tr("Mean over run ∩ labels, queries per run: %1").arg(parts.join(QStringLiteral(", ")));
}

QString QuerySetText::flags(const Evaluation& ev) {
    const auto cov = coverages(ev);
    QStringList out;
    for (std::size_t r = 0; r < ev.runs.size(); ++r)
        if (!cov[r].complete()) out << coverage(ev.runs[r].name, cov[r]);
    return out.join(QStringLiteral(" · "));
}

QString QuerySetText::summary(const Evaluation& ev, const QString& separator) {
    const QString f = flags(ev);
    return f.isEmpty() ? means(ev) : means(ev) + separator + f;
}

}  // namespace ranklens::ui
