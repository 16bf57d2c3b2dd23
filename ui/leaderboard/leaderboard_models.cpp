#include "ui/leaderboard/leaderboard_models.h"

#include <QColor>
#include <cmath>

#include "core/stats/paired_power.h"
#include "ui/common/no_value.h"
#include "ui/common/palette.h"
#include "ui/leaderboard/leaderboard_text.h"

namespace ranklens::ui {

namespace {

using Text = LeaderboardText;

QString runName(const LeaderboardOutcome& o, std::size_t r) {
    return QString::fromStdString(o.board.runs[r]);
}

// The pair of systems a and b (either order) in the measure's pairs: (a, b) with a < b.
int pairIndex(const core::compare::LeaderboardMeasure& m, std::size_t a, std::size_t b) {
    if (a > b) std::swap(a, b);
    for (std::size_t i = 0; i < m.result.pairs.size(); ++i)
        if (m.result.pairs[i].a == a && m.result.pairs[i].b == b) return static_cast<int>(i);
    return -1;
}

QVariant optionalNumber(const std::optional<double>& v, bool sign = false) {
    return v ? QVariant(Text::number(*v, sign)) : QVariant(NoValue::dash());
}

}  // namespace

void LeaderboardModelBase::setOutcome(std::shared_ptr<const LeaderboardOutcome> outcome,
                                      int measure) {
    beginResetModel();
    outcome_ = std::move(outcome);
    measure_ = measure;
    endResetModel();
}

const core::compare::LeaderboardMeasure* LeaderboardModelBase::measure() const {
    if (!outcome_ || measure_ < 0 ||
        static_cast<std::size_t>(measure_) >= outcome_->board.measures.size())
        return nullptr;
    return &outcome_->board.measures[static_cast<std::size_t>(measure_)];
}

void LeaderboardModelBase::retranslate() {
    beginResetModel();
    endResetModel();
}

// ---- runs, best first

int LeaderboardRunsModel::rowCount(const QModelIndex& parent) const {
    const auto* m = measure();
    return parent.isValid() || !m ? 0 : static_cast<int>(m->result.ranking.size());
}

int LeaderboardRunsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LeaderboardRunsModel::data(const QModelIndex& index, int role) const {
    const auto* m = measure();
    if (!m || !index.isValid()) return {};
    const std::size_t run = m->result.ranking[static_cast<std::size_t>(index.row())];
    const auto& s = m->result.systems[run];
    if (role == Qt::TextAlignmentRole && index.column() != Run)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Group)
        return tr("Runs that share a letter are not told apart by the test.");
    if (role == Qt::ToolTipRole && index.column() == Interval && !s.ciLow)
        return tr("An interval needs two queries or more.");
    if (role != Qt::DisplayRole && role != Qt::UserRole) return {};
    const bool sort = role == Qt::UserRole;
    switch (index.column()) {
        case Rank:
            return index.row() + 1;
        case Run:
            return runName(*outcome_, run);
        case Mean:
            return sort ? QVariant(s.mean) : QVariant(Text::number(s.mean));
        case Interval:
            if (sort) return s.ciLow ? QVariant(*s.ciLow) : QVariant();
            return s.ciLow ? QVariant(
                                 tr("%1 – %2").arg(Text::number(*s.ciLow), Text::number(*s.ciHigh)))
                           : QVariant(NoValue::dash());
        case Group:
            return QString::fromStdString(s.group);
    }
    return {};
}

QVariant LeaderboardRunsModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole) return {};
    const QString conf =
        outcome_ ? Text::percent(outcome_->board.options.confidence) : QStringLiteral("95");
    switch (section) {
        case Rank:
            return tr("Rank");
        case Run:
            return tr("Run");
        case Mean:
            return tr("Mean");
        case Interval:
            return tr("%1 % CI").arg(conf);
        case Group:
            return tr("Group");
    }
    return {};
}

// ---- the all-pairs matrix

int PairMatrixModel::rowCount(const QModelIndex& parent) const {
    const auto* m = measure();
    return parent.isValid() || !m ? 0 : static_cast<int>(m->result.ranking.size());
}

int PairMatrixModel::columnCount(const QModelIndex& parent) const {
    return rowCount(parent);
}

std::size_t PairMatrixModel::runAt(int section) const {
    return measure()->result.ranking[static_cast<std::size_t>(section)];
}

int PairMatrixModel::pairAt(const QModelIndex& index) const {
    if (!measure() || !index.isValid() || index.row() == index.column()) return -1;
    return pairIndex(*measure(), runAt(index.row()), runAt(index.column()));
}

double PairMatrixModel::deltaAt(const QModelIndex& index) const {
    const int i = pairAt(index);
    if (i < 0) return 0;
    const auto& p = measure()->result.pairs[static_cast<std::size_t>(i)];
    return runAt(index.row()) == p.b ? p.delta : -p.delta;
}

