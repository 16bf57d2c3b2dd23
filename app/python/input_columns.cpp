#include "app/python/input_columns.h"

#include <atomic>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

#include "core/base/parallel.h"
#include "core/io/builders.h"

namespace ranklens::python {

namespace {

// Appends code point c as UTF-8.
void appendUtf8(std::string& out, std::uint32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

template <typename T>
std::string_view intText(const char* p, std::string& buf) {
    T v;
    std::memcpy(&v, p, sizeof v);
    buf.resize(24);
    const auto r = std::to_chars(buf.data(), buf.data() + buf.size(), v);
    buf.resize(static_cast<std::size_t>(r.ptr - buf.data()));
    return buf;
}

std::string_view intAt(const char* p, bool isSigned, std::size_t size, std::string& buf) {
    switch (size) {
        case 1:
            return isSigned ? intText<std::int8_t>(p, buf) : intText<std::uint8_t>(p, buf);
        case 2:
            return isSigned ? intText<std::int16_t>(p, buf) : intText<std::uint16_t>(p, buf);
        case 4:
            return isSigned ? intText<std::int32_t>(p, buf) : intText<std::uint32_t>(p, buf);
        default:
            return isSigned ? intText<std::int64_t>(p, buf) : intText<std::uint64_t>(p, buf);
    }
}

}  // namespace

IdColumn::IdColumn(py::object column, py::object categories, std::string what)
    : what_(std::move(what)) {
    array_ = py::array::ensure(column);
    if (!array_ || array_.ndim() != 1)
        throw py::value_error("the " + what_ + " column must be one-dimensional");
    size_ = static_cast<std::size_t>(array_.shape(0));
    kind_ = array_.dtype().kind();
    itemsize_ = static_cast<std::size_t>(array_.itemsize());
    if (!categories.is_none()) {
        if (kind_ != 'i') throw py::value_error("the " + what_ + " codes must be integers");
        IdColumn cats(categories, py::none(), what_ + " category");
        categories_.reserve(cats.size());
        for (std::size_t i = 0; i < cats.size(); ++i) categories_.emplace_back(cats.at(i));
        kind_ = 'C';
        return;
    }
    if (kind_ != 'O' && kind_ != 'i' && kind_ != 'u' && kind_ != 'U' && kind_ != 'S')
        throw py::value_error("the " + what_ + " column has dtype " +
                              py::str(array_.dtype()).cast<std::string>() +
                              ": ids must be strings or integers");
}

void IdColumn::fail(std::size_t row, const std::string& problem) const {
    throw py::value_error("row " + std::to_string(row) + ": " + problem);
}

std::string_view IdColumn::objectAt(PyObject* o, std::size_t row) {
    if (PyUnicode_Check(o)) {
        Py_ssize_t n = 0;
        const char* s = PyUnicode_AsUTF8AndSize(o, &n);
        if (!s) {
            PyErr_Clear();
            fail(row, what_ + " is not valid Unicode");
        }
        return {s, static_cast<std::size_t>(n)};
    }
    if (PyBytes_Check(o))
        return {PyBytes_AS_STRING(o), static_cast<std::size_t>(PyBytes_GET_SIZE(o))};
    if (PyLong_Check(o) && !PyBool_Check(o)) {
        const long long v = PyLong_AsLongLong(o);
        if (v == -1 && PyErr_Occurred()) {
            PyErr_Clear();
            fail(row, what_ + " is an integer too large for an id");
        }
        return intText<long long>(reinterpret_cast<const char*>(&v), buf_);
    }
    const std::string_view type = Py_TYPE(o)->tp_name;
    if (o == Py_None || (PyFloat_Check(o) && std::isnan(PyFloat_AS_DOUBLE(o))) ||
        type == "NAType" || type == "NaTType")  // pandas' missing values
        fail(row, what_ + " is missing");
    fail(row, what_ + " is a " + std::string(Py_TYPE(o)->tp_name) + ", not a string or integer");
}

std::string_view IdColumn::at(std::size_t i) {
    const char* p =
        static_cast<const char*>(array_.data()) + static_cast<py::ssize_t>(i) * array_.strides(0);
    std::string_view s;
    switch (kind_) {
        case 'O':
            s = objectAt(*reinterpret_cast<PyObject* const*>(p), i);
            break;
        case 'i':
        case 'u':
            s = intAt(p, kind_ == 'i', itemsize_, buf_);
            break;
        case 'S':
            s = {p, strnlen(p, itemsize_)};
            break;
        case 'U': {
            buf_.clear();
            for (std::size_t c = 0; c < itemsize_ / 4; ++c) {
                std::uint32_t cp;
                std::memcpy(&cp, p + 4 * c, 4);
                if (cp == 0) break;
                appendUtf8(buf_, cp);
            }
            s = buf_;
            break;
        }
        case 'C': {
            std::int64_t code = 0;
            if (itemsize_ == 1)
                code = *reinterpret_cast<const std::int8_t*>(p);
            else if (itemsize_ == 2)
                code = *reinterpret_cast<const std::int16_t*>(p);
            else if (itemsize_ == 4)
                code = *reinterpret_cast<const std::int32_t*>(p);
            else
                code = *reinterpret_cast<const std::int64_t*>(p);
            if (code < 0 || static_cast<std::size_t>(code) >= categories_.size())
                fail(i, what_ + " is missing");
            s = categories_[static_cast<std::size_t>(code)];
            break;
        }
    }
    if (s.empty()) fail(i, what_ + " is empty");
    if (core::hasNulByte(s)) fail(i, what_ + " contains a NUL byte (ids cannot contain one)");
    return s;
}

namespace {

bool isMissing(const py::handle& o) {
    const std::string_view type = Py_TYPE(o.ptr())->tp_name;
    return o.is_none() || type == "NAType" || type == "NaTType";
}

// The first row of an object column that is not a number: "row N: label is missing" for
// pandas' NA / None, else the value shown.
[[noreturn]] void notNumeric(const py::object& column, const char* what) {
    const py::array arr = py::array::ensure(column);
    if (arr && arr.ndim() == 1 && arr.dtype().kind() == 'O') {
        const auto items = py::list(column.attr("tolist")());
        for (std::size_t i = 0; i < items.size(); ++i) {
            const py::handle v = items[i];
            if (isMissing(v))
                throw py::value_error("row " + std::to_string(i) + ": " + what + " is missing");
            if (!PyNumber_Check(v.ptr()) || PyBool_Check(v.ptr()) || PyUnicode_Check(v.ptr()))
                throw py::value_error("row " + std::to_string(i) + ": " + what + " " +
                                      py::repr(v).cast<std::string>() + " is not a number");
        }
    }
    throw py::value_error(std::string("the ") + what + " column is not numeric");
}

}  // namespace

py::array_t<double, py::array::c_style> doubleColumn(py::object column, const char* what) {
    try {
        return py::array_t<double, py::array::c_style | py::array::forcecast>::ensure(column);
    } catch (const py::error_already_set&) {
    }
    notNumeric(column, what);
}

namespace {

// Every row of a (qid, docid) pair, for the message about a pair listed twice.
std::string rowsOf(IdColumn& qid, IdColumn& doc, std::string_view q, std::string_view d) {
    std::string rows;
    int found = 0;
    for (std::size_t i = 0; i < qid.size() && found < 5; ++i)
        if (qid.at(i) == q && doc.at(i) == d) rows += (found++ ? ", " : "") + std::to_string(i);
    return rows;
}

void checkSizes(const IdColumn& qid, const IdColumn& doc, std::size_t n, const char* third) {
    if (qid.size() != doc.size() || qid.size() != n)
        throw py::value_error(std::string("the qid, docid and ") + third +
                              " columns differ in length");
}

}  // namespace

core::Run buildRun(IdColumn& qid, IdColumn& doc, py::object score, py::object rank,
                   const core::Qrels* unique, const std::string& name) {
    const bool hasScore = !score.is_none(), hasRank = !rank.is_none();
    if (!hasScore && !hasRank) throw py::value_error("a run needs a score or a rank column");
    py::array_t<double, py::array::c_style> scores, ranks;
    if (hasScore) scores = doubleColumn(score, "score");
    if (hasRank) ranks = doubleColumn(rank, "rank");
    checkSizes(qid, doc, static_cast<std::size_t>(hasScore ? scores.size() : ranks.size()),
               hasScore ? "score" : "rank");
    if (hasScore && hasRank && scores.size() != ranks.size())
        throw py::value_error("the score and rank columns differ in length");
    const double* sc = hasScore ? scores.data() : nullptr;
    const double* rk = hasRank ? ranks.data() : nullptr;
    core::RunBuilder builder;
    builder.setHasRanks(hasRank);
    builder.setName(name);
    for (std::size_t i = 0; i < qid.size(); ++i) {
        const std::string_view q = qid.at(i);
        const std::string_view d = doc.at(i);
        std::int32_t r = 0;
        if (rk) {
            if (!(rk[i] == std::floor(rk[i])) || std::abs(rk[i]) > 2147483647.0)
                throw py::value_error("row " + std::to_string(i) + ": rank is not an integer");
            r = static_cast<std::int32_t>(rk[i]);
        }
        const double s = sc ? sc[i] : -static_cast<double>(r);
        if (std::isnan(s)) throw py::value_error("row " + std::to_string(i) + ": score is NaN");
        builder.add(q, d, s, r);
    }
    core::Run run = builder.takePart();
    run.source = name;
    const auto qs = run.queries();
    std::atomic<std::size_t> first{qs.size()};
    {
        py::gil_scoped_release nogil;
        core::parallelFor(qs.size(), 64, 0, [&](std::size_t j) {
            if (unique && !unique->find(qs[j].qid)) return;
            if (!core::findDuplicateDoc(qs[j])) return;
            std::size_t cur = first.load();
            while (j < cur && !first.compare_exchange_weak(cur, j)) {
            }
        });
    }
    if (first < qs.size()) {
        const char* dup = core::findDuplicateDoc(qs[first]);
        throw py::value_error("rows " + rowsOf(qid, doc, qs[first].qid, dup) + ": query '" +
                              qs[first].qid + "' lists document '" + dup + "' more than once");
    }
    return run;
}

core::Qrels buildQrels(IdColumn& qid, IdColumn& doc, py::object label, const std::string& name) {
    const auto labels = doubleColumn(label, "label");
    checkSizes(qid, doc, static_cast<std::size_t>(labels.size()), "label");
    const double* lv = labels.data();
    core::QrelsBuilder builder;
    for (std::size_t i = 0; i < qid.size(); ++i) {
        const std::string_view q = qid.at(i);
        const std::string_view d = doc.at(i);
        const double l = lv[i];
        if (std::isnan(l)) throw py::value_error("row " + std::to_string(i) + ": label is missing");
        // As the CLI's CSV reader (core/base/numbers.h): a real label's floor must fit an int32.
        if (!(std::floor(l) >= -2147483648.0 && std::floor(l) <= 2147483647.0))
            throw py::value_error("row " + std::to_string(i) + ": label " +
                                  py::str(py::float_(l)).cast<std::string>() +
                                  " is out of range (labels are -2^31 .. 2^31-1)");
        if (l == std::floor(l))
            builder.add(q, d, static_cast<std::int32_t>(l));
        else
            builder.addReal(q, d, l);
    }
    core::Qrels qrels = builder.takePart();
    qrels.source = name;
    const std::string dup = qrels.finalize();
    if (!dup.empty()) {
        const auto sp = dup.find(' ');
        const std::string q = dup.substr(0, sp), d = dup.substr(sp + 1);
        throw py::value_error("rows " + rowsOf(qid, doc, q, d) + ": query '" + q +
                              "' has more than one label for document '" + d + "'");
    }
    return qrels;
}

}  // namespace ranklens::python
