// The devices selected, the first (primary) one first, kept by name: after an edit the
// devices that still exist stay selected wherever the new topology puts them, and those gone
// leave the selection. A design opened anew starts with nothing selected.
#pragma once

#include "model/Topology.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <string>
#include <vector>

namespace scalescope::gui {

class DeviceSelection : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The view state owns the selection")
    // The primary device, -1 for none; setting it selects it alone.
    Q_PROPERTY(int current READ current WRITE select NOTIFY changed)
    // With exactly two devices selected, the second (the inspector shows the path between
    // them), else -1; setting it keeps the primary and makes this the second.
    Q_PROPERTY(int second READ second WRITE setSecond NOTIFY changed)
    Q_PROPERTY(QVariantList nodes READ nodes NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY changed)

public:
    explicit DeviceSelection(QObject* parent = nullptr);

    // The topology the device indexes refer to now. `keepByName`: an edit, the devices that
    // still exist stay selected; otherwise (a new design) nothing is selected. Says changed
    // either way: what the views show of the selected devices is the new topology's.
    void setTopology(std::shared_ptr<const Topology> topology, bool keepByName);

    int current() const { return m_nodes.empty() ? -1 : m_nodes.front(); }
    int second() const { return m_nodes.size() == 2 ? m_nodes[1] : -1; }
    int count() const { return static_cast<int>(m_nodes.size()); }
    QVariantList nodes() const;
    const std::vector<int>& indexes() const { return m_nodes; }
    // The names of the selected devices, the primary first.
    QStringList names() const;

    void select(int node);
    void setSecond(int node);
    // Adds a device, or takes it out when it is selected (Ctrl+click).
    Q_INVOKABLE void toggle(int node);
    Q_INVOKABLE bool contains(int node) const;
    Q_INVOKABLE void clear();
    // Exactly these devices, in this order (those the topology lacks left out).
    void setNodes(const std::vector<int>& nodes);

signals:
    void changed();

private:
    bool isDevice(int node) const;
    void assign(std::vector<int> nodes);

    std::shared_ptr<const Topology> m_topology;
    std::vector<int> m_nodes;
    std::vector<std::string> m_names; // of m_nodes, in the same order
};

} // namespace scalescope::gui
