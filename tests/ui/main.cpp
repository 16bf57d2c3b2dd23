// ui_tests entry point: a QApplication (offscreen in CI) around GoogleTest.
#include <gtest/gtest.h>

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <clocale>

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);  // never touch the user's settings or data
    QApplication app(argc, argv);
    // QApplication sets the C library's locale from the desktop's (LANG=de_DE.UTF-8): core's
    // printf and strtod then wrote and read "0,5" (exports, messages, typed measure names).
    std::setlocale(LC_NUMERIC, "C");
    QApplication::setOrganizationName(QStringLiteral("RankLensTests"));
    QApplication::setApplicationName(QStringLiteral("RankLensTests"));
    // Settings of this process only: ctest runs tests in parallel processes, which must not
    // see each other's saved window state, start-page flag or language.
    QTemporaryDir settings;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
