#pragma once
// The common shape of a TREC run line, parsed in one pass over its bytes: six fields
// separated by spaces or tabs, an unsigned rank of at most 9 digits, a plain decimal score
// ("-12.345678", at most 15 digits, no exponent), then '\n' (or "\r\n"). Anything else
// (blank lines, other whitespace or control bytes, '+' signs, exponents, extra fields, long
// numbers) is left to the general parser, so the result is exactly what
// splitWhitespace + parseDouble + parseInt give for the same line.
#include <cstdint>
#include <cstring>
#include <string_view>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ranklens::core {

struct TrecRunLine {
    std::string_view qid, doc, tag;
    double score = 0.0;  // parseTrecRunLineWide sets scoreCode instead
    std::int32_t rank = 0;
    std::uint64_t scoreCode = 0;
};

// A plain decimal score as one word: its digits m (< 10^15), how many of them follow the
// point f (0..15) and its sign, (m << 5) | (f << 1) | negative.
inline double decodeScore(std::uint64_t code) {
    static constexpr double kPow10[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                        1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    // m / 10^f with m < 2^53 and f <= 15 is one correctly rounded division of two exact
    // doubles: the double nearest the decimal, as fast_float's from_chars gives.
    const double v = static_cast<double>(code >> 5) / kPow10[(code >> 1) & 15];
    return code & 1 ? -v : v;
}

namespace trec_line_detail {

inline std::uint64_t scoreCodeOf(std::uint64_t m, std::uint64_t frac, bool negative) {
    return (m << 5) | (frac << 1) | std::uint64_t{negative};
}

// First byte at or after p that is <= ' ' (8 bytes at a time: reads up to 7 bytes past it).
inline const char* tokenEnd(const char* p) {
    for (;; p += 8) {
        std::uint64_t x;
        std::memcpy(&x, p, 8);
        // The lowest byte < 0x21 sets its high bit here (exact for the lowest such byte).
        const std::uint64_t t = (x - 0x2121212121212121ull) & ~x & 0x8080808080808080ull;
        if (t) return p + (__builtin_ctzll(t) >> 3);
    }
}

inline bool isBlank(char c) {
    return c == ' ' || c == '\t';
}

// Token at p followed by at least one blank; p moves past the blanks.
inline bool field(const char*& p, std::string_view& out) {
    const char* e = tokenEnd(p);
    if (e == p || !isBlank(*e)) return false;
    out = std::string_view(p, static_cast<std::size_t>(e - p));
    p = e + 1;
    while (isBlank(*p)) ++p;
    return true;
}

inline bool rankFieldSlow(const char*& p, std::int32_t& out) {
    const char* s = p;
    std::int32_t v = 0;
    while (static_cast<unsigned>(*s - '0') < 10u && s - p < 9) v = v * 10 + (*s++ - '0');
    if (s == p || !isBlank(*s)) return false;
    out = v;
    p = s + 1;
    while (isBlank(*p)) ++p;
    return true;
}

// A plain decimal score digit by digit, as its scoreCode.
inline bool scoreFieldSlow(const char*& p, std::uint64_t& code) {
    const char* s = p;
    const bool neg = *s == '-';
    s += neg;
    std::uint64_t m = 0;
    const char* d0 = s;
    while (static_cast<unsigned>(*s - '0') < 10u && s - d0 < 16) m = m * 10 + unsigned(*s++ - '0');
    const auto intDigits = s - d0;
    std::ptrdiff_t frac = 0;
    if (*s == '.') {
        const char* f0 = ++s;
        while (static_cast<unsigned>(*s - '0') < 10u && s - f0 < 16)
            m = m * 10 + unsigned(*s++ - '0');
        frac = s - f0;
        if (frac == 0) return false;
    }
    if (intDigits == 0 || intDigits + frac > 15 || !isBlank(*s)) return false;
    code = scoreCodeOf(m, static_cast<std::uint64_t>(frac), neg);
    p = s + 1;
    while (isBlank(*p)) ++p;
    return true;
}

// Leading decimal digits of the 8 bytes in x (first byte lowest), 8 when all are. A byte
// below the first non-digit is a digit, so no borrow or carry reaches the lowest flagged byte.
inline unsigned leadingDigits(std::uint64_t x) {
    const std::uint64_t t =
        ((x - 0x3030303030303030ull) | (x + 0x4646464646464646ull) | x) & 0x8080808080808080ull;
    return t ? static_cast<unsigned>(__builtin_ctzll(t)) >> 3 : 8u;
}

// The value of the first n (1..7) digits of x, three multiplies for all of them.
inline std::uint64_t digitsValue(std::uint64_t x, unsigned n) {
    x <<= 8 * (8 - n);  // the digits move up; the bytes below become leading zeros
    x = ((x & 0x0F0F0F0F0F0F0F0Full) * 2561) >> 8;
    x = ((x & 0x00FF00FF00FF00FFull) * 6553601) >> 16;
    return ((x & 0x0000FFFF0000FFFFull) * 42949672960001ull) >> 32;
}

// A rank of 1..7 digits in one word; longer ones digit by digit (the same value).
inline bool rankField(const char*& p, std::int32_t& out) {
    std::uint64_t x;
    std::memcpy(&x, p, 8);
    const unsigned n = leadingDigits(x);
    if (n == 0) return false;
    if (n == 8) return rankFieldSlow(p, out);
    const char* s = p + n;
    if (!isBlank(*s)) return false;
    out = static_cast<std::int32_t>(digitsValue(x, n));
    p = s + 1;
    while (isBlank(*p)) ++p;
    return true;
}

// A score whose integer and fraction parts have 1..7 digits each, a word each; any other
// shape digit by digit. The same digits as scoreFieldSlow, so the same code.
inline bool scoreFieldCode(const char*& p, std::uint64_t& code) {
    static constexpr std::uint64_t kIntPow10[] = {1,     10,     100,     1000,
                                                  10000, 100000, 1000000, 10000000};
    const char* s = p;
    const bool neg = *s == '-';
    s += neg;
    std::uint64_t x;
    std::memcpy(&x, s, 8);
    const unsigned intDigits = leadingDigits(x);
    if (intDigits == 0 || intDigits == 8) return scoreFieldSlow(p, code);
    std::uint64_t m = digitsValue(x, intDigits);
    s += intDigits;
    unsigned frac = 0;
    if (*s == '.') {
        std::memcpy(&x, s + 1, 8);
        frac = leadingDigits(x);
        if (frac == 0 || frac == 8) return scoreFieldSlow(p, code);
        m = m * kIntPow10[frac] + digitsValue(x, frac);
        s += 1 + frac;
    }
    if (intDigits + frac > 15 || !isBlank(*s)) return false;
    code = scoreCodeOf(m, frac, neg);
    p = s + 1;
    while (isBlank(*p)) ++p;
    return true;
}

inline bool scoreField(const char*& p, double& out) {
    std::uint64_t code = 0;
    if (!scoreFieldCode(p, code)) return false;
    out = decodeScore(code);
    return true;
}

#if defined(__SSE2__)
// Bit i set when byte p[i] (i < 64) is <= ' ' (whitespace, control bytes, NUL); in newline,
// bit i set when p[i] is '\n'.
inline std::uint64_t lowBytes64(const char* p, std::uint64_t& newline) {
    const __m128i space = _mm_set1_epi8(' ');
    const __m128i nl = _mm_set1_epi8('\n');
    std::uint64_t m = 0, n = 0;
    for (int k = 0; k < 4; ++k) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * k));
        const __m128i low = _mm_cmpeq_epi8(_mm_subs_epu8(x, space), _mm_setzero_si128());
        m |= std::uint64_t{static_cast<std::uint16_t>(_mm_movemask_epi8(low))} << (16 * k);
        n |= std::uint64_t{static_cast<std::uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(x, nl)))}
             << (16 * k);
    }
    newline = n;
    return m;
}

