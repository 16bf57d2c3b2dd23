#include "app/cli/label_sets_input.h"

#include <filesystem>
#include <stdexcept>

#include "core/io/input_format.h"
#include "core/io/input_kind.h"
#include "core/store/label_set_save.h"
#include "core/store/project_store.h"

namespace ranklens::cli {

std::vector<core::NamedLabels> LabelSetsInput::named() const {
    std::vector<core::NamedLabels> out;
    for (std::size_t i = 0; i < names.size(); ++i) out.push_back({names[i], labels[i].get()});
    return out;
}

void LabelSetsInput::append(LabelSetsInput&& o) {
    for (std::size_t i = 0; i < o.size(); ++i) {
        for (const auto& n : names)
            if (n == o.names[i])
                throw std::invalid_argument("two label sets are named '" + n +
                                            "': give each set once");
        names.push_back(std::move(o.names[i]));
        labels.push_back(std::move(o.labels[i]));
        confidences.push_back(std::move(o.confidences[i]));
    }
}

bool isProjectFile(const std::string& path) {
    return core::detectInputKind(path) == core::InputKind::Project;
}

namespace {

std::string setName(const std::vector<std::string>& files, std::size_t i) {
    const auto base = std::filesystem::path(files[i]).filename().string();
    for (std::size_t j = 0; j < files.size(); ++j)
        if (j != i && std::filesystem::path(files[j]).filename().string() == base) return files[i];
    return base;
}

}  // namespace

LabelSetsInput readLabelFiles(const std::vector<std::string>& files) {
    LabelSetsInput all;
    for (std::size_t i = 0; i < files.size(); ++i) {
        LabelSetsInput one;
        if (core::hasJudgeColumn(files[i])) {
            for (auto& j : core::readJudgeLabels(files[i])) {
                one.names.push_back(j.judge);
                one.labels.push_back(std::make_shared<core::Qrels>(std::move(j.labels)));
                one.confidences.push_back(std::move(j.confidences));
            }
        } else {
            one.names.push_back(setName(files, i));
            one.labels.push_back(std::make_shared<core::Qrels>(core::readQrels(files[i])));
            one.confidences.emplace_back();
        }
        all.append(std::move(one));
    }
    return all;
}

LabelSetsInput readProjectLabelSets(const std::string& project,
                                    const std::vector<std::string>& sets) {
    store::OpenOptions o;
    o.create = false;
    o.readOnly = true;
    auto ps = store::ProjectStore::open(project, o);
    const auto known = ps->labelSets();
    LabelSetsInput all;
    for (const auto& sel : sets) {
        const store::LabelSetInfo* found = nullptr;
        for (const auto& l : known)
            if (l.name == sel) found = &l;
        for (const auto& l : known)
            if (!found && std::to_string(l.id) == sel) found = &l;
        if (!found) throw std::invalid_argument(project + ": no label set '" + sel + "'");
        LabelSetsInput one;
        one.names.push_back(found->name);
        one.labels.push_back(std::make_shared<core::Qrels>(ps->loadLabels(found->id)));
        one.confidences.push_back(store::loadConfidences(*ps, found->id));
        all.append(std::move(one));
    }
    return all;
}

LabelSetsInput readLabelSets(const std::vector<std::string>& inputs,
                             const std::vector<std::string>& sets) {
    if (inputs.size() == 1 && isProjectFile(inputs[0])) {
        if (sets.empty())
            throw std::invalid_argument(inputs[0] +
                                        " is a project: name its label sets with --labels NAME");
        return readProjectLabelSets(inputs[0], sets);
    }
    if (!sets.empty())
        throw std::invalid_argument("--labels names label sets of a project; give one project");
    return readLabelFiles(inputs);
}

}  // namespace ranklens::cli
