// Alt+letter reaches one thing: the definitions bar's captions (k, Relevant, Gain ...) and the
// menu bar shared Alt+L ("&Labels" both), so Alt+L never opened the Labels menu (issue 33).
#include <gtest/gtest.h>

#include <QLabel>
#include <QMenuBar>
#include <QSet>

#include "ui/app/language.h"
#include "ui/app/main_window.h"

namespace ranklens::ui {
namespace {

// The letter after '&' (lower case), or 0 when the text has none.
QChar mnemonicOf(const QString& text) {
    for (int i = 0; i + 1 < text.size(); ++i)
        if (text[i] == u'&') {
            if (text[i + 1] == u'&') {
                ++i;
                continue;
            }
            return text[i + 1].toLower();
        }
    return {};
}

void expectMenusAndCaptionsApart(const char* language) {
    Language::install(QString::fromLatin1(language));
    MainWindow w;
    QSet<QChar> menus;
    for (QAction* a : w.menuBar()->actions())
        if (const QChar m = mnemonicOf(a->text()); !m.isNull()) menus.insert(m);
    ASSERT_GE(menus.size(), 5) << language;
    int captions = 0;
    for (QLabel* l : w.findChildren<QLabel*>()) {
        if (!l->buddy()) continue;
        const QChar m = mnemonicOf(l->text());
        if (m.isNull()) continue;
        ++captions;
        EXPECT_FALSE(menus.contains(m))
            << language << ": '" << l->text().toStdString() << "' takes Alt+"
            << QString(m).toStdString() << " from a menu";
    }
    EXPECT_GE(captions, 7) << language;  // k, Relevant, Gain, Ideal, Ties, Labels, Queries
}

TEST(Mnemonics, DefinitionCaptionsLeaveTheMenusTheirLetters) {
    expectMenusAndCaptionsApart("en");
    expectMenusAndCaptionsApart("zh_CN");
    Language::install(QStringLiteral("en"));
}

}  // namespace
}  // namespace ranklens::ui
