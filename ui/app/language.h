#pragma once
// The UI language: English (the source strings) or Simplified Chinese. The choice is stored in
// QSettings under "ui/language" as "system", "en" or "zh_CN"; "system" follows
// QLocale::system() (any Chinese locale gives zh_CN, everything else English).
#include <QLocale>
#include <QString>
#include <QStringList>

namespace ranklens::ui {

class Language {
  public:
    static constexpr const char* kSettingsKey = "ui/language";

    // The languages the UI is translated into, as codes: "en", "zh_CN".
    static QStringList codes();
    // A language's own name for the chooser: "English", "简体中文".
    static QString nativeName(const QString& code);

    // The stored choice: "system" (also when nothing or an unknown value is stored), "en" or
    // "zh_CN".
    static QString storedChoice();
    static void storeChoice(const QString& choice);

    // A choice turned into a language code: "system" follows locale (zh* -> zh_CN, else en);
    // "en"/"zh_CN" stay; anything else gives an empty string.
    static QString resolve(const QString& choice, const QLocale& locale = QLocale::system());

    // Installs the translators of code (RankLens' :/i18n/ranklens_<code>.qm and, when present,
    // Qt's own qtbase_<code>.qm for standard buttons), replacing those of an earlier call; Qt
    // then sends QEvent::LanguageChange to every widget. Returns false (and changes nothing)
    // for an unknown code. Needs a QCoreApplication.
    static bool install(const QString& code);
    // The code installed last ("en" before any install).
    static QString current();
};

}  // namespace ranklens::ui
