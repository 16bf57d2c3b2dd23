#pragma once
// A learner's work on one exercise set, kept so the set resumes where it was left: the
// position, the answer kept for each exercise (practice: the first readable one, which also
// took the first-try credit; homework: the latest, since nothing was revealed), which ones were
// solved, and whether the set was handed in (homework shows its feedback only then). One small
// JSON file per learner and set id in the progress folder's "sets" folder, written atomically;
// a damaged file is refused by name (the set then starts afresh, the file kept aside by the
// caller).
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/teaching/practice_progress.h"

namespace ranklens::core::teaching {

struct SetSession {
    std::string learner, setId;
    int position = 0;                             // 0-based exercise shown last
    bool handedIn = false;                        // the answers were exported
    std::map<int, PracticeAnswerRecord> answers;  // by 1-based exercise number
    std::set<int> solved;                         // exercises answered right (practice)
    bool operator==(const SetSession&) const = default;
};

// The exercises (1-based) of a set of `count` with no answer kept.
std::vector<int> unansweredExercises(const SetSession& s, int count);
// The kept answers in exercise order (the CSV export's rows).
std::vector<PracticeAnswerRecord> keptAnswers(const SetSession& s);

std::filesystem::path setSessionFile(const std::filesystem::path& folder,
                                     const std::string& learner, const std::string& setId);
struct SetSessionLoad {
    bool ok = false;
    SetSession session;
    std::string error;  // names the file
};
// A missing file is a fresh start (ok, position 0, no answers).
SetSessionLoad loadSetSession(const std::filesystem::path& folder, const std::string& learner,
                              const std::string& setId);
bool saveSetSession(const std::filesystem::path& folder, const SetSession& s, std::string& error);

}  // namespace ranklens::core::teaching
