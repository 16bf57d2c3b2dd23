#include "core/teaching/set_session.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace ranklens::core::teaching {

namespace {

constexpr const char* kSessionFormat = "ranklens-practice-set-session";

std::string sessionJson(const SetSession& s) {
    nlohmann::json j;
    j["format"] = kSessionFormat;
    j["version"] = 1;
    j["learner"] = s.learner;
    j["set"] = s.setId;
    j["position"] = s.position;
    j["handed_in"] = s.handedIn;
    j["solved"] = s.solved;
    j["answers"] = nlohmann::json::array();
    for (const auto& [n, a] : s.answers)
        j["answers"].push_back({{"exercise", n},
                                {"answer", a.answer},
                                {"verdict", a.verdict},
                                {"time", a.time},
                                {"mistake", a.mistake}});
    return j.dump(1) + "\n";
}

SetSessionLoad parseSession(const std::string& text, const std::string& file) {
    SetSessionLoad out;
    try {
        const auto j = nlohmann::json::parse(text);
        if (!j.is_object() || j.value("format", std::string()) != kSessionFormat) {
            out.error = file + ": not a RankLens set session file";
            return out;
        }
        SetSession& s = out.session;
        s.learner = j.at("learner").get<std::string>();
        s.setId = j.at("set").get<std::string>();
        s.position = j.at("position").get<int>();
        s.handedIn = j.at("handed_in").get<bool>();
        s.solved = j.at("solved").get<std::set<int>>();
        for (const auto& a : j.at("answers")) {
            const int n = a.at("exercise").get<int>();
            s.answers[n] = {std::to_string(n), a.at("answer").get<std::string>(),
                            a.at("verdict").get<std::string>(), a.at("time").get<std::string>(),
                            a.at("mistake").get<std::string>()};
        }
    } catch (const nlohmann::json::exception& e) {
        out.error = file + ": damaged (" + std::string(e.what()) + ")";
        return out;
    }
    out.ok = true;
    return out;
}

}  // namespace

std::vector<int> unansweredExercises(const SetSession& s, int count) {
    std::vector<int> out;
    for (int n = 1; n <= count; ++n)
        if (!s.answers.count(n)) out.push_back(n);
    return out;
}

std::vector<PracticeAnswerRecord> keptAnswers(const SetSession& s) {
    std::vector<PracticeAnswerRecord> out;
    for (const auto& [n, a] : s.answers) out.push_back(a);
    return out;
}

std::filesystem::path setSessionFile(const std::filesystem::path& folder,
                                     const std::string& learner, const std::string& setId) {
    return progressFile(folder / "sets", learner + "-" + setId);
}

SetSessionLoad loadSetSession(const std::filesystem::path& folder, const std::string& learner,
                              const std::string& setId) {
    const auto file = setSessionFile(folder, learner, setId);
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) {
        SetSessionLoad fresh;
        fresh.ok = true;
        fresh.session.learner = learner;
        fresh.session.setId = setId;
        return fresh;
    }
    std::ifstream in(file, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    SetSessionLoad l = parseSession(ss.str(), file.string());
    if (l.ok && (l.session.learner != learner || l.session.setId != setId)) {
        l.ok = false;
        l.error = file.string() + ": belongs to another learner or set";
    }
    return l;
}

bool saveSetSession(const std::filesystem::path& folder, const SetSession& s, std::string& error) {
    std::error_code ec;
    std::filesystem::create_directories(folder / "sets", ec);
    if (ec) {
        error = (folder / "sets").string() + ": cannot be created (" + ec.message() + ")";
        return false;
    }
    return writeFileAtomically(setSessionFile(folder, s.learner, s.setId), sessionJson(s), error);
}

}  // namespace ranklens::core::teaching
