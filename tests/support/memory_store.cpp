#include "tests/support/memory_store.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "core/base/text.h"
#include "core/io/input_format.h"
#include "core/model/data_copy.h"

namespace ranklens::test_support {

namespace {

core::ParseOptions parseOptions(const store::ImportOptions& o) {
    core::ParseOptions p;
    p.skipBadLines = o.skipBadLines;
    p.progress = o.progress;
    return p;
}

std::string nameOf(const std::string& file, const store::ImportOptions& o) {
    return o.name.empty() ? std::filesystem::path(file).stem().string() : o.name;
}

}  // namespace

std::vector<std::string> splitCsvLine(const std::string& line, char sep) {
    std::vector<std::string> out(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                out.back() += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                out.back() += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == sep) {
            out.emplace_back();
        } else if (c != '\r') {
            out.back() += c;
        }
    }
    return out;
}

std::vector<store::RunInfo> MemoryStore::runs() const {
    std::vector<store::RunInfo> out;
    for (const auto& r : runs_) out.push_back(r.info);
    return out;
}

std::vector<store::LabelSetInfo> MemoryStore::labelSets() const {
    std::vector<store::LabelSetInfo> out;
    for (const auto& l : labels_) {
        auto info = l.info;
        info.numLabels = static_cast<std::int64_t>(l.grades.size());
        out.push_back(info);
    }
    return out;
}

std::int64_t MemoryStore::importRun(const std::string& file, const store::ImportOptions& o,
                                    core::ParseReport* report) {
    auto run = std::make_shared<core::Run>(core::readRun(file, parseOptions(o), report));
    StoredRun s;
    s.info.id = nextId_++;
    s.info.name = nameOf(file, o);
    s.info.sourceFile = file;
    s.info.numQueries = static_cast<std::int64_t>(run->queries().size());
    s.info.numDocs = static_cast<std::int64_t>(run->totalDocs());
    s.run = std::move(run);
    runs_.push_back(std::move(s));
    return runs_.back().info.id;
}

std::int64_t MemoryStore::importQrels(const std::string& file, const store::ImportOptions& o,
                                      core::ParseReport* report) {
    const core::Qrels q = core::readQrels(file, parseOptions(o), report);
    StoredLabels s;
    s.info.id = nextId_++;
    s.info.name = nameOf(file, o);
    s.info.kind = "qrels";
    s.info.sourceFile = file;
    bool first = true;
    for (const auto& qq : q.queries())
        for (const auto& j : qq.judgments) {
            s.grades[{qq.qid, j.doc}] = j.grade;
            s.info.minGrade = first ? j.grade : std::min(s.info.minGrade, j.grade);
            s.info.maxGrade = first ? j.grade : std::max(s.info.maxGrade, j.grade);
            first = false;
        }
    labels_.push_back(std::move(s));
    if (active_ == 0) active_ = labels_.back().info.id;
    return labels_.back().info.id;
}

std::int64_t MemoryStore::importBehaviourLog(const std::string&, const store::EventMapping&,
                                             const store::ImportOptions&, core::ParseReport*) {
    throw store::StoreError("behaviour logs need the SQLite project store");
}

void MemoryStore::importQueryMeta(const std::string& file, const store::ImportOptions&) {
    std::ifstream in(file);
    if (!in) throw store::StoreError("cannot open " + file);
    std::string line;
    std::getline(in, line);
    const char sep = line.find('\t') != std::string::npos ? '\t' : ',';
    const auto header = splitCsvLine(line, sep);
    int cq = -1, ct = -1, cs = -1, cw = -1;
    for (int i = 0; i < static_cast<int>(header.size()); ++i) {
        const auto h = core::asciiLower(header[static_cast<std::size_t>(i)]);
        if (h == "query" || h == "qid" || h == "user") cq = i;
        if (h == "text") ct = i;
        if (h == "segment") cs = i;
        if (h == "weight") cw = i;
    }
    if (cq < 0) throw store::StoreError(file + ": no query column in the header");
    auto field = [](const std::vector<std::string>& f, int c) {
        return c >= 0 && c < static_cast<int>(f.size()) ? f[static_cast<std::size_t>(c)]
                                                        : std::string();
    };
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        const auto f = splitCsvLine(line, sep);
        store::QueryMeta m;
        m.qid = field(f, cq);
        m.text = field(f, ct);
        m.segment = field(f, cs);
        const auto w = field(f, cw);
        m.weight = w.empty() ? 1.0 : std::stod(w);
        auto it = std::find_if(queries_.begin(), queries_.end(),
                               [&](const store::QueryMeta& q) { return q.qid == m.qid; });
        if (it != queries_.end())
            *it = m;
        else
            queries_.push_back(m);
    }
}

