// Many rectangles (or lines), each two triangles with a colour per vertex, held in as few scene graph
// geometry nodes as possible. One node holds at most kMaxVertices vertices: past the 16-bit
// vertex range the renderer silently drops what follows.
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
    static constexpr std::size_t kVerticesPerRect = 6;

    explicit GeometryBatch(std::size_t rects);

    std::size_t size() const { return m_rects; }
    void setRect(std::size_t index, const SceneRect& rect, QColor colour);
    // A line from (ax, ay) to (bx, by), `width` scene units across, flat ends, in place of a rectangle.
    void setLine(std::size_t index, float ax, float ay, float bx, float by, float width, QColor colour);

private:
    Vertex* verticesOf(std::size_t index);
    std::size_t m_rects = 0;
    std::vector<QSGGeometryNode*> m_parts;
};

} // namespace scalescope::gui
