#include "gui/adapters/SelectedRoute.h"

#include "sim/PathReport.h"

namespace scalescope::gui {

SelectedRoute::SelectedRoute(DesignDocument& document, DeviceSelection& selection, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_selection(selection)
{
    // The selection says changed after each design change too (it follows the topology).
    connect(&m_selection, &DeviceSelection::changed, this, &SelectedRoute::follow);
}

void SelectedRoute::follow()
{
    std::vector<int> links;
    const auto topology = m_document.topology();
    const std::vector<int>& selected = m_selection.indexes();
    const auto isGpu = [&](int node) {
        return node >= 0 && node < static_cast<int>(topology->nodes.size())
            && topology->nodes[node].kind == NodeKind::Gpu;
    };
    if (topology && selected.size() == 2 && isGpu(selected[0]) && isGpu(selected[1])) {
        try {
            for (const LinkId link : routeLinks(*topology, *m_document.catalog(), static_cast<NodeId>(selected[0]),
                     static_cast<NodeId>(selected[1])))
                links.push_back(static_cast<int>(link));
        } catch (const std::exception&) {
            // Not joined: the inspector says why; nothing to draw.
        }
    }
    if (links == m_links)
        return;
    m_links = std::move(links);
    emit changed();
}

} // namespace scalescope::gui
