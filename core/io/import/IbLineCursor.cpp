#include "io/import/IbLineCursor.h"

#include "model/InputError.h"
#include "model/Localized.h"

#include <algorithm>
#include <charconv>
#include <vector>

namespace scalescope {

bool isIbDumpBlank(char c)
{
    return c == ' ' || c == '\t';
}

IbLineCursor::IbLineCursor(std::string_view line, int lineNumber, const std::string& origin)
    : m_line(line)
    , m_rest(line)
    , m_lineNumber(lineNumber)
    , m_origin(origin)
{
}

void IbLineCursor::failAt(int column, const std::string& message) const
{
    throw InputError(m_origin, std::vector<Problem> { Problem { "", m_lineNumber, column, message } });
}

void IbLineCursor::skipSpace()
{
    while (!m_rest.empty() && isIbDumpBlank(m_rest.front()))
        m_rest.remove_prefix(1);
}

bool IbLineCursor::consume(std::string_view token)
{
    if (!m_rest.starts_with(token))
        return false;
    m_rest.remove_prefix(token.size());
    return true;
}

void IbLineCursor::expect(char c, const char* what)
{
    if (m_rest.empty() || m_rest.front() != c)
        fail(expected(what));
    m_rest.remove_prefix(1);
}

std::string_view IbLineCursor::word()
{
    std::size_t end = 0;
    while (end < m_rest.size() && !isIbDumpBlank(m_rest[end]))
        ++end;
    const std::string_view out = m_rest.substr(0, end);
    m_rest.remove_prefix(end);
    return out;
}

std::uint64_t IbLineCursor::decimal(std::uint64_t max, const char* what)
{
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(m_rest.data(), m_rest.data() + m_rest.size(), value, 10);
    if (end == m_rest.data())
        fail(expected(what));
    if (error == std::errc::result_out_of_range || value > max)
        fail(localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 %2 is out of range (at most %3)"),
            { localized(what), m_rest.substr(0, end - m_rest.data()), std::to_string(max) }));
    m_rest.remove_prefix(end - m_rest.data());
    return value;
}

std::uint64_t IbLineCursor::hex(const char* what)
{
    consume("0x");
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(m_rest.data(), m_rest.data() + m_rest.size(), value, 16);
    if (end == m_rest.data())
        fail(expected(what, true));
    if (error == std::errc::result_out_of_range)
        fail(localized(
            QT_TRANSLATE_NOOP("scalescope-core", "%1 has more than 16 hexadecimal digits"), { localized(what) }));
    m_rest.remove_prefix(end - m_rest.data());
    return value;
}

std::string_view IbLineCursor::quoted(const char* what)
{
    expect('"', what);
    const std::size_t end = m_rest.find('"');
    if (end == std::string_view::npos)
        fail(localized(QT_TRANSLATE_NOOP("scalescope-core", "the quoted %1 has no closing '\"'"), { localized(what) }));
    const std::string_view out = m_rest.substr(0, end);
    m_rest.remove_prefix(end + 1);
    return out;
}

std::string IbLineCursor::expected(const char* what, bool hexadecimal) const
{
    if (m_rest.empty())
        return localized(hexadecimal
                ? QT_TRANSLATE_NOOP("scalescope-core", "expected %1 in hexadecimal, found the end of the line")
                : QT_TRANSLATE_NOOP("scalescope-core", "expected %1, found the end of the line"),
            { localized(what) });
    std::string_view next = m_rest.substr(0, 16);
    if (const auto blank = next.find_first_of(" \t"); blank != std::string_view::npos)
        next = next.substr(0, std::max<std::size_t>(blank, 1));
    std::string found;
    for (const char c : next)
        found += (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7F) ? '?' : c;
    return localized(hexadecimal ? QT_TRANSLATE_NOOP("scalescope-core", "expected %1 in hexadecimal, found \"%2\"")
                                 : QT_TRANSLATE_NOOP("scalescope-core", "expected %1, found \"%2\""),
        { localized(what), found });
}

} // namespace scalescope
