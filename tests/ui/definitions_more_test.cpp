// The definitions of issue 11 in the GUI: averaged ties in the Ties box, the rest in the
// definitions bar's "More…" menu; every choice reaches the evaluation and its definitions text.
#include <gtest/gtest.h>

#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QWidgetAction>

#include "core/definitions/definition_schema.h"
#include "tests/core/definition_samples.h"
#include "tests/ui/ui_test_util.h"
#include "ui/evaluation/config_words.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"

namespace ranklens::ui {
namespace {

using test::demoData;
using test::engineCurves;

QAction* menuAction(QMenu* menu, const QString& text) {
    for (QAction* a : menu->actions()) {
        if (a->text() == text) return a;
        if (a->menu())
            if (QAction* sub = menuAction(a->menu(), text)) return sub;
    }
    return nullptr;
}

// The stored key of the definition an entry of the "More" menu shows (its check box, its
// sub-menu or its spin box), or "" when none does.
QString rowOf(const DefinitionsBar& bar, QAction* entry) {
    for (const auto& d : core::definitionSchema()) {
        const DefinitionControl* c = bar.control(d.key);
        const auto* widget = qobject_cast<QWidgetAction*>(entry);
        if (c && (c->flag == entry ||
                  (c->group && entry->menu() &&
                   entry->menu()->actions().contains(c->group->actions().first())) ||
                  (c->box && widget && widget->defaultWidget()->isAncestorOf(c->box))))
            return QString::fromUtf8(d.key.data(), static_cast<qsizetype>(d.key.size()));
    }
    return QString();
}

TEST(DefinitionsMore, EveryNewSettingReachesTheEvaluation) {
    DefinitionsBar bar;
    EvaluationController ctl;
    QObject::connect(&bar, &DefinitionsBar::definitionsChanged, &ctl,
                     &EvaluationController::setDefinitions);
    ctl.setDefinitions(bar.definitions());
    ctl.setData(demoData());
    ASSERT_TRUE(ctl.waitForIdle());
    EXPECT_EQ(bar.moreButton()->text(), QStringLiteral("More…"));

    bar.tiesBox()->setCurrentIndex(bar.tiesBox()->findData(int(core::TiePolicy::Average)));
    QMenu* menu = bar.moreButton()->menu();
    menuAction(menu, QStringLiteral("Judged items only (trec_eval -J, ir_measures)"))->trigger();
    menuAction(menu, QStringLiteral("left out (torchmetrics skip)"))->trigger();
    ASSERT_TRUE(ctl.waitForIdle());
    const auto ev = ctl.current();
    const core::EvalConfig& cfg = ev->request.defs.config;
    EXPECT_EQ(cfg.ties, core::TiePolicy::Average);
    EXPECT_TRUE(cfg.judgedOnly);
    EXPECT_EQ(cfg.emptyQueries, core::EmptyQueries::Skip);
    EXPECT_EQ(bar.moreButton()->text(), QStringLiteral("More (2 changed)…"));
    EXPECT_TRUE(ev->definitionsText().contains(QStringLiteral("judged only: yes")))
        << ev->definitionsText().toStdString();
    EXPECT_TRUE(ev->definitionsText().contains(QStringLiteral("ties: average")));
    // The GUI's curves are the engine's under the same definitions.
    const auto ref = engineCurves(1, cfg, ev->request.metrics, ev->K);
    for (std::size_t m = 0; m < ref.curves.size(); ++m)
        for (int k = 0; k < ev->K; ++k)
            ASSERT_NEAR(ev->curve(1, m)[static_cast<std::size_t>(k)],
                        ref.curves[m][static_cast<std::size_t>(k)], 1e-12);

    // setDefinitions shows a configuration without emitting.
    QSignalSpy changed(&bar, &DefinitionsBar::definitionsChanged);
    Definitions d = bar.definitions();
    d.config.logBase = 10;
    d.config.judgedOnly = false;
    bar.setDefinitions(d);
    EXPECT_EQ(changed.count(), 0);
    EXPECT_EQ(bar.definitions().config.logBase, 10.0);
    EXPECT_FALSE(bar.definitions().config.judgedOnly);
}

// Issue 46 item 1: the bar is built from core's schema. Every definition placed on the bar or
// in its "More" menu has a control there, captioned and explained in the schema's words, that
// shows a value and gives it back (the sample of tests/core/definition_samples.h, not the
// default); the rest (RBP's p: the ranking view's box) pass through the bar as its owner gave
// them.
TEST(DefinitionsMore, EveryDefinitionOfTheSchemaPlacedOnTheBarRoundTripsThroughItsControl) {
    DefinitionsBar bar;
    std::size_t placed = 0;
    for (const auto& d : core::definitionSchema()) {
        const DefinitionControl* c = bar.control(d.key);
        ASSERT_EQ(c != nullptr, d.bar != core::BarPlace::None) << d.key;
        Definitions given;
        ASSERT_TRUE(d.read(ranklens::test::sampleText(d), given.config)) << d.key;
        given.config.rbpPersistence = 0.95;  // no control: kept as given
        bar.setDefinitions(given);
        EXPECT_EQ(bar.definitions(), given) << d.key;
        bar.setDefinitions(Definitions{});
        EXPECT_EQ(bar.definitions(), Definitions{}) << d.key;
        if (!c) continue;
        ++placed;
        EXPECT_EQ(c->row, &d);
        if (QWidget* w = c->widget()) {
            EXPECT_EQ(w->toolTip(), definitionWords(d.tip)) << d.key;
            QString caption;
            for (const QLabel* l : bar.findChildren<QLabel*>())
                if (l->buddy() == w) caption = l->text();
            EXPECT_EQ(caption, definitionWords(d.label)) << d.key;
        }
    }
    EXPECT_GE(placed, 10u);  // threshold, gain, ideal, ties, queries and the six of "More"
}

// Issue 46 item 1: the "More" menu's headings are the schema's (a row's `section`, in its
// words): the rows without one first, then each heading, in the schema's order, over its rows.
TEST(DefinitionsMore, TheMoreMenusHeadingsAreTheSchemasSections) {
    DefinitionsBar bar;
    QStringList keys, headings;  // the menu's entries (their rows' keys) and headings, in order
    QString heading;
    for (QAction* a : bar.moreButton()->menu()->actions()) {
        if (a->isSeparator()) {
            headings << (heading = a->text());
            continue;
        }
        keys << rowOf(bar, a);
        const core::Definition* d = core::findDefinition(keys.back().toStdString());
        ASSERT_NE(d, nullptr) << a->text().toStdString();
        EXPECT_EQ(definitionWords(d->section), heading) << d->key;  // none: above every heading
    }
    QStringList placed, sections;  // what the schema puts there
    for (const auto& d : core::definitionSchema()) {
        if (d.bar != core::BarPlace::More) continue;
        placed << QString::fromUtf8(d.key.data(), static_cast<qsizetype>(d.key.size()));
        if (d.section && !sections.contains(definitionWords(d.section)))
            sections << definitionWords(d.section);
    }
    EXPECT_EQ(headings, sections);
    QStringList shown = keys;
    shown.sort();
    placed.sort();
    EXPECT_EQ(shown, placed);  // each once
    // Today's one heading stands over ERR's gmax and α, after the rest.
    EXPECT_EQ(headings, QStringList{QStringLiteral("ERR and \u03b1-nDCG")});
    EXPECT_EQ(keys.mid(keys.size() - 2), (QStringList{"err_max_grade", "alpha"}));
}

// Issue 46 item 1: "More…"'s tool tip names every definition of its menu, from the schema.
TEST(DefinitionsMore, TheMoreButtonsToolTipNamesEveryDefinitionOfItsMenu) {
    DefinitionsBar bar;
    const QString tip = bar.moreButton()->toolTip();
    std::size_t named = 0;
    for (const auto& d : core::definitionSchema()) {
        if (d.bar != core::BarPlace::More) continue;
        const QString line = QStringLiteral("\u2022 ") + definitionName(d);
        EXPECT_TRUE(tip.contains(line + QLatin1Char('\n')) || tip.endsWith(line))
            << d.key << ": " << tip.toStdString();
        ++named;
    }
    EXPECT_EQ(static_cast<std::size_t>(tip.count(QChar(0x2022))), named);
    EXPECT_GE(named, 6u);
    EXPECT_TRUE(tip.contains(QStringLiteral("\u2022 ERR max grade gmax\n"))) << tip.toStdString();
    EXPECT_EQ(definitionName(*core::findDefinition("rbp_p")), QStringLiteral("rbp_p"));  // no label
}

// The tool tip names the menu's rows in the menu's order: those without a section (the menu's
// top) before every row under a section heading.
TEST(DefinitionsMore, TheMoreButtonsToolTipFollowsTheMenusOrder) {
    DefinitionsBar bar;
    const QString tip = bar.moreButton()->toolTip();
    const auto at = [&tip](const core::Definition& d) {
        return tip.indexOf(QStringLiteral("\u2022 ") + definitionName(d));
    };
    int pairs = 0;
    for (const auto& top : core::definitionSchema()) {
        if (top.bar != core::BarPlace::More || top.section) continue;
        for (const auto& below : core::definitionSchema()) {
            if (below.bar != core::BarPlace::More || !below.section) continue;
            EXPECT_LT(at(top), at(below)) << top.key << " before " << below.key;
            ++pairs;
        }
    }
    EXPECT_GE(pairs, 4);  // today 4 rows at the top, 2 under "ERR and α-nDCG"
}

// Issue 46 item 1: the words under the plots (ConfigWords::describe) state every definition
// but those its row leaves Unstated; a row the fixed formats do not name (a new one) is listed
// after them with its name and its value in words.
TEST(DefinitionsMore, TheWordsUnderThePlotsStateEveryDefinition) {
    const QString plain = ConfigWords::describe(core::EvalConfig{});
    for (const auto& d : core::definitionSchema()) {
        core::EvalConfig cfg;
        ASSERT_TRUE(d.read(ranklens::test::sampleText(d), cfg)) << d.key;
        if (d.given) d.given(cfg);
        EXPECT_EQ(ConfigWords::describe(cfg) != plain, d.described != core::Described::Unstated)
            << d.key << ": " << ConfigWords::describe(cfg).toStdString();
    }
    core::Definition flag = *core::findDefinition("judged_only");
    core::Definition choice = *core::findDefinition("empty_queries");
    flag.described = choice.described = core::Described::Listed;
    const std::vector<core::Definition> rows{flag, choice};
    core::EvalConfig cfg;
    EXPECT_EQ(ConfigWords::listed(cfg, rows), QString());
    cfg.judgedOnly = true;
    cfg.emptyQueries = core::EmptyQueries::One;
    EXPECT_EQ(ConfigWords::listed(cfg, rows),
              QStringLiteral("; Judged items only (trec_eval -J, ir_measures): yes; Queries "
                             "without a relevant item: score 1 (torchmetrics pos)"));
}

// Tab goes along the bar as it reads: k, the threshold, gain, ideal, ties, the label set, the
// queries, "More…".
TEST(DefinitionsMore, TabGoesAlongTheBarInItsOrder) {
    DefinitionsBar bar;
    QWidget* first = bar.cutoffBox();
    std::vector<QWidget*> chain{first};
    for (QWidget* w = first->nextInFocusChain(); w && w != first; w = w->nextInFocusChain())
        if (w->focusPolicy() & Qt::TabFocus && w->parentWidget() == &bar) chain.push_back(w);
    const std::vector<QWidget*> expected{bar.cutoffBox(),
                                         bar.thresholdBox(),
                                         bar.gainBox(),
                                         bar.idealBox(),
                                         bar.tiesBox(),
                                         bar.findChild<QComboBox*>(QStringLiteral("labelSet")),
                                         bar.control("queries")->widget(),
                                         bar.moreButton()};
    EXPECT_EQ(chain, expected);
}

TEST(DefinitionsMore, AChangeOnTheBarKeepsWhatItHasNoControlFor) {
    DefinitionsBar bar;
    Definitions given;
    given.config.rbpPersistence = 0.5;
    given.config.customGains = {0, 2, 5};
    given.config.maxDocsPerQuery = 7;
    bar.setDefinitions(given);
    QSignalSpy changed(&bar, &DefinitionsBar::definitionsChanged);
    bar.tiesBox()->setCurrentIndex(bar.tiesBox()->findData(int(core::TiePolicy::Rank)));
    ASSERT_EQ(changed.count(), 1);
    const auto sent = changed.front().front().value<Definitions>();
    EXPECT_EQ(sent.config.ties, core::TiePolicy::Rank);
    EXPECT_EQ(sent.config.rbpPersistence, 0.5);
    EXPECT_EQ(sent.config.customGains, (std::vector<double>{0, 2, 5}));
    EXPECT_EQ(sent.config.maxDocsPerQuery, 7);
}

}  // namespace
}  // namespace ranklens::ui
