#include "ui/project/import_filters.h"

namespace ranklens::ui {

QString ImportFilters::allFirst(const QString& named) {
    return tr("All files (*)") + QStringLiteral(";;") + named;
}

QString ImportFilters::runsAndLabels() {
    return allFirst(
        tr("Runs and labels (*.run *.qrels *.test *.txt *.csv *.tsv *.json *.jsonl "
           "*.gz)"));
}

QString ImportFilters::evaluatedRuns() {
    return allFirst(tr("Per-query values: qid, measure, value (*.csv *.tsv *.txt *.gz)"));
}

QString ImportFilters::subtopicLabels() {
    return allFirst(tr("Diversity qrels (*.qrels *.txt *.tsv)"));
}

QString ImportFilters::clickLogs() {
    return allFirst(tr("Click logs (*.csv *.tsv *.gz)"));
}

}  // namespace ranklens::ui
