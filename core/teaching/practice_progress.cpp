#include "core/teaching/practice_progress.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "core/teaching/practice_set.h"

namespace ranklens::core::teaching {

namespace {

constexpr const char* kFormat = "ranklens-practice-progress";
constexpr int kVersion = 1;

struct Topic {
    PracticeKind kind;
    PracticeMeasure measure;
};

std::vector<Topic> allTopics() {
    std::vector<Topic> t;
    for (int m = 0; m < kPracticeMeasureCount; ++m)
        t.push_back({PracticeKind::Compute, static_cast<PracticeMeasure>(m)});
    for (PracticeMeasure m : {PracticeMeasure::Ndcg, PracticeMeasure::P, PracticeMeasure::Ap})
        t.push_back({PracticeKind::Predict, m});
    t.push_back({PracticeKind::Construct, PracticeMeasure::P});
    t.push_back({PracticeKind::Choose, PracticeMeasure::P});
    return t;
}

// A first try's effect on a topic's mastery and its next day.
void schedule(PracticeTopicStats& t, bool right, const std::string& time) {
    if (right) {
        ++t.streak;
        t.interval = t.interval == 0 ? 1 : std::min(30, t.interval * 2 + 1);
    } else {
        t.streak = 0;
        t.interval = 1;
    }
    t.mastered = t.streak >= kMasteryRun;
    t.due = addDays(time, t.interval);
}

// A first try at the automatic level counts towards stepping up (an exercise made at another
// level, chosen by hand, does not).
void recordLevelTry(PracticeProgress& p, const PracticeExercise& ex, bool right) {
    if (ex.level != automaticLevel(p) || p.level + 1 >= kPracticeLevelCount) return;
    p.levelTries += right ? '1' : '0';
    if (p.levelTries.size() > static_cast<std::size_t>(kLevelMasteryWindow))
        p.levelTries.erase(0, p.levelTries.size() - kLevelMasteryWindow);
    if (std::count(p.levelTries.begin(), p.levelTries.end(), '1') >= kLevelMasteryRight) {
        ++p.level;
        p.levelTries.clear();
    }
}

}  // namespace

PracticeLevel automaticLevel(const PracticeProgress& p) {
    return kPracticeLevelLadder[std::clamp(p.level, 0, kPracticeLevelCount - 1)];
}

std::string addDays(const std::string& day, int n) {
    namespace c = std::chrono;
    int y = 0, m = 0, d = 0;
    if (day.size() < 10 || std::sscanf(day.c_str(), "%4d-%2d-%2d", &y, &m, &d) != 3) return "";
    const c::year_month_day ymd{c::year(y), c::month(static_cast<unsigned>(m)),
                                c::day(static_cast<unsigned>(d))};
    if (!ymd.ok()) return "";
    const c::year_month_day moved{c::sys_days(ymd) + c::days(n)};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(moved.year()),
                  static_cast<unsigned>(moved.month()), static_cast<unsigned>(moved.day()));
    return buf;
}

std::vector<std::string> dueTopics(const PracticeProgress& p, const std::string& today) {
    std::vector<std::string> out;
    for (const auto& [name, t] : p.topics)
        if (!t.mastered && !t.due.empty() && !today.empty() && t.due <= today.substr(0, 10))
            out.push_back(name);
    return out;
}

std::vector<std::string> practiceTopics() {
    std::vector<std::string> out;
    for (const auto& t : allTopics()) out.push_back(practiceTopic(t.kind, t.measure));
    return out;
}

std::optional<std::pair<PracticeKind, PracticeMeasure>> parsePracticeTopic(const std::string& s) {
    for (const auto& t : allTopics())
        if (practiceTopic(t.kind, t.measure) == s) return std::make_pair(t.kind, t.measure);
    return std::nullopt;
}

void recordRevealed(PracticeProgress& p, const PracticeExercise& ex, const std::string& exerciseId,
                    const std::string& time) {
    ++p.done;
    auto& t = p.topics[practiceTopic(ex)];
    ++t.tried;
    ++t.wrong;
    schedule(t, false, time);
    recordLevelTry(p, ex, false);
    p.answers.push_back({exerciseId, "", "revealed", time, ""});
    if (p.answers.size() > kMaxStoredAnswers) p.answers.erase(p.answers.begin());
}

std::string practiceTopic(PracticeKind kind, PracticeMeasure m) {
    if (kind == PracticeKind::Construct || kind == PracticeKind::Choose) return toString(kind);
    return std::string(toString(kind)) + "/" + toString(m);
}

