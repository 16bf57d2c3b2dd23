#include "ui/comparison_findings.h"

namespace ranklens::ui {

namespace {

QString h(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

}  // namespace

QString ComparisonFindings::html(const ComparisonOutcome& o) {
    const auto& in = o.input;
    const auto& rep = o.report;
    QString html;
    if (!rep.readings.empty()) {
        html += QStringLiteral("<h4>%1</h4><ul>").arg(tr("What the numbers say"));
        for (const auto& r : rep.readings)
            html += QStringLiteral("<li>%1 <span style='color:gray'>(%2)</span></li>")
                        .arg(h(r.text), h(r.evidence));
        html += QStringLiteral("</ul>");
    }
    if (!o.comparison.warnings.empty()) {
        html += QStringLiteral("<h4 style='color:#b35900'>%1</h4><ul>")
                    .arg(tr("Better on average, worse for some"));
        for (const auto& w : o.comparison.warnings)
            html += QStringLiteral("<li style='color:#b35900'>%1</li>").arg(h(w.text));
        html += QStringLiteral("</ul>");
    }
    if (rep.guardrails) {
        html += QStringLiteral("<h4>%1</h4><table cellspacing='0' cellpadding='3'>")
                    .arg(tr("Guardrails: %1").arg(h(rep.guardrails->name)));
        for (const auto& card : rep.scorecards) {
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
                                 h(c.detail));
            };
            row(card.primary, tr("primary"));
            for (const auto& g : card.guards) row(g, tr("guard"));
        }
        html += QStringLiteral("</table>");
    }
    if (rep.sensitivity) {
        const auto& s = *rep.sensitivity;
        html += QStringLiteral("<h4>%1</h4><p>A: %2<br>B: %3</p><ul>")
                    .arg(tr("Definition sensitivity"), h(s.definitionsA), h(s.definitionsB));
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
            html +=
                QStringLiteral("<li>%1</li>").arg(tr("No query, verdict or system order changes."));
        html += QStringLiteral("</ul>");
    }
    html +=
        QStringLiteral("<p style='color:gray'>%1<br>%2<br>%3</p>")
            .arg(tr("Definitions: %1").arg(h(in.definitions)),
                 tr("Test: %1").arg(h(o.comparison.options.describe())),
                 tr("%1 queries · computed in %2 s").arg(in.qids.size()).arg(o.seconds, 0, 'f', 2));
    return html;
}

}  // namespace ranklens::ui
