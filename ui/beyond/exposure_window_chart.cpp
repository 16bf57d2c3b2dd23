// ExposureWindow's chart and definitions text (see exposure_window.h): per item group, each
// run's exposure share next to the group's share of the relevant items.
#include <QColor>

#include "ui/beyond/exposure_table_model.h"
#include "ui/beyond/exposure_window.h"
#include "ui/common/palette.h"
#include "ui/plot/plot_widget.h"

namespace ranklens::ui {

QString ExposureWindow::definitionsText() const {
    const QString lists = report_.segment.empty()
                              ? tr("the lists of the run's labelled queries")
                              : tr("the lists of the run's labelled queries in segment <b>%1</b>")
                                    .arg(QString::fromStdString(report_.segment).toHtmlEscaped());
    return tr("<b>Exposure share</b> of a group = Σ 1/log2(r+1) over the places r ≤ %1 holding "
              "its items ÷ the same sum over all groups (the DCG discount: rank 1 counts 1, rank "
              "2 0.63, rank 10 0.29), over %2. <b>Relevant share</b> = the group's (query, item) "
              "labels ≥ %3 ÷ all such labels of the same queries. Groups: the items' category "
              "(imported item metadata; popularity is not used here). k, threshold, ties and "
              "depth follow the definitions bar.")
        .arg(report_.k)
        .arg(lists)
        .arg(report_.threshold);
}

void ExposureWindow::plotReport() {
    QStringList categories;
    for (const auto& g : report_.groups)
        categories << (g == core::kNoGroup ? tr("(no category)") : QString::fromStdString(g));
    QVector<BarSeries> series;
    const auto relevantSeries = [&](std::size_t r, const QString& name, const QColor& color) {
        BarSeries s{name, {}, {}, color};
        for (int c = 0; c < categories.size(); ++c) {
            const auto* row = report_.row(r, report_.groups[static_cast<std::size_t>(c)]);
            s.values << (row ? row->relevantShare : 0.0) * 100.0;
            s.tips << tr("<b>%1</b><br>%2 of the relevant items (%3 labels ≥ %4)")
                          .arg(categories[c].toHtmlEscaped(),
                               sharePercent(row ? row->relevantShare : 0.0))
                          .arg(row ? row->relevant : 0)
                          .arg(report_.threshold);
        }
        series << s;
    };
    if (!report_.runs.empty() && !report_.relevantDiffers)
        relevantSeries(0, tr("relevant items"), QColor(150, 150, 150));
    for (std::size_t r = 0; r < report_.runs.size(); ++r) {
        const RunExposure& run = report_.runs[r];
        if (report_.relevantDiffers)  // the runs returned different queries
            relevantSeries(r, tr("relevant items (%1)").arg(run.name),
                           runColor(run.run).lighter(150));
        BarSeries s{tr("%1: exposure").arg(run.name), {}, {}, runColor(run.run)};
        for (int c = 0; c < categories.size(); ++c) {
            const auto* row = report_.row(r, report_.groups[static_cast<std::size_t>(c)]);
            s.values << (row ? row->exposureShare : 0.0) * 100.0;
            s.tips << tr("<b>%1</b> in %2<br>%3 of the attention in the top %4<br>%5 places, "
                         "attention %6")
                          .arg(categories[c].toHtmlEscaped(), run.name.toHtmlEscaped(),
                               sharePercent(row ? row->exposureShare : 0.0))
                          .arg(report_.k)
                          .arg(row ? row->shown : 0)
                          .arg(row ? row->attention : 0.0, 0, 'f', 2);
        }
        series << s;
    }
    plot_->setGroupedBars(series, categories, tr("share (%)"));
    plot_->setTitle(tr("Who gets shown? Share of the attention in the top %1 per item group, "
                       "next to the group's share of the relevant items")
                        .arg(report_.k));
}

}  // namespace ranklens::ui
