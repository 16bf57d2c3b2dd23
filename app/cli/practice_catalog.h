#pragma once
// The practice texts in Chinese for `ranklens-cli practice print` (a zh_CN set prints in
// Chinese): generated at build time from resources/translations/ranklens_zh_CN.ts by
// scripts/practice_catalog.py (context "Practice"), so the CLI needs no Qt.
#include <cstddef>
#include <string>

namespace ranklens::cli {

struct CatalogEntry {
    const char* source;
    const char* translation;
};
extern const CatalogEntry kPracticeZhCn[];
extern const std::size_t kPracticeZhCnCount;

// The text in the language ("zh_CN" from the catalogue; English otherwise or when missing).
std::string translatePractice(const char* english, const std::string& language);

}  // namespace ranklens::cli
