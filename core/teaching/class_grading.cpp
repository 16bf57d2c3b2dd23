#include "core/teaching/class_grading.h"

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/teaching/answers_csv.h"
#include "core/teaching/practice_mistakes.h"

namespace ranklens::core::teaching {

namespace {

std::string fileNameOf(const std::string& path) {
    return std::filesystem::path(path).filename().string();
}

std::string stemOf(const std::string& path) {
    return std::filesystem::path(path).stem().string();
}

std::vector<std::string> topicsOf(const PracticeSet& set) {
    std::vector<std::string> topics;
    for (const auto& spec : set.specs()) {
        const std::string t = practiceTopic(makeExercise(spec));
        if (std::find(topics.begin(), topics.end(), t) == topics.end()) topics.push_back(t);
    }
    return topics;
}

std::string mostFrequent(const std::map<std::string, int>& counts) {
    std::string best;
    for (const auto& [id, n] : counts)
        if (best.empty() || n > counts.at(best)) best = id;
    return best;
}

std::string alignedText(const TextTable& t) {
    std::vector<std::size_t> width(t.header.size(), 0);
    auto measure = [&](const std::vector<std::string>& row) {
        for (std::size_t i = 0; i < row.size() && i < width.size(); ++i)
            width[i] = std::max(width[i], row[i].size());
    };
    measure(t.header);
    for (const auto& r : t.rows) measure(r);
    auto line = [&](const std::vector<std::string>& row) {
        std::string s;
        for (std::size_t i = 0; i < row.size(); ++i) {
            std::string cell = row[i];
            if (i + 1 < row.size()) cell.resize(width[i] + 2, ' ');
            s += cell;
        }
        s.erase(s.find_last_not_of(' ') + 1);  // an empty last cell leaves no padding
        return s + "\n";
    };
    std::string out = line(t.header);
    for (const auto& r : t.rows) out += line(r);
    return out;
}

std::string csvOf(const TextTable& t) {
    auto line = [](const std::vector<std::string>& row) {
        std::string s;
        for (std::size_t i = 0; i < row.size(); ++i) s += (i ? "," : "") + csvField(row[i]);
        return s + "\n";
    };
    std::string out = line(t.header);
    for (const auto& r : t.rows) out += line(r);
    return out;
}

}  // namespace

LearnerLoad gradeLearner(const PracticeSet& set, const std::string& text, const std::string& path) {
    LearnerLoad out;
    const AnswersLoad a = parseAnswersCsv(text, path);
    if (!a.ok) {
        out.error = a.error;
        return out;
    }
    if (std::string why = foreignAnswersProblem(set, a, path); !why.empty()) {
        out.error = why;
        return out;
    }
    const SetGrading g = gradeSet(set, a.rows, path);
    if (!g.ok) {
        out.error = g.error;
        return out;
    }
    LearnerResult& r = out.result;
    r.learner = a.learner.empty() ? stemOf(path) : a.learner;
    r.file = fileNameOf(path);
    r.right = g.right;
    r.of = static_cast<int>(g.records.size());
    r.records = g.records;
    const auto specs = set.specs();
    for (std::size_t i = 0; i < g.records.size(); ++i)
        if (g.records[i].verdict == "wrong")
            ++r.topicMistakes[practiceTopic(makeExercise(specs[i]))];
    out.ok = true;
    return out;
}

ClassGrading gradeClass(const PracticeSet& set, const std::vector<LearnerResult>& learners) {
    ClassGrading g;
    g.setId = practiceSetId(set);
    g.title = set.title;
    g.topics = topicsOf(set);
    g.learners = learners;
    const auto specs = set.specs();
    for (std::size_t i = 0; i < specs.size(); ++i) {
        ExerciseResult e;
        e.exercise = static_cast<int>(i) + 1;
        e.topic = practiceTopic(makeExercise(specs[i]));
        std::map<std::string, int> mistakes;
        for (const auto& l : learners) {
            if (i >= l.records.size()) continue;
            const auto& rec = l.records[i];
            if (rec.verdict == "right") ++e.right;
            if (rec.verdict == "wrong") ++e.wrong;
            if (rec.verdict == "unreadable") ++e.unreadable;
            if (rec.verdict == "unanswered") ++e.unanswered;
            if (rec.verdict == "wrong" && !rec.mistake.empty()) ++mistakes[rec.mistake];
        }
        e.commonMistake = mostFrequent(mistakes);
        g.exercises.push_back(e);
    }
    return g;
}

TextTable learnersTable(const ClassGrading& g) {
    TextTable t;
    t.header = {"learner", "file", "right", "of"};
    t.header.insert(t.header.end(), g.topics.begin(), g.topics.end());
    for (const auto& l : g.learners) {
        std::vector<std::string> row{l.learner, l.file, std::to_string(l.right),
                                     std::to_string(l.of)};
        for (const auto& topic : g.topics) {
            const auto it = l.topicMistakes.find(topic);
            row.push_back(std::to_string(it == l.topicMistakes.end() ? 0 : it->second));
        }
        t.rows.push_back(row);
    }
    return t;
}

TextTable exercisesTable(const ClassGrading& g) {
    TextTable t;
    t.header = {
        "exercise", "topic", "right", "wrong", "unreadable", "unanswered", "most frequent mistake"};
    for (const auto& e : g.exercises)
        t.rows.push_back({std::to_string(e.exercise), e.topic, std::to_string(e.right),
                          std::to_string(e.wrong), std::to_string(e.unreadable),
                          std::to_string(e.unanswered), e.commonMistake});
    return t;
}

std::string classText(const ClassGrading& g) {
    std::string out = "Set " + (g.title.empty() ? std::string() : "\"" + g.title + "\" ") + "(id " +
                      g.setId + "): " + std::to_string(g.learners.size()) + " learners, " +
                      std::to_string(g.exercises.size()) +
                      " exercises. The topic columns count wrong answers.\n\n";
    out += alignedText(learnersTable(g));
    out += "\nDifficulty per exercise:\n";
    TextTable exercises = exercisesTable(g);
    for (auto& row : exercises.rows)  // words for a reader; the CSV and JSON keep the ids
        if (!row.back().empty()) row.back() = answerMistakeTitle(row.back());
    out += alignedText(exercises);
    return out;
}

std::string classCsv(const ClassGrading& g) {
    return csvOf(learnersTable(g)) + "\n" + csvOf(exercisesTable(g));
}

std::string classJson(const ClassGrading& g) {
    using Json = nlohmann::ordered_json;
    Json j;
    j["set"] = {{"id", g.setId}, {"title", g.title}};
    j["learners"] = Json::array();
    for (const auto& l : g.learners) {
        Json answers = Json::array();
        for (const auto& r : l.records)
            answers.push_back({{"exercise", r.exercise},
                               {"answer", r.answer},
                               {"correct", r.verdict == "right"},
                               {"verdict", r.verdict},
                               {"mistake", r.mistake}});
        Json mistakes = Json::object();
        for (const auto& topic : g.topics)
            mistakes[topic] = l.topicMistakes.count(topic) ? l.topicMistakes.at(topic) : 0;
        j["learners"].push_back({{"learner", l.learner},
                                 {"file", l.file},
                                 {"right", l.right},
                                 {"of", l.of},
                                 {"mistakes", mistakes},
                                 {"answers", answers}});
    }
    j["exercises"] = Json::array();
    for (const auto& e : g.exercises)
        j["exercises"].push_back({{"exercise", e.exercise},
                                  {"topic", e.topic},
                                  {"right", e.right},
                                  {"wrong", e.wrong},
                                  {"unreadable", e.unreadable},
                                  {"unanswered", e.unanswered},
                                  {"most_frequent_mistake", e.commonMistake}});
    return j.dump(1) + "\n";
}

}  // namespace ranklens::core::teaching