QVariant PairMatrixModel::data(const QModelIndex& index, int role) const {
    const int i = pairAt(index);
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
    if (i < 0) return role == Qt::DisplayRole ? QVariant(NoValue::dash()) : QVariant();
    const auto& p = measure()->result.pairs[static_cast<std::size_t>(i)];
    const double d = deltaAt(index);
    switch (role) {
        case Qt::DisplayRole:
            return tr("Δ %1\np %2").arg(Text::number(d, true), Text::pValue(p.pAdjusted));
        case Qt::UserRole:
            return d;
        case PairRole:
            return i;
        case Qt::BackgroundRole:
            if (!p.significant) return {};
            return d > 0 ? QColor(kWin).lighter(175) : QColor(kLoss).lighter(175);
        case Qt::ToolTipRole: {
            QString effect = p.effectSize ? Text::number(*p.effectSize, true)
                                          : NoValue::withReason(Text::reason(p.missingReason));
            return tr("%1\np %2 before the correction; effect size %3\nClick to open the pair "
                      "in Compare.")
                .arg(Text::pairVerdict(outcome_->board, *measure(), p), Text::pValue(p.p), effect);
        }
    }
    return {};
}

QVariant PairMatrixModel::headerData(int section, Qt::Orientation, int role) const {
    if (!measure() || section < 0 || section >= rowCount()) return {};
    const std::size_t run = runAt(section);
    if (role == Qt::DisplayRole)
        return tr("%1 (%2)").arg(runName(*outcome_, run),
                                 QString::fromStdString(measure()->result.systems[run].group));
    if (role == Qt::ToolTipRole)
        return tr("Mean %1; letters: its significance groups")
            .arg(Text::number(measure()->result.systems[run].mean));
    return {};
}

// ---- power of each pair

void PairPowerModel::setTarget(double delta) {
    target_ = delta;
    if (rowCount() > 0) emit dataChanged(index(0, Needed), index(rowCount() - 1, Needed));
    emit headerDataChanged(Qt::Horizontal, Needed, Needed);
}

std::optional<std::size_t> PairPowerModel::neededFor(const core::stats::PairSummary& p) const {
    if (!outcome_ || !(p.sdDiff > 0) || !(target_ > 0)) return std::nullopt;
    const auto& o = outcome_->board.options;
    return core::stats::queriesNeeded(target_, {p.sdDiff, o.alpha, o.power});
}

int PairPowerModel::rowCount(const QModelIndex& parent) const {
    const auto* m = measure();
    return parent.isValid() || !m ? 0 : static_cast<int>(m->result.pairs.size());
}

int PairPowerModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PairPowerModel::data(const QModelIndex& index, int role) const {
    const auto* m = measure();
    if (!m || !index.isValid()) return {};
    const auto& p = m->result.pairs[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole && index.column() > RunB)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) return Text::pairPowerSentence(outcome_->board, *m, p);
    if (role != Qt::DisplayRole && role != Qt::UserRole) return {};
    const bool sort = role == Qt::UserRole;
    const auto needed = neededFor(p);
    switch (index.column()) {
        case RunA:
            return runName(*outcome_, p.a);
        case RunB:
            return runName(*outcome_, p.b);
        case Delta:
            return sort ? QVariant(p.delta) : QVariant(Text::number(p.delta, true));
        case Spread:
            return sort ? QVariant(p.sdDiff) : QVariant(Text::number(p.sdDiff));
        case Mde:
            if (sort) return p.mde ? QVariant(*p.mde) : QVariant();
            return optionalNumber(p.mde);
        case Needed:
            if (sort) return needed ? QVariant(qulonglong(*needed)) : QVariant();
            return Text::queriesNeeded(needed);
    }
    return {};
}

QVariant PairPowerModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case RunA:
            return tr("Run a");
        case RunB:
            return tr("Run b");
        case Delta:
            return tr("Δ (b − a)");
        case Spread:
            return tr("SD of differences");
        case Mde:
            return tr("Detectable from");
        case Needed:
            return tr("Queries for Δ %1").arg(target_, 0, 'g', 4);
    }
    return {};
}

// ---- ANOVA

int AnovaModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !measure() ? 0 : 3;
}

int AnovaModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AnovaModel::data(const QModelIndex& index, int role) const {
    const auto* m = measure();
    if (!m || !index.isValid()) return {};
    if (role == Qt::TextAlignmentRole && index.column() != Term)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole) return {};
    const auto& a = m->result.anova;
    const int r = index.row();
    const std::size_t df[] = {a.dfSystem, a.dfTopic, a.dfResidual};
    const double ss[] = {a.ssSystem, a.ssTopic, a.ssResidual};
    const double ms[] = {a.msSystem, a.msTopic, a.msResidual};
    const std::optional<double> f[] = {a.fSystem, a.fTopic, std::nullopt};
    const std::optional<double> p[] = {a.pSystem, a.pTopic, std::nullopt};
    switch (index.column()) {
        case Term:
            return r == 0 ? tr("Runs (system)") : r == 1 ? tr("Queries (topic)") : tr("Residual");
        case Df:
            return qulonglong(df[r]);
        case SumSquares:
            return Text::number(ss[r]);
        case MeanSquare:
            return Text::number(ms[r]);
        case F:
            return optionalNumber(f[r]);
        case P:
            return p[r] ? QVariant(Text::pValue(*p[r])) : QVariant(NoValue::dash());
    }
    return {};
}

QVariant AnovaModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Term:
            return tr("Term");
        case Df:
            return tr("df");
        case SumSquares:
            return tr("Sum of squares");
        case MeanSquare:
            return tr("Mean square");
        case F:
            return tr("F");
        case P:
            return tr("p");
    }
    return {};
}

}  // namespace ranklens::ui
