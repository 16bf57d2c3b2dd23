#pragma once
// The evaluation definitions' one schema: one row per definition (ties, gain, the relevance
// threshold, empty queries, log base, judged only, the query set, RBP's p ...) with its name,
// its spelling on the command line and in Python, its stored key, its JSON key, its allowed
// values, its default and its words for the user. The CLI's options, the Python keywords, the
// project's stored settings, the JSON definitions and the GUI's definitions bar all read these
// rows: a new definition is a field of EvalConfig (core/definitions/eval_config.h) and a row here.
//
// Every value travels as text, the text the project stores ("average", "0.5", "yes"): a row
// reads that text into an EvalConfig and writes it back, so each front end only turns its own
// form (a CLI word, a Python object, a JSON value, a combo box entry) into that text.
#include <string>
#include <string_view>
#include <vector>

#include "core/base/number_check.h"
#include "core/definitions/eval_config.h"

namespace ranklens::core {

// How a definition is given (on the command line, in Python, in the bar).
enum class DefinitionShape {
    Choice,   // one word of `choices` (--ties average; ties="average"; a combo box)
    Flag,     // off or on: choices[0] or choices[1] (-J; judged_only=True; a check box)
    Number,   // a number in `range` (-l 0.5; threshold=0.5)
    Whole,    // a whole number in `range` (--err-max-grade 3)
    Numbers,  // a comma list of numbers in `range` (--gain-values 0,1,3; gain_values=[0, 1, 3])
};

// The JSON value of a definition's text.
enum class JsonShape {
    Text,     // "average"
    Bool,     // true when the text is choices[1]
    Integer,  // 4
    Real,     // 2.0
    Number,   // 1 for a whole text, 0.5 otherwise (the relevance threshold)
    Reals,    // [0.0, 1.0, 3.0]
};

// When the JSON definitions state it.
enum class JsonWhen {
    Always,
    CustomGain,    // only under gain "custom"
    MeasureReads,  // only when a computed measure reads it (the JSON writer knows which)
};

// The translation context of every word for the user here: the definitions bar's, which
// showed these words before they moved here (so their translations stayed as they were).
inline constexpr const char* kDefinitionContext = "ranklens::ui::DefinitionsBar";

// Which commands and windows offer it.
enum class DefinitionScope {
    Every,     // eval, compare, leaderboard, the Python functions and the definitions bar
    EvalOnly,  // `eval` and ranklens.evaluate (and the bar's "More" menu when it has a place)
};

// Where the GUI's definitions bar shows it.
enum class BarPlace { None, Bar, More };

// How the one-line description of the definitions (EvalConfig::describe, the words under the
// GUI's plots) states it.
enum class Described {
    Listed,    // "; its words: its value" after the rest, when not the default (a new row)
    Fixed,     // in ConfigDescription's own formats (threshold ... log base, as always)
    Unstated,  // not there: a parameter its measures state (ERR's gmax, alpha, RBP's p), or
               // the output's release (trec_eval_version)
};

struct DefinitionChoice {
    std::string_view text;  // as stored, typed and printed ("average")
    // For the user (translated by the GUI, see kDefinitionContext); nullptr: the text itself.
    const char* words = nullptr;
    bool offered = true;  // false: read from a project only (gain "custom": its table is "gains")
};

struct Definition {
    std::string_view key;     // stored key, and the key of applySetting ("ties")
    std::string_view option;  // the command line, CLI11 spelling ("--ties", "-J,--judged-only")
    std::string_view python;  // the Python keyword ("ties"); empty: not a keyword
    std::string_view json;    // key of the JSON definitions ("ties"); empty: not stated
    DefinitionShape shape = DefinitionShape::Choice;
    JsonShape jsonShape = JsonShape::Text;
    JsonWhen jsonWhen = JsonWhen::Always;
    DefinitionScope scope = DefinitionScope::Every;
    BarPlace bar = BarPlace::None;
    Described described = Described::Listed;
    // Choice and Flag: the values; Number: the bar's presets (log base 2, e, 10).
    std::vector<DefinitionChoice> choices;
    // Other spellings read as a value ({"exp", "exponential"}); never printed.
    std::vector<std::pair<std::string_view, std::string_view>> aliases;
    NumberRange range;  // Number, Whole, Numbers
    // Why a value was refused, when the range does not say it ("must be a number > 1 or 'e'").
    const char* refusal = nullptr;
    const char* label = nullptr;  // its name for the user (kDefinitionContext)
    const char* help = nullptr;   // what it means, for the CLI's help (English)
    const char* tip = nullptr;    // what it means, for the bar's tool tip (kDefinitionContext)
    // The heading it stands under in the bar's "More" menu (kDefinitionContext); nullptr: above
    // the headings.
    const char* section = nullptr;
    bool setting = true;            // a "key=value" setting (compare's --sensitivity) may change it
    bool storedWhenDefault = true;  // false: a project stores it only when it is not the default
    std::string (*text)(const EvalConfig&) = nullptr;       // the value as text
    bool (*read)(std::string_view, EvalConfig&) = nullptr;  // text -> cfg; false: unreadable
    // What giving it as an option does besides (gain values: the gain becomes custom).
    void (*given)(EvalConfig&) = nullptr;

    // The default value as text (the text of EvalConfig{}).
    std::string defaultText() const;
    // Reads text as a value a user may give (an offered choice or an alias for Choice and
    // Flag, the row's reader otherwise); cfg unchanged and false when it is not one.
    bool accept(std::string_view text, EvalConfig& cfg) const;
    // The offered values, comma separated ("trec_eval, input, rank, average").
    std::string offeredList(std::string_view separator = ", ") const;
};

// Every definition, in the order a project stores them.
const std::vector<Definition>& definitionSchema();
// The row of a stored key, or nullptr.
const Definition* findDefinition(std::string_view key);
// The end of EvalConfig::describe(): "; dedupe docs: yes" for each Listed row of `rows` whose
// value in cfg is not its default (its key, '_' read as a space), in their order.
std::string listedDescription(const EvalConfig& cfg,
                              const std::vector<Definition>& rows = definitionSchema());

}  // namespace ranklens::core
