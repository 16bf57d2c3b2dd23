#include "ui/evaluation/config_words.h"

#include <sstream>

#include "ui/evaluation/definition_control.h"

namespace ranklens::ui {

QString ConfigWords::gain(const core::EvalConfig& c) {
    switch (c.gain) {
        case core::GainKind::Linear:
            return tr("linear", "NDCG gain");
        case core::GainKind::Exponential:
            return tr("exponential", "NDCG gain");
        case core::GainKind::Custom: {
            QStringList gains;
            for (const double g : c.customGains) gains << QString::number(g);
            return tr("custom [%1]", "NDCG gain").arg(gains.join(QLatin1Char(',')));
        }
    }
    return QStringLiteral("?");
}

QString ConfigWords::ideal(core::IdealOrder o) {
    return o == core::IdealOrder::Labels ? tr("labels", "ideal order: every labelled item")
                                         : tr("retrieved", "ideal order: the retrieved items");
}

QString ConfigWords::ties(core::TiePolicy t) {
    switch (t) {
        case core::TiePolicy::TrecEval:
            return tr("trec_eval", "ties broken as trec_eval (docid descending)");
        case core::TiePolicy::InputOrder:
            return tr("input", "ties kept in the input's order");
        case core::TiePolicy::Rank:
            return tr("rank", "ties ordered by the rank column");
        case core::TiePolicy::Average:
            return tr("average", "tied groups averaged");
    }
    return QStringLiteral("?");
}

QString ConfigWords::querySet(core::QuerySet q) {
    return q == core::QuerySet::RunAndLabels
               ? tr("run-and-labels", "queries in both the run and the labels")
               : tr("all-labelled", "every labelled query");
}

QString ConfigWords::yesNo(bool on) {
    return on ? tr("yes") : tr("no");
}

QString ConfigWords::belowThreshold(bool zero) {
    return zero ? tr("zero", "gain below the threshold set to 0")
                : tr("keep", "gain below the threshold kept");
}

QString ConfigWords::emptyQueries(core::EmptyQueries e) {
    switch (e) {
        case core::EmptyQueries::Zero:
            return tr("zero", "a query without a relevant item scores 0");
        case core::EmptyQueries::Skip:
            return tr("skip", "a query without a relevant item is left out");
        case core::EmptyQueries::One:
            return tr("one", "a query without a relevant item scores 1");
    }
    return QStringLiteral("?");
}

QString ConfigWords::describe(const core::EvalConfig& c) {
    QString text = QCoreApplication::translate("EvalConfig", core::ConfigDescription::format)
                       .arg(QString::fromStdString(c.thresholdText()), gain(c), ideal(c.ideal),
                            ties(c.ties), querySet(c.querySet));
    if (c.maxDocsPerQuery > 0)
        text += QCoreApplication::translate("EvalConfig", core::ConfigDescription::maxDocsFormat)
                    .arg(c.maxDocsPerQuery);
    // The four later settings (judged only, NDCG threshold, empty queries, log base) only when
    // one differs from trec_eval: at their defaults they would add a line to every plot title
    // and say nothing the definitions bar does not (the CLI's outputs always state them).
    if (!c.extrasAreDefault()) {
        std::ostringstream base;
        base << c.logBase;  // as core writes it: 2, 10, 2.71828
        text += QCoreApplication::translate("EvalConfig", core::ConfigDescription::extrasFormat)
                    .arg(yesNo(c.judgedOnly), belowThreshold(c.thresholdInGain),
                         emptyQueries(c.emptyQueries), QString::fromStdString(base.str()));
    }
    return text + listed(c);
}

QString ConfigWords::listed(const core::EvalConfig& c, const std::vector<core::Definition>& rows) {
    QString text;
    for (const auto& d : rows) {
        const std::string value = d.text(c);
        if (d.described != core::Described::Listed || value == d.defaultText()) continue;
        const bool plainFlag = d.shape == core::DefinitionShape::Flag && !d.choices.at(1).words;
        text += tr("; %1: %2", "a definition and its value under the plots")
                    .arg(definitionName(d),
                         plainFlag ? yesNo(value == d.choices[1].text) : valueWords(d, value));
    }
    return text;
}

}  // namespace ranklens::ui
