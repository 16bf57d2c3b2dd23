#pragma once
// Examination propensity per displayed position (1-based): the probability that a user looks
// at the item shown there. Std C++ only.
//
//   power law: p(pos) = (1 / pos)^eta   (eta in [0, 10]; eta = 0 gives p = 1 everywhere, i.e.
//              no correction — the IPS values then equal the raw-click values);
//   table:     p(pos) read from a file, one "position,propensity" per line (a header line is
//              allowed; '#' starts a comment); every propensity must lie in [1e-12, 1].
// A propensity below ranges::kMinPropensity (1e-12, core/base/number_check.h) is refused wherever
// it arises (a table, or a deep position under a large eta): its inverse weight would make the
// estimates meaningless or infinite.
//
// Inverse propensity weight with clipping: w(pos) = min(1 / p(pos), clip); clip <= 0 means no
// clipping. Clipping bounds the variance that deep, rarely examined positions bring, at the
// price of a downward bias for them (see evidence.h for the self-normalised variant).
#include <optional>
#include <string>
#include <vector>

namespace ranklens::core::behaviour {

class Propensity {
  public:
    static Propensity powerLaw(double eta);
    // table[i] = propensity of position i + 1.
    static Propensity fromTable(std::vector<double> table, std::string source = {});

    // p(pos); nullopt when the position is < 1 or beyond a table's last position.
    std::optional<double> at(int position) const;
    // "p(pos) = (1/pos)^1" or "p(pos) from FILE (N positions)" — for every output.
    std::string describe() const;
    bool isTable() const { return !table_.empty(); }
    double eta() const { return eta_; }

  private:
    double eta_ = 1.0;
    std::vector<double> table_;
    std::string source_;
};

// Reads a propensity table. Throws std::runtime_error "file:line: what" on a bad line, a
// position listed twice, a gap in positions (1..N must all be there) or a value outside
// [1e-12, 1].
Propensity readPropensityFile(const std::string& path);

// min(1 / p, clip), or 1 / p when clip <= 0. p must be > 0.
double inverseWeight(double p, double clip);

}  // namespace ranklens::core::behaviour
