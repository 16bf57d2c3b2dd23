#pragma once
// Reads the id columns of a DataFrame or numpy arrays in place (no Python call per row) and
// builds the engine's Run and Qrels from them. A bad row raises ValueError naming the row (its
// position in the input, 0-based, as pandas' iloc) and what is wrong with it.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::python {

namespace py = pybind11;

// One column of ids: an object array (str, bytes or int), an integer array, a fixed-width
// numpy string array ('U' or 'S'), or the codes of a pandas Categorical with its categories.
class IdColumn {
  public:
    // `what` names the column in messages ("qid", "docid").
    IdColumn(py::object column, py::object categories, std::string what);
    std::size_t size() const { return size_; }
    // The id of row i (valid until the next call); throws py::value_error for a bad row.
    std::string_view at(std::size_t i);

  private:
    std::string_view objectAt(PyObject* o, std::size_t row);
    [[noreturn]] void fail(std::size_t row, const std::string& problem) const;

    std::string what_;
    py::array array_;
    char kind_ = 'O';
    std::size_t size_ = 0, itemsize_ = 0;
    std::vector<std::string> categories_;  // Categorical: the categories as UTF-8
    std::string buf_;                      // ints and 'U' strings, converted
};

// A float64 column (one copy at most); `what` names it in messages.
py::array_t<double, py::array::c_style> doubleColumn(py::object column, const char* what);

// Builds a run: qid, docid, score per row (rank: optional int column; without a score the
// score is -rank). Throws py::value_error on a missing id, a NaN score, a docid listed twice
// in a query whose qid `unique` holds (all queries when unique is null).
core::Run buildRun(IdColumn& qid, IdColumn& doc, py::object score, py::object rank,
                   const core::Qrels* unique, const std::string& name);

// Builds labels: qid, docid, integer label per row. Throws py::value_error on a bad row or a
// document judged twice in a query.
core::Qrels buildQrels(IdColumn& qid, IdColumn& doc, py::object label, const std::string& name);

}  // namespace ranklens::python
