#pragma once
// A test fixture with a private temporary folder (removed afterwards) and a file writer. The
// folder name carries the process id, so parallel test runs (other build trees) never share it.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace ranklens::test {

class TempDirTest : public ::testing::Test {
  protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = std::filesystem::temp_directory_path() /
               ("ranklens_" + std::to_string(getpid()) + "_" + info->test_suite_name() + "_" +
                info->name());
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    // Writes text to a file in the folder and returns its path.
    std::string write(const std::string& name, const std::string& text) {
        const auto p = (dir_ / name).string();
        std::ofstream(p, std::ios::binary) << text;
        return p;
    }
    std::filesystem::path dir_;
};

}  // namespace ranklens::test
