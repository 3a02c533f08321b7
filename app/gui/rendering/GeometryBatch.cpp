#include "gui/rendering/GeometryBatch.h"

#include <QSGGeometryNode>
#include <QSGVertexColorMaterial>

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

constexpr std::size_t kRectsPerNode = GeometryBatch::kMaxVertices / GeometryBatch::kVerticesPerRect;

// The vertex colour material blends premultiplied colours.
void setVertex(GeometryBatch::Vertex& v, float x, float y, QColor c)
{
    const float a = static_cast<float>(c.alphaF());
    v.set(x, y, static_cast<uchar>(c.red() * a), static_cast<uchar>(c.green() * a), static_cast<uchar>(c.blue() * a),
        static_cast<uchar>(c.alpha()));
}

} // namespace

GeometryBatch::GeometryBatch(std::size_t rects)
    : m_rects(rects)
{
    for (std::size_t first = 0; first < rects; first += kRectsPerNode) {
        const std::size_t count = std::min(kRectsPerNode, rects - first);
        auto* geometry = new QSGGeometry(
            QSGGeometry::defaultAttributes_ColoredPoint2D(), static_cast<int>(count * kVerticesPerRect));
        geometry->setDrawingMode(QSGGeometry::DrawTriangles);
        auto* node = new QSGGeometryNode;
        node->setGeometry(geometry);
        node->setFlag(QSGNode::OwnsGeometry);
        node->setMaterial(new QSGVertexColorMaterial);
        node->setFlag(QSGNode::OwnsMaterial);
        appendChildNode(node);
        m_parts.push_back(node);
    }
}

GeometryBatch::Vertex* GeometryBatch::verticesOf(std::size_t index)
{
    return m_parts[index / kRectsPerNode]->geometry()->vertexDataAsColoredPoint2D()
        + (index % kRectsPerNode) * kVerticesPerRect;
}

void GeometryBatch::setRect(std::size_t index, const SceneRect& r, QColor c)
{
    Vertex* v = verticesOf(index);
    const float x0 = r.x, y0 = r.y, x1 = r.x + r.width, y1 = r.y + r.height;
    setVertex(v[0], x0, y0, c);
    setVertex(v[1], x1, y0, c);
    setVertex(v[2], x0, y1, c);
    setVertex(v[3], x1, y0, c);
    setVertex(v[4], x1, y1, c);
    setVertex(v[5], x0, y1, c);
}

void GeometryBatch::setLine(std::size_t index, float ax, float ay, float bx, float by, float width, QColor c)
{
    // The quad's corners: half the width to either side of the line.
    const float length = std::hypot(bx - ax, by - ay);
    const float nx = length > 0 ? -(by - ay) / length * width / 2 : 0;
    const float ny = length > 0 ? (bx - ax) / length * width / 2 : width / 2;
    Vertex* v = verticesOf(index);
    setVertex(v[0], ax + nx, ay + ny, c);
    setVertex(v[1], bx + nx, by + ny, c);
    setVertex(v[2], ax - nx, ay - ny, c);
    setVertex(v[3], bx + nx, by + ny, c);
    setVertex(v[4], bx - nx, by - ny, c);
    setVertex(v[5], ax - nx, ay - ny, c);
}

} // namespace scalescope::gui
