#pragma once
// Combo boxes that always show their full current text ("NDCG@10", not "NDCG@1"), in every
// language: Qt's default sizes a combo once, at its first show, often before its items arrive.
// fitComboToContents makes one combo follow its items; installComboFitter does it for every
// combo box of the application as it is polished.
class QComboBox;
class QWidget;

namespace ranklens::ui {

// Width follows the widest item, also after the items change; minChars = 0: never narrower
// than that (a layout short of room must make room elsewhere), else it may shrink to about
// minChars characters.
void fitComboToContents(QComboBox* combo, int minChars = 0);

// Once per application: every combo box polished from now on is fitted (those that asked for
// another size policy themselves are left alone).
void installComboFitter();

// Fits every combo box under root now (those built before installComboFitter).
void fitAllCombos(QWidget* root);

}  // namespace ranklens::ui
