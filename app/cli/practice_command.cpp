// `ranklens-cli practice`: exercise sets for a course (issue 34).
//   practice print [SET.json] [--seed N --count M --kinds compute,predict] [--answers]
//   practice set --seed N --count M [--kinds ...] [--language en|zh_CN] [--title T] -o SET.json
//   practice check SET.json ANSWERS.csv   (CSV: exercise,answer[,time]; graded CSV to stdout)
// The exercises are core/teaching's, generated from their seeds; the same set prints and grades
// the same everywhere. Malformed sets or answer files exit 2 (BadInput) with a message naming
// the file; an unreadable answer is graded "unreadable", never "wrong".
#include <CLI/CLI.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/commands.h"
#include "app/cli/output_file.h"
#include "core/teaching/practice_answer.h"
#include "core/teaching/practice_exercise.h"
#include "core/teaching/practice_set.h"

namespace ranklens::cli {

namespace {

namespace t = core::teaching;

struct PracticeCli {
    std::string setFile, answersFile, output = "-", kinds = "compute", language = "en", title;
    std::uint32_t seed = 1;
    int count = 10;
    bool answers = false;
    std::vector<std::string> ids;
};

std::vector<t::PracticeKind> parseKinds(const std::string& list) {
    std::vector<t::PracticeKind> kinds;
    std::stringstream ss(list);
    std::string item;
    while (std::getline(ss, item, ',')) {
        if (item.empty()) continue;
        const auto k = t::parsePracticeKind(item);
        if (!k)
            throw CommandFailure{ExitCode::Usage,
                                 "--kinds: unknown kind \"" + item +
                                     "\" (known: compute, predict, construct, choose)"};
        kinds.push_back(*k);
    }
    if (kinds.empty()) throw CommandFailure{ExitCode::Usage, "--kinds: name at least one kind"};
    return kinds;
}

t::PracticeSet setFrom(const PracticeCli& c) {
    if (!c.setFile.empty()) {
        const t::PracticeSetLoad l = t::loadPracticeSet(c.setFile);
        if (!l.ok) throw CommandFailure{ExitCode::BadInput, l.error};
        return l.set;
    }
    if (c.count < 1 || c.count > t::kMaxPracticeSetCount)
        throw CommandFailure{ExitCode::Usage,
                             "--count must be 1 to " + std::to_string(t::kMaxPracticeSetCount)};
    if (c.language != "en" && c.language != "zh_CN")
        throw CommandFailure{ExitCode::Usage, "--language must be en or zh_CN"};
    t::PracticeSet s = t::makePracticeSet(parseKinds(c.kinds), c.seed, c.count, c.language);
    s.title = c.title;
    return s;
}

std::string printSpecs(const std::vector<t::PracticeSpec>& specs, const std::string& title,
                       bool withAnswers) {
    std::string out;
    if (!title.empty()) out += title + "\n\n";
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const t::PracticeExercise ex = t::makeExercise(specs[i]);
        out += "Exercise " + std::to_string(i + 1) + " (" + t::toString(ex.kind) + ", seed " +
               std::to_string(specs[i].seed) + "; id " + t::practiceId(ex.spec) + ")\n  " +
               ex.question.english() + "\n";
        for (const auto& line : t::exerciseLines(ex)) out += "  " + line.english() + "\n";
        for (std::size_t o = 0; o < ex.options.size(); ++o)
            out += "  " + std::string(1, static_cast<char>('A' + o)) + ") " +
                   ranklens::core::fillPlaceholders(ex.options[o].text, ex.options[o].values) +
                   "\n";
        if (withAnswers) out += "  Answer: " + t::expectedAnswerText(ex) + "\n";
        out += "\n";
    }
    return out;
}

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw CommandFailure{ExitCode::BadInput, path + ": cannot be opened"};
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

}  // namespace

void registerPracticeCommand(CLI::App& app, Commands& commands) {
    static PracticeCli c;
    auto* practice = app.add_subcommand(
        "practice",
        "Practice exercises for a course: print a set, write a set file, grade answers");
    practice->require_subcommand(1);

    auto* print = practice->add_subcommand("print", "Print the exercises of a set");
    print->add_option("set", c.setFile, "Exercise set file (JSON); without it --seed/--count")
        ->check(CLI::ExistingFile);
    print->add_option("--seed", c.seed, "First seed (exercise i uses seed + i)");
    print->add_option("--count", c.count, "Number of exercises (1..1000)");
    print->add_option("--kinds", c.kinds,
                      "Kinds, comma-separated: compute,predict,construct,choose");
    print->add_flag("--answers", c.answers, "Print the expected answer after each exercise");
    print->add_option("--id", c.ids,
                      "Print these exercises (ids as recorded in answers, e.g. compute-123-NDCG)");
    commands.add(print, [] {
        std::vector<t::PracticeSpec> specs;
        std::string title;
        if (!c.ids.empty()) {
            for (const auto& id : c.ids) {
                const auto spec = t::parsePracticeId(id);
                if (!spec)
                    throw CommandFailure{ExitCode::Usage,
                                         "--id: \"" + id +
                                             "\" is not an exercise id (e.g. "
                                             "compute-123 or compute-123-NDCG-graded)"};
                specs.push_back(*spec);
            }
        } else {
            const t::PracticeSet set = setFrom(c);
            specs = set.specs();
            title = set.title;
        }
        const std::string text = printSpecs(specs, title, c.answers);
        std::fputs(text.c_str(), stdout);
        return ExitCode::Ok;
    });

    auto* set = practice->add_subcommand("set", "Write an exercise set file for students");
    set->add_option("--seed", c.seed, "First seed (exercise i uses seed + i)");
    set->add_option("--count", c.count, "Number of exercises (1..1000)");
    set->add_option("--kinds", c.kinds, "Kinds, comma-separated: compute,predict,construct,choose");
    set->add_option("--language", c.language, "Language of the set: en or zh_CN");
    set->add_option("--title", c.title, "Title shown to students");
    set->add_option("-o,--output", c.output, "Set file to write (- = stdout)");
    commands.add(set, [] {
        const t::PracticeSet s = setFrom(c);
        if (!writeOutput(t::practiceSetJson(s), c.output))
            throw CommandFailure{ExitCode::BadInput, c.output + ": cannot be written"};
        return ExitCode::Ok;
    });

    auto* check = practice->add_subcommand(
        "check", "Grade a learner's answers (CSV: exercise,answer[,time]) against a set");
    check->add_option("set", c.setFile, "Exercise set file (JSON)")->required();
    check->add_option("answers", c.answersFile, "Answers (CSV with a header)")->required();
    check->add_option("-o,--output", c.output, "Graded CSV to write (- = stdout)");
    commands.add(check, [] {
        const t::PracticeSetLoad s = t::loadPracticeSet(c.setFile);
        if (!s.ok) throw CommandFailure{ExitCode::BadInput, s.error};
        const t::AnswersLoad a = t::parseAnswersCsv(readText(c.answersFile), c.answersFile);
        if (!a.ok) throw CommandFailure{ExitCode::BadInput, a.error};
        const t::SetGrading g = t::gradeSet(s.set, a.rows, c.answersFile);
        if (!g.ok) throw CommandFailure{ExitCode::BadInput, g.error};
        if (!writeOutput(t::answersCsv(g.records), c.output))
            throw CommandFailure{ExitCode::BadInput, c.output + ": cannot be written"};
        std::fprintf(stderr, "%d of %zu right\n", g.right, g.records.size());
        return ExitCode::Ok;
    });
}

}  // namespace ranklens::cli
