#include "ui/app/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>
#include <memory>

namespace ranklens::ui {

namespace {

struct Installed {
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> app;
    std::unique_ptr<QTranslator> qt;
};

Installed& installed() {
    static Installed state;
    return state;
}

}  // namespace

QStringList Language::codes() {
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString Language::nativeName(const QString& code) {
    if (code == QLatin1String("zh_CN")) return QStringLiteral("简体中文");
    if (code == QLatin1String("en")) return QStringLiteral("English");
    return code;
}

QString Language::storedChoice() {
    const QString v = QSettings().value(QLatin1String(kSettingsKey)).toString();
    return codes().contains(v) ? v : QStringLiteral("system");
}

void Language::storeChoice(const QString& choice) {
    QSettings().setValue(QLatin1String(kSettingsKey), choice);
}

QString Language::resolve(const QString& choice, const QLocale& locale) {
    if (codes().contains(choice)) return choice;
    if (choice != QLatin1String("system")) return {};
    return locale.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

bool Language::install(const QString& code) {
    if (!codes().contains(code)) return false;
    auto app = std::make_unique<QTranslator>();
    // English needs its .qm only for plural forms; a missing file just means source strings.
    if (!app->load(QStringLiteral(":/i18n/ranklens_%1.qm").arg(code))) app.reset();
    auto qt = std::make_unique<QTranslator>();
    if (!qt->load(QStringLiteral("qtbase_%1").arg(code),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        qt.reset();
    Installed& s = installed();
    // Remove the old ones first: the translator installed last is asked first.
    if (s.app) QCoreApplication::removeTranslator(s.app.get());
    if (s.qt) QCoreApplication::removeTranslator(s.qt.get());
    s.app = std::move(app);
    s.qt = std::move(qt);
    s.code = code;
    if (s.qt) QCoreApplication::installTranslator(s.qt.get());
    if (s.app) QCoreApplication::installTranslator(s.app.get());
    return true;
}

QString Language::current() {
    return installed().code;
}

}  // namespace ranklens::ui
