#pragma once
// Marks a string literal of the engine for translation (Qt's lupdate picks it up through
// -tr-function-alias QT_TRANSLATE_NOOP+=RL_TRANSLATE_NOOP); the UI shows it through
// QCoreApplication::translate(context, text). The engine itself stays Qt-free and English.
#define RL_TRANSLATE_NOOP(context, text) text
