#include "io/import/NcclXmlSource.h"

#include "io/import/NcclValues.h"
#include "model/InputError.h"
#include "model/Localized.h"

#include <algorithm>

namespace scalescope {

using namespace nccl;

NcclXmlSource::NcclXmlSource(std::string_view text, const std::string& origin)
    : m_text(text)
    , m_origin(origin)
{
}

void NcclXmlSource::failAt(std::size_t offset, const std::string& message) const
{
    const auto [line, column] = lineAndColumnAt(m_text, offset);
    throw InputError(m_origin, std::vector<Problem> { Problem { "", line, column, message } });
}

void NcclXmlSource::fail(const pugi::xml_node& element, const std::string& message) const
{
    failAt(static_cast<std::size_t>(std::max<std::ptrdiff_t>(element.offset_debug(), 0)), message);
}

std::pair<int, int> NcclXmlSource::placeOf(const pugi::xml_node& element) const
{
    const auto offset = static_cast<std::size_t>(std::max<std::ptrdiff_t>(element.offset_debug(), 0));
    return lineAndColumnAt(m_text, offset);
}

std::vector<pugi::xml_node> NcclXmlSource::elements(const pugi::xml_node& parent)
{
    std::vector<pugi::xml_node> out;
    for (const pugi::xml_node child : parent.children())
        if (child.type() == pugi::node_element)
            out.push_back(child);
    return out;
}

std::string NcclXmlSource::describe(const pugi::xml_node& element, const char* attribute) const
{
    return std::string("<") + element.name() + "> " + attribute;
}

std::optional<long long> NcclXmlSource::whole(
    const pugi::xml_node& element, const char* attribute, long long min, long long max, const char* unit) const
{
    const pugi::xml_attribute value = element.attribute(attribute);
    if (!value)
        return std::nullopt;
    const auto parsed = parseWhole(value.value(), min, max);
    if (!parsed && unit)
        fail(element,
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "%1: expected a whole number from %2 to %3 (%4), found \"%5\""),
                { describe(element, attribute), std::to_string(min), std::to_string(max), localized(unit),
                    value.value() }));
    if (!parsed)
        fail(element,
            localized(QT_TRANSLATE_NOOP("scalescope-core", "%1: expected a whole number from %2 to %3, found \"%4\""),
                { describe(element, attribute), std::to_string(min), std::to_string(max), value.value() }));
    return parsed;
}

std::optional<std::uint64_t> NcclXmlSource::hex(
    const pugi::xml_node& element, const char* attribute, int maxDigits) const
{
    const pugi::xml_attribute value = element.attribute(attribute);
    if (!value || trimmed(value.value()).empty())
        return std::nullopt;
    const auto parsed = parseHex(value.value(), maxDigits);
    if (!parsed)
        fail(element,
            localized(QT_TRANSLATE_NOOP(
                          "scalescope-core", "%1: expected a hexadecimal number of at most %2 digits, found \"%3\""),
                { describe(element, attribute), std::to_string(maxDigits), value.value() }));
    return parsed;
}

} // namespace scalescope
