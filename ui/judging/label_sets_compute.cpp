// LabelSetsWindow: the sets and runs offered, and one Compute off the GUI thread (agreement,
// per query, the verdicts under each set with the disagreements' impact, the holes).
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <map>

#include "core/compare/comparison.h"
#include "core/judging/grade_table.h"
#include "core/store/label_set_save.h"
#include "ui/common/job_runner.h"
#include "ui/judging/label_sets_window.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

namespace cmp = core::compare;

namespace {

// What the worker needs, read on the GUI thread.
struct LabelSetsInput {
    std::vector<std::string> names;
    std::vector<std::map<std::pair<std::string, std::string>, double>> confidence;
    std::vector<std::shared_ptr<const core::Qrels>> labels;
    std::shared_ptr<const core::Qrels> gold;
    std::string goldName;
    std::shared_ptr<const ProjectData> data;
    std::optional<std::pair<std::size_t, std::size_t>> runs;
    std::vector<cmp::MetricColumn> metric;
    cmp::LabelSensitivityOptions options;
    core::EvalConfig cfg;
    std::size_t k = 10;
};

std::vector<core::NamedLabels> named(const LabelSetsInput& in, bool withGold) {
    std::vector<core::NamedLabels> out;
    for (std::size_t s = 0; s < in.names.size(); ++s)
        out.push_back({in.names[s], in.labels[s].get()});
    if (withGold && in.gold) out.push_back({in.goldName, in.gold.get()});
    return out;
}

// Progress in thousandths of the whole Compute: agreement, then the verdicts, the impact of the
// disagreements and the holes, as bench_judges measures them on 7,000 queries (three sets:
// agreement 0.4 s, verdicts 1 s, impact 34 s over three pairs of sets, holes 7 s).
constexpr std::size_t kAgreed = 20, kVerdicts = 50, kImpacted = 850, kAll = 1000;

// p for a step that fills [from, to) of the whole.
core::ProgressFn part(const core::ProgressFn& p, std::size_t from, std::size_t to) {
    return [&p, from, to](std::size_t done, std::size_t total) {
        return p(from + (to - from) * done / std::max<std::size_t>(total, 1), kAll);
    };
}

// The holes of the pair under every chosen set, each its share of the holes' part.
void holesOfEverySet(const LabelSetsInput& in, const std::vector<const core::Run*>& runs,
                     LabelSetsResult& r, const core::ProgressFn& p) {
    const auto [r1, r2] = *in.runs;
    r.holesRuns = {r1, r2};
    r.holesRun1 = QString::fromStdString(in.data->runInfos[r1].name);
    r.holesRun2 = QString::fromStdString(in.data->runInfos[r2].name);
    const std::size_t n = in.labels.size();
    for (std::size_t s = 0; s < n; ++s)
        r.holes.push_back(cmp::judgingHoles(*runs[r1], *runs[r2], *in.labels[s], in.cfg,
                                            in.metric.front(), in.k, 0,
                                            part(p, kImpacted + (kAll - kImpacted) * s / n,
                                                 kImpacted + (kAll - kImpacted) * (s + 1) / n)));
}

// The verdicts under every set, the disagreements' impact and the holes under every set.
void verdicts(const LabelSetsInput& in, LabelSetsResult& r, const core::ProgressFn& p) {
    std::vector<const core::Run*> runs;
    std::vector<std::string> names;
    for (std::size_t i = 0; i < in.data->runs.size(); ++i) {
        runs.push_back(in.data->runs[i].get());
        names.push_back(in.data->runInfos[i].name);
    }
    r.sensitivity =
        cmp::labelSensitivity(runs, names, named(in, false), in.cfg, in.metric, in.options);
    if (!p(kVerdicts, kAll)) throw core::Cancelled();
    const auto [r1, r2] = *in.runs;
    cmp::addDisagreementImpact(*r.sensitivity, runs, named(in, false), in.cfg, r1, r2, 200,
                               part(p, kVerdicts, kImpacted));
    holesOfEverySet(in, runs, r, p);
}

LabelSetsResult computeAll(const LabelSetsInput& in, const core::ProgressFn& p,
                           const QString& verdictProblem) {
    LabelSetsResult r;
    r.sets = in.names;
    r.confidence = in.confidence;
    const auto t = core::gradeTable(named(in, true));
    r.agreement = core::computeMultiAgreement(t, in.gold != nullptr);
    r.byQuery = core::agreementByQuery(t, in.names.size());
    if (!p(kAgreed, kAll)) throw core::Cancelled();
    r.verdictProblem = verdictProblem;
    if (!verdictProblem.isEmpty()) return r;
    try {
        verdicts(in, r, p);
    } catch (const std::invalid_argument& e) {
        r.verdictProblem = QString::fromStdString(e.what());
    }
    return r;
}

}  // namespace

