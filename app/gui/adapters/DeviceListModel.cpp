#include "gui/adapters/DeviceListModel.h"

#include "gui/QtText.h"
#include "model/AddressFormat.h"
#include "model/Names.h"

namespace scalescope::gui {
DeviceListModel::DeviceListModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

void DeviceListModel::setDocument(DesignDocument* document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &DesignDocument::designChanged, this, &DeviceListModel::rebuild);
    rebuild();
}

void DeviceListModel::setFilter(const QString& filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    rebuild();
    emit filterChanged();
}

void DeviceListModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    const auto topology = m_document ? m_document->topology() : nullptr;
    if (topology) {
        const QString needle = m_filter.trimmed();
        for (NodeId n = 0; n < topology->nodes.size() && m_rows.size() < static_cast<std::size_t>(kMaxRows); ++n) {
            const Node& node = topology->nodes[n];
            if (needle.isEmpty() || QString::fromStdString(node.name).contains(needle, Qt::CaseInsensitive)
                || qs(toString(node.kind)).contains(needle, Qt::CaseInsensitive)
                || QString::fromStdString(topology->modelOf(node)).contains(needle, Qt::CaseInsensitive))
                m_rows.push_back(n);
        }
    }
    endResetModel();
    emit countChanged();
}

int DeviceListModel::nodeAt(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? static_cast<int>(m_rows[static_cast<std::size_t>(row)])
                                                             : -1;
}

int DeviceListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant DeviceListModel::data(const QModelIndex& index, int role) const
{
    const auto topology = m_document ? m_document->topology() : nullptr;
    if (!topology || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const NodeId n = m_rows[static_cast<std::size_t>(index.row())];
    const Node& node = topology->nodes[n];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return QString::fromStdString(node.name);
    case KindRole:
        return qs(toString(node.kind));
    case ModelRole:
        return QString::fromStdString(topology->modelOf(node));
    case WithinRole:
        return node.group == kNoGroup ? QString() : QString::fromStdString(topology->groups[node.group].name);
    case AddressRole: {
        const Addresses& a = node.addresses;
        if (a.ipv4)
            return QString::fromStdString(formatIpv4(a.ipv4));
        if (a.lid)
            return QStringLiteral("LID %1").arg(a.lid);
        if (a.pciBdf != Addresses::kNoPci)
            return QString::fromStdString(formatPciBdf(a.pciBdf));
        return QString();
    }
    case NodeRole:
        return static_cast<int>(n);
    default:
        return {};
    }
}

QHash<int, QByteArray> DeviceListModel::roleNames() const
{
    return { { NameRole, "name" }, { KindRole, "kind" }, { ModelRole, "model" }, { WithinRole, "within" },
        { AddressRole, "address" }, { NodeRole, "node" } };
}

} // namespace scalescope::gui
