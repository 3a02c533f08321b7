#include "io/import/ImportBuilder.h"

#include "model/InputError.h"
#include "model/Localized.h"
#include "model/Names.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope {

NodeDesignBuilder::NodeDesignBuilder(const std::string& nodeName, const std::string& origin)
    : m_nodeName(nodeName)
    , m_origin(origin)
{
    m_design.name = nodeName;
    m_design.groups.push_back(GroupSpec { nodeName, GroupKind::Node, {}, {} });
}

std::string NodeDesignBuilder::addDevice(NodeSpec spec)
{
    spec.name = m_nodeName + "/" + spec.name;
    spec.group = m_nodeName;
    const std::string name = spec.name;
    if (!m_deviceIndex.emplace(name, m_design.nodes.size()).second)
        throw std::logic_error("device added twice: " + name);
    m_design.nodes.push_back(std::move(spec));
    return name;
}

bool NodeDesignBuilder::hasDevice(const std::string& fullName) const
{
    return m_deviceIndex.count(fullName) > 0;
}

NodeSpec& NodeDesignBuilder::device(const std::string& fullName)
{
    return m_design.nodes.at(m_deviceIndex.at(fullName));
}

void NodeDesignBuilder::link(
    const std::string& a, const std::string& b, LinkTier tier, BytesPerSec bytesPerSecPerDirection, int lanes)
{
    const int span = tier == LinkTier::NvLink ? lanes : 1;
    auto take = [&](const std::string& device) {
        int& next = m_nextPort.try_emplace({ device, tier }, firstPortNumber(tier)).first->second;
        if (next + span > firstPortNumber(tier) + kMaxDevicePorts) {
            const std::string message
                = localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 would need more than %2 %3 ports"),
                    { device.substr(m_nodeName.size() + 1), std::to_string(kMaxDevicePorts), toString(tier) });
            throw InputError(m_origin, std::vector<Problem> { Problem { "", m_line, m_column, message } });
        }
        const int port = next;
        next += span;
        return port;
    };
    LinkSpec spec;
    spec.a = PortRef { a, take(a) };
    spec.b = PortRef { b, take(b) };
    spec.tier = tier;
    spec.bytesPerSecPerDirection = bytesPerSecPerDirection;
    spec.lanes = lanes;
    m_design.links.push_back(std::move(spec));
}

int NodeDesignBuilder::portsUsed(const std::string& fullName, LinkTier tier) const
{
    const auto it = m_nextPort.find({ fullName, tier });
    return it == m_nextPort.end() ? 0 : it->second - firstPortNumber(tier);
}

std::string nodeNameFromOrigin(const std::string& origin)
{
    std::string_view name = origin;
    if (const auto slash = name.find_last_of("/\\"); slash != std::string_view::npos)
        name.remove_prefix(slash + 1);
    if (const auto dot = name.rfind('.'); dot != std::string_view::npos && dot > 0)
        name = name.substr(0, dot);
    std::string out;
    for (const char c : name)
        out += (c == ':' || c == '/') ? '-' : (c < ' ' || c > '~') ? '?' : c;
    return out.empty() ? std::string("node") : out;
}

bool isImportableName(std::string_view name)
{
    if (name.empty() || name.size() > 64)
        return false;
    for (const char c : name)
        if (c <= ' ' || c > '~' || c == ':' || c == '/')
            return false;
    return true;
}

bool looksGenerated(std::string_view name)
{
    for (const std::string_view generated : { "gpu", "cpu", "nic", "pcie", "nvswitch" })
        if (name.starts_with(generated))
            return true;
    return false;
}

std::string printableAscii(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        if (c < ' ' || c > '~')
            c = '?';
    return out;
}

std::string joinForPeople(const std::vector<std::string>& items)
{
    if (items.empty())
        return {};
    std::string out = items.front();
    for (std::size_t i = 1; i + 1 < items.size(); ++i)
        out += ", " + items[i];
    if (items.size() > 1)
        out = localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 and %2"), { out, items.back() });
    return out;
}

} // namespace scalescope
