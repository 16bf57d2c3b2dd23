#include "ui/app/about_dialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

#include "core/base/version.h"
#include "core/store/library_version.h"
#include "ui/plot/plot_library.h"

namespace ranklens::ui {

QString AboutDialog::installedTour() {
    const QString path =
        QDir(QCoreApplication::applicationDirPath())
            .absoluteFilePath(QStringLiteral("../share/doc/ranklens/resources/docs/tour.md"));
    return QFileInfo::exists(path) ? QFileInfo(path).canonicalFilePath() : QString();
}

QString AboutDialog::aboutHtml() {
    const QString version =
        QString::fromUtf8(kVersion.data(), static_cast<qsizetype>(kVersion.size()));
    QString html =
        tr("<h3>RankLens %1</h3>"
           "<p>Explore how good ranked lists are: metric-vs-k curves, per-query breakdowns, "
           "model comparison with significance, and a ranking you can rearrange.</p>"
           "<p>Qt %2 (built with %3) · QCustomPlot %4 · SQLite %5</p>"
           "<p>License: GNU General Public License, version 3 or later (GPL-3.0-or-later). "
           "QCustomPlot is GPL-3.0.</p>")
            .arg(version, QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR),
                 plotLibraryVersion(), QString::fromStdString(store::sqliteVersion()));
    // A learner's way in: the help inside RankLens, then the installed tour (never a file of
    // the source tree, which a package does not have).
    html +=
        tr("<p>To learn RankLens: <b>Help → Lessons</b> walks through each measure on the "
           "demo project, <b>Help → Practice</b> asks questions and checks your answers, and "
           "<b>Help → Glossary</b> (F1) says what every measure and word means; search it by "
           "name.</p>");
    const QString tour = installedTour();
    if (!tour.isEmpty())
        html += tr("<p>A guided tour with pictures: <a href=\"%1\">the RankLens tour</a>.</p>")
                    .arg(QUrl::fromLocalFile(tour).toString());
    return html;
}

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("About RankLens"));
    auto* text = new QLabel(aboutHtml(), this);
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    text->setOpenExternalLinks(true);
    text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    text->setMinimumWidth(440);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("&Copy Versions"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [] {
        QTextDocument doc;
        doc.setHtml(aboutHtml());
        QApplication::clipboard()->setText(doc.toPlainText());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
}

}  // namespace ranklens::ui
