// `ranklens-cli practice`: exercise sets for a course (issues 34 and 48).
//   practice set [--measures P@k,NDCG@k …] [--levels binary,graded,ties,means]
//       [--kinds compute,predict,construct,choose] [--k 3-5] [--count N] [--seed S]
//       [--title T] [--language en|zh_CN] [--homework] -o SET.json [--force]
//   practice print [SET.json | --seed N --count M --kinds …] [--format text|json] [--answers]
//   practice check SET.json A.csv [B.csv …] [--format text|csv|json|graded] [-o FILE]
// The exercises are core/teaching's, generated from their seeds; the same set prints and grades
// the same everywhere. A set without --seed gets a new one, printed so it can be made again.
// Malformed sets or answer files exit 2 (BadInput) with a message naming the file; an answers
// file of another set is refused by name; an unreadable answer is graded "unreadable".
#include <CLI/CLI.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/commands.h"
#include "app/cli/output_file.h"
#include "app/cli/practice_catalog.h"
#include "core/teaching/class_grading.h"
#include "core/teaching/practice_answer.h"
#include "core/teaching/practice_exercise.h"
#include "core/teaching/practice_print.h"
#include "core/teaching/practice_set.h"
#include "core/teaching/set_authoring.h"

namespace ranklens::cli {

namespace {

namespace t = core::teaching;

struct PracticeCli {
    std::string setFile, output = "-", kinds = "compute", language = "en", title, format = "text";
    std::string measures, levels, kRange = "3-5";
    std::vector<std::string> answersFiles;
    std::uint32_t seed = 1;
    int count = 10;
    bool answers = false, force = false, homework = false;
    std::vector<std::string> ids;
};

std::vector<std::string> commaList(const std::string& list) {
    std::vector<std::string> items;
    std::stringstream ss(list);
    std::string item;
    while (std::getline(ss, item, ','))
        if (!item.empty()) items.push_back(item);
    return items;
}

// A comma-separated option read with parse; usage error naming the option and the item.
template <typename T, typename Parse>
std::vector<T> parseList(const std::string& list, const char* option, Parse parse,
                         const char* known) {
    std::vector<T> out;
    for (const auto& item : commaList(list)) {
        const auto v = parse(item);
        if (!v)
            throw CommandFailure{ExitCode::Usage, std::string(option) + ": unknown \"" + item +
                                                      "\" (known: " + known + ")"};
        out.push_back(*v);
    }
    return out;
}

std::vector<t::PracticeKind> parseKinds(const std::string& list) {
    auto kinds = parseList<t::PracticeKind>(
        list, "--kinds", [](const std::string& s) { return t::parsePracticeKind(s); },
        "compute, predict, construct, choose");
    if (kinds.empty()) throw CommandFailure{ExitCode::Usage, "--kinds: name at least one kind"};
    return kinds;
}

// "--k 3-5" or "--k 4".
void parseKRange(const std::string& text, t::SetRecipe& r) {
    try {
        const auto dash = text.find('-');
        std::size_t used = 0;
        r.kMin = std::stoi(text.substr(0, dash), &used);
        r.kMax = dash == std::string::npos ? r.kMin : std::stoi(text.substr(dash + 1));
        if (used != (dash == std::string::npos ? text.size() : dash))
            throw std::invalid_argument("");
    } catch (const std::exception&) {
        throw CommandFailure{ExitCode::Usage, "--k: \"" + text + "\" is not a range like 3-5"};
    }
}

t::SetRecipe recipeFrom(const PracticeCli& c, bool seedGiven) {
    t::SetRecipe r;
    r.kinds = parseKinds(c.kinds);
    r.measures = parseList<t::PracticeMeasure>(
        c.measures, "--measures", [](const std::string& s) { return t::parseMeasureName(s); },
        "P@k, R@k, F1@k, AP, RR, DCG@k, NDCG@k");
    r.levels = parseList<t::PracticeLevel>(
        c.levels, "--levels", [](const std::string& s) { return t::parseLevelName(s); },
        "binary, graded, ties, means");
    parseKRange(c.kRange, r);
    r.count = c.count;
    r.seed = seedGiven ? c.seed : t::freshSeed();
    r.title = c.title;
    r.language = c.language;
    r.homework = c.homework;
    if (const std::string why = t::recipeProblem(r); !why.empty())
        throw CommandFailure{ExitCode::Usage, "practice set: " + why};
    return r;
}

// The set a print names: a file, else --seed/--count/--kinds (version 1's consecutive seeds).
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
    return t::makePracticeSet(parseKinds(c.kinds), c.seed, c.count, c.language);
}

t::PracticeTranslator translator(const std::string& language) {
    return [language](const char* s) { return translatePractice(s, language); };
}

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw CommandFailure{ExitCode::BadInput, path + ": cannot be opened"};
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void write(const std::string& text, const std::string& path) {
    if (!writeOutput(text, path))
        throw CommandFailure{ExitCode::BadInput, path + ": cannot be written"};
}

PracticeCli& options() {
    static PracticeCli c;
    return c;
}

ExitCode runPrint() {
    const PracticeCli& c = options();
    if (c.format != "text" && c.format != "json")
        throw CommandFailure{ExitCode::Usage, "--format must be text or json"};
    if (!c.ids.empty()) {
        std::vector<t::PracticeSpec> specs;
        for (const auto& id : c.ids) {
            const auto spec = t::parsePracticeId(id);
            if (!spec)
                throw CommandFailure{ExitCode::Usage,
                                     "--id: \"" + id +
                                         "\" is not an exercise id (e.g. compute-123 or "
                                         "compute-123-NDCG-graded-k4)"};
            specs.push_back(*spec);
        }
        t::PracticeSet set;
        set.exercises = specs;
        set.language = c.language;
        write(c.format == "json" ? t::practiceSetJsonView(set, c.answers, translator(c.language))
                                 : t::practiceText(specs, "", c.answers, translator(c.language)),
              "-");
        return ExitCode::Ok;
    }
    const t::PracticeSet set = setFrom(c);
    const auto tr = translator(set.language);
    write(c.format == "json" ? t::practiceSetJsonView(set, c.answers, tr)
                             : t::practiceText(set.specs(), set.title, c.answers, tr),
          "-");
    return ExitCode::Ok;
}

ExitCode runSet(bool seedGiven) {
    const PracticeCli& c = options();
    const t::SetRecipe r = recipeFrom(c, seedGiven);
    if (c.output != "-" && std::filesystem::exists(c.output) && !c.force)
        throw CommandFailure{ExitCode::Usage, c.output + " exists; add --force to replace it"};
    const t::PracticeSet set = t::authorSet(r);
    write(t::practiceSetJson(set), c.output);
    std::fprintf(stderr, "%s: %zu exercises, set id %s, seed %u (the same set again: --seed %u)\n",
                 c.output == "-" ? "stdout" : c.output.c_str(), set.size(),
                 t::practiceSetId(set).c_str(), r.seed, r.seed);
    return ExitCode::Ok;
}

ExitCode runCheck() {
    const PracticeCli& c = options();
    if (c.format != "text" && c.format != "csv" && c.format != "json" && c.format != "graded")
        throw CommandFailure{ExitCode::Usage, "--format must be text, csv, json or graded"};
    const t::PracticeSetLoad s = t::loadPracticeSet(c.setFile);
    if (!s.ok) throw CommandFailure{ExitCode::BadInput, s.error};
    std::vector<t::LearnerResult> learners;
    std::string refused;
    for (const auto& file : c.answersFiles) {
        const t::LearnerLoad l = t::gradeLearner(s.set, readText(file), file);
        if (l.ok)
            learners.push_back(l.result);
        else
            refused += (refused.empty() ? "" : "\n") + l.error;
    }
    if (!refused.empty()) throw CommandFailure{ExitCode::BadInput, refused};
    const t::ClassGrading g = t::gradeClass(s.set, learners);
    std::string out;
    if (c.format == "graded")
        for (const auto& l : learners) out += t::answersCsv(l.records, l.learner, g.setId);
    else
        out = c.format == "json"  ? t::classJson(g)
              : c.format == "csv" ? t::classCsv(g)
                                  : t::classText(g);
    write(out, c.output);
    for (const auto& l : learners)
        std::fprintf(stderr, "%s: %d of %d right\n", l.learner.c_str(), l.right, l.of);
    return ExitCode::Ok;
}

}  // namespace

