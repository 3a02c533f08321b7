#include "io/import/IbNames.h"

#include <cctype>
#include <cstdio>

namespace scalescope::ib {
namespace {

std::string_view trim(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

// A name the design file accepts: no ':' (it separates node and port), blanks collapsed.
std::string nameFrom(std::string_view text)
{
    std::string out;
    bool blank = false;
    for (const char c : trim(text)) {
        if (c == ' ' || c == '\t') {
            blank = true;
            continue;
        }
        if (blank)
            out += ' ';
        blank = false;
        out += (c == ':' || static_cast<unsigned char>(c) < 0x20) ? '-' : c;
    }
    return out;
}

// A device name as operating systems give adapters: "HCA-1", "mlx5_0", "mlx5_bond_0".
bool looksLikeDeviceName(std::string_view word)
{
    if (word.size() < 2 || !std::isalpha(static_cast<unsigned char>(word.front()))
        || !std::isdigit(static_cast<unsigned char>(word.back())))
        return false;
    bool separator = false;
    for (const char c : word) {
        if (c == '_' || c == '-')
            separator = true;
        else if (!std::isalnum(static_cast<unsigned char>(c)))
            return false;
    }
    return separator;
}

} // namespace

std::string hex16(std::uint64_t guid)
{
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(guid));
    return buffer;
}

std::string dumpId(const IbNodeRecord& node)
{
    return (node.isSwitch ? "S-" : "H-") + hex16(node.guid);
}

std::optional<std::pair<std::string, std::string>> hostAndDevice(std::string_view description)
{
    const std::string_view text = trim(description);
    const std::size_t blank = text.find_last_of(" \t");
    if (blank == std::string_view::npos)
        return std::nullopt;
    const std::string_view device = text.substr(blank + 1);
    const std::string host = nameFrom(text.substr(0, blank));
    if (host.empty() || !looksLikeDeviceName(device))
        return std::nullopt;
    return std::pair { host, std::string(device) };
}

std::string switchName(std::string_view description)
{
    const std::size_t semicolon = description.find(';');
    const std::size_t colon = description.find(':', semicolon == std::string_view::npos ? 0 : semicolon);
    if (semicolon != std::string_view::npos && colon != std::string_view::npos && colon > semicolon + 1)
        return nameFrom(description.substr(semicolon + 1, colon - semicolon - 1));
    return nameFrom(description);
}

std::string switchModel(std::string_view description)
{
    if (description.find("QM8700") != std::string_view::npos || description.find("QM8790") != std::string_view::npos)
        return "QM8700";
    if (description.find("QM9700") != std::string_view::npos || description.find("QM9790") != std::string_view::npos)
        return "QM9700";
    if (description.find("Q3400") != std::string_view::npos)
        return "Q3400";
    return {};
}

std::string adapterModel(std::uint32_t deviceId, int ports)
{
    switch (deviceId) {
    case 0x101b:
        return ports == 2 ? "ConnectX-6-2P" : "ConnectX-6";
    case 0x1021:
        return ports == 2 ? "ConnectX-7-2P" : "ConnectX-7";
    case 0x1023:
        return "ConnectX-8";
    default:
        return {};
    }
}

bool naturalLess(std::string_view a, std::string_view b)
{
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (std::isdigit(static_cast<unsigned char>(a[i])) && std::isdigit(static_cast<unsigned char>(b[j]))) {
            std::size_t ie = i, je = j;
            while (ie < a.size() && std::isdigit(static_cast<unsigned char>(a[ie])))
                ++ie;
            while (je < b.size() && std::isdigit(static_cast<unsigned char>(b[je])))
                ++je;
            std::string_view da = a.substr(i, ie - i), db = b.substr(j, je - j);
            while (da.size() > 1 && da.front() == '0')
                da.remove_prefix(1);
            while (db.size() > 1 && db.front() == '0')
                db.remove_prefix(1);
            if (da.size() != db.size())
                return da.size() < db.size();
            if (da != db)
                return da < db;
            i = ie;
            j = je;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

std::string NameBook::claim(std::string wanted, std::uint64_t guid)
{
    if (m_taken.insert(wanted).second)
        return wanted;
    std::string other = wanted + "-" + hex16(guid);
    for (int n = 2; !m_taken.insert(other).second; ++n)
        other = wanted + "-" + hex16(guid) + "-" + std::to_string(n);
    return other;
}

} // namespace scalescope::ib
