// `ranklens-cli agreement`: how far two or more label sets agree -- Fleiss' kappa, Krippendorff's
// alpha (nominal, ordinal, interval), the pairwise Cohen kappas and each set against a gold set
// (issue 47). Label files (a file with a judge column gives one set per judge), or a project with
// --labels NAME repeated. With two sets the text also shows the confusion matrix and every
// disagreement.
#include <cstdio>

#include "app/cli/commands.h"
#include "app/cli/judges_json.h"
#include "app/cli/label_sets_input.h"
#include "core/io/parse_report.h"
#include "core/judging/multi_agreement.h"

namespace ranklens::cli {

namespace {

struct AgreementCli {
    std::vector<std::string> inputs, sets;
    std::string gold, format = "text";
    bool byQuery = false;
};

void printKappa(const char* name, const core::KappaValue& k) {
    std::printf("%-16s %.4f\tp_o %.4f\tp_e %.4f%s\n", name, k.kappa, k.observed, k.expected,
                k.chanceIsTotal ? "\t(one grade for every item: kappa set to 1)" : "");
}

// Two sets: the confusion matrix and every disagreement (as the command printed before
// issue 47).
void printTwoSetDetail(const LabelSetsInput& in, const core::Agreement& ag) {
    std::printf("same grade: %zu of %zu\n", ag.agreed, ag.n);
    printKappa("kappa", ag.unweighted);
    printKappa("kappa linear", ag.linear);
    printKappa("kappa quadratic", ag.quadratic);
    std::printf("confusion (rows A, columns B):\nA\\B");
    for (int g : ag.grades) std::printf("\t%d", g);
    std::printf("\n");
    for (std::size_t i = 0; i < ag.grades.size(); ++i) {
        std::printf("%d", ag.grades[i]);
        for (std::size_t j = 0; j < ag.grades.size(); ++j) std::printf("\t%zu", ag.count(i, j));
        std::printf("\n");
    }
    std::printf("disagreements: %zu\nqid\tdocid\tA\tB\n", ag.n - ag.agreed);
    for (const auto& l : core::pairLabels(*in.labels[0], *in.labels[1]))
        if (l.a != l.b) std::printf("%s\t%s\t%d\t%d\n", l.qid.c_str(), l.docid.c_str(), l.a, l.b);
}

void printCoefficient(const char* name, const core::AgreementCoefficient& c) {
    if (c.defined)
        std::printf("  %-10s %.4f\n", name, c.value);
    else
        std::printf("  %-10s no value: %s\n", name, c.why.c_str());
}

std::string valueText(bool defined, double v) {
    if (!defined) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", v);
    return buf;
}

void printSummary(const core::MultiAgreement& m, const LabelSetsInput& in) {
    std::printf("items graded by two sets or more: %zu\n", m.items);
    const auto& f = m.fleiss;
    if (f.kappa.defined)
        std::printf("Fleiss' kappa    %.4f\t(%zu items every set graded)\n", f.kappa.value,
                    f.items);
    else
        std::printf("Fleiss' kappa    no value: %s\n", f.kappa.why.c_str());
    std::printf("Krippendorff's alpha (%zu items with two grades or more):\n", m.alpha.items);
    printCoefficient("nominal", m.alpha.nominal);
    printCoefficient("ordinal", m.alpha.ordinal);
    printCoefficient("interval", m.alpha.interval);
    std::printf(
        "pairwise Cohen's kappa (- : no common item):\nA\tB\titems\tkappa\tlinear\tquadratic\n");
    for (const auto& p : m.pairs) {
        const auto& a = p.agreement;
        std::printf("%s\t%s\t%zu\t%s\t%s\t%s\n", m.sets[p.a].c_str(), m.sets[p.b].c_str(), a.n,
                    valueText(a.n > 0, a.unweighted.kappa).c_str(),
                    valueText(a.n > 0, a.linear.kappa).c_str(),
                    valueText(a.n > 0, a.quadratic.kappa).c_str());
    }
    if (!m.goldName.empty()) {
        std::printf("against the gold set '%s':\nset\titems\taccuracy\tkappa\n",
                    m.goldName.c_str());
        for (const auto& g : m.gold)
            std::printf("%s\t%zu\t%s\t%s\n", m.sets[g.set].c_str(), g.agreement.n,
                        valueText(g.agreement.n > 0, g.accuracy).c_str(),
                        valueText(g.agreement.n > 0, g.agreement.unweighted.kappa).c_str());
    }
    for (std::size_t s = 0; s < m.sets.size(); ++s)
        if (double c = 0; meanConfidence(in, s, c))
            std::printf("mean confidence of %s: %.4f\n", m.sets[s].c_str(), c);
}

LabelSetsInput loadSets(const AgreementCli& c) {
    try {
        LabelSetsInput in = readLabelSets(c.inputs, c.sets);
        if (in.size() < 2)
            fail(ExitCode::Usage, "agreement needs two label sets or more (got " +
                                      (in.size() == 1 ? "only '" + in.names[0] + "'" : "none") +
                                      ")");
        if (!c.gold.empty()) {
            const bool project = c.inputs.size() == 1 && isProjectFile(c.inputs[0]);
            LabelSetsInput g =
                project ? readProjectLabelSets(c.inputs[0], {c.gold}) : readLabelFiles({c.gold});
            if (g.size() != 1) fail(ExitCode::Usage, "--gold: " + c.gold + " holds several judges");
            in.append(std::move(g));
        }
        return in;
    } catch (...) {
        failOnInputError();
    }
}

ExitCode runAgreement(const AgreementCli& c) {
    const LabelSetsInput in = loadSets(c);
    const auto table = core::gradeTable(in.named());
    const auto m = core::computeMultiAgreement(table, !c.gold.empty());
    const bool two = m.sets.size() == 2;
    if (c.format == "text") {
        for (std::size_t s = 0; s < m.sets.size(); ++s)
            std::printf("%s: '%s' (%zu labels)\n", two ? (s == 0 ? "A" : "B") : "set",
                        m.sets[s].c_str(), m.labels[s]);
        if (two) std::printf("common items: %zu\n", m.items);
    }
    if (m.items == 0) {
        if (c.format == "text" && two)
            std::printf("no item is labelled in both sets: kappa has no value\n");
        std::string names;
        for (const auto& s : m.sets) names += (names.empty() ? "'" : ", '") + s + "'";
        fail(ExitCode::NothingToEvaluate,
             "no item is graded by two of the label sets " + names + ": nothing to agree on");
    }
    if (c.format == "json") {
        const auto raters = m.sets.size();
        const auto queries =
            c.byQuery ? core::agreementByQuery(table, raters) : std::vector<core::QueryAgreement>{};
        std::fputs(agreementJson(m, in, c.byQuery ? &queries : nullptr).c_str(), stdout);
        return ExitCode::Ok;
    }
    if (two) printTwoSetDetail(in, m.pairs[0].agreement);
    printSummary(m, in);
    return ExitCode::Ok;
}

}  // namespace

void registerAgreementCommand(CLI::App& app, Commands& commands) {
    static AgreementCli c;
    auto* ag = app.add_subcommand(
        "agreement",
        "How far two or more label sets agree: Fleiss' kappa, Krippendorff's alpha (nominal, "
        "ordinal, interval), pairwise Cohen's kappa (unweighted, linear, quadratic), each set "
        "against a gold set; with two sets the confusion matrix and the disagreements");
    ag->add_option("LABELS", c.inputs,
                   "Label files (TREC qrels, CSV/TSV, JSON Lines; a judge column gives one set "
                   "per judge), or one project")
        ->required();
    ag->add_option("--labels", c.sets, "Project: a label set (id or name); repeat it");
    ag->add_option("--gold", c.gold, "A gold label set (file, or a project's set name)");
    ag->add_option("--format", c.format, "text (default) or json")
        ->check(CLI::IsMember({"text", "json"}));
    ag->add_flag("--by-query", c.byQuery,
                 "JSON: also each query's items, unanimous items and Krippendorff's alpha");
    commands.add(ag, [] { return runAgreement(c); });
}

}  // namespace ranklens::cli
