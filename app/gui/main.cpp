// RankLens GUI entry point: opens FILE.ranklens, or the bundled demo project.
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QRect>
#include <clocale>
#include <string_view>

#include "core/base/version.h"
#include "ui/app/language.h"
#include "ui/app/main_window.h"
#include "ui/teaching/practice_window.h"

namespace {

// --help and --version print and exit: they need no display (with a QApplication they aborted
// on a machine without one), so a QCoreApplication answers them.
bool printsOnly(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a(argv[i]);
        if (a == "--help" || a == "-h" || a == "-?" || a == "--help-all" || a == "--version" ||
            a == "-v")
            return true;
    }
    return false;
}

void nameApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("RankLens"));
    QCoreApplication::setApplicationName(QStringLiteral("RankLens"));
    QCoreApplication::setApplicationVersion(QString::fromUtf8(
        ranklens::kVersion.data(), static_cast<qsizetype>(ranklens::kVersion.size())));
}

QCommandLineOption languageOption() {
    return QCommandLineOption(
        QStringLiteral("lang"),
        QCoreApplication::translate("main", "Interface language: system, en or zh_CN."),
        QCoreApplication::translate("main", "language"));
}

// Where a window opened by File → Open → New Window goes: x,y,width,height, cascaded from the
// window that opened it (ui/app/project_open_choice.h). Not for users: hidden from --help.
QCommandLineOption windowGeometryOption() {
    QCommandLineOption o(QStringLiteral("window-geometry"), QString(), QStringLiteral("x,y,w,h"));
    o.setFlags(QCommandLineOption::HiddenFromHelp);
    return o;
}

// The rect of --window-geometry, or an empty one when it is not four integers.
QRect windowGeometry(const QString& value) {
    const QStringList parts = value.split(QLatin1Char(','));
    if (parts.size() != 4) return {};
    int v[4];
    for (int i = 0; i < 4; ++i) {
        bool ok = false;
        v[i] = parts[i].trimmed().toInt(&ok);
        if (!ok) return {};
    }
    return {v[0], v[1], v[2], v[3]};
}

void describeArguments(QCommandLineParser& args, const QCommandLineOption& lang) {
    args.setApplicationDescription(
        QCoreApplication::translate("main", "Explore ranked-list metrics."));
    args.addHelpOption();
    args.addVersionOption();
    args.addPositionalArgument(
        QStringLiteral("project"),
        QCoreApplication::translate(
            "main", "A .ranklens project to open, or a practice exercise set (.json)."));
    args.addOption(lang);
    args.addOption(windowGeometryOption());
}

}  // namespace

int main(int argc, char** argv) {
    using ranklens::ui::Language;
    if (printsOnly(argc, argv)) {
        QCoreApplication core(argc, argv);
        nameApplication();
        Language::install(Language::resolve(Language::storedChoice()));
        QCommandLineParser args;
        describeArguments(args, languageOption());
        args.process(core);  // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    // QApplication sets the C library's locale from the desktop's (LANG=de_DE.UTF-8): core's
    // printf and strtod then wrote and read "0,5" (exports, messages, typed measure names).
    std::setlocale(LC_NUMERIC, "C");
    nameApplication();
    // The desktop entry's id (window-to-menu-entry matching) and the icon it names.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.ranklens.RankLens"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.ranklens.RankLens"),
                                                 QIcon(QStringLiteral(":/icons/ranklens.svg"))));
    Language::install(Language::resolve(Language::storedChoice()));  // Preferences, else locale
    QCommandLineParser args;
    const QCommandLineOption lang = languageOption();
    describeArguments(args, lang);
    args.process(app);
    if (args.isSet(lang) && !Language::install(Language::resolve(args.value(lang))))
        qWarning("Unknown --lang %s; use system, en or zh_CN.", qPrintable(args.value(lang)));
    // An exercise set's language becomes the interface's, unless --lang chose one.
    if (!args.isSet(lang))
        ranklens::ui::PracticeWindow::setLanguageSwitcher([](const QString& code) {
            return code == Language::current() || Language::install(code);
        });
    ranklens::ui::MainWindow window;
    if (const QRect g = windowGeometry(args.value(windowGeometryOption().names().first()));
        g.isValid())
        window.placeAt(g);
    window.show();
    const QString arg = args.positionalArguments().value(0);
    if (arg.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        window.openDemo();  // a student opening the set: the demo stays beside the Practice window
        window.openPracticeSet(arg);
    } else if (arg.isEmpty()) {
        window.openDemo();
    } else {
        window.openProject(arg);
    }
    return QApplication::exec();
}
