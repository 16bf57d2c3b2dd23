#pragma once
// The one place the UI words what is wrong with an input (core/io/problem.h): the code's
// template in the UI language (the "Problem" context of the translations; core marks each one
// with RL_TRANSLATE_NOOP), its values filled in as the file has them. No English sentence of
// core is ever taken apart again.
#include <QString>

#include "core/io/problem.h"

namespace ranklens::ui {

// "score 'abc' is not a number" / "分数 'abc' 不是数字".
QString problemText(const core::Problem& p);

}  // namespace ranklens::ui
