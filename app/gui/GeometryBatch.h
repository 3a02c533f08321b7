// Many primitives of one kind, each the same number of vertices with a colour per vertex, held
// in as few scene graph geometry nodes as possible. One node holds at most kMaxVertices
// vertices: past the 16-bit vertex range the renderer silently drops what follows.
#pragma once

#include "layout/SceneLayout.h"

#include <QColor>
#include <QSGGeometry>
#include <QSGNode>

#include <cstddef>
#include <vector>

class QSGGeometryNode;

namespace scalescope::gui {

class GeometryBatch : public QSGNode {
public:
    using Vertex = QSGGeometry::ColoredPoint2D;
    static constexpr std::size_t kMaxVertices = 60000;

    // Triangles: six vertices a primitive (a rectangle or a line of some width).
    // Lines: two vertices a primitive, drawn `lineWidth` pixels wide whatever the zoom.
    enum class Shape { Triangles, Lines };
    GeometryBatch(std::size_t primitives, Shape shape = Shape::Triangles, float lineWidth = 1);

    std::size_t size() const { return m_primitives; }
    // Triangles: an axis-aligned rectangle; a line `width` wide (in the units of x and y).
    void setRect(std::size_t primitive, const SceneRect& rect, QColor colour);
    void setLine(std::size_t primitive, float ax, float ay, float bx, float by, float width, QColor colour);
    // Lines: a segment.
    void setSegment(std::size_t primitive, float ax, float ay, float bx, float by, QColor colour);
    // A new colour for a primitive drawn before; markColoursDirty() once after a run of these.
    void setColour(std::size_t primitive, QColor colour);
    void markColoursDirty();

private:
    Vertex* vertices(std::size_t primitive);
    std::size_t m_primitives = 0;
    std::size_t m_verticesPerPrimitive = 6;
    std::size_t m_primitivesPerNode = 0;
    std::vector<QSGGeometryNode*> m_parts;
};

} // namespace scalescope::gui
