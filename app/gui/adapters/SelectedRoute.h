// The route between the two GPUs selected, as the links it takes (core's routeLinks, the route
// the inspector lists hop by hop), for the canvas to draw; none for any other selection.
// Followed anew when the selection or the design changes.
#pragma once

#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/DeviceSelection.h"

#include <QObject>

#include <vector>

namespace scalescope::gui {

class SelectedRoute : public QObject {
    Q_OBJECT

public:
    SelectedRoute(DesignDocument& document, DeviceSelection& selection, QObject* parent = nullptr);

    // Link indexes of the route, in hop order from the primary selection; empty without one.
    const std::vector<int>& links() const { return m_links; }

signals:
    void changed();

private:
    void follow();

    DesignDocument& m_document;
    DeviceSelection& m_selection;
    std::vector<int> m_links;
};

} // namespace scalescope::gui