// The first six bytes <= ' ' of the line at p, at most 127 bytes long with its '\n', and the
// position of that '\n' (false when the line is longer or holds fewer such bytes). The next
// 64 bytes are read only when the first 64 hold no '\n': the line then goes on past them, and
// its '\n' is followed by 64 readable bytes. The '\n' is found apart from the six, so that
// the next line's start does not wait for them.
inline bool firstSixLowBytes(const char* p, std::uint32_t (&end)[6], std::uint32_t& newline) {
    std::uint64_t nl0 = 0, nl1 = 0, m1 = 0;
    std::uint64_t m0 = lowBytes64(p, nl0);
    if (nl0) {
        newline = static_cast<std::uint32_t>(__builtin_ctzll(nl0));
    } else {
        m1 = lowBytes64(p + 64, nl1);
        if (!nl1) return false;
        newline = 64 + static_cast<std::uint32_t>(__builtin_ctzll(nl1));
    }
    int k = 0;
    for (; k < 6 && m0; ++k, m0 &= m0 - 1) end[k] = static_cast<std::uint32_t>(__builtin_ctzll(m0));
    for (; k < 6 && m1; ++k, m1 &= m1 - 1)
        end[k] = 64 + static_cast<std::uint32_t>(__builtin_ctzll(m1));
    return k == 6;
}
#endif

}  // namespace trec_line_detail

