// ComparisonWindow: its exports — the report (Markdown, HTML, LaTeX, CSV, JSON, as the CLI
// writes it) and the chart shown (PNG, PDF, SVG) — and the Export button that offers them.
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTabWidget>

#include "ui/compare/comparison_window.h"
#include "ui/plot/plot_widget.h"

namespace ranklens::ui {

namespace cmp = core::compare;

// Reports (Markdown, HTML, LaTeX, CSV, JSON) and the chart shown (PNG, PDF, SVG).
QPushButton* ComparisonWindow::makeExportButton() {
    auto* exportButton = texts_.text(new QPushButton(this), [] { return tr("&Export"); });
    auto* menu = new QMenu(exportButton);
    texts_.addAction(
        menu, [] { return tr("Report as &Markdown…"); }, this,
        [this] { exportInteractively(QStringLiteral("md")); });
    texts_.addAction(
        menu, [] { return tr("Report as &HTML…"); }, this,
        [this] { exportInteractively(QStringLiteral("html")); });
    texts_.addAction(
        menu, [] { return tr("Report as &LaTeX (booktabs)…"); }, this,
        [this] { exportInteractively(QStringLiteral("tex")); });
    texts_.addAction(
        menu, [] { return tr("Report as &CSV…"); }, this,
        [this] { exportInteractively(QStringLiteral("csv")); });
    texts_.addAction(
        menu, [] { return tr("Report as &JSON…"); }, this,
        [this] { exportInteractively(QStringLiteral("json")); });
    menu->addSeparator();
    texts_.addAction(
        menu, [] { return tr("Chart as &PNG…"); }, this,
        [this] { exportInteractively(QStringLiteral("png")); });
    texts_.addAction(
        menu, [] { return tr("Chart as P&DF…"); }, this,
        [this] { exportInteractively(QStringLiteral("pdf")); });
    texts_.addAction(
        menu, [] { return tr("Chart as &SVG…"); }, this,
        [this] { exportInteractively(QStringLiteral("svg")); });
    exportButton->setMenu(menu);
    return exportButton;
}

bool ComparisonWindow::exportReport(const QString& file, cmp::ReportFormat f) const {
    if (!outcome_) return false;
    QSaveFile out(file);  // all or nothing: a failed write leaves the old file as it was
    if (!out.open(QIODevice::WriteOnly)) return false;
    out.write(QByteArray::fromStdString(cmp::render(outcome_->report, f)));
    return out.commit();
}

bool ComparisonWindow::exportChart(const QString& file, const QString& format) const {
    auto* charts = findChild<QTabWidget*>(QStringLiteral("charts"));
    const PlotWidget* p = charts && charts->currentWidget() == scatter_ ? scatter_ : deltas_;
    if (format == QLatin1String("png")) return p->savePng(file);
    if (format == QLatin1String("pdf")) return p->savePdf(file);
    if (format == QLatin1String("svg")) return p->saveSvg(file);
    return false;
}

void ComparisonWindow::exportInteractively(const QString& kind) {
    if (!outcome_) {
        QMessageBox::information(this, tr("Export"), tr("Run a comparison first."));
        return;
    }
    const bool chart = kind == QLatin1String("png") || kind == QLatin1String("pdf") ||
                       kind == QLatin1String("svg");
    const QString file =
        QFileDialog::getSaveFileName(this, tr("Export comparison"), tr("comparison.%1").arg(kind),
                                     tr("%1 files (*.%2)").arg(kind.toUpper(), kind));
    if (file.isEmpty()) return;
    const bool ok = chart ? exportChart(file, kind)
                          : exportReport(file, *cmp::parseReportFormat(kind.toStdString()));
    if (!ok) QMessageBox::warning(this, tr("Export"), tr("Could not write %1.").arg(file));
}

}  // namespace ranklens::ui
