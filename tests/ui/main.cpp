// ui_tests entry point: a QApplication (offscreen in CI) around GoogleTest.
#include <gtest/gtest.h>

#include <QApplication>
#include <QStandardPaths>

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);  // never touch the user's settings or data
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RankLensTests"));
    QApplication::setApplicationName(QStringLiteral("RankLensTests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
