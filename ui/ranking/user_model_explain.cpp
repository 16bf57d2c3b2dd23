#include "ui/ranking/user_model_explain.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>

#include "core/judged/judged_ranking.h"
#include "ui/common/measure_text.h"
#include "ui/common/window_geometry.h"
#include "ui/ranking/beyond_explain.h"
#include "ui/ranking/explain_html.h"

namespace ranklens::ui {

namespace {

namespace tch = core::teaching;

// Ranks listed in a table at most; the totals always cover every rank.
constexpr int kMaxRows = 100;

// The item and the subtopics (or grade) read left to right; numbers line up right.
bool itemAndGradeLeft(qsizetype column, const QString&) {
    return column == 1 || column == 2;
}

// Closes a table, saying how many ranks were left out of it.
void endTable(ExplainHtml& h, int notShown) {
    h.endTable();
    if (notShown > 0)
        h.para(QCoreApplication::translate("UserModelExplain",
                                           "\u2026 %n more rank(s) not listed (they are in the "
                                           "totals).",
                                           "", notShown));
}

QString gradeText(std::int32_t g) {
    return g == core::kUnjudged ? QCoreApplication::translate("UserModelExplain", "unlabelled")
                                : QString::number(g);
}

QString docAt(const UserModelExplainInput& in, int rank) {
    return rank - 1 < in.docs.size() ? in.docs[rank - 1].toHtmlEscaped() : QString();
}

QString errHtml(const UserModelExplainInput& in, bool normalised) {
    const tch::UserModelExplanation& e = in.user;
    ExplainHtml h(in.decimals, itemAndGradeLeft);
    h.heading(
        QCoreApplication::translate("UserModelExplain", "ERR@%1: where the user stops").arg(e.k));
    h.para(QCoreApplication::translate(
               "UserModelExplain",
               "The user reads down the list and stops at a rank, satisfied, with probability "
               "R = (2<sup>g</sup> \u2212 1) / 2<sup>%1</sup> (g = the grade, at most the "
               "maximum grade %1; unlabelled items stop nobody). A rank adds R \u00d7 (the chance "
               "of getting there) / rank.")
               .arg(e.cfg.errMaxGrade));
    h.beginTable({QCoreApplication::translate("UserModelExplain", "Rank"),
                  QCoreApplication::translate("UserModelExplain", "Item"),
                  QCoreApplication::translate("UserModelExplain", "Grade"),
                  QCoreApplication::translate("UserModelExplain", "Stops here (R)"),
                  QCoreApplication::translate("UserModelExplain", "Gets here"),
                  QCoreApplication::translate("UserModelExplain", "Adds"),
                  QCoreApplication::translate("UserModelExplain", "ERR so far")});
    int shown = 0, inTopK = 0;
    for (const tch::ErrStep& s : e.err) {
        if (!s.inTopK) break;
        ++inTopK;
        if (shown >= kMaxRows) continue;
        ++shown;
        h.row({QString::number(s.rank), docAt(in, s.rank), gradeText(s.grade), h.num(s.stop),
               h.num(s.reach), h.num(s.contribution), h.num(s.runningErr)},
              s.stop == 0.0);
    }
    endTable(h, inTopK - shown);
    h.para(QCoreApplication::translate("UserModelExplain", "ERR@%1 = <b>%2</b>")
               .arg(e.k)
               .arg(h.num(e.errAtK)));
    if (normalised) {
        if (e.idealErrAtK > 0)
            h.para(QCoreApplication::translate(
                       "UserModelExplain",
                       "The ideal order (grades sorted, highest first) has ERR@%1 = %2, so "
                       "nERR@%1 = %3 / %2 = <b>%4</b>.")
                       .arg(e.k)
                       .arg(h.num(e.idealErrAtK), h.num(e.errAtK), h.num(e.nerrAtK)));
        else
            h.para(
                QCoreApplication::translate(
                    "UserModelExplain", "No label is positive: the ideal ERR is 0 and nERR@%1 = 0.")
                    .arg(e.k));
    }
    return h.text();
}

QString rbpHtml(const UserModelExplainInput& in) {
    const tch::UserModelExplanation& e = in.user;
    ExplainHtml h(in.decimals, itemAndGradeLeft);
    h.heading(QCoreApplication::translate("UserModelExplain",
                                          "RBP(%1): a user who goes on with probability %1")
                  .arg(e.p));
    h.para(QCoreApplication::translate(
               "UserModelExplain",
               "Rank i has weight (1 \u2212 p) p<sup>i&#8722;1</sup>: the share of users who read "
               "it. RBP adds the weights of the relevant items (grade \u2265 %1). It has no "
               "cut-off.")
               .arg(QString::fromStdString(e.cfg.thresholdText())));
    h.beginTable({QCoreApplication::translate("UserModelExplain", "Rank"),
                  QCoreApplication::translate("UserModelExplain", "Item"),
                  QCoreApplication::translate("UserModelExplain", "Grade"),
                  QCoreApplication::translate("UserModelExplain", "Weight"),
                  QCoreApplication::translate("UserModelExplain", "Adds"),
                  QCoreApplication::translate("UserModelExplain", "RBP so far"),
                  QCoreApplication::translate("UserModelExplain", "Residual")});
    int shown = 0;
    for (const tch::RbpStep& s : e.rbp) {
        if (shown >= kMaxRows) break;
        ++shown;
        h.row({QString::number(s.rank), docAt(in, s.rank), gradeText(s.grade), h.num(s.weight),
               s.relevant ? h.num(s.weight) : QStringLiteral("0"), h.num(s.runningRbp),
               s.unlabelled ? h.num(s.weight) : QString()},
              !s.relevant);
    }
    endTable(h, static_cast<int>(e.rbp.size()) - shown);
    h.para(QCoreApplication::translate("UserModelExplain", "RBP(%1) = <b>%2</b>")
               .arg(e.p)
               .arg(h.num(e.rbpValue)));
    h.para(QCoreApplication::translate(
               "UserModelExplain",
               "Residual: the unlabelled ranks could add %1 and everything below the %2 returned "
               "items p<sup>%2</sup> = %3, together <b>%4</b>. The true RBP lies between %5 and "
               "%6.")
               .arg(h.num(e.residualUnlabelled))
               .arg(e.rbp.size())
               .arg(h.num(e.residualTail), h.num(e.residual), h.num(e.rbpValue),
                    h.num(e.rbpValue + e.residual)));
    return h.text();
}

QString hitsText(const tch::AlphaStep& s, double alpha) {
    QStringList parts;
    for (const tch::SubtopicHit& hit : s.hits)
        parts << QStringLiteral("%1: (1\u2212%2)<sup>%3</sup> = %4")
                     .arg(QString::fromStdString(hit.subtopic).toHtmlEscaped())
                     .arg(alpha)
                     .arg(hit.seenBefore)
                     .arg(hit.factor);
    return parts.isEmpty() ? QStringLiteral("\u2013") : parts.join(QStringLiteral("<br>"));
}

// One table of alpha-DCG steps (the list's or the ideal order's).
void alphaTable(ExplainHtml& h, const std::vector<tch::AlphaStep>& steps, double alpha,
                const UserModelExplainInput& in, bool ideal) {
    h.beginTable({QCoreApplication::translate("UserModelExplain", "Rank"),
                  QCoreApplication::translate("UserModelExplain", "Item"),
                  QCoreApplication::translate("UserModelExplain", "Subtopics: novelty discount"),
                  QCoreApplication::translate("UserModelExplain", "Gain"),
                  QCoreApplication::translate("UserModelExplain", "1/log<sub>2</sub>(rank+1)"),
                  QCoreApplication::translate("UserModelExplain", "Adds"),
                  QCoreApplication::translate("UserModelExplain", "\u03b1-DCG so far")});
    int shown = 0;
    for (const tch::AlphaStep& s : steps) {
        if (shown >= kMaxRows) break;
        ++shown;
        const QString doc =
            ideal ? QString::fromStdString(s.doc).toHtmlEscaped() : docAt(in, s.rank);
        h.row({QString::number(s.rank), doc, hitsText(s, alpha), h.num(s.gain), h.num(s.discount),
               h.num(s.contribution), h.num(s.runningDcg)},
              s.gain == 0.0);
    }
    endTable(h, static_cast<int>(steps.size()) - shown);
}

QString subtopicCount(std::size_t n) {
    const int count = static_cast<int>(n);
    return QCoreApplication::translate("UserModelExplain", "The query has %n subtopic(s).", nullptr,
                                       count);
}

QString noSubtopicsHtml() {
    return QStringLiteral("<p>%1</p>")
        .arg(QCoreApplication::translate(
            "UserModelExplain",
            "This query has no subtopic labels, so the intent-aware measures are 0. Import them "
            "with File \u203a Import Subtopic Labels\u2026"));
}

QString alphaNdcgHtml(const UserModelExplainInput& in) {
    const tch::DiversityExplanation& e = in.diversity;
    ExplainHtml h(in.decimals, itemAndGradeLeft);
    h.heading(QCoreApplication::translate("UserModelExplain",
                                          "\u03b1-nDCG@%1: a subtopic seen again is worth less")
                  .arg(e.k));
    h.para(QCoreApplication::translate(
               "UserModelExplain",
               "An item's gain is the sum, over the subtopics it is relevant to, of "
               "(1 \u2212 \u03b1)<sup>c</sup>, c = the items above it already relevant to that "
               "subtopic (\u03b1 = %1).")
               .arg(e.alpha) +
           QStringLiteral(" ") + subtopicCount(e.numSubtopics));
    alphaTable(h, e.steps, e.alpha, in, false);
    h.para(QCoreApplication::translate("UserModelExplain", "\u03b1-DCG@%1 = %2")
               .arg(e.k)
               .arg(h.num(e.alphaDcg)));
    h.para(QCoreApplication::translate(
        "UserModelExplain",
        "The ideal order (greedy: at each rank the item with the largest gain):"));
    alphaTable(h, e.ideal, e.alpha, in, true);
    h.para(QCoreApplication::translate("UserModelExplain", "\u03b1-nDCG@%1 = %2 / %3 = <b>%4</b>")
               .arg(e.k)
               .arg(h.num(e.alphaDcg), h.num(e.idealAlphaDcg), h.num(e.alphaNdcg)));
    return h.text();
}

QString errIaHtml(const UserModelExplainInput& in) {
    const tch::DiversityExplanation& e = in.diversity;
    ExplainHtml h(in.decimals, itemAndGradeLeft);
    h.heading(QCoreApplication::translate("UserModelExplain",
                                          "ERR-IA@%1: ERR averaged over the subtopics")
                  .arg(e.k));
    h.para(subtopicCount(e.numSubtopics) + QStringLiteral(" ") +
           QCoreApplication::translate(
               "UserModelExplain",
               "A user with one of them in mind stops at an item relevant to it with "
               "probability \u03b1 = %1; a rank adds its novelty gain / rank. The sum is divided "
               "by its largest possible value, every subtopic satisfied at every rank: "
               "\u03a3 |S| (1 \u2212 \u03b1)<sup>r&#8722;1</sup> / r = %2.")
               .arg(e.alpha)
               .arg(h.num(e.errIaNorm)));
    h.beginTable({QCoreApplication::translate("UserModelExplain", "Rank"),
                  QCoreApplication::translate("UserModelExplain", "Item"),
                  QCoreApplication::translate("UserModelExplain", "Subtopics: novelty discount"),
                  QCoreApplication::translate("UserModelExplain", "Gain"),
                  QCoreApplication::translate("UserModelExplain", "Gain / rank")});
    int shown = 0;
    for (const tch::AlphaStep& s : e.steps) {
        if (shown >= kMaxRows) break;
        ++shown;
        h.row({QString::number(s.rank), docAt(in, s.rank), hitsText(s, e.alpha), h.num(s.gain),
               h.num(s.gain / s.rank)},
              s.gain == 0.0);
    }
    endTable(h, static_cast<int>(e.steps.size()) - shown);
    h.para(QCoreApplication::translate("UserModelExplain", "ERR-IA@%1 = %2 / %3 = <b>%4</b>")
               .arg(e.k)
               .arg(h.num(e.errIaSum), h.num(e.errIaNorm), h.num(e.errIa)));
    return h.text();
}

QString strecHtml(const UserModelExplainInput& in) {
    const tch::DiversityExplanation& e = in.diversity;
    ExplainHtml h(in.decimals, itemAndGradeLeft);
    h.heading(QCoreApplication::translate("UserModelExplain",
                                          "S-recall@%1: how many subtopics the top %1 cover")
                  .arg(e.k));
    h.beginTable({QCoreApplication::translate("UserModelExplain", "Rank"),
                  QCoreApplication::translate("UserModelExplain", "Item"),
                  QCoreApplication::translate("UserModelExplain", "Subtopics"),
                  QCoreApplication::translate("UserModelExplain", "Covered so far")});
    int shown = 0;
    for (const tch::AlphaStep& s : e.steps) {
        if (shown >= kMaxRows) break;
        ++shown;
        QStringList names;
        for (const tch::SubtopicHit& hit : s.hits)
            names << QString::fromStdString(hit.subtopic).toHtmlEscaped() +
                         (hit.seenBefore == 0
                              ? QCoreApplication::translate("UserModelExplain", " (new)")
                              : QString());
        h.row({QString::number(s.rank), docAt(in, s.rank), names.join(QStringLiteral(", ")),
               QString::number(s.covered)},
              s.hits.empty());
    }
    endTable(h, static_cast<int>(e.steps.size()) - shown);
    const int covered = e.steps.empty() ? 0 : e.steps.back().covered;
    h.para(QCoreApplication::translate("UserModelExplain", "S-recall@%1 = %2 / %3 = <b>%4</b>")
               .arg(e.k)
               .arg(covered)
               .arg(e.numSubtopics)
               .arg(h.num(e.subtopicRecall)));
    return h.text();
}

}  // namespace

QString userModelExplainHtml(core::RankingMeasure m, const UserModelExplainInput& in) {
    using M = core::RankingMeasure;
    if (core::rankingMeasureInfo(m).subtopics && in.diversity.numSubtopics == 0)
        return noSubtopicsHtml();
    switch (m) {
        case M::Rbp:
        case M::RbpResidual:
            return rbpHtml(in);
        case M::Err:
            return errHtml(in, false);
        case M::Nerr:
            return errHtml(in, true);
        case M::AlphaNdcg:
            return alphaNdcgHtml(in);
        case M::ErrIa:
            return errIaHtml(in);
        case M::SubtopicRecall:
            return strecHtml(in);
        default:  // not a user model (the view explains those elsewhere)
            break;
    }
    return {};
}

UserModelExplainDialog::UserModelExplainDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("userModelExplainDialog"));
    auto* lay = new QVBoxLayout(this);
    text_ = new QTextBrowser(this);
    text_->setOpenLinks(false);
    lay->addWidget(text_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    lay->addWidget(buttons);
    fitToScreen(this, QSize(820, 600));
}

void UserModelExplainDialog::showMeasure(core::RankingMeasure m, const UserModelExplainInput& in) {
    measure_ = m;
    setWindowTitle(tr("Explain %1").arg(measureTitle(core::rankingMeasureInfo(m))));
    html_ = userModelExplainHtml(m, in);
    text_->setHtml(html_);
}

void UserModelExplainDialog::showBeyond(core::RankingMeasure m,
                                        const core::teaching::BeyondExplanation& e, int decimals,
                                        const QString& missing) {
    measure_ = m;
    setWindowTitle(tr("Explain %1").arg(measureTitle(core::rankingMeasureInfo(m))));
    html_ = beyondExplainHtml(m, e, decimals, missing);
    text_->setHtml(html_);
}

}  // namespace ranklens::ui
