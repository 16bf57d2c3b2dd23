// ir_measures' measure names as input (core/measures/ir_measures_syntax.h): each name requests
// the RankLens measure with the same definition, gives the same numbers as the RankLens name on
// the CLI test data, refuses parameters RankLens fixes per evaluation unless they match, and an
// unknown name gets a "did you mean".
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "core/eval/evaluator.h"
#include "core/io/trec_reader.h"
#include "core/measures/ir_measures_syntax.h"
#include "core/measures/measure.h"
#include "core/measures/measure_spec.h"

namespace ranklens::core {
namespace {

std::vector<MeasureRequest> parse(const std::string& spec) {
    std::vector<MeasureRequest> reqs;
    addMeasureSpec(spec, reqs);
    return reqs;
}

// "name:param,param|name" of a request list, for comparing two of them.
std::string describe(const std::vector<MeasureRequest>& reqs) {
    std::string s;
    for (const auto& r : reqs) {
        s += std::string(r.measure->name) + ":";
        for (double p : r.params) s += std::to_string(p) + ",";
        s += r.paramText + "|";
    }
    return s;
}

std::string errorOf(const std::string& spec, const EvalConfig& cfg = {}) {
    std::vector<MeasureRequest> reqs;
    EvalConfig c = cfg;
    try {
        addMeasureSpecOrGains(spec, c, reqs, "--gain-values");
    } catch (const MeasureSpecError& e) {
        return e.what();
    }
    return "";
}

// ir_measures name -> the RankLens spelling of the same computation, for every measure whose
// RankLens side predates this parser.
const std::vector<std::pair<std::string, std::string>> kSameAs = {
    {"nDCG@10", "ndcg_cut.10"},
    {"NDCG@10", "ndcg_cut.10"},
    {"nDCG", "ndcg"},
    {"nDCG(dcg=log2)@5", "ndcg_cut.5"},
    {"nDCG(dcg='exp-log2')@10", "ndcg_cut.10"},
    {"nDCG(dcg=exp-log2)@10", "ndcg_cut.10"},
    {"AP", "map"},
    {"MAP", "map"},
    {"AP@100", "map_cut.100"},
    {"AP(rel=2)@100", "map_cut.100"},
    {"P@5", "P.5"},
    {"P(rel=2)@5", "P.5"},
    {"Precision@10", "P.10"},
    {"P(cutoff=20)", "P.20"},
    {"P", "P"},
    {"R@100", "recall.100"},
    {"Recall@5", "recall.5"},
    {"RR", "recip_rank"},
    {"MRR", "recip_rank"},
    {"RR@10", "RR.10"},
    {"RR(rel=2)", "recip_rank"},
    {"Rprec", "Rprec"},
    {"RPrec", "Rprec"},
    {"Bpref", "bpref"},
    {"BPref(rel=1)", "bpref"},
    {"Success@10", "success.10"},
    {"Judged@10", "judged.10"},
    {"IPrec@0.5", "iprec_at_recall.0.5"},
    {"iP@0.5", "iprec_at_recall.0.5"},
    {"IPrec", "iprec_at_recall"},
    {"SetP", "set_P"},
    {"SetR", "set_recall"},
    {"SetF", "set_F"},
    {"SetF(beta=1.0)", "set_F"},
    {"SetF(beta=0.5)", "set_F.0.5"},
    {"NumRet", "num_ret"},
    {"NumRet(rel=1)", "num_rel_ret"},
    {"NumRelRet", "num_rel_ret"},
    {"NumRel", "num_rel"},
    {"RBP(p=0.8,rel=2)", "rbp_ranklens.0.8"},
    {"RBP(rel=1)", "rbp_ranklens.0.8"},
    {"RBP(p=0.5,rel=1)@10", "rbp_cut.10"},
    {"ERR@20", "err_cut.20"},
    {"ERR", "err_cut"},
    {"ERR_IA@20", "err_ia_cut.20"},
    {"nERR_IA@20", "nerr_ia_cut.20"},
    {"alpha_nDCG(alpha=0.5)@20", "alpha_ndcg_cut.20"},
    {"\xce\xb1_nDCG@5", "alpha_ndcg_cut.5"},
    {"alpha_nDCG", "alpha_ndcg_cut"},
    {"StRecall@10", "strec_cut.10"},
    {" nDCG @ 10 ", "ndcg_cut.10"},
    {"P( rel = 2 ) @ 5", "P.5"},
};

TEST(IrMeasuresSyntax, EachNameRequestsTheSameRankLensMeasure) {
    for (const auto& [ir, native] : kSameAs)
        EXPECT_EQ(describe(parse(ir)), describe(parse(native))) << ir << " vs " << native;
}

TEST(IrMeasuresSyntax, FriendlyNamesAreUnchanged) {
    // Names RankLens already took keep their meaning (lower case is never ir_measures').
    EXPECT_EQ(describe(parse("nerr@20")), describe(parse("nerr_cut.20")));
    EXPECT_EQ(describe(parse("ndcg@10")), describe(parse("ndcg_cut.10")));
    EXPECT_EQ(describe(parse("rbp_ranklens")), describe(parse("rbp_ranklens.0.5,0.8,0.95")));
    EXPECT_EQ(describe(parse("P_5")), describe(parse("P.5")));
    EXPECT_EQ(describe(parse("mrr@10")), describe(parse("RR.10")));
}

TEST(IrMeasuresSyntax, SeveralNamesMergeIntoOneRequest) {
    std::vector<MeasureRequest> reqs;
    addMeasureSpec("P@5", reqs);
    addMeasureSpec("P.10", reqs);
    addMeasureSpec("Precision@5", reqs);
    ASSERT_EQ(reqs.size(), 1u);
    EXPECT_EQ(reqs[0].params, (std::vector<double>{5, 10}));
}

TEST(IrMeasuresSyntax, SettingsMustMatchTheEvaluation) {
    EXPECT_EQ(errorOf("P@5"), "");
    EXPECT_EQ(errorOf("P(rel=1)@5"), "");
    const std::string rel2 = errorOf("P(rel=2)@5");
    EXPECT_NE(rel2.find("rel=2 is a setting of the whole evaluation"), std::string::npos) << rel2;
    EXPECT_NE(rel2.find("-l 2"), std::string::npos) << rel2;
    EXPECT_NE(rel2.find("threshold=2"), std::string::npos) << rel2;
    EvalConfig two;
    two.relevanceThreshold = 2;
    EXPECT_EQ(errorOf("P(rel=2)@5", two), "");
    EXPECT_EQ(errorOf("AP(rel=2)@100", two), "");
    EXPECT_EQ(errorOf("RBP(p=0.8,rel=2)", two), "");
    // A mixture of thresholds can never match one evaluation.
    EXPECT_NE(errorOf("P(rel=3)@5", two), "");
    EXPECT_NE(errorOf("RBP(p=0.8,rel=1)", two), "");

    const std::string exp = errorOf("nDCG(dcg=exp-log2)@10");
    EXPECT_NE(exp.find("--gain exponential"), std::string::npos) << exp;
    EvalConfig expo;
    expo.gain = GainKind::Exponential;
    EXPECT_EQ(errorOf("nDCG(dcg=exp-log2)@10", expo), "");
    EXPECT_NE(errorOf("nDCG(dcg=log2)@10", expo), "");
    EXPECT_EQ(errorOf("nDCG@10", expo), "");  // no dcg=: the evaluation's gain

    EXPECT_NE(errorOf("P(judged_only=True)@5").find("-J"), std::string::npos);
    EvalConfig judged;
    judged.judgedOnly = true;
    EXPECT_EQ(errorOf("P(judged_only=True)@5", judged), "");

    EXPECT_EQ(errorOf("alpha_nDCG(alpha=0.5)@20"), "");
    EXPECT_NE(errorOf("alpha_nDCG(alpha=0.3)@20").find("--alpha 0.3"), std::string::npos);
    EXPECT_NE(errorOf("RBP(p=0.5,rel=1)@10").find("--rbp-p 0.5"), std::string::npos);
    EXPECT_EQ(errorOf("RBP(p=0.8,rel=1)@10"), "");
}

TEST(IrMeasuresSyntax, UnsupportedParametersAreRefusedWithAReason) {
    EXPECT_NE(errorOf("nDCG(gains={0:0,1:1,2:3})@10").find("ndcg.0=0,1=1,2=3"), std::string::npos);
    EXPECT_NE(errorOf("ERR_IA(rel=2)@20").find("rel=1"), std::string::npos);
    EXPECT_NE(errorOf("NumQ").find("num_q"), std::string::npos);
    EXPECT_NE(errorOf("Accuracy@10").find("not computed by RankLens"), std::string::npos);
    EXPECT_NE(errorOf("RBP(p=0.8)@10").find("graded RBP"), std::string::npos);
    EXPECT_NE(errorOf("NERR8(min_rel=1,max_rel=4)@10").find("min_rel"), std::string::npos);
    EXPECT_NE(errorOf("P@0").find("cut-off"), std::string::npos);
    EXPECT_NE(errorOf("P@5.5").find("cut-off"), std::string::npos);
    EXPECT_NE(errorOf("Rprec@5").find("takes no cut-off"), std::string::npos);
    EXPECT_NE(errorOf("IPrec@1.5").find("[0, 1]"), std::string::npos);
    EXPECT_NE(errorOf("P(rel=x)@5").find("not an integer"), std::string::npos);
    EXPECT_NE(errorOf("P(rel=2@5").find("NAME(key=value,...)"), std::string::npos);
    EXPECT_NE(errorOf("RBP(p=1.5,rel=1)").find("p must lie in"), std::string::npos);
}

TEST(IrMeasuresSyntax, DidYouMean) {
    const std::string typo = errorOf("nDGC@10");
    EXPECT_NE(typo.find("unknown measure 'nDGC@10'; did you mean 'nDCG@10'?"), std::string::npos)
        << typo;
    EXPECT_NE(errorOf("bpreff").find("did you mean 'bpref'?"), std::string::npos);
    EXPECT_NE(errorOf("ndcg_cutt.10").find("did you mean 'ndcg_cut.10'?"), std::string::npos);
    EXPECT_NE(errorOf("StRecal@5").find("did you mean 'StRecall@5'?"), std::string::npos);
    EXPECT_NE(errorOf("Bperf(rel=2)").find("did you mean 'Bpref(rel=2)'?"), std::string::npos);
    const std::string param = errorOf("P(rell=2)@5");
    EXPECT_NE(param.find("P has no parameter 'rell'; did you mean 'rel'?"), std::string::npos)
        << param;
    EXPECT_NE(param.find("cutoff,rel,judged_only"), std::string::npos) << param;
    // Nothing close: no guess, still the list of names.
    const std::string far = errorOf("zzzzzzzzzz");
    EXPECT_EQ(far.find("did you mean"), std::string::npos) << far;
    EXPECT_NE(far.find("(known: "), std::string::npos) << far;
    EXPECT_EQ(nearestMeasureName("recip_rnak"), "recip_rank");
    EXPECT_EQ(nearestMeasureName("NDCG_CUT"), "ndcg_cut");
}

// Several names close to a misspelt one: the nearest first, then the others.
TEST(IrMeasuresSyntax, AnUnknownNameListsTheNearestNames) {
    const auto near = nearestMeasureNames("ndcg_cutt", 4);
    ASSERT_GE(near.size(), 2u);
    EXPECT_EQ(near[0], "ndcg_cut");
    EXPECT_LE(near.size(), 4u);
    const std::string msg = errorOf("map_cutt.5");
    EXPECT_NE(msg.find("unknown measure 'map_cutt.5'; did you mean 'map_cut.5'? Other near names: "
                       "'rbp_cut.5'"),
              std::string::npos)
        << msg;
    EXPECT_EQ(msg.find("(known: "), std::string::npos) << msg;
}

TEST(IrMeasuresSyntax, EveryNameIsKnown) {
    for (const auto& name : irMeasuresNames()) {
        std::vector<MeasureRequest> reqs;
        try {
            addMeasureSpec(name, reqs);
        } catch (const MeasureSpecError& e) {
            // Only the documented refusals; never "unknown measure".
            EXPECT_EQ(std::string(e.what()).find("unknown measure"), std::string::npos) << name;
        }
    }
}

// The same numbers as the RankLens names on the CLI test data (tests/data/cli).
class IrMeasuresOnData : public ::testing::Test {
  protected:
    static EvalResult eval(const std::vector<std::string>& specs, const EvalConfig& cfg) {
        core::Run r = readTrecRun(std::string(RANKLENS_TEST_DATA) + "/cli/run.txt");
        const Qrels q = readTrecQrels(std::string(RANKLENS_TEST_DATA) + "/cli/qrels.txt");
        EvalConfig c = cfg;
        EvalOptions opts;
        for (const auto& s : specs) addMeasureSpecOrGains(s, c, opts.requests, "gains");
        opts.threads = 1;
        return evaluate(r, q, c, opts);
    }
    static void expectSame(const std::string& ir, const std::string& native,
                           const EvalConfig& cfg = {}) {
        const EvalResult a = eval({ir}, cfg), b = eval({native}, cfg);
        ASSERT_EQ(a.columns.size(), b.columns.size()) << ir;
        ASSERT_FALSE(a.columns.empty()) << ir;
        for (std::size_t i = 0; i < a.columns.size(); ++i) {
            EXPECT_EQ(a.columns[i].name, b.columns[i].name) << ir;
            EXPECT_EQ(a.columns[i].aggregate, b.columns[i].aggregate) << ir;
            EXPECT_EQ(a.columns[i].perQuery, b.columns[i].perQuery) << ir;
        }
    }
};

TEST_F(IrMeasuresOnData, SameNumbersAsTheRankLensNames) {
    for (const auto& [ir, native] : kSameAs)
        if (ir.find("IA") == std::string::npos && ir.find("lpha") == std::string::npos &&
            ir.find("\xce\xb1") == std::string::npos && ir.find("StRecall") == std::string::npos &&
            ir.find("exp-log2") == std::string::npos && ir.find("rel=2") == std::string::npos &&
            ir.find("rel = 2") == std::string::npos && ir.find("p=0.5") == std::string::npos)
            expectSame(ir, native);
    EvalConfig two;
    two.relevanceThreshold = 2;
    expectSame("P(rel=2)@5", "P.5", two);
    expectSame("AP(rel=2)@100", "map_cut.100", two);
    expectSame("RBP(p=0.8,rel=2)", "rbp_ranklens.0.8", two);
    EvalConfig expo;
    expo.gain = GainKind::Exponential;
    expectSame("nDCG(dcg=exp-log2)@10", "ndcg_cut.10", expo);
    EvalConfig half;
    half.rbpPersistence = 0.5;
    expectSame("RBP(p=0.5,rel=1)@10", "rbp_cut.10", half);
}

TEST_F(IrMeasuresOnData, NamesAreTheTrecEvalColumns) {
    const EvalResult r = eval({"nDCG@10", "P@5", "AP", "RR@10", "SetF(beta=0.5)"}, {});
    std::vector<std::string> names;
    for (const auto& c : r.columns) names.push_back(c.name);
    EXPECT_EQ(names, (std::vector<std::string>{"map", "P_5", "ndcg_cut_10", "set_F_0.5", "RR_10"}));
    // A rel=2 number differs from rel=1 on these labels (grades 0..2): the setting is used.
    EvalConfig two;
    two.relevanceThreshold = 2;
    EXPECT_NE(eval({"P(rel=2)@5"}, two).columns[0].aggregate,
              eval({"P@5"}, {}).columns[0].aggregate);
}

// The front ends' path (settings checked, then the spec added): RankLens' own cut-off lists
// ("P@5,10", which ir_measures' P@k does not take) still reach the friendly parser.
TEST(IrMeasuresSyntax, OwnCutoffListsPassTheSettingsCheck) {
    EvalConfig cfg;
    std::vector<MeasureRequest> reqs;
    addMeasureSpecOrGains("P@5,10", cfg, reqs, "--gain-values");
    addMeasureSpecOrGains("nDCG@10", cfg, reqs, "--gain-values");
    ASSERT_EQ(reqs.size(), 2u);
    EXPECT_EQ(reqs[0].measure->name, "P");
    EXPECT_EQ(reqs[0].params, (std::vector<double>{5, 10}));
    EXPECT_EQ(reqs[1].measure->name, "ndcg_cut");
    EXPECT_EQ(reqs[1].params, (std::vector<double>{10}));
}

}  // namespace
}  // namespace ranklens::core
