// The scene graph nodes that draw the canvas's labels: textured quads of one glyph atlas
// (GlyphAtlas.h), a label's whole box or one of its glyphs, each vertex anchored at a scene point
// and offset from it in logical pixels (shaders/labels.vert), so that the transform's pan and
// zoom move the labels without touching them and text stays the same size on screen. The text's
// colour goes where the atlas has text, the patch's where it has none. Split into parts within
// the renderer's 16-bit vertex range.
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
    unsigned char r, g, b, a; // the text's, premultiplied
    unsigned char patchR, patchG, patchB, patchA; // under the text, premultiplied (transparent: none)
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
