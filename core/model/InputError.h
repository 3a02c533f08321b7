// The one error type for bad input: a file (or other origin) and the problems found in it,
// each located by line and column (syntax) or by JSON pointer (meaning).
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scalescope {

struct Problem {
    std::string pointer; // JSON pointer ("" is the whole document) when line is 0
    int line = 0; // 1-based; 0 when the problem is located by pointer
    int column = 0;
    std::string message;
};

class InputError : public std::runtime_error {
public:
    InputError(std::string origin, std::vector<Problem> problems);
    InputError(std::string origin, std::string message);

    const std::string& origin() const { return m_origin; }
    const std::vector<Problem>& problems() const { return m_problems; }

    // "FILE:LINE:COL: message" or "FILE: /json/pointer: message", one line each.
    static std::string format(const std::string& origin, const std::vector<Problem>& problems);

private:
    std::string m_origin;
    std::vector<Problem> m_problems;
};

// 1-based line and column of a byte offset in a text (the end when past it).
std::pair<int, int> lineAndColumnAt(std::string_view text, std::size_t offset);

// "/a~1b" style escaping of one JSON pointer token (a key that contains '/' or '~').
std::string jsonPointerToken(std::string_view key);

// Collects problems while reading, up to a limit, so that a user sees many at once.
class Problems {
public:
    static constexpr std::size_t kLimit = 50;
    void add(std::string pointer, std::string message);
    void addAt(int line, int column, std::string message);
    bool empty() const { return m_list.empty(); }
    std::size_t size() const { return m_list.size(); }
    // Throws InputError when anything was collected.
    void throwIfAny(const std::string& origin) const;

private:
    std::vector<Problem> m_list;
    std::size_t m_dropped = 0;
};

} // namespace scalescope
