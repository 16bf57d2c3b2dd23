#include "ui/plot/plot_library.h"

#include <qcustomplot.h>

namespace ranklens::ui {

QString plotLibraryVersion() {
    return QStringLiteral(QCUSTOMPLOT_VERSION_STR);
}

}  // namespace ranklens::ui
