// NCCL's topology XML as its reader sees it: the text with its origin, so that an element can
// be placed (line and column) in errors and in the builder's errors, and its attributes read as
// checked numbers, with an error naming the element and the range expected.
#pragma once

#include <pugixml.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scalescope {

class NcclXmlSource {
public:
    NcclXmlSource(std::string_view text, const std::string& origin);

    std::string_view text() const { return m_text; }
    const std::string& origin() const { return m_origin; }

    // Throw InputError at the byte offset or at the element: "ORIGIN:LINE:COL: message".
    [[noreturn]] void failAt(std::size_t offset, const std::string& message) const;
    [[noreturn]] void fail(const pugi::xml_node& element, const std::string& message) const;
    // 1-based line and column of the element.
    std::pair<int, int> placeOf(const pugi::xml_node& element) const;

    // The child elements, without text, comments or declarations.
    static std::vector<pugi::xml_node> elements(const pugi::xml_node& parent);

    // The attribute as a whole number from min to max (`unit`, a text marked QT_TRANSLATE_NOOP
    // when it has words, named in the error); nothing when it is absent, an error when it is
    // anything else.
    std::optional<long long> whole(const pugi::xml_node& element, const char* attribute, long long min, long long max,
        const char* unit = nullptr) const;
    // The attribute as a hexadecimal number of at most `maxDigits` digits; nothing when absent or
    // blank, an error when it is anything else.
    std::optional<std::uint64_t> hex(const pugi::xml_node& element, const char* attribute, int maxDigits) const;

private:
    std::string describe(const pugi::xml_node& element, const char* attribute) const;

    std::string_view m_text;
    const std::string& m_origin;
};

} // namespace scalescope
