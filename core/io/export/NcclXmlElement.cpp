#include "io/export/NcclXmlElement.h"

#include "io/export/NcclTopoXmlExport.h"
#include "model/Localized.h"
#include "model/NameCheck.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace scalescope {
namespace {

// NCCL's reader takes values verbatim (no entities), so only characters that need no escaping
// may appear; every value written here is a number, bus id or device name.
bool plainValue(const std::string& value)
{
    return std::all_of(value.begin(), value.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == ' ' || c == '.' || c == ':' || c == '_' || c == ','
            || c == '/' || c == '-';
    });
}

void checkAndCount(const NcclXmlElement& element, int& count)
{
    ++count;
    if (static_cast<int>(element.attributes.size()) > kNcclMaxAttributes)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "<%1> would have %2 attributes; NCCL reads %3"),
                { element.name, std::to_string(element.attributes.size()), std::to_string(kNcclMaxAttributes) }));
    if (static_cast<int>(element.children.size()) > kNcclMaxChildren)
        throw std::invalid_argument(
            localized(QT_TRANSLATE_NOOP("scalescope-core", "<%1> would have %2 children; NCCL reads %3"),
                { element.name, std::to_string(element.children.size()), std::to_string(kNcclMaxChildren) }));
    for (const auto& [key, value] : element.attributes)
        if (static_cast<int>(value.size()) > kNcclMaxValueLength || !plainValue(value))
            throw std::invalid_argument(
                localized(QT_TRANSLATE_NOOP("scalescope-core", "<%1 %2> cannot be read by NCCL: \"%3\""),
                    { element.name, key, value }));
    for (const NcclXmlElement& child : element.children)
        checkAndCount(child, count);
}

void writeElement(const NcclXmlElement& element, int depth, std::string& out)
{
    out.append(static_cast<std::size_t>(depth) * 2, ' ');
    out += '<' + element.name;
    for (const auto& [key, value] : element.attributes)
        out += ' ' + key + "=\"" + value + '"';
    if (element.children.empty()) {
        out += "/>\n";
        return;
    }
    out += ">\n";
    for (const NcclXmlElement& child : element.children)
        writeElement(child, depth + 1, out);
    out.append(static_cast<std::size_t>(depth) * 2, ' ');
    out += "</" + element.name + ">\n";
}

} // namespace

int checkNcclBounds(const NcclXmlElement& root)
{
    int count = 0;
    checkAndCount(root, count);
    return count;
}

std::string formatNcclXml(const NcclXmlElement& root)
{
    std::string out;
    writeElement(root, 0, out);
    return out;
}

} // namespace scalescope
