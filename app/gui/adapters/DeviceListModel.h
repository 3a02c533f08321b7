// Every device of the open design as a list model (the accessible "Devices" table): name,
// kind, model, where it sits and its main address, filtered by a search text.
#pragma once

#include "gui/adapters/DesignDocument.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace scalescope::gui {

class DeviceListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the device list")
    Q_PROPERTY(QString filter READ filter WRITE setFilter NOTIFY filterChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { NameRole = Qt::UserRole + 1, KindRole, ModelRole, WithinRole, AddressRole, NodeRole };
    Q_ENUM(Role)

    explicit DeviceListModel(QObject* parent = nullptr);

    DesignDocument* document() const { return m_document; }
    void setDocument(DesignDocument* document);
    QString filter() const { return m_filter; }
    // Case-insensitive text matched against name, kind and model.
    void setFilter(const QString& filter);

    // The device of a row, or -1.
    Q_INVOKABLE int nodeAt(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // At most this many rows are listed; the search narrows the rest down.
    static constexpr int kMaxRows = 5000;

signals:
    void filterChanged();
    void countChanged();

private:
    void rebuild();

    QPointer<DesignDocument> m_document;
    QString m_filter;
    std::vector<NodeId> m_rows;
};

} // namespace scalescope::gui
