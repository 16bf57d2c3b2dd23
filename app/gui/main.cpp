// RankLens GUI entry point: opens FILE.ranklens, or the bundled demo project.
#include <QApplication>
#include <QCommandLineParser>

#include "ui/main_window.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RankLens"));
    QApplication::setApplicationName(QStringLiteral("RankLens"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));
    QCommandLineParser args;
    args.setApplicationDescription(QApplication::translate("main", "Explore ranked-list metrics."));
    args.addHelpOption();
    args.addVersionOption();
    args.addPositionalArgument(QStringLiteral("project"),
                               QApplication::translate("main", "A .ranklens project to open."));
    args.process(app);
    ranklens::ui::MainWindow window;
    window.show();
    if (args.positionalArguments().isEmpty())
        window.openDemo();
    else
        window.openProject(args.positionalArguments().front());
    return QApplication::exec();
}
