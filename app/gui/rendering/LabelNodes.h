// The scene graph nodes that draw the canvas's labels: textured quads of one glyph atlas
// (GlyphAtlas.h), each vertex anchored at a scene point and offset from it in logical pixels
// (shaders/labels.vert), so that the transform's pan and zoom move the labels without touching
// them and text stays the same size on screen. Split into parts within the renderer's 16-bit
// vertex range.
#pragma once

#include <QSGNode>

#include <memory>
#include <vector>

class QSGTexture;

namespace scalescope::gui {

struct LabelVertex {
    float anchorX, anchorY; // scene units
    float offsetX, offsetY; // logical pixels
    float texelX, texelY; // device pixels of the atlas
    unsigned char r, g, b, a; // premultiplied
};

class LabelNodes : public QSGNode {
public:
    LabelNodes();
    ~LabelNodes() override;
    // The atlas every quad samples; the nodes own it.
    void setAtlas(std::unique_ptr<QSGTexture> atlas);
    bool hasAtlas() const { return m_atlas != nullptr; }
    // Every quad, six vertices each (two triangles).
    void setQuads(const std::vector<LabelVertex>& vertices);

private:
    std::unique_ptr<QSGTexture> m_atlas;
};

} // namespace scalescope::gui
