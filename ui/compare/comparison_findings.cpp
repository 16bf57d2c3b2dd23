#include "ui/compare/comparison_findings.h"
#include "ui/compare/reading_evidence.h"

#include <algorithm>
#include <cmath>

#include "ui/evaluation/evaluation.h"
#include "ui/evaluation/query_set_text.h"

namespace ranklens::ui {

namespace {

QString h(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

// A delta with its sign: "+0.0620", "-0.1480".
QString sign(double v, int decimals = 4) {
    return (v >= 0 ? QStringLiteral("+") : QString()) + QString::number(v, 'f', decimals);
}

}  // namespace

QString ComparisonFindings::definitions(const ComparisonOutcome& o, int segment) {
    Definitions d;
    d.config = o.request.config;
    // The query-set rule the comparison applied is its pairing's, not the definitions bar's.
    d.config.querySet = o.input.pairing == core::compare::Pairing::Labelled
                            ? core::QuerySet::AllLabelled
                            : core::QuerySet::RunAndLabels;
    // Parts joined with the language's semicolon (Chinese: "；").
    QString text = tr("%1; %2", "definitions; pairing")
                       .arg(d.describeConfig(QString::fromStdString(o.data ? o.data->labelSetName
                                                                           : std::string())),
                            pairing(o, segment));
    // Metrics an evaluated run (values computed elsewhere) has no values of are left out.
    QStringList leftOut;
    try {
        for (const auto& m :
             core::compare::comparisonMetrics(o.request.metrics, o.request.guardrails))
            if (std::none_of(o.input.metrics.begin(), o.input.metrics.end(),
                             [&](const auto& c) { return c.key == m.key; }))
                leftOut << QString::fromStdString(m.display);
    } catch (const std::exception&) {
    }
    if (!leftOut.isEmpty())
        text = tr("%1; %2", "definitions; pairing")
                   .arg(text, tr("left out, the baseline or every other run has no values of "
                                 "them: %1")
                                  .arg(leftOut.join(tr(", "))));
    return text;
}

QString ComparisonFindings::pairing(const ComparisonOutcome& o, int segment) {
    const auto& in = o.input;
    const auto& segs = o.comparison.segments;
    if (segment >= 0 && static_cast<std::size_t>(segment) < segs.size()) {
        // A segment's table averages the segment's queries, not all of them.
        const auto& t = segs[static_cast<std::size_t>(segment)];
        const QString name = QString::fromStdString(t.segment);
        const int n = static_cast<int>(t.queries);
        if (in.pairing == core::compare::Pairing::BothReturned)
            return tr("Segment %1: each run is paired with the baseline over the segment's "
                      "labelled queries both returned (of %n)",
                      nullptr, n)
                .arg(name);
        if (!in.labelled)
            return tr("Segment %1: each run is paired with the baseline over the segment's %n "
                      "queries, a query one lacks scored 0",
                      nullptr, n)
                .arg(name);
        return tr("Segment %1: each run is paired with the baseline over the segment's %n "
                  "labelled queries, a query it did not return scored 0",
                  nullptr, n)
            .arg(name);
    }
    if (in.pairing == core::compare::Pairing::BothReturned)
        return tr("Each run is paired with the baseline over the labelled queries both returned");
    if (!in.labelled)
        return tr(
            "Each run is paired with the baseline over the queries either has values for, "
            "a query one lacks scored 0");
    return tr(
        "Each run is paired with the baseline over every labelled query (%n), a query it "
        "did not return scored 0",
        nullptr, static_cast<int>(in.qids.size()));
}

QString ComparisonFindings::whyMeansDiffer(const ComparisonOutcome& o) {
    const auto& in = o.input;
    const bool curvesLeaveOut = o.request.config.querySet == core::QuerySet::RunAndLabels;
    const bool pairsLeaveOut = in.pairing == core::compare::Pairing::BothReturned;
    if (curvesLeaveOut == pairsLeaveOut || !in.labelled) return {};
    QStringList runs;
    for (std::size_t r = 0; r < in.coverage.size(); ++r)
        if (!in.coverage[r].complete()) runs << QString::fromStdString(in.runNames[r]);
    if (runs.isEmpty()) return {};
    const QString names = runs.join(QStringLiteral(", "));
    return curvesLeaveOut
               ? tr("Means of %1 differ from the curves and tables: here the queries a run "
                    "missed count as 0, there they are left out (Queries in the definitions "
                    "bar).")
                     .arg(names)
               : tr("Means of %1 differ from the curves and tables: here a pair leaves out the "
                    "queries either run missed, there they count as 0 (Queries in the "
                    "definitions bar).")
                     .arg(names);
}

QString ComparisonFindings::queries(const ComparisonOutcome& o, int segment) {
    const QString missed = missedQueries(o);
    const QString pairs = pairing(o, segment);
    return missed.isEmpty() ? pairs : pairs + QStringLiteral(" · ") + missed;
}

QString ComparisonFindings::missedQueries(const ComparisonOutcome& o) {
    const auto& in = o.input;
    QStringList parts;
    if (in.labelled)
        for (std::size_t r = 0; r < in.coverage.size(); ++r)
            parts << QuerySetText::coverage(QString::fromStdString(in.runNames[r]), in.coverage[r]);
    parts << whyMeansDiffer(o);
    // Evaluated runs with none of the compared measures are left out of the table.
    if (o.data)
        for (std::size_t r : o.request.runs) {
            const std::string& name = o.data->runInfos[r].name;
            if (std::find(in.runNames.begin(), in.runNames.end(), name) == in.runNames.end())
                parts << tr("%1 is left out: it has values of none of the compared measures")
                             .arg(QString::fromStdString(name));
        }
    parts.removeAll(QString());
    return parts.join(QStringLiteral(" · "));
}

QString ComparisonFindings::segmentNote(const ComparisonOutcome& o) {
    const auto& metrics = o.input.metrics;
    QStringList notes{
        tr("In a segment table the CI of Δ shows “–”: the bootstrap interval is computed on all "
           "queries only.")};
    if (std::any_of(metrics.begin(), metrics.end(), [](const auto& m) { return !m.perQuery(); }))
        notes << tr(
            "Run-level measures (coverage) have one value for the whole run and none "
            "within a segment.");
    if (o.report.guardrails) notes << tr("The guardrail scorecard is checked on this segment.");
    return notes.join(QLatin1Char(' '));
}

QString ComparisonFindings::testShortName(core::compare::TestKind t) {
    return t == core::compare::TestKind::StudentT ? tr("paired t") : tr("randomization");
}

QString ComparisonFindings::correctionName(core::stats::Correction c) {
    return c == core::stats::Correction::Holm         ? tr("Holm")
           : c == core::stats::Correction::Bonferroni ? tr("Bonferroni")
                                                      : tr("none");
}

QString ComparisonFindings::testText(const core::compare::CompareOptions& o) {
    using core::compare::TestKind;
    QString t =
        o.test == TestKind::StudentT
            ? tr("paired t-test")
            : tr("randomization test (%1 permutations, seed %2)").arg(o.permutations).arg(o.seed);
    const QString correction = correctionName(o.correction);
    t = (o.otherBaselines.empty()
             ? tr("%1, two-sided; correction: %2 over the table; alpha %3")
             : tr("%1, two-sided; correction: %2 over the tables of every baseline; alpha %3"))
            .arg(t, correction)
            .arg(o.alpha);
    if (o.resamples > 0)
        t += tr("; %1 % bootstrap CI (%2 resamples)")
                 .arg(std::lround(o.confidence * 100))
                 .arg(o.resamples);
    return t + (o.weighted ? tr("; means weighted by query weight (tests unweighted)")
                           : tr("; unweighted means"));
}

QString ComparisonFindings::reading(const ComparisonOutcome& o, const core::compare::Reading& r,
                                    std::size_t baseline) {
    const auto& in = o.input;
    return tr("%1 vs %2 (%3): %4")
        .arg(QString::fromStdString(in.runNames[r.run]),
             QString::fromStdString(in.runNames[baseline]), QString::fromStdString(r.cutoff),
             QCoreApplication::translate("ReadingAid", r.pattern.c_str()));
}

QString ComparisonFindings::headline(const ComparisonOutcome& o, std::size_t run) {
    const auto& in = o.input;
    const auto& g = o.report.guardrails;
    const auto losses = core::compare::segmentLosses(
        o.comparison, run, core::compare::mainMetric(in, g ? &*g : nullptr));
    if (losses.empty()) return {};
    QStringList parts;
    for (const auto& l : losses)
        parts << tr("%1 (%2 %3, %n queries)", nullptr, static_cast<int>(l.queries))
                     .arg(QString::fromStdString(l.segment),
                          QString::fromStdString(in.metrics[l.metric].display),
                          sign(l.delta, 3).replace(QLatin1Char('-'), QChar(0x2212)));
    return tr("%1 vs %2: better on average, but worse for %3")
        .arg(QString::fromStdString(in.runNames[run]),
             QString::fromStdString(in.runNames[o.comparison.options.baseline]),
             parts.join(tr(", ")));
}

QString ComparisonFindings::warning(const ComparisonOutcome& o,
                                    const core::compare::SegmentWarning& w) {
    const auto& in = o.input;
    return tr("%1 of %2: overall %3 but segment '%4' %5 (%6 queries, %7)")
        .arg(QString::fromStdString(in.metrics[w.metric].display),
             QString::fromStdString(in.runNames[w.run]), sign(w.overallDelta),
             QString::fromStdString(w.segment), sign(w.segmentDelta))
        .arg(w.segmentQueries)
        .arg(w.significant ? tr("significant") : tr("not significant"));
}

QString ComparisonFindings::ruleDetail(const core::compare::RuleCheck& c) {
    const QString detail = ruleValue(c);
    return c.allQueries ? detail + tr(" (all queries: a run-level measure has no segment value)")
                        : detail;
}

QString ComparisonFindings::ruleValue(const core::compare::RuleCheck& c) {
    using core::compare::RuleKind;
    const QString name = QString::fromStdString(c.display);
    if (!c.found)
        return tr("%1 is not in the comparison").arg(QString::fromStdString(c.rule.metric));
    switch (c.rule.kind) {
        case RuleKind::MustImprove:
            return tr("%1 %2 (%3)")
                .arg(name, sign(c.delta),
                     !c.tested       ? tr("no test: run-level value")
                     : c.significant ? tr("significant")
                                     : tr("not significant"));
        case RuleKind::MaxRelativeDrop: {
            const double rel = c.baseline != 0 ? c.delta / c.baseline : 0.0;
            return tr("%1 %2 % (limit -%3 %)")
                .arg(name, sign(rel * 100, 1))
                .arg(c.rule.limit * 100);
        }
        case RuleKind::MaxAbsoluteDrop:
            return tr("%1 %2 (limit -%3)").arg(name, sign(c.delta)).arg(c.rule.limit);
        case RuleKind::MinValue:
            return tr("%1 %2 (minimum %3)")
                .arg(name, QString::number(c.value, 'f', 4))
                .arg(c.rule.limit);
        case RuleKind::MaxRatio:
            return tr("%1 %2 (at most %3 × baseline %4)")
                .arg(name, QString::number(c.value, 'f', 4))
                .arg(c.rule.limit)
                .arg(QString::number(c.baseline, 'f', 4));
    }
    return {};
}

// The scorecard of each run: pass or fail, then each rule with its value.
QString ComparisonFindings::guardrailsHtml(const ComparisonOutcome& o, int segment) {
    const auto& in = o.input;
    const auto& rep = o.report;
    const auto& segs = o.comparison.segments;
    const bool inSegment = segment >= 0 && static_cast<std::size_t>(segment) < segs.size();
    // The scorecard of the table shown: all queries, or the segment's queries.
    const std::vector<core::compare::RunScorecard> cards =
        inSegment ? core::compare::scorecard(in, o.comparison, *rep.guardrails, segment)
                  : rep.scorecards;
    const QString scope =
        inSegment ? tr("segment %1 (%n queries)", nullptr,
                       static_cast<int>(segs[static_cast<std::size_t>(segment)].queries))
                        .arg(h(segs[static_cast<std::size_t>(segment)].segment))
                  : tr("all queries (%n)", nullptr, static_cast<int>(o.comparison.overall.queries));
    QString html;
    html += QStringLiteral("<h4>%1</h4><table cellspacing='0' cellpadding='3'>")
                .arg(tr("Guardrails: %1 — on %2").arg(h(rep.guardrails->name), scope));
    for (const auto& card : cards) {
        html += QStringLiteral(
                    "<tr><td><b>%1</b></td><td style='color:%2'><b>%3</b></td><td></td></tr>")
                    .arg(h(in.runNames[card.run]),
                         card.pass ? QStringLiteral("#2e9e5a") : QStringLiteral("#d64541"),
                         card.pass ? tr("PASS") : tr("FAIL"));
        auto row = [&](const core::compare::RuleCheck& c, const QString& role) {
            html += QStringLiteral(
                        "<tr><td>&nbsp;&nbsp;%1 %2</td><td "
                        "style='color:%3'>%4</td><td>%5</td></tr>")
                        .arg(role, h(c.rule.text()),
                             c.pass ? QStringLiteral("#2e9e5a") : QStringLiteral("#d64541"),
                             !c.found ? tr("missing")
                             : c.pass ? tr("pass")
                                      : tr("fail"),
                             ruleDetail(c).toHtmlEscaped());
        };
        row(card.primary, tr("primary"));
        for (const auto& g : card.guards) row(g, tr("guard"));
    }
    html += QStringLiteral("</table>");
    return html;
}

// Which queries, verdicts and system orders change under the second definition.
QString ComparisonFindings::sensitivityHtml(const ComparisonOutcome& o) {
    const auto& in = o.input;
    QString html;
    const auto& s = *o.report.sensitivity;
    Definitions alt;
    alt.config = o.request.alternative.value_or(o.request.config);
    html +=
        QStringLiteral("<h4>%1</h4><p>A: %2<br>B: %3</p><ul>")
            .arg(tr("Definition sensitivity"), definitions(o).toHtmlEscaped(),
                 alt.describeConfig(QString::fromStdString(o.data->labelSetName)).toHtmlEscaped());
    for (std::size_t r = 0; r < in.runCount(); ++r) {
        if (r == s.baseline) continue;
        for (std::size_t m = 0; m < in.metrics.size(); ++m) {
            const std::size_t n = s.flipCount(r, m);
            if (n == 0) continue;
            QStringList qids;
            for (const auto& f : s.flips)
                if (f.run == r && f.metric == m && qids.size() < 8)
                    qids << QString::fromStdString(f.qid);
            html += QStringLiteral("<li>%1</li>")
                        .arg(tr("%1 on %2: %3 queries change between win, tie and loss (%4%5)")
                                 .arg(h(in.runNames[r]), h(in.metrics[m].display))
                                 .arg(n)
                                 .arg(qids.join(QStringLiteral(", ")).toHtmlEscaped(),
                                      n > 8 ? QStringLiteral(", …") : QString()));
        }
    }
    for (const auto& [r, m] : s.verdictFlips)
        html += QStringLiteral("<li style='color:#d64541'>%1</li>")
                    .arg(tr("%1 on %2: the mean delta changes sign")
                             .arg(h(in.runNames[r]), h(in.metrics[m].display)));
    for (const auto& ord : s.orderings) {
        auto names = [&](const std::vector<std::size_t>& v) {
            QStringList l;
            for (std::size_t i : v) l << QString::fromStdString(in.runNames[i]);
            return l.join(QStringLiteral(" > ")).toHtmlEscaped();
        };
        html += QStringLiteral("<li style='color:#d64541'>%1</li>")
                    .arg(tr("System order on %1 flips: A %2; B %3")
                             .arg(h(in.metrics[ord.metric].display), names(ord.orderA),
                                  names(ord.orderB)));
    }
    if (s.flips.empty() && s.verdictFlips.empty() && s.orderings.empty())
        html += QStringLiteral("<li>%1</li>").arg(tr("No query, verdict or system order changes."));
    html += QStringLiteral("</ul>");
    return html;
}

// The reading aid of the table shown; for the baseline's table the segment story first: a mean
// that improves while a segment is significantly worse must not open with "better across the
// board".
QString ComparisonFindings::readingsHtml(const ComparisonOutcome& o, int against) {
    const auto& in = o.input;
    const auto& rep = o.report;
    const auto& opts = o.comparison.options;
    const bool other = against >= 0 && static_cast<std::size_t>(against) < rep.otherReadings.size();
    const std::size_t base =
        other ? opts.otherBaselines[static_cast<std::size_t>(against)] : opts.baseline;
    const auto& readings =
        other ? rep.otherReadings[static_cast<std::size_t>(against)] : rep.readings;
    QStringList heads;
    for (std::size_t run = 0; run < in.runCount() && !other; ++run)
        if (run != opts.baseline)
            if (const QString s = headline(o, run); !s.isEmpty()) heads << s;
    if (readings.empty() && heads.isEmpty()) return {};
    QString html = QStringLiteral("<h4>%1</h4><ul>").arg(tr("What the numbers say"));
    for (const QString& s : heads)
        html += QStringLiteral("<li style='color:#b35900'><b>%1</b></li>").arg(s.toHtmlEscaped());
    for (const auto& r : readings)
        html +=
            QStringLiteral("<li>%1 <span style='color:gray'>(%2)</span></li>")
                .arg(reading(o, r, base).toHtmlEscaped(), readingEvidence(o, r).toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

// How many tests the correction covered, when several baselines make one family.
QString ComparisonFindings::familyText(const ComparisonOutcome& o) {
    const auto& c = o.comparison;
    if (c.options.otherBaselines.empty()) return {};
    return tr("Corrected together: %n tests, every run against each of the %1 baselines on every "
              "metric (a pair of two baselines counted once).",
              nullptr, static_cast<int>(c.familySize))
        .arg(c.options.otherBaselines.size() + 1);
}

QString ComparisonFindings::html(const ComparisonOutcome& o, int segment, int against) {
    const auto& in = o.input;
    const auto& rep = o.report;
    QString html = readingsHtml(o, against);
    if (!o.comparison.warnings.empty() && against < 0) {
        html += QStringLiteral("<h4 style='color:#b35900'>%1</h4><ul>")
                    .arg(tr("Better on average, worse for some"));
        for (const auto& w : o.comparison.warnings)
            html += QStringLiteral("<li style='color:#b35900'>%1</li>")
                        .arg(warning(o, w).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    if (rep.guardrails && against < 0) html += guardrailsHtml(o, segment);
    if (rep.sensitivity && against < 0) html += sensitivityHtml(o);
    const QString missed = missedQueries(o);
    const QString family = familyText(o);
    html += QStringLiteral("<p style='color:gray'>%1<br>%2<br>%3</p>")
                .arg(tr("Definitions: %1").arg(definitions(o).toHtmlEscaped()) +
                         (missed.isEmpty() ? QString()
                                           : QStringLiteral("<br>") + missed.toHtmlEscaped()),
                     tr("Test: %1").arg(testText(o.comparison.options).toHtmlEscaped()) +
                         (family.isEmpty() ? QString()
                                           : QStringLiteral("<br>") + family.toHtmlEscaped()),
                     tr("%n queries · computed in %1 s", nullptr, static_cast<int>(in.qids.size()))
                         .arg(o.seconds, 0, 'f', 2));
    return html;
}

QString ComparisonFindings::pairPower(const ComparisonOutcome& o,
                                      const core::compare::ComparisonTable& table, std::size_t run,
                                      std::size_t metric) {
    const auto& c = table.cells[run][metric];
    if (!c.tested) return {};
    const auto& opts = o.comparison.options;
    const QString name = QString::fromStdString(o.input.metrics[metric].display);
    const int n = static_cast<int>(c.queries);
    QString power;
    if (std::isfinite(c.mde))
        power = tr("With %n queries, differences below %1 %2 cannot be told from noise at %3 % "
                   "power (paired t-test, α %4).",
                   nullptr, n)
                    .arg(QString::number(c.mde, 'f', c.mde < 0.01 ? 4 : 3), name)
                    .arg(std::lround(core::compare::kReadingPower * 100))
                    .arg(opts.alpha);
    else if (c.queries < core::compare::kMinPairs)
        power =
            tr("With %n paired queries no difference can be told from noise: a test needs at "
               "least two.",
               nullptr, n);
    else
        power = c.delta == 0 ? tr("No minimal detectable effect: the runs score the same on every "
                                  "paired query.")
                             : tr("No minimal detectable effect: every paired query differs by "
                                  "the same amount.");
    const QString delta = sign(c.delta).replace(QLatin1Char('-'), QChar(0x2212));
    const QString p =
        c.pAdjusted < 0.0001 ? QStringLiteral("< 0.0001") : QString::number(c.pAdjusted, 'f', 4);
    const QString verdict =
        c.significant ? tr("Δ %1 is significant after correction (p adj %2).").arg(delta, p)
                      : tr("Δ %1 is not significant after correction (p adj %2): no significant "
                           "difference.")
                            .arg(delta, p);
    return power + QLatin1Char(' ') + verdict;
}

}  // namespace ranklens::ui
