#include "core/behaviour/propensity.h"

#include <cmath>
#include <map>
#include <sstream>
#include <stdexcept>

#include "core/base/number_check.h"
#include "core/behaviour/table_file.h"

namespace ranklens::core::behaviour {

Propensity Propensity::powerLaw(double eta) {
    checkNumber("eta", eta, ranges::kPropensityEta);
    Propensity p;
    p.eta_ = eta;
    return p;
}

Propensity Propensity::fromTable(std::vector<double> table, std::string source) {
    if (table.empty()) throw std::invalid_argument("propensity table is empty");
    for (double v : table) checkNumber("propensity", v, ranges::kPropensity);
    Propensity p;
    p.table_ = std::move(table);
    p.source_ = std::move(source);
    return p;
}

std::optional<double> Propensity::at(int position) const {
    if (position < 1) return std::nullopt;
    if (table_.empty()) return std::pow(1.0 / position, eta_);
    if (static_cast<std::size_t>(position) > table_.size()) return std::nullopt;
    return table_[static_cast<std::size_t>(position) - 1];
}

std::string Propensity::describe() const {
    std::ostringstream s;
    if (table_.empty())
        s << "p(pos) = (1/pos)^" << eta_;
    else
        s << "p(pos) from " << (source_.empty() ? "a table" : source_) << " (" << table_.size()
          << " positions)";
    return s.str();
}

Propensity readPropensityFile(const std::string& path) {
    TableFile file(path);
    std::map<long, double> byPos;
    std::vector<std::string> f;
    while (file.next(f)) {
        if (f.size() < 2) file.fail("expected 'position,propensity'");
        long pos = 0;
        double p = 0;
        if (!parseLong(f[0], pos) || pos < 1) {
            if (file.isFirstRow()) continue;  // a header line
            file.fail("position '" + f[0] + "' is not a whole number >= 1");
        }
        if (!parseNumber(f[1], p) || !numberProblem(p, ranges::kPropensity).empty())
            file.fail("propensity '" + f[1] + "' is not " + describeRange(ranges::kPropensity));
        if (!byPos.emplace(pos, p).second)
            file.fail("position " + std::to_string(pos) + " listed twice");
    }
    std::vector<double> table;
    for (const auto& [pos, p] : byPos) {
        if (pos != static_cast<long>(table.size()) + 1)
            throw std::runtime_error(path + ": position " + std::to_string(table.size() + 1) +
                                     " is missing (positions 1..N must all be listed)");
        table.push_back(p);
    }
    if (table.empty()) throw std::runtime_error(path + ": no propensities in the file");
    return Propensity::fromTable(std::move(table), path);
}

double inverseWeight(double p, double clip) {
    const double w = 1.0 / p;
    return clip > 0 && w > clip ? clip : w;
}

}  // namespace ranklens::core::behaviour
