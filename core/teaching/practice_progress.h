#pragma once
// A learner's practice progress: exercises done, right at the first try, the mistakes made
// most often, per topic (kind and measure) how often it was tried and got wrong, and every
// graded answer (for the CSV export). Saved as a small JSON file per learner in a folder the
// caller gives (the application's data folder), written atomically (a temporary file, flushed
// and synced, then renamed over the old one), so a crash leaves the old or the new file, never
// half of one. A damaged or foreign file is refused with a message naming it.
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/teaching/practice_answer.h"
#include "core/teaching/practice_exercise.h"

namespace ranklens::core::teaching {

// One graded answer (a row of the CSV export).
struct PracticeAnswerRecord {
    std::string exercise;  // e.g. "compute-42" or a set's exercise number
    std::string answer;    // as typed
    std::string verdict;   // "right", "wrong", "unreadable", "unanswered"
    std::string time;      // ISO 8601 UTC, e.g. "2026-12-02T10:15:00Z" ("" = unknown)
    std::string mistake;   // mistake id (compute), "" otherwise
    bool operator==(const PracticeAnswerRecord&) const = default;
};

// The per-answer log keeps this many answers (a year of daily practice); the file stays small.
inline constexpr std::size_t kMaxStoredAnswers = 5000;

// Mastery (issue 48): a topic is mastered after kMasteryRun right first tries in a row; a
// wrong first try (or an answer revealed before any) unmasters it and brings it back the next
// day, each right first try after that spaces it further (1, 3, 7, 15, 30 days).
inline constexpr int kMasteryRun = 3;

// The automatic level (issue 48) steps on mastery, not on the count of exercises: a learner
// starts at the first level of kPracticeLevelLadder and moves one level up once
// kLevelMasteryRight of the last kLevelMasteryWindow first tries at the current level were right
// (an answer revealed before any try counts as not right); the tries then start afresh at the
// new level. Statistics, the last level, is kept.
inline constexpr int kLevelMasteryRight = 4;
inline constexpr int kLevelMasteryWindow = 5;

struct PracticeTopicStats {
    int tried = 0;
    int wrong = 0;
    int streak = 0;  // right first tries in a row
    bool mastered = false;
    int interval = 0;  // days until it comes back (0: not scheduled)
    std::string due;   // "YYYY-MM-DD" it comes back ("" = not scheduled)
    bool operator==(const PracticeTopicStats&) const = default;
};

struct PracticeProgress {
    std::string learner;
    int done = 0;                         // exercises answered (readable answers, first try only)
    int firstTryRight = 0;                // of those, right at the first try
    std::map<std::string, int> mistakes;  // mistake id -> times made
    std::map<std::string, PracticeTopicStats> topics;  // practiceTopic() -> counts
    // The latest kMaxStoredAnswers readable answers, oldest first (older ones are dropped;
    // the counts above keep them).
    std::vector<PracticeAnswerRecord> answers;
    int level = 0;           // the automatic level: an index into kPracticeLevelLadder
    std::string levelTries;  // first tries at that level, oldest first: '1' right, '0' not
    bool operator==(const PracticeProgress&) const = default;
};

// The automatic level of a learner (see kLevelMasteryRight).
PracticeLevel automaticLevel(const PracticeProgress& p);

// "compute/NDCG", "predict/AP", "construct", "choose".
std::string practiceTopic(const PracticeExercise& ex);
std::string practiceTopic(PracticeKind kind, PracticeMeasure m);

// Records a graded answer. Unreadable answers change nothing (they are never wrong).
// firstTry: this is the learner's first readable answer to the exercise.
void recordAnswer(PracticeProgress& p, const PracticeExercise& ex, const PracticeGrade& g,
                  bool firstTry, const std::string& exerciseId, const std::string& answer,
                  const std::string& time);

// The learner asked for the answer before giving a readable one: a first try not right
// (verdict "revealed"), the topic back the next day.
void recordRevealed(PracticeProgress& p, const PracticeExercise& ex, const std::string& exerciseId,
                    const std::string& time);

// A day ("YYYY-MM-DD", or the date part of an ISO time) moved by n days; "" when not a date.
std::string addDays(const std::string& day, int n);
// The topics due on `today` ("YYYY-MM-DD"): scheduled, not mastered, due on or before today.
std::vector<std::string> dueTopics(const PracticeProgress& p, const std::string& today);
// Every practice topic, in the order a learner meets them (for the per-topic view).
std::vector<std::string> practiceTopics();
// Its kind and measure (nullopt for an unknown topic).
std::optional<std::pair<PracticeKind, PracticeMeasure>> parsePracticeTopic(const std::string& t);

// The n most frequent mistake ids, most frequent first (ties: by id).
std::vector<std::pair<std::string, int>> frequentMistakes(const PracticeProgress& p, int n);

// An exercise for "practise my weak spots": a topic drawn with weight 1 + 4 × (times wrong),
// so topics with mistakes come far more often, and the others still now and then.
// Deterministic from the seed.
// today ("YYYY-MM-DD", optional): topics due that day weigh 1 + 4 × wrong + 40, so a weak
// topic comes back on its day.
PracticeSpec drawWeakSpot(const PracticeProgress& p, std::uint32_t seed,
                          const std::string& today = "");

// The file of a learner in a folder: the name with every byte outside [A-Za-z0-9_-] written
// as %XX, + ".json" (Chinese names and names with slashes are safe).
std::filesystem::path progressFile(const std::filesystem::path& folder, const std::string& learner);

struct ProgressLoad {
    bool ok = false;
    PracticeProgress progress;
    std::string error;  // names the file and what was wrong
};
// Loads a learner's progress; a missing file is a fresh start (ok, empty progress).
ProgressLoad loadProgress(const std::filesystem::path& folder, const std::string& learner);
// Parses a progress file's text; `fileName` is used in the error message.
ProgressLoad parseProgress(const std::string& text, const std::string& fileName);
std::string progressJson(const PracticeProgress& p);

// Where a JSON parser stopped, as a reader finds it in an editor: "line 3, character 12"
// (byte: the parser's 1-based byte count of what it read).
std::string jsonErrorPlace(const std::string& text, std::size_t byte);
// Saves atomically; false with a message when the folder or file cannot be written.
bool saveProgress(const std::filesystem::path& folder, const PracticeProgress& p,
                  std::string& error);

// Writes `content` to `path` atomically (temporary file in the same folder, fsync, rename).
bool writeFileAtomically(const std::filesystem::path& path, const std::string& content,
                         std::string& error);

}  // namespace ranklens::core::teaching
