// The reader of one line of an ibnetdiscover dump (io/import/IbNetDiscover), left to right: blanks,
// tokens, decimal and hexadecimal numbers, quoted names; every failure an InputError naming the
// file, the line and the column.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace scalescope {

// A blank between fields: a space or a tab.
bool isIbDumpBlank(char c);

// A `what` is a text (QT_TRANSLATE_NOOP, or bare punctuation) naming what is read, for the messages.
class IbLineCursor {
public:
    IbLineCursor(std::string_view line, int lineNumber, const std::string& origin);

    int column() const { return static_cast<int>(m_line.size() - m_rest.size()) + 1; }
    bool atEnd() const { return m_rest.empty(); }
    std::string_view rest() const { return m_rest; }

    [[noreturn]] void failAt(int column, const std::string& message) const;
    [[noreturn]] void fail(const std::string& message) const { failAt(column(), message); }

    void skipSpace();
    // Whether the rest starts with `token`, then past it.
    bool consume(std::string_view token);
    void expect(char c, const char* what);
    // Up to the next blank.
    std::string_view word();
    std::uint64_t decimal(std::uint64_t max, const char* what);
    // A GUID or id: hexadecimal, at most 16 digits, "0x" optional.
    std::uint64_t hex(const char* what);
    std::string_view quoted(const char* what);

private:
    // "expected WHAT, found "xyz"" or "expected WHAT, found the end of the line" (WHAT in
    // hexadecimal when `hexadecimal`).
    std::string expected(const char* what, bool hexadecimal = false) const;

    std::string_view m_line;
    std::string_view m_rest;
    int m_lineNumber;
    const std::string& m_origin;
};

} // namespace scalescope