// Parses the line at p. The line must end with '\n' and at least 8 readable bytes must
// follow that '\n'. Returns the start of the next line, or nullptr when the line is not in
// the common shape (then nothing is known about it: use the general parser).
inline const char* parseTrecRunLine(const char* p, TrecRunLine& out) {
    using namespace trec_line_detail;
    std::string_view iter;
    if (!field(p, out.qid) || !field(p, iter) || !field(p, out.doc) || !rankField(p, out.rank) ||
        !scoreField(p, out.score))
        return nullptr;
    const char* e = tokenEnd(p);
    if (e == p) return nullptr;
    out.tag = std::string_view(p, static_cast<std::size_t>(e - p));
    while (isBlank(*e)) ++e;
    if (*e == '\r') ++e;
    return *e == '\n' ? e + 1 : nullptr;
}

// parseTrecRunLine for a line of at most 127 bytes whose six fields are separated by single
// blanks and that ends with '\n' (the common shape of generated runs and of runs with long
// docids such as MS MARCO v2.1's segment ids): the field ends are found at once from masks of
// the line's low bytes, so the start of the next line does not wait for each field to be
// scanned in turn. 64 bytes must be readable from p and 64 after the line's '\n'. Returns the
// start of the next line with out filled exactly as parseTrecRunLine fills it, or nullptr
// (then use parseTrecRunLine, which knows every other shape). The score is left in
// out.scoreCode (decodeScore gives it): converted later, a query at a time, its division is
// not on the way from one line to the next.
inline const char* parseTrecRunLineWide(const char* p, TrecRunLine& out) {
#if defined(__SSE2__)
    using namespace trec_line_detail;
    std::uint32_t end[6], newline;  // the positions of the first six low bytes, of the '\n'
    if (!firstSixLowBytes(p, end, newline)) return nullptr;
    if (end[0] == 0 || end[5] != newline) return nullptr;
    for (int k = 0; k < 5; ++k)
        if (!isBlank(p[end[k]]) || end[k + 1] == end[k] + 1) return nullptr;
    const char* rank = p + end[2] + 1;
    const char* score = p + end[3] + 1;
    if (!rankField(rank, out.rank) || !scoreFieldCode(score, out.scoreCode)) return nullptr;
    out.qid = std::string_view(p, end[0]);
    out.doc = std::string_view(p + end[1] + 1, end[2] - end[1] - 1);
    out.tag = std::string_view(p + end[4] + 1, end[5] - end[4] - 1);
    return p + newline + 1;
#else
    (void)p;
    (void)out;
    return nullptr;
#endif
}

}  // namespace ranklens::core
