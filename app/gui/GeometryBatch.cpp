#include "gui/GeometryBatch.h"

#include <QSGGeometryNode>
#include <QSGVertexColorMaterial>

#include <algorithm>
#include <cmath>

namespace scalescope::gui {
namespace {

// The vertex colour material blends premultiplied colours.
void setVertex(GeometryBatch::Vertex& v, float x, float y, QColor c)
{
    const float a = static_cast<float>(c.alphaF());
    v.set(x, y, static_cast<uchar>(c.red() * a), static_cast<uchar>(c.green() * a), static_cast<uchar>(c.blue() * a),
          static_cast<uchar>(c.alpha()));
}

} // namespace

GeometryBatch::GeometryBatch(std::size_t primitives, Shape shape, float lineWidth)
    : m_primitives(primitives)
    , m_verticesPerPrimitive(shape == Shape::Lines ? 2 : 6)
{
    m_primitivesPerNode = kMaxVertices / m_verticesPerPrimitive;
    for (std::size_t first = 0; first < primitives; first += m_primitivesPerNode) {
        const std::size_t count = std::min(m_primitivesPerNode, primitives - first);
        auto* geometry = new QSGGeometry(QSGGeometry::defaultAttributes_ColoredPoint2D(),
                                         static_cast<int>(count * m_verticesPerPrimitive));
        if (shape == Shape::Lines) {
            geometry->setDrawingMode(QSGGeometry::DrawLines);
            geometry->setLineWidth(lineWidth);
        } else {
            geometry->setDrawingMode(QSGGeometry::DrawTriangles);
        }
        auto* node = new QSGGeometryNode;
        node->setGeometry(geometry);
        node->setFlag(QSGNode::OwnsGeometry);
        node->setMaterial(new QSGVertexColorMaterial);
        node->setFlag(QSGNode::OwnsMaterial);
        appendChildNode(node);
        m_parts.push_back(node);
    }
}

GeometryBatch::Vertex* GeometryBatch::vertices(std::size_t primitive)
{
    QSGGeometry* geometry = m_parts[primitive / m_primitivesPerNode]->geometry();
    return geometry->vertexDataAsColoredPoint2D() + (primitive % m_primitivesPerNode) * m_verticesPerPrimitive;
}

void GeometryBatch::setRect(std::size_t primitive, const SceneRect& r, QColor c)
{
    Vertex* v = vertices(primitive);
    const float x0 = r.x, y0 = r.y, x1 = r.x + r.width, y1 = r.y + r.height;
    setVertex(v[0], x0, y0, c);
    setVertex(v[1], x1, y0, c);
    setVertex(v[2], x0, y1, c);
    setVertex(v[3], x1, y0, c);
    setVertex(v[4], x1, y1, c);
    setVertex(v[5], x0, y1, c);
}

void GeometryBatch::setLine(std::size_t primitive, float ax, float ay, float bx, float by, float width, QColor c)
{
    float dx = bx - ax, dy = by - ay;
    const float length = std::sqrt(dx * dx + dy * dy);
    if (length > 0) {
        dx /= length;
        dy /= length;
    }
    const float nx = -dy * width / 2, ny = dx * width / 2;
    Vertex* v = vertices(primitive);
    setVertex(v[0], ax + nx, ay + ny, c);
    setVertex(v[1], bx + nx, by + ny, c);
    setVertex(v[2], ax - nx, ay - ny, c);
    setVertex(v[3], bx + nx, by + ny, c);
    setVertex(v[4], bx - nx, by - ny, c);
    setVertex(v[5], ax - nx, ay - ny, c);
}

void GeometryBatch::setSegment(std::size_t primitive, float ax, float ay, float bx, float by, QColor c)
{
    Vertex* v = vertices(primitive);
    setVertex(v[0], ax, ay, c);
    setVertex(v[1], bx, by, c);
}

void GeometryBatch::setColour(std::size_t primitive, QColor c)
{
    Vertex* v = vertices(primitive);
    for (std::size_t k = 0; k < m_verticesPerPrimitive; ++k)
        setVertex(v[k], v[k].x, v[k].y, c);
}

void GeometryBatch::markColoursDirty()
{
    for (QSGGeometryNode* node : m_parts)
        node->markDirty(QSGNode::DirtyGeometry);
}

} // namespace scalescope::gui
