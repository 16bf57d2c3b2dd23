#pragma once
// The HTML of a step-by-step explanation page (the ranking view's "explain this number" for
// the user-model, diversity and beyond-accuracy measures): headings, paragraphs and bordered
// tables whose text columns read left and whose numbers line up right.
#include <QString>
#include <QStringList>
#include <functional>

namespace ranklens::ui {

class ExplainHtml {
  public:
    // True when a cell of the given column reads left (text), false when it aligns right.
    using LeftAligned = std::function<bool(qsizetype column, const QString& cell)>;

    ExplainHtml(int decimals, LeftAligned leftAligned);
    QString num(double v) const;
    void heading(const QString& t);
    void para(const QString& t);
    void beginTable(const QStringList& headers);
    void row(const QStringList& cells, bool dim = false);  // dim: grey, e.g. not counted
    void endTable();
    QString text() const { return out_; }

  private:
    int decimals_;
    LeftAligned leftAligned_;
    QString out_;
};

}  // namespace ranklens::ui
