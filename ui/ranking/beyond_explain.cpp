#include "ui/ranking/beyond_explain.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>

#include "ui/ranking/explain_html.h"

namespace ranklens::ui {

namespace {

namespace tch = core::teaching;

// The sources project_data.cpp names, for lupdate.
[[maybe_unused]] constexpr const char* kSources[] = {
    QT_TRANSLATE_NOOP("PopularitySource", "the items' popularity column"),
    QT_TRANSLATE_NOOP("PopularitySource", "the project's runs (lists holding the item)")};

// Pairs listed in the ILD table at most (k = 10 has 45); the totals cover every pair.
constexpr std::size_t kMaxPairs = 45;

// The item and its category read left; ranks and numbers line up right.
bool wordsLeft(qsizetype column, const QString& cell) {
    return column != 0 && (cell.isEmpty() || !cell[0].isDigit());
}

QString esc(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

QString categoryText(const tch::BeyondItemStep& s) {
    if (!s.known) return QCoreApplication::translate("BeyondExplain", "not in the items file");
    return s.category.empty() ? QCoreApplication::translate("BeyondExplain", "none")
                              : esc(s.category);
}

QString popularityNote(const tch::BeyondExplanation& e, const ExplainHtml& p) {
    return QCoreApplication::translate("BeyondExplain", "Popularity from %1; N = %2 users (lists).")
        .arg(popularitySourceText(e.popularitySource).toHtmlEscaped(), p.num(e.users));
}

QString ildHtml(const tch::BeyondExplanation& e, ExplainHtml& p) {
    p.heading(
        QCoreApplication::translate("BeyondExplain", "ILD@%1: intra-list diversity").arg(e.k));
    p.para(QCoreApplication::translate(
               "BeyondExplain",
               "The share of the pairs of items in the top %1 whose categories differ. Items "
               "without a category are left out of the pairs.")
               .arg(e.k));
    p.beginTable({QCoreApplication::translate("BeyondExplain", "Rank"),
                  QCoreApplication::translate("BeyondExplain", "Item"),
                  QCoreApplication::translate("BeyondExplain", "Category")});
    for (const auto& s : e.items)
        p.row({QString::number(s.rank), esc(s.doc), categoryText(s)}, s.category.empty());
    p.endTable();
    if (e.pairs.empty())
        p.para(QCoreApplication::translate(
                   "BeyondExplain", "Fewer than two items with a category: no pair, ILD@%1 = 0.")
                   .arg(e.k));
    else
        p.para(QCoreApplication::translate("BeyondExplain",
                                           "ILD@%1 = differing pairs / pairs = %2 / %3 = <b>%4</b>")
                   .arg(e.k)
                   .arg(e.differingPairs)
                   .arg(e.pairs.size())
                   .arg(p.num(e.ild)));
    if (e.pairs.empty()) return p.text();
    QStringList alike;
    std::size_t samePairs = 0;
    for (std::size_t i = 0; i < e.categoriesSeen.size(); ++i) {
        const std::size_t n = e.categoryItems[i];
        samePairs += n * (n - 1) / 2;
        alike << QCoreApplication::translate("BeyondExplain", "%1: %2 item(s), %3 pair(s) alike")
                     .arg(esc(e.categoriesSeen[i]))
                     .arg(n)
                     .arg(n * (n - 1) / 2);
    }
    p.para(QCoreApplication::translate("BeyondExplain",
                                       "By category \u2014 %1. All pairs %2 \u2212 alike %3 = "
                                       "differing %4.")
               .arg(alike.join(QStringLiteral("; ")))
               .arg(e.pairs.size())
               .arg(samePairs)
               .arg(e.differingPairs));
    p.para(QCoreApplication::translate("BeyondExplain", "The pairs (i, j), i above j:"));
    p.beginTable({QCoreApplication::translate("BeyondExplain", "Pair"),
                  QCoreApplication::translate("BeyondExplain", "Categories"),
                  QCoreApplication::translate("BeyondExplain", "Differ?")});
    const std::size_t shown = std::min(e.pairs.size(), kMaxPairs);
    for (std::size_t i = 0; i < shown; ++i) {
        const auto& pr = e.pairs[i];
        const auto& a = e.items[static_cast<std::size_t>(pr.rankA - 1)];
        const auto& b = e.items[static_cast<std::size_t>(pr.rankB - 1)];
        p.row({QStringLiteral("%1, %2").arg(pr.rankA).arg(pr.rankB),
               QStringLiteral("%1 \u2013 %2").arg(esc(a.category), esc(b.category)),
               pr.differ ? QCoreApplication::translate("BeyondExplain", "yes")
                         : QCoreApplication::translate("BeyondExplain", "no, same category")},
              !pr.differ);
    }
    p.endTable();
    if (e.pairs.size() > shown)
        p.para(QCoreApplication::translate(
            "BeyondExplain", "\u2026 %n more pair(s) not listed (they are in the totals).", nullptr,
            int(e.pairs.size() - shown)));
    return p.text();
}

QString catcovHtml(const tch::BeyondExplanation& e, ExplainHtml& p) {
    p.heading(
        QCoreApplication::translate("BeyondExplain", "CatCov@%1: category coverage").arg(e.k));
    p.para(QCoreApplication::translate(
               "BeyondExplain",
               "The distinct categories in the top %1 over the categories of the whole catalogue.")
               .arg(e.k));
    p.beginTable({QCoreApplication::translate("BeyondExplain", "Rank"),
                  QCoreApplication::translate("BeyondExplain", "Item"),
                  QCoreApplication::translate("BeyondExplain", "Category"),
                  QCoreApplication::translate("BeyondExplain", "New here?")});
    QStringList seen;
    for (const auto& s : e.items) {
        const QString c = QString::fromStdString(s.category);
        const bool fresh = !c.isEmpty() && !seen.contains(c);
        if (fresh) seen << c;
        p.row({QString::number(s.rank), esc(s.doc), categoryText(s),
               fresh ? QCoreApplication::translate("BeyondExplain", "yes") : QString()},
              !fresh);
    }
    p.endTable();
    QStringList names;
    for (const auto& c : e.categoriesSeen) names << esc(c);
    p.para(QCoreApplication::translate("BeyondExplain", "Categories seen: %1.")
               .arg(names.isEmpty() ? QCoreApplication::translate("BeyondExplain", "none")
                                    : names.join(QStringLiteral(", "))));
    p.para(QCoreApplication::translate(
               "BeyondExplain",
               "CatCov@%1 = categories seen / categories in the catalogue = %2 / %3 = <b>%4</b>")
               .arg(e.k)
               .arg(e.categoriesSeen.size())
               .arg(e.catalogueCategories)
               .arg(p.num(e.categoryCoverage)));
    return p.text();
}

QString noveltyHtml(const tch::BeyondExplanation& e, ExplainHtml& p) {
    p.heading(
        QCoreApplication::translate("BeyondExplain", "Novelty@%1: mean self-information").arg(e.k));
    p.para(QCoreApplication::translate(
        "BeyondExplain",
        "Each item's self-information \u2212log<sub>2</sub>(popularity / N): an item every "
        "user saw is worth 0 bits, one in 1 of 16 users 4 bits. Items without a popularity "
        "are left out (their self-information is undefined)."));
    p.para(popularityNote(e, p));
    p.beginTable({QCoreApplication::translate("BeyondExplain", "Rank"),
                  QCoreApplication::translate("BeyondExplain", "Item"),
                  QCoreApplication::translate("BeyondExplain", "Popularity"),
                  QCoreApplication::translate("BeyondExplain", "popularity / N"),
                  QCoreApplication::translate("BeyondExplain", "\u2212log<sub>2</sub>")});
    for (const auto& s : e.items)
        p.row({QString::number(s.rank), esc(s.doc), p.num(s.popularity),
               s.inNovelty ? p.num(s.popularity / e.users)
                           : QCoreApplication::translate("BeyondExplain", "left out"),
               s.inNovelty ? p.num(s.selfInformation) : QString()},
              !s.inNovelty);
    p.endTable();
    p.para(QCoreApplication::translate("BeyondExplain", "Novelty@%1 = %2 / %3 = <b>%4</b> bits")
               .arg(e.k)
               .arg(p.num(e.selfInformationSum))
               .arg(e.noveltyItems)
               .arg(p.num(e.novelty)));
    return p.text();
}

QString arpHtml(const tch::BeyondExplanation& e, ExplainHtml& p) {
    p.heading(
        QCoreApplication::translate("BeyondExplain", "ARP@%1: average recommendation popularity")
            .arg(e.k));
    p.para(QCoreApplication::translate(
               "BeyondExplain",
               "The mean popularity of the items in the top %1; an item without a popularity "
               "counts 0.")
               .arg(e.k));
    p.para(popularityNote(e, p));
    p.beginTable({QCoreApplication::translate("BeyondExplain", "Rank"),
                  QCoreApplication::translate("BeyondExplain", "Item"),
                  QCoreApplication::translate("BeyondExplain", "Popularity")});
    for (const auto& s : e.items) p.row({QString::number(s.rank), esc(s.doc), p.num(s.popularity)});
    p.endTable();
    p.para(QCoreApplication::translate("BeyondExplain", "ARP@%1 = %2 / %3 = <b>%4</b>")
               .arg(e.k)
               .arg(p.num(e.popularitySum))
               .arg(e.items.size())
               .arg(p.num(e.arp)));
    return p.text();
}

QString longTailHtml(const tch::BeyondExplanation& e, ExplainHtml& p) {
    p.heading(QCoreApplication::translate("BeyondExplain", "LT@%1: long-tail share").arg(e.k));
    const auto& h = e.head;
    p.para(
        QCoreApplication::translate(
            "BeyondExplain",
            "The short head: the most popular items that together hold 20 % of all "
            "popularity. Here %1 of %2 items, holding %3 of %4 (%5 %); the least popular of them "
            "has popularity %6. Every other item is in the long tail.")
            .arg(h.headItems)
            .arg(h.catalogueItems)
            .arg(p.num(h.headPopularity), p.num(h.totalPopularity),
                 QString::number(
                     h.totalPopularity > 0 ? 100 * h.headPopularity / h.totalPopularity : 0.0, 'f',
                     1),
                 p.num(h.lowestHeadPopularity)));
    p.para(popularityNote(e, p));
    p.beginTable({QCoreApplication::translate("BeyondExplain", "Rank"),
                  QCoreApplication::translate("BeyondExplain", "Item"),
                  QCoreApplication::translate("BeyondExplain", "Popularity"),
                  QCoreApplication::translate("BeyondExplain", "Short head or long tail")});
    for (const auto& s : e.items)
        p.row({QString::number(s.rank), esc(s.doc), p.num(s.popularity),
               s.shortHead ? QCoreApplication::translate("BeyondExplain", "short head")
                           : QCoreApplication::translate("BeyondExplain", "long tail")},
              s.shortHead);
    p.endTable();
    p.para(QCoreApplication::translate(
               "BeyondExplain", "LT@%1 = items in the long tail / items = %2 / %3 = <b>%4</b>")
               .arg(e.k)
               .arg(e.tailItems)
               .arg(e.items.size())
               .arg(p.num(e.longTail)));
    return p.text();
}

}  // namespace

QString popularitySourceText(const std::string& source) {
    return source.empty() ? QCoreApplication::translate("BeyondExplain", "an unnamed source")
                          : QCoreApplication::translate("PopularitySource", source.c_str());
}

QString beyondExplainHtml(core::RankingMeasure m, const tch::BeyondExplanation& e, int decimals,
                          const QString& missing) {
    ExplainHtml p(decimals, wordsLeft);
    if (!missing.isEmpty()) {
        p.para(missing.toHtmlEscaped());
        return p.text();
    }
    switch (m) {
        case core::RankingMeasure::Ild:
            return ildHtml(e, p);
        case core::RankingMeasure::CategoryCoverage:
            return catcovHtml(e, p);
        case core::RankingMeasure::Novelty:
            return noveltyHtml(e, p);
        case core::RankingMeasure::Arp:
            return arpHtml(e, p);
        case core::RankingMeasure::LongTail:
            return longTailHtml(e, p);
        default:  // not beyond accuracy
            break;
    }
    return {};
}

}  // namespace ranklens::ui
