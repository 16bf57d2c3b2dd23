#include "core/teaching/practice_set.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/teaching/practice_answer.h"

namespace ranklens::core::teaching {

namespace {

constexpr const char* kSetFormat = "ranklens-practice-set";
constexpr int kSetVersion = 2;

}  // namespace

std::vector<PracticeSpec> PracticeSet::specs() const {
    if (!exercises.empty()) return exercises;
    std::vector<PracticeSpec> v;
    if (kinds.empty()) return v;
    for (std::size_t i = 0; i < seeds.size(); ++i) {
        PracticeSpec s;
        s.kind = kinds[i % kinds.size()];
        s.seed = seeds[i];
        v.push_back(s);
    }
    return v;
}

PracticeSet makePracticeSet(const std::vector<PracticeKind>& kinds, std::uint32_t first, int count,
                            const std::string& language) {
    PracticeSet s;
    s.kinds = kinds;
    s.language = language;
    for (int i = 0; i < count; ++i) s.seeds.push_back(first + static_cast<std::uint32_t>(i));
    return s;
}

namespace {

using SetJson = nlohmann::json;

bool isSeed(const SetJson& x) {
    return x.is_number_unsigned() && x.get<std::uint64_t>() <= 0xffffffffu;
}

// Version 1: "kinds" and "seeds" (or "seed" and "count"). "" or what was wrong.
std::string readKindsAndSeeds(const SetJson& j, PracticeSet& s) {
    s.kinds.clear();
    const auto& kinds = j.at("kinds");
    if (!kinds.is_array() || kinds.empty())
        return "\"kinds\" must list at least one of compute, predict, construct, choose";
    for (const auto& k : kinds) {
        const std::string name = k.get<std::string>();
        const auto kind = parsePracticeKind(name);
        if (!kind)
            return "unknown kind \"" + name + "\" (known: compute, predict, construct, choose)";
        s.kinds.push_back(*kind);
    }
    if (!j.contains("seeds")) {
        if (!isSeed(j.at("seed"))) return "\"seed\" must be a whole number from 0 to 4294967295";
        const int count = j.at("count").get<int>();
        if (count < 1 || count > kMaxPracticeSetCount)
            return "\"count\" must be 1 to " + std::to_string(kMaxPracticeSetCount);
        s.seeds = makePracticeSet(s.kinds, j["seed"].get<std::uint32_t>(), count).seeds;
        return "";
    }
    if (!j["seeds"].is_array()) return "\"seeds\" must be a list of numbers";
    for (const auto& x : j["seeds"]) {
        if (!isSeed(x)) return "every seed must be a whole number from 0 to 4294967295";
        s.seeds.push_back(x.get<std::uint32_t>());
    }
    if (j.contains("count") && j["count"].get<int>() != static_cast<int>(s.seeds.size()))
        return "\"count\" (" + std::to_string(j["count"].get<int>()) +
               ") differs from the number of seeds (" + std::to_string(s.seeds.size()) + ")";
    return "";
}

// One exercise of version 2; "" or what was wrong (n: its 1-based number).
std::string readExercise(const SetJson& e, std::size_t n, PracticeSpec& spec) {
    const std::string where = "exercise " + std::to_string(n) + ": ";
    if (!e.is_object()) return where + "not an object";
    const auto kind = parsePracticeKind(e.at("kind").get<std::string>());
    if (!kind) return where + "unknown kind \"" + e["kind"].get<std::string>() + "\"";
    spec.kind = *kind;
    if (!isSeed(e.at("seed")))
        return where + "\"seed\" must be a whole number from 0 to 4294967295";
    spec.seed = e["seed"].get<std::uint32_t>();
    if (e.contains("measure")) {
        spec.measure = parsePracticeMeasure(e["measure"].get<std::string>());
        if (!spec.measure)
            return where + "unknown measure \"" + e["measure"].get<std::string>() + "\"";
    }
    if (e.contains("level")) {
        spec.level = parsePracticeLevel(e["level"].get<std::string>());
        if (!spec.level) return where + "unknown level \"" + e["level"].get<std::string>() + "\"";
    }
    if (e.contains("k")) {
        const int k = e["k"].get<int>();
        if (k < kMinPracticeK || k > kMaxPracticeK)
            return where + "\"k\" must be " + std::to_string(kMinPracticeK) + " to " +
                   std::to_string(kMaxPracticeK);
        spec.k = k;
    }
    return "";
}

std::string readExercises(const SetJson& j, PracticeSet& s) {
    const auto& list = j.at("exercises");
    if (!list.is_array()) return "\"exercises\" must be a list";
    for (std::size_t i = 0; i < list.size(); ++i) {
        PracticeSpec spec;
        if (std::string why = readExercise(list[i], i + 1, spec); !why.empty()) return why;
        s.exercises.push_back(spec);
    }
    s.kinds.clear();
    return "";
}

// The fields after "format" and "version"; "" or what was wrong.
std::string readSet(const SetJson& j, int version, PracticeSet& s) {
    s.title = j.value("title", std::string());
    s.language = j.value("language", std::string("en"));
    if (s.language != "en" && s.language != "zh_CN")
        return "\"language\" must be \"en\" or \"zh_CN\", not \"" + s.language + "\"";
    s.homework = j.value("homework", false);
    const std::string why =
        version >= 2 && j.contains("exercises") ? readExercises(j, s) : readKindsAndSeeds(j, s);
    if (!why.empty()) return why;
    if (s.size() == 0 || static_cast<int>(s.size()) > kMaxPracticeSetCount)
        return "a set holds 1 to " + std::to_string(kMaxPracticeSetCount) + " exercises";
    return "";
}

}  // namespace

PracticeSetLoad parsePracticeSet(const std::string& text, const std::string& fileName) {
    PracticeSetLoad out;
    auto fail = [&](const std::string& why) {
        out.error = fileName + ": " + why;
        return out;
    };
    SetJson j;
    try {
        j = SetJson::parse(text);
    } catch (const SetJson::parse_error& e) {
        return fail("not an exercise set (damaged or not JSON, " + jsonErrorPlace(text, e.byte) +
                    ")");
    }
    if (!j.is_object() || !j.contains("format") || !j["format"].is_string() ||
        j["format"].get<std::string>() != kSetFormat)
        return fail(std::string("not a RankLens exercise set (no \"format\": \"") + kSetFormat +
                    "\")");
    try {
        const int version = j.at("version").get<int>();
        if (version < 1) return fail("version " + std::to_string(version) + " is not valid");
        if (version > kSetVersion)
            return fail("written by a newer RankLens (version " + std::to_string(version) +
                        "; this one reads " + std::to_string(kSetVersion) + ")");
        if (std::string why = readSet(j, version, out.set); !why.empty()) return fail(why);
    } catch (const SetJson::exception& e) {
        return fail(std::string("damaged (") + e.what() + ")");
    }
    out.ok = true;
    return out;
}

PracticeSetLoad loadPracticeSet(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        PracticeSetLoad out;
        out.error = file.string() + ": cannot be opened (" + std::strerror(errno) + ")";
        return out;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    return parsePracticeSet(ss.str(), file.string());
}

std::string practiceSetJson(const PracticeSet& set) {
    SetJson j;
    j["format"] = kSetFormat;
    j["title"] = set.title;
    j["language"] = set.language;
    if (set.exercises.empty() && !set.homework) {  // readable by RankLens before version 2
        j["version"] = 1;
        SetJson kinds = SetJson::array();
        for (auto k : set.kinds) kinds.push_back(toString(k));
        j["kinds"] = kinds;
        j["seeds"] = set.seeds;
        return j.dump(1) + "\n";
    }
    j["version"] = kSetVersion;
    j["homework"] = set.homework;
    SetJson list = SetJson::array();
    for (const auto& spec : set.specs()) {
        SetJson e = {{"kind", toString(spec.kind)}, {"seed", spec.seed}};
        if (spec.measure) e["measure"] = toString(*spec.measure);
        if (spec.level) e["level"] = toString(*spec.level);
        if (spec.k) e["k"] = *spec.k;
        list.push_back(e);
    }
    j["exercises"] = list;
    return j.dump(1) + "\n";
}

std::string practiceSetId(const PracticeSet& set) {
    std::uint64_t h = 14695981039346656037ull;
    for (const auto& spec : set.specs()) {
        for (char c : practiceId(spec) + "\n") {
            h ^= static_cast<unsigned char>(c);
            h *= 1099511628211ull;
        }
    }
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return std::string(buf).substr(0, 12);
}

bool savePracticeSet(const std::filesystem::path& file, const PracticeSet& set,
                     std::string& error) {
    return writeFileAtomically(file, practiceSetJson(set), error);
}

std::string answersCsv(const std::vector<PracticeAnswerRecord>& records, const std::string& learner,
                       const std::string& setId) {
    std::string s = "learner,set,exercise,answer,correct,time,mistake\n";
    const std::string who = csvField(learner) + "," + csvField(setId) + ",";
    for (const auto& r : records)
        s += who + csvField(r.exercise) + "," + csvField(r.answer) + "," + csvField(r.verdict) +
             "," + csvField(r.time) + "," + csvField(r.mistake) + "\n";
    return s;
}

SetGrading gradeSet(const PracticeSet& set, const std::vector<PracticeAnswerRecord>& answers,
                    const std::string& answersFile) {
    SetGrading out;
    const auto specs = set.specs();
    std::map<std::string, const PracticeAnswerRecord*> byId;
    for (const auto& a : answers) {
        int n = 0;
        try {
            std::size_t used = 0;
            n = std::stoi(a.exercise, &used);
            if (used != a.exercise.size()) n = 0;
        } catch (const std::exception&) {
            n = 0;
        }
        if (n < 1 || n > static_cast<int>(specs.size())) {
            out.error = answersFile + ": exercise \"" + a.exercise + "\" is not in the set (1 to " +
                        std::to_string(specs.size()) + ")";
            return out;
        }
        const std::string id = std::to_string(n);
        if (byId.count(id)) {
            out.error = answersFile + ": exercise " + id + " is answered twice";
            return out;
        }
        byId[id] = &a;
    }
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const std::string id = std::to_string(i + 1);
        const auto it = byId.find(id);
        PracticeAnswerRecord rec;
        rec.exercise = id;
        if (it == byId.end()) {
            rec.verdict = "unanswered";
        } else {
            const PracticeExercise ex = makeExercise(specs[i]);
            const PracticeGrade g = gradeAnswer(ex, it->second->answer);
            rec.answer = it->second->answer;
            rec.time = it->second->time;
            rec.verdict = toString(g.verdict);
            rec.mistake = mistakeClass(ex, g);
            if (g.verdict == Verdict::Right) ++out.right;
        }
        out.records.push_back(rec);
    }
    out.ok = true;
    return out;
}

std::string mistakeClass(const PracticeExercise& ex, const PracticeGrade& g) {
    if (g.verdict == Verdict::Unreadable) return answerProblemId(g.problem);
    if (g.verdict != Verdict::Wrong) return "";
    return ex.kind == PracticeKind::Compute ? mistakeId(g.mistake)
                                            : "wrong_" + std::string(toString(ex.kind));
}

std::string foreignAnswersProblem(const PracticeSet& set, const AnswersLoad& answers,
                                  const std::string& answersFile) {
    const std::string id = practiceSetId(set);
    if (answers.setId.empty() || answers.setId == id) return "";
    return answersFile + ": answers for set " + answers.setId + ", not " + id +
           " (the set they were checked against)";
}

}  // namespace ranklens::core::teaching