std::string practiceTopic(const PracticeExercise& ex) {
    return practiceTopic(ex.kind, ex.measure);
}

void recordAnswer(PracticeProgress& p, const PracticeExercise& ex, const PracticeGrade& g,
                  bool firstTry, const std::string& exerciseId, const std::string& answer,
                  const std::string& time) {
    if (g.verdict == Verdict::Unreadable) return;
    const bool right = g.verdict == Verdict::Right;
    if (firstTry) {
        ++p.done;
        if (right) ++p.firstTryRight;
    }
    auto& t = p.topics[practiceTopic(ex)];
    ++t.tried;
    if (firstTry) schedule(t, right, time);
    if (firstTry) recordLevelTry(p, ex, right);
    std::string mistake;
    if (!right) {
        ++t.wrong;
        mistake = mistakeClass(ex, g);  // the class the class table (practice check) counts
        ++p.mistakes[mistake];
    }
    p.answers.push_back({exerciseId, answer, toString(g.verdict), time, mistake});
    if (p.answers.size() > kMaxStoredAnswers)
        p.answers.erase(
            p.answers.begin(),
            p.answers.begin() + static_cast<std::ptrdiff_t>(p.answers.size() - kMaxStoredAnswers));
}

std::vector<std::pair<std::string, int>> frequentMistakes(const PracticeProgress& p, int n) {
    std::vector<std::pair<std::string, int>> v(p.mistakes.begin(), p.mistakes.end());
    std::stable_sort(v.begin(), v.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    if (n >= 0 && static_cast<int>(v.size()) > n) v.resize(static_cast<std::size_t>(n));
    return v;
}

PracticeSpec drawWeakSpot(const PracticeProgress& p, std::uint32_t seed, const std::string& today) {
    const auto topics = allTopics();
    const auto due = dueTopics(p, today);
    std::vector<int> weights;
    int total = 0;
    for (const auto& t : topics) {
        const std::string name = practiceTopic(t.kind, t.measure);
        const auto it = p.topics.find(name);
        const int wrong = it == p.topics.end() ? 0 : it->second.wrong;
        const bool isDue = std::find(due.begin(), due.end(), name) != due.end();
        weights.push_back(1 + 4 * wrong + (isDue ? 40 : 0));
        total += weights.back();
    }
    std::mt19937 rng(seed ^ 0x5eedu);
    int r = drawInt(rng, 0, total - 1);
    std::size_t i = 0;
    while (r >= weights[i]) r -= weights[i++];
    PracticeSpec spec;
    spec.kind = topics[i].kind;
    spec.seed = static_cast<std::uint32_t>(rng());
    if (spec.kind == PracticeKind::Compute || spec.kind == PracticeKind::Predict)
        spec.measure = topics[i].measure;
    return spec;
}

std::filesystem::path progressFile(const std::filesystem::path& folder,
                                   const std::string& learner) {
    std::string name;
    for (unsigned char c : learner) {
        if (std::isalnum(c) && c < 0x80) {
            name += static_cast<char>(c);
        } else if (c == '_' || c == '-') {
            name += static_cast<char>(c);
        } else {
            char buf[4];
            std::snprintf(buf, sizeof buf, "%%%02X", c);
            name += buf;
        }
    }
    if (name.empty()) name = "learner";
    return folder / (name + ".json");
}

std::string progressJson(const PracticeProgress& p) {
    nlohmann::json j;
    j["format"] = kFormat;
    j["version"] = kVersion;
    j["learner"] = p.learner;
    j["done"] = p.done;
    j["first_try_right"] = p.firstTryRight;
    j["mistakes"] = p.mistakes;
    nlohmann::json topics = nlohmann::json::object();
    for (const auto& [k, t] : p.topics)
        topics[k] = {{"tried", t.tried},       {"wrong", t.wrong},       {"streak", t.streak},
                     {"mastered", t.mastered}, {"interval", t.interval}, {"due", t.due}};
    j["topics"] = topics;
    nlohmann::json answers = nlohmann::json::array();
    for (const auto& a : p.answers)
        answers.push_back({{"exercise", a.exercise},
                           {"answer", a.answer},
                           {"verdict", a.verdict},
                           {"time", a.time},
                           {"mistake", a.mistake}});
    j["answers"] = answers;
    j["level"] = p.level;
    j["level_tries"] = p.levelTries;
    return j.dump(1) + "\n";
}

std::string jsonErrorPlace(const std::string& text, std::size_t byte) {
    const std::size_t end = std::min(text.size(), byte > 0 ? byte - 1 : 0);
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++column;  // a character, not a UTF-8 continuation byte
        }
    }
    return "line " + std::to_string(line) + ", character " + std::to_string(column);
}

