// The Lessons window's list of lessons (issue 33): each title whole, wrapped to the list's width,
// in rows no taller than their wrapped text. In 简体中文 two titles had an extra empty line: the
// rows were sized for a text width narrower than the one their text is drawn in, and a Chinese
// title, which wraps between any two characters, then took one line more than it is drawn in.
#include <gtest/gtest.h>

#include <QApplication>
#include <QListWidget>
#include <QStyle>
#include <QTest>
#include <QTextLayout>

#include "ui/app/language.h"
#include "ui/teaching/lessons_window.h"

namespace ranklens::ui {
namespace {

// The height of a list row's text as the style draws it (QCommonStyle's view item: the text
// wrapped at the row's width less the text margin on either side, line heights summed).
int drawnTextHeight(const QListWidget& list, const QListWidgetItem& item, const QRect& row) {
    const int margin = list.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &list) + 1;
    QTextLayout layout(item.text(), list.font());
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(wrap);
    qreal height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(row.width() - 2 * margin);
        height += line.height();
    }
    layout.endLayout();
    return qCeil(height);
}

// Every row of the lesson list in language, the list shown at each width from 200 to 400 px:
// as tall as its drawn text, and less than one line more.
void expectRowsFitTheirText(const QString& language) {
    ASSERT_TRUE(Language::install(language));
    LessonsWindow w;
    auto* list = w.findChild<QListWidget*>(QStringLiteral("lessonList"));
    ASSERT_NE(list, nullptr);
    w.resize(1200, 720);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    const int line = QFontMetrics(list->font()).lineSpacing();
    int tooTall = 0;
    for (int width = 200; width <= 400; width += 2) {
        list->setFixedWidth(width);
        QApplication::processEvents();
        for (int i = 0; i < list->count(); ++i) {
            const QListWidgetItem* item = list->item(i);
            const QRect row = list->visualItemRect(item);
            const int need = drawnTextHeight(*list, *item, row);
            EXPECT_GE(row.height(), need) << language.toStdString() << " width " << width
                                          << ": cut: " << item->text().toStdString();
            if (row.height() >= need + line && ++tooTall <= 5)
                ADD_FAILURE() << language.toStdString() << " width " << width << ": row "
                              << row.height() << " px for " << need
                              << " px of text: " << item->text().toStdString();
        }
    }
    EXPECT_EQ(tooTall, 0) << language.toStdString() << ": rows with an empty line";
}

class LessonListFit : public ::testing::Test {
  protected:
    void TearDown() override { Language::install(QStringLiteral("en")); }
};

TEST_F(LessonListFit, NoChineseRowIsTallerThanItsWrappedText) {
    expectRowsFitTheirText(QStringLiteral("zh_CN"));
}

TEST_F(LessonListFit, NoEnglishRowIsTallerThanItsWrappedText) {
    expectRowsFitTheirText(QStringLiteral("en"));
}

}  // namespace
}  // namespace ranklens::ui
