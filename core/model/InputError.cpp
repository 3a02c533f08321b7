#include "model/InputError.h"

#include "model/Localized.h"
#include "model/NameCheck.h"

#include <algorithm>

namespace scalescope {

InputError::InputError(std::string origin, std::vector<Problem> problems)
    : std::runtime_error(format(origin, problems))
    , m_origin(std::move(origin))
    , m_problems(std::move(problems))
{
}

InputError::InputError(std::string origin, std::string message)
    : InputError(std::move(origin), std::vector<Problem> { Problem { "", 0, 0, std::move(message) } })
{
}

std::string InputError::format(const std::string& origin, const std::vector<Problem>& problems)
{
    std::string out;
    for (const Problem& problem : problems) {
        if (!out.empty())
            out += '\n';
        // Printed as it is on a terminal: whatever came from a file is escaped.
        out += printableText(origin);
        if (problem.line > 0) {
            out += ':' + std::to_string(problem.line) + ':' + std::to_string(problem.column) + ": ";
        } else {
            out += ": ";
            if (!problem.pointer.empty())
                out += printableText(problem.pointer) + ": ";
        }
        out += printableText(problem.message);
    }
    return out;
}

std::string jsonPointerToken(std::string_view key)
{
    std::string out;
    out.reserve(key.size());
    for (const char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

void Problems::add(std::string pointer, std::string message)
{
    if (m_list.size() < kLimit)
        m_list.push_back(Problem { std::move(pointer), 0, 0, std::move(message) });
    else
        ++m_dropped;
}

void Problems::addAt(int line, int column, std::string message)
{
    if (m_list.size() < kLimit)
        m_list.push_back(Problem { "", line, column, std::move(message) });
    else
        ++m_dropped;
}

void Problems::throwIfAny(const std::string& origin) const
{
    if (m_list.empty())
        return;
    std::vector<Problem> list = m_list;
    if (m_dropped > 0)
        list.push_back(Problem { "", 0, 0,
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "... and %1 more problems"), { std::to_string(m_dropped) }) });
    throw InputError(origin, std::move(list));
}

std::pair<int, int> lineAndColumnAt(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    int line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i)
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    return { line, static_cast<int>(offset - lineStart) + 1 };
}

} // namespace scalescope
