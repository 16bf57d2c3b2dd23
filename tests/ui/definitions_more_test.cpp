// The definitions of issue 11 in the GUI: averaged ties in the Ties box, the rest in the
// definitions bar's "More…" menu; every choice reaches the evaluation and its definitions text.
#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "tests/ui/ui_test_util.h"
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

}  // namespace
}  // namespace ranklens::ui
