#include "gui/adapters/DeviceSelection.h"

#include <algorithm>

namespace scalescope::gui {

DeviceSelection::DeviceSelection(QObject* parent)
    : QObject(parent)
{
}

void DeviceSelection::setTopology(std::shared_ptr<const Topology> topology, bool keepByName)
{
    m_topology = std::move(topology);
    std::vector<int> kept;
    if (keepByName && m_topology)
        for (const std::string& name : m_names)
            if (const auto node = m_topology->findNode(name))
                kept.push_back(static_cast<int>(*node));
    assign(std::move(kept));
    // Even with the same indexes: what is shown of the selected devices is the new topology's.
    emit changed();
}

bool DeviceSelection::isDevice(int node) const
{
    return m_topology && node >= 0 && node < static_cast<int>(m_topology->nodes.size());
}

void DeviceSelection::assign(std::vector<int> nodes)
{
    m_nodes = std::move(nodes);
    m_names.clear();
    for (const int node : m_nodes)
        m_names.push_back(m_topology->nodes[node].name);
}

QVariantList DeviceSelection::nodes() const
{
    QVariantList out;
    for (const int node : m_nodes)
        out.append(node);
    return out;
}

QStringList DeviceSelection::names() const
{
    QStringList out;
    for (const std::string& name : m_names)
        out.append(QString::fromStdString(name));
    return out;
}

void DeviceSelection::select(int node)
{
    setNodes(isDevice(node) ? std::vector<int> { node } : std::vector<int> {});
}

void DeviceSelection::setSecond(int node)
{
    if (m_nodes.empty())
        return;
    std::vector<int> nodes = { m_nodes.front() };
    if (isDevice(node) && node != m_nodes.front())
        nodes.push_back(node);
    setNodes(nodes);
}

void DeviceSelection::toggle(int node)
{
    if (!isDevice(node))
        return;
    std::vector<int> nodes = m_nodes;
    const auto it = std::find(nodes.begin(), nodes.end(), node);
    if (it != nodes.end())
        nodes.erase(it);
    else
        nodes.push_back(node);
    setNodes(nodes);
}

bool DeviceSelection::contains(int node) const
{
    return std::find(m_nodes.begin(), m_nodes.end(), node) != m_nodes.end();
}

void DeviceSelection::clear()
{
    setNodes({});
}

void DeviceSelection::setNodes(const std::vector<int>& nodes)
{
    std::vector<int> valid;
    std::vector<bool> taken(m_topology ? m_topology->nodes.size() : 0, false);
    for (const int node : nodes)
        if (isDevice(node) && !taken[static_cast<std::size_t>(node)]) {
            taken[static_cast<std::size_t>(node)] = true;
            valid.push_back(node);
        }
    if (valid == m_nodes)
        return;
    assign(std::move(valid));
    emit changed();
}

} // namespace scalescope::gui