void registerPracticeCommand(CLI::App& app, Commands& commands) {
    PracticeCli& c = options();
    auto* practice = app.add_subcommand(
        "practice",
        "Practice exercises for a course: write a set, print it, grade a class's answers");
    practice->require_subcommand(1);

    auto* print = practice->add_subcommand("print", "Print the exercises of a set");
    print->add_option("set", c.setFile, "Exercise set file (JSON); without it --seed/--count")
        ->check(CLI::ExistingFile);
    print->add_option("--seed", c.seed, "First seed (exercise i uses seed + i)");
    print->add_option("--count", c.count, "Number of exercises (1..1000)");
    print->add_option("--kinds", c.kinds,
                      "Kinds, comma-separated: compute,predict,construct,choose");
    print->add_option("--language", c.language, "Language without a set file: en or zh_CN");
    print->add_option("--format", c.format, "text or json");
    print->add_flag("--answers", c.answers, "Print the expected answer after each exercise");
    print->add_option("--id", c.ids,
                      "Print these exercises (ids as recorded in answers, e.g. compute-123-NDCG)");
    commands.add(print, runPrint);

    auto* set = practice->add_subcommand("set", "Write an exercise set file for students");
    auto* seed = set->add_option("--seed", c.seed, "Seed of the set (default: a new one, printed)");
    set->add_option("--count", c.count, "Number of exercises (1..1000)");
    set->add_option("--kinds", c.kinds, "Kinds, comma-separated: compute,predict,construct,choose");
    set->add_option("--measures", c.measures, "Measures: P@k,R@k,F1@k,AP,RR,DCG@k,NDCG@k (all)");
    set->add_option("--levels", c.levels, "Levels: binary,graded,ties,means (all)");
    set->add_option("--k", c.kRange, "Range of the cut-off k, e.g. 3-5 (1..10)");
    set->add_option("--language", c.language, "Language of the set: en or zh_CN");
    set->add_option("--title", c.title, "Title shown to students");
    set->add_flag("--homework", c.homework, "No answer shown before the set is handed in");
    set->add_option("-o,--output", c.output, "Set file to write (- = stdout)")->required();
    set->add_flag("--force", c.force, "Replace an existing set file");
    commands.add(set, [seed] { return runSet(seed->count() > 0); });

    auto* check = practice->add_subcommand(
        "check", "Grade a class's answers (CSV: exercise,answer[,learner,set,time]) against a set");
    check->add_option("set", c.setFile, "Exercise set file (JSON)")->required();
    check
        ->add_option("answers", c.answersFiles,
                     "Answers files (CSV with a header), one per learner")
        ->required();
    check->add_option("--format", c.format,
                      "text, csv or json (the class's tables), or graded (every answer graded)");
    check->add_option("-o,--output", c.output, "File to write (- = stdout)");
    commands.add(check, runCheck);
}

}  // namespace ranklens::cli
