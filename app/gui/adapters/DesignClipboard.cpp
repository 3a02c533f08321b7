#include "gui/adapters/DesignClipboard.h"

namespace scalescope::gui {

DesignClipboard::DesignClipboard(DesignDocument& document, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
}

void DesignClipboard::copy(int node)
{
    copyNodes({ node });
}

void DesignClipboard::copyNodes(const QVariantList& nodes)
{
    const auto topology = m_document.topology();
    m_items = topology ? movableItemsOf(*topology, nodeIds(nodes, topology.get())) : std::vector<std::string> {};
    emit changed();
}

int DesignClipboard::paste()
{
    const auto topology = m_document.topology();
    const auto scene = m_document.scene();
    if (!topology || !scene || m_items.empty())
        return -1;
    DesignChange change;
    try {
        change = m_document.editor().paste(m_items, *scene);
    } catch (const std::exception& error) {
        m_document.setError(QString::fromStdString(error.what()));
        return -1;
    }
    const std::optional<NodeId> focus = change.focus;
    const QString text = tr("Paste %1").arg(QString::fromStdString(change.made.front()));
    m_document.pushChange(std::move(change), text);
    return focus ? static_cast<int>(*focus) : -1;
}

int DesignClipboard::duplicate(int node)
{
    return duplicateNodes({ node });
}

int DesignClipboard::duplicateNodes(const QVariantList& nodes)
{
    copyNodes(nodes);
    return paste();
}

} // namespace scalescope::gui
