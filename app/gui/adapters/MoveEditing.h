// Moving racks, nodes and devices on the canvas: what a device's drag moves (its rack, else
// its node or tray, else itself), its preview while the drag goes on (no edit, nothing laid
// out: the views show what is dragged moved by the offset), and one undoable edit on release,
// laid out once; a typed corner, and the arrow keys' grid steps.
#pragma once

#include "gui/adapters/DesignDocument.h"

#include <QObject>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace scalescope::gui {

class MoveEditing : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workspace owns the moves")

public:
    explicit MoveEditing(DesignDocument& document, QObject* parent = nullptr);

    // What moves when a device is dragged; empty for no device.
    Q_INVOKABLE QString movableNameAt(int node) const;
    // The same for several devices, each item once.
    Q_INVOKABLE QStringList movableNamesAt(const QVariantList& nodes) const;
    // The top-left corner of a group's or device's box now.
    Q_INVOKABLE QPointF positionOf(const QString& name) const;
    // A drag of these items: previews, then one undoable edit for the whole drag (dx, dy in
    // scene units from where the drag began). A drag shorter than half a grid step moves
    // nothing, not even onto the grid.
    Q_INVOKABLE void beginDrag(const QStringList& names);
    Q_INVOKABLE void previewDrag(double dx, double dy);
    Q_INVOKABLE void commitDrag(double dx, double dy);
    // During a drag's preview: what it moves and by how much (scene units, snapped as the drop
    // will be); empty otherwise.
    QStringList draggedNames() const;
    QPointF dragOffset() const { return m_dragOffset.value_or(QPointF()); }
    // One item dragged from one corner to another, as commitDrag.
    Q_INVOKABLE void commitMove(const QString& name, double fromX, double fromY, double toX, double toY);
    // Moves an item's top-left corner to exactly this scene point (typed, so not snapped).
    Q_INVOKABLE void placeAt(const QString& name, double x, double y);
    // Moves what these devices belong to by exactly this many grid steps, as one edit.
    Q_INVOKABLE void nudge(const QVariantList& nodes, int stepsX, int stepsY);

signals:
    // A drag's preview moved on, began or ended (draggedNames, dragOffset).
    void dragPreviewChanged();

private:
    Position corner(const std::string& name) const;
    void forgetDrag(); // when another design is opened
    DesignDocument& m_document;
    std::vector<std::pair<std::string, Position>> m_dragStart; // what a drag moves, from where
    std::optional<QPointF> m_dragOffset; // what the preview shows, while there is one
};

} // namespace scalescope::gui
