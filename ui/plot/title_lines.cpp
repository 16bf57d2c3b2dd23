#include "ui/plot/title_lines.h"

#include <QFontMetrics>
#include <QRegularExpression>
#include <QTextLayout>

namespace ranklens::ui {

namespace {

// The paragraphs of text, each cut after its separators into lines that fit where they can.
QStringList splitAtSeparators(const QString& text, const QFontMetrics& fm, int width) {
    static const QRegularExpression separator(QStringLiteral("(?<=; )|(?<=\uff1b)"));
    QStringList lines;
    for (const QString& para : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& part : para.split(separator)) {
            if (!line.isEmpty() && fm.horizontalAdvance(line + part) > width) {
                lines << line.trimmed();
                line = part;
            } else {
                line += part;
            }
        }
        lines << line;
    }
    return lines;
}

// A line still too wide, wrapped at its word breaks: centred and cut at both ends, its start
// and end were lost.
QStringList wrapAtWords(const QString& line, const QFont& font, const QFontMetrics& fm, int width) {
    QStringList out;
    QTextLayout layout(line, font);
    layout.beginLayout();
    for (QTextLine tl = layout.createLine(); tl.isValid(); tl = layout.createLine()) {
        tl.setLineWidth(width);
        out << fm.elidedText(line.mid(tl.textStart(), tl.textLength()).trimmed(), Qt::ElideMiddle,
                             width);
    }
    layout.endLayout();
    return out;
}

}  // namespace

QStringList titleLines(const QString& text, const QFont& font, int width) {
    const QFontMetrics fm(font);
    QStringList fitted;
    for (const QString& l : splitAtSeparators(text, fm, width)) {
        if (fm.horizontalAdvance(l) <= width)
            fitted << l;
        else
            fitted << wrapAtWords(l, font, fm, width);
    }
    return fitted;
}

}  // namespace ranklens::ui