void LabelSetsWindow::fillSets() {
    const auto before = checkedSets();
    const bool firstFill = sets_->count() == 0;
    const QVariant gold = gold_->currentData();
    const QSignalBlocker block(gold_);
    sets_->clear();
    gold_->clear();
    gold_->addItem(tr("none"), QVariant::fromValue<qint64>(0));
    for (const auto& ls : session_->labels().labelSets()) {
        const QString text = tr("%1 (%n label(s))", nullptr, static_cast<int>(ls.numLabels))
                                 .arg(QString::fromStdString(ls.name));
        auto* it = new QListWidgetItem(text, sets_);
        it->setData(Qt::UserRole, QVariant::fromValue<qint64>(ls.id));
        // At first every set is chosen; afterwards the user's choice is kept.
        const bool chosen =
            firstFill || std::find(before.begin(), before.end(), ls.id) != before.end();
        it->setCheckState(chosen ? Qt::Checked : Qt::Unchecked);
        gold_->addItem(text, QVariant::fromValue<qint64>(ls.id));
    }
    gold_->setCurrentIndex(std::max(0, gold_->findData(gold)));
}

void LabelSetsWindow::fillRuns() {
    const auto data = session_->data();
    const int a = run1_->currentIndex(), b = run2_->currentIndex();
    run1_->clear();
    run2_->clear();
    if (!data) return;
    for (const auto& r : data->runInfos) {
        run1_->addItem(QString::fromStdString(r.name));
        run2_->addItem(QString::fromStdString(r.name));
    }
    const int n = run1_->count();
    run1_->setCurrentIndex(a >= 0 && a < n ? a : 0);
    run2_->setCurrentIndex(b >= 0 && b < n ? b : std::min(1, n - 1));
}

std::vector<std::int64_t> LabelSetsWindow::checkedSets() const {
    std::vector<std::int64_t> out;
    for (int i = 0; i < sets_->count(); ++i)
        if (sets_->item(i)->checkState() == Qt::Checked)
            out.push_back(sets_->item(i)->data(Qt::UserRole).toLongLong());
    return out;
}

std::string LabelSetsWindow::nameOf(std::int64_t id) const {
    for (const auto& ls : session_->labels().labelSets())
        if (ls.id == id) return ls.name;
    return {};
}

void LabelSetsWindow::choose(const std::vector<std::int64_t>& sets, std::int64_t gold) {
    for (int i = 0; i < sets_->count(); ++i) {
        const auto id = sets_->item(i)->data(Qt::UserRole).toLongLong();
        sets_->item(i)->setCheckState(
            std::find(sets.begin(), sets.end(), id) != sets.end() ? Qt::Checked : Qt::Unchecked);
    }
    gold_->setCurrentIndex(std::max(0, gold_->findData(QVariant::fromValue<qint64>(gold))));
    compute();
}

void LabelSetsWindow::compute() {
    LabelSetsInput in;
    const std::int64_t goldId = gold_->currentData().toLongLong();
    QString error;
    for (const auto id : checkedSets()) {
        if (id == goldId) continue;
        in.names.push_back(nameOf(id));
        in.labels.push_back(session_->labels().labelsOf(id, &error));
        if (!in.labels.back()) return status_->setText(error);
        auto& conf = in.confidence.emplace_back();
        session_->withStore([&](store::ProjectStore& ps) {
            for (const auto& c : store::loadConfidences(ps, id))
                conf[{c.qid, c.doc}] = c.confidence;
        });
    }
    if (in.names.size() < 2)
        return status_->setText(tr("Choose two label sets or more (the gold set not counted)."));
    if (goldId != 0) {
        in.gold = session_->labels().labelsOf(goldId, &error);
        if (!in.gold) return status_->setText(error);
        in.goldName = nameOf(goldId);
    }
    in.data = session_->data();
    in.cfg = cfg_;
    in.cfg.querySet = core::QuerySet::AllLabelled;  // every labelled query, as eval -c
    in.k = static_cast<std::size_t>(k_->value());
    in.options.test =
        test_->currentIndex() == 0 ? cmp::TestKind::StudentT : cmp::TestKind::Randomization;
    QString problem;
    try {
        in.metric = cmp::parseMetrics({measure_->currentText().trimmed().toStdString()});
    } catch (const std::exception&) {
        problem = tr("“%1” is not a measure RankLens knows.").arg(measure_->currentText());
    }
    const int a = run1_->currentIndex(), b = run2_->currentIndex();
    if (!in.data || in.data->runs.size() < 2)
        problem = tr("The project needs two runs or more to see whether labels change a verdict.");
    else if (a < 0 || b < 0 || a == b)
        problem = tr("Choose two different runs to compare.");
    else
        in.runs = {static_cast<std::size_t>(a), static_cast<std::size_t>(b)};
    runner_->start([this, in, problem](const core::ProgressFn& p) -> JobRunner::Apply {
        auto r = std::make_shared<LabelSetsResult>(computeAll(in, p, problem));
        return [this, r] { publish(std::move(*r)); };
    });
}

}  // namespace ranklens::ui
