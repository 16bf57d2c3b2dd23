#pragma once
// What the GUI import tests share: a file written into a temporary folder, a project session
// opened there, and the message boxes an import raises, answered as a learner would.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QByteArray>
#include <QFile>
#include <QMessageBox>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "tests/support/wait_until.h"
#include "ui/app/language.h"
#include "ui/project/project_session.h"

namespace ranklens::ui::test {

// Writes `content` to the file `name` in `dir` and returns its path.
inline QString write(const QTemporaryDir& dir, const char* name, const QByteArray& content) {
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(content);
    return path;
}

// A session on a new project p.ranklens in a temporary folder, in English (for the plurals),
// opened and idle before each test.
class OpenSessionTest : public ::testing::Test {
  protected:
    void SetUp() override {
        Language::install(QStringLiteral("en"));  // English plurals
        ASSERT_TRUE(session.open(dir.filePath(QStringLiteral("p.ranklens"))));
        WAIT_UNTIL(!session.isBusy(), 30000);
    }

    QTemporaryDir dir;
    ProjectSession session;
};

// While it lives, answers every message box that comes up (looked for every 10 ms): keeps its
// text in `boxes`, then clicks "Import skipping bad lines" when the box offers it (and notes
// that it did in `skipOffered`), else closes the box.
class SkipBadLinesAnswerer {
  public:
    SkipBadLinesAnswerer() {
        QObject::connect(&timer_, &QTimer::timeout, [this] { answer(); });
        timer_.start(10);
    }

    QStringList boxes;
    bool skipOffered = false;

  private:
    void answer() {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        boxes << box->text();
        for (QAbstractButton* b : box->buttons())
            if (b->text() == QStringLiteral("Import &skipping bad lines")) {
                skipOffered = true;
                return b->click();
            }
        box->reject();
    }

    QTimer timer_;
};

}  // namespace ranklens::ui::test
