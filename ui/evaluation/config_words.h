#pragma once
// The values of the definitions (gain, ideal order, ties, query set, ...) as words of the UI
// language, for the one-line description under every plot and table. core's description keeps
// the CLI's option values (linear, labels, trec_eval, run-and-labels); the English words here are
// the same, the Chinese ones are translated, so a 简体中文 title never shows an option value.
#include <QCoreApplication>
#include <QString>

#include <vector>

#include "core/definitions/definition_schema.h"
#include "core/definitions/eval_config.h"

namespace ranklens::ui {

class ConfigWords {
    Q_DECLARE_TR_FUNCTIONS(ConfigWords)
  public:
    static QString gain(const core::EvalConfig& c);  // "linear", "exponential", "custom [0,1,3]"
    static QString ideal(core::IdealOrder o);        // "labels", "retrieved"
    static QString ties(core::TiePolicy t);          // "trec_eval", "input", "rank", "average"
    static QString querySet(core::QuerySet q);       // "run-and-labels", "all-labelled"
    static QString yesNo(bool on);                   // judged only
    static QString belowThreshold(bool zero);        // NDCG gain below the threshold
    static QString emptyQueries(core::EmptyQueries e);
    // The whole description (core::describeParts' format, then listed), translated.
    static QString describe(const core::EvalConfig& c);
    // "; its name: its value" for each row of rows described as Listed whose value in c is not
    // its default (core::listedDescription in words of the UI language).
    static QString listed(const core::EvalConfig& c,
                          const std::vector<core::Definition>& rows = core::definitionSchema());
};

}  // namespace ranklens::ui