ProgressLoad parseProgress(const std::string& text, const std::string& fileName) {
    ProgressLoad out;
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        out.error = fileName + ": not a practice progress file (damaged JSON, " +
                    jsonErrorPlace(text, e.byte) + ")";
        return out;
    }
    if (!j.is_object() || j.value("format", std::string()) != kFormat) {
        out.error = fileName + ": not a RankLens practice progress file (no \"format\": \"" +
                    kFormat + "\")";
        return out;
    }
    try {
        const int version = j.at("version").get<int>();
        if (version > kVersion) {
            out.error = fileName + ": written by a newer RankLens (version " +
                        std::to_string(version) + "; this one reads " + std::to_string(kVersion) +
                        ")";
            return out;
        }
        PracticeProgress& p = out.progress;
        p.learner = j.at("learner").get<std::string>();
        p.done = j.at("done").get<int>();
        p.firstTryRight = j.at("first_try_right").get<int>();
        p.mistakes = j.at("mistakes").get<std::map<std::string, int>>();
        for (const auto& [k, t] : j.at("topics").items())  // mastery: absent in older files
            p.topics[k] = {t.at("tried").get<int>(), t.at("wrong").get<int>(),
                           t.value("streak", 0),     t.value("mastered", false),
                           t.value("interval", 0),   t.value("due", std::string())};
        for (const auto& a : j.at("answers"))
            p.answers.push_back(
                {a.at("exercise").get<std::string>(), a.at("answer").get<std::string>(),
                 a.at("verdict").get<std::string>(), a.at("time").get<std::string>(),
                 a.at("mistake").get<std::string>()});
        // The automatic level: absent in files written before it stepped on mastery, where it
        // followed the count of exercises (five at the first level, then ten a level).
        p.level = j.value("level", p.done < 5 ? 0 : std::min(4, 1 + (p.done - 5) / 10));
        p.levelTries = j.value("level_tries", std::string());
        if (p.level < 0 || p.level >= kPracticeLevelCount ||
            p.levelTries.find_first_not_of("01") != std::string::npos) {
            out.error = fileName + ": damaged (the automatic level is not one of the levels)";
            return out;
        }
        if (p.done < 0 || p.firstTryRight < 0 || p.firstTryRight > p.done) {
            out.error = fileName + ": damaged (the counts contradict each other)";
            return out;
        }
    } catch (const nlohmann::json::exception& e) {
        out.error = fileName + ": damaged (" + std::string(e.what()) + ")";
        return out;
    }
    out.ok = true;
    return out;
}

ProgressLoad loadProgress(const std::filesystem::path& folder, const std::string& learner) {
    const auto file = progressFile(folder, learner);
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) {
        ProgressLoad fresh;
        fresh.ok = true;
        fresh.progress.learner = learner;
        return fresh;
    }
    std::ifstream in(file, std::ios::binary);
    if (!in) return {false, {}, file.string() + ": cannot be read (" + std::strerror(errno) + ")"};
    std::stringstream ss;
    ss << in.rdbuf();
    ProgressLoad l = parseProgress(ss.str(), file.string());
    if (l.ok && l.progress.learner != learner) {
        l.ok = false;
        l.error = file.string() + ": belongs to another learner (\"" + l.progress.learner + "\")";
    }
    return l;
}

bool writeFileAtomically(const std::filesystem::path& path, const std::string& content,
                         std::string& error) {
    const std::filesystem::path tmp = path.string() + ".tmp";
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        error = tmp.string() + ": cannot be written (" + std::strerror(errno) + ")";
        return false;
    }
    std::size_t written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0) {
            if (errno == EINTR) continue;
            error = tmp.string() + ": cannot be written (" + std::strerror(errno) + ")";
            ::close(fd);
            ::unlink(tmp.c_str());
            return false;
        }
        written += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        error = tmp.string() + ": cannot be saved (" + std::strerror(errno) + ")";
        ::unlink(tmp.c_str());
        return false;
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        error = path.string() + ": cannot be replaced (" + std::strerror(errno) + ")";
        ::unlink(tmp.c_str());
        return false;
    }
    return true;
}

bool saveProgress(const std::filesystem::path& folder, const PracticeProgress& p,
                  std::string& error) {
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec) {
        error = folder.string() + ": cannot be created (" + ec.message() + ")";
        return false;
    }
    return writeFileAtomically(progressFile(folder, p.learner), progressJson(p), error);
}

}  // namespace ranklens::core::teaching