void MemoryStore::importItemMeta(const std::string&, const store::ImportOptions&) {}

std::int64_t MemoryStore::saveRun(const core::Run& run, const std::string& name,
                                  const std::string& notes) {
    StoredRun s;
    s.info.id = nextId_++;
    s.info.name = name;
    s.info.notes = notes;
    s.run = std::make_shared<core::Run>(core::copyRun(run));
    s.info.numQueries = static_cast<std::int64_t>(s.run->queries().size());
    s.info.numDocs = static_cast<std::int64_t>(s.run->totalDocs());
    runs_.push_back(std::move(s));
    return runs_.back().info.id;
}

std::int64_t MemoryStore::saveDraft(const store::Draft& d) {
    deleteDraft(d.id);
    store::Draft stored = d;
    if (stored.id == 0) stored.id = nextId_++;
    stored.savedAt = "2026-01-01T00:00:00Z";
    drafts_.insert(drafts_.begin(), stored);
    return stored.id;
}

bool MemoryStore::deleteDraft(std::int64_t id) {
    return std::erase_if(drafts_, [id](const store::Draft& d) { return d.id == id; }) > 0;
}

std::vector<std::pair<std::string, std::string>> MemoryStore::projectSettings(
    const std::string& prefix) const {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& [k, v] : settings_)
        if (k.starts_with(prefix)) out.emplace_back(k.substr(prefix.size()), v);
    return out;
}

void MemoryStore::saveProjectSettings(const std::string& prefix,
                                      const std::vector<std::pair<std::string, std::string>>& v) {
    std::erase_if(settings_, [&](const auto& kv) { return kv.first.starts_with(prefix); });
    for (const auto& [k, value] : v) settings_[prefix + k] = value;
}

void MemoryStore::deleteRun(std::int64_t runId) {
    std::erase_if(runs_, [&](const StoredRun& r) { return r.info.id == runId; });
}

core::Run MemoryStore::loadRun(std::int64_t runId, core::ProgressFn) const {
    for (const auto& r : runs_)
        if (r.info.id == runId) {
            core::Run out = core::copyRun(*r.run);
            out.name = r.info.name;
            return out;
        }
    throw store::StoreError("no run with id " + std::to_string(runId));
}

core::Qrels MemoryStore::loadLabels(std::int64_t labelSetId) const {
    for (const auto& l : labels_)
        if (l.info.id == labelSetId) {
            core::Qrels q;
            for (const auto& [key, grade] : l.grades)
                q.query(key.first).judgments.push_back({q.storeString(key.second), grade});
            q.finalize();
            return q;
        }
    throw store::StoreError("no label set with id " + std::to_string(labelSetId));
}

std::vector<store::QueryMeta> MemoryStore::queries() const {
    return queries_;
}

std::optional<store::ItemMeta> MemoryStore::item(const std::string& docid) const {
    auto it = items_.find(docid);
    if (it == items_.end()) return std::nullopt;
    return it->second;
}

std::vector<store::ItemMeta> MemoryStore::describedItems() const {
    std::vector<store::ItemMeta> out;
    for (const auto& [docid, meta] : items_) out.push_back(meta);
    return out;
}

std::int64_t MemoryStore::createLabelSet(const std::string& name, const std::string& kind) {
    StoredLabels s;
    s.info.id = nextId_++;
    s.info.name = name;
    s.info.kind = kind;
    labels_.push_back(std::move(s));
    return labels_.back().info.id;
}

std::int64_t MemoryStore::setLabel(std::int64_t labelSetId, const std::string& qid,
                                   const std::string& docid, std::optional<int> grade,
                                   const std::string& who) {
    for (auto& l : labels_) {
        if (l.info.id != labelSetId) continue;
        store::LabelEdit e;
        e.id = static_cast<std::int64_t>(history_.size()) + 1;
        e.labelSetId = labelSetId;
        e.qid = qid;
        e.docid = docid;
        e.who = who;
        auto it = l.grades.find({qid, docid});
        if (it != l.grades.end()) e.oldGrade = it->second;
        e.newGrade = grade;
        if (grade)
            l.grades[{qid, docid}] = *grade;
        else if (it != l.grades.end())
            l.grades.erase(it);
        history_.push_back(e);
        return e.id;
    }
    throw store::StoreError("no label set with id " + std::to_string(labelSetId));
}

std::vector<store::LabelEdit> MemoryStore::labelHistory(std::int64_t labelSetId) const {
    std::vector<store::LabelEdit> out;
    for (const auto& e : history_)
        if (e.labelSetId == labelSetId) out.push_back(e);
    return out;
}

}  // namespace ranklens::test_support
