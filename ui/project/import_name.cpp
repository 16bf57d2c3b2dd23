#include "ui/project/import_name.h"

#include <QFileInfo>

namespace ranklens::ui {

QString importName(const QString& file, const QStringList& taken) {
    const QFileInfo info(file);
    const QString base =
        info.completeBaseName().isEmpty() ? info.fileName() : info.completeBaseName();
    if (!taken.contains(base)) return base;
    const QString whole = info.fileName();
    if (!taken.contains(whole)) return whole;
    for (int n = 2;; ++n)
        if (const QString numbered = QStringLiteral("%1 (%2)").arg(whole).arg(n);
            !taken.contains(numbered))
            return numbered;
}

}  // namespace ranklens::ui
