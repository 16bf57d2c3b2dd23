#include "ui/ranking/explain_html.h"

#include <utility>

namespace ranklens::ui {

ExplainHtml::ExplainHtml(int decimals, LeftAligned leftAligned)
    : decimals_(decimals), leftAligned_(std::move(leftAligned)) {}

QString ExplainHtml::num(double v) const {
    return QString::number(v, 'f', decimals_);
}

void ExplainHtml::heading(const QString& t) {
    out_ += QStringLiteral("<h3>%1</h3>").arg(t);
}

void ExplainHtml::para(const QString& t) {
    out_ += QStringLiteral("<p>%1</p>").arg(t);
}

void ExplainHtml::beginTable(const QStringList& headers) {
    out_ += QStringLiteral(
        "<table cellspacing='0' cellpadding='3' border='1' "
        "style='border-collapse: collapse'><tr>");
    for (const QString& h : headers) out_ += QStringLiteral("<th>%1</th>").arg(h);
    out_ += QStringLiteral("</tr>");
}

void ExplainHtml::row(const QStringList& cells, bool dim) {
    out_ += dim ? QStringLiteral("<tr style='color: gray'>") : QStringLiteral("<tr>");
    for (qsizetype i = 0; i < cells.size(); ++i)
        out_ += QStringLiteral("<td align='%1'>%2</td>")
                    .arg(leftAligned_(i, cells[i]) ? QLatin1String("left") : QLatin1String("right"),
                         cells[i]);
    out_ += QStringLiteral("</tr>");
}

void ExplainHtml::endTable() {
    out_ += QStringLiteral("</table>");
}

}  // namespace ranklens::ui
