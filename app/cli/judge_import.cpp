#include "app/cli/judge_import.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "core/io/judge_labels.h"
#include "core/io/qrels_writer.h"
#include "core/store/label_set_save.h"

namespace ranklens::cli {

namespace {

// A judge's labels as a CSV file the store imports (removed when it goes out of scope).
class TempLabels {
  public:
    TempLabels(const core::Qrels& labels, std::size_t n)
        : path_(std::filesystem::temp_directory_path() /
                ("ranklens_judge_" + std::to_string(getpid()) + "_" + std::to_string(n) + ".csv")) {
        std::ofstream out(path_, std::ios::binary);
        core::writeQrelsCsv(labels, out);
        if (!out)
            throw std::runtime_error("cannot write a temporary file in " +
                                     path_.parent_path().string());
    }
    ~TempLabels() {
        std::error_code ec;
        std::filesystem::remove(path_, ec);
    }
    TempLabels(const TempLabels&) = delete;
    TempLabels& operator=(const TempLabels&) = delete;
    std::string path() const { return path_.string(); }

  private:
    std::filesystem::path path_;
};

}  // namespace

std::vector<std::int64_t> importJudgeLabels(store::ProjectStore& ps, const std::string& file,
                                            const store::ImportOptions& o) {
    const auto judges = core::readJudgeLabels(file);  // every line checked before storing
    std::vector<std::int64_t> ids;
    for (std::size_t i = 0; i < judges.size(); ++i) {
        const auto& j = judges[i];
        const TempLabels temp(j.labels, i);
        store::ImportOptions one = o;
        one.name = o.name.empty() ? j.judge : o.name + ": " + j.judge;
        one.allowDuplicate = true;  // two judges may well give the same grades
        ids.push_back(ps.importQrels(temp.path(), one));
        if (!j.confidences.empty()) {
            store::saveConfidences(ps, ids.back(), j.confidences);
            double sum = 0;
            for (const auto& c : j.confidences) sum += c.confidence;
            std::printf("judge '%s': mean confidence %.4f over %zu labels (kept in the project)\n",
                        j.judge.c_str(), sum / static_cast<double>(j.confidences.size()),
                        j.confidences.size());
        }
    }
    return ids;
}

}  // namespace ranklens::cli
