#pragma once
// The menu a grade chip opens: grades 0–4 drawn as their chips, with the digit keys as shortcuts,
// and "Remove label". Kept apart from RankingView so the view stays layout and wiring.
#include <cstdint>
#include <functional>
#include <optional>

class QMenu;
class QWidget;

namespace ranklens::ui {

// A menu deleted when closed; choose gets the grade picked (nullopt: remove the label). current
// is the item's grade or core::kUnjudged.
QMenu* makeGradeMenu(std::int32_t current, QWidget* parent,
                     std::function<void(std::optional<int>)> choose);

}  // namespace ranklens::ui
