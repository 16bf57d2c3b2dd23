#pragma once
// The one rule for a number with nothing behind it — a mean over 0 queries, an effect size or
// an interval over fewer than 2 paired queries, a value a run did not compute: it reads "–",
// never 0.0000, and the reason goes beside it (a tooltip, the summary line, a plot's message,
// an export's comment). Every view, model and export formats such numbers through here.
#include <QCoreApplication>
#include <QString>
#include <cstddef>

namespace ranklens::ui {

class NoValue {
    Q_DECLARE_TR_FUNCTIONS(NoValue)
  public:
    static QString dash();  // "–"
    // v with `decimals` places ("0.5252"), signed when `sign` ("+0.0400"); "–" when not finite.
    static QString number(double v, int decimals = 4, bool sign = false);
    // A mean over n queries: number(v) when n > 0, else "–".
    static QString mean(double v, std::size_t n, int decimals = 4, bool sign = false);
    // For CSV: the full-precision number, or "–".
    static QString csv(double v);
    // "– (reason)".
    static QString withReason(const QString& reason);

    // The reasons.
    static QString noQueries();  // "no query to average"
    // "needs at least 2 paired queries (here: 1)"
    static QString tooFewPairs(std::size_t pairs, std::size_t needed = 2);
};

}  // namespace ranklens::ui
