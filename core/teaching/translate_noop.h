#pragma once
// Marks an English teaching text for translation without pulling Qt into the core: the macro
// expands to the literal itself. lupdate collects it (-tr-function-alias
// QT_TRANSLATE_NOOP+=RL_TRANSLATE_NOOP) and the UI shows it through
// QCoreApplication::translate(ctx, s) with the same context string.
#define RL_TRANSLATE_NOOP(ctx, s) s
