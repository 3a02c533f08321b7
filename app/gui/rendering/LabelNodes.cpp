#include "gui/rendering/LabelNodes.h"

#include <QSGGeometryNode>
#include <QSGMaterial>
#include <QSGMaterialShader>
#include <QSGTexture>

#include <algorithm>
#include <cstring>

namespace scalescope::gui {
namespace {

// Below 65,536, as the renderer's batches are; whole quads.
constexpr std::size_t kVerticesPerPart = 65532;

class LabelMaterial : public QSGMaterial {
public:
    LabelMaterial()
    {
        // Blended over the drawing; never merged with other nodes, whose vertices the renderer
        // would transform itself: the shader needs the transform's scale.
        setFlag(Blending | RequiresFullMatrix);
    }
    QSGMaterialType* type() const override
    {
        static QSGMaterialType type;
        return &type;
    }
    QSGMaterialShader* createShader(QSGRendererInterface::RenderMode) const override;
    int compare(const QSGMaterial* other) const override
    {
        const auto* o = static_cast<const LabelMaterial*>(other);
        return atlas == o->atlas ? 0 : (atlas < o->atlas ? -1 : 1);
    }
    QSGTexture* atlas = nullptr; // the LabelNodes' own
};

class LabelShader : public QSGMaterialShader {
public:
    LabelShader()
    {
        setShaderFileName(VertexStage, QStringLiteral(":/scalescope/shaders/labels.vert.qsb"));
        setShaderFileName(FragmentStage, QStringLiteral(":/scalescope/shaders/labels.frag.qsb"));
    }

    bool updateUniformData(RenderState& state, QSGMaterial* newMaterial, QSGMaterial*) override
    {
        // std140: mat4 at 0, float at 64 and 68, vec2 at 72 and 80.
        QByteArray* buffer = state.uniformData();
        Q_ASSERT(buffer->size() >= 88);
        const float opacity = state.opacity();
        const auto pixelsPerUnit = static_cast<float>(state.modelViewMatrix()(0, 0));
        const QRect viewport = state.viewportRect();
        const float viewportSize[2] = { static_cast<float>(viewport.width()), static_cast<float>(viewport.height()) };
        const auto* material = static_cast<LabelMaterial*>(newMaterial);
        const QSize atlas = material->atlas ? material->atlas->textureSize() : QSize(1, 1);
        const float atlasSize[2] = { static_cast<float>(atlas.width()), static_cast<float>(atlas.height()) };
        std::memcpy(buffer->data(), state.combinedMatrix().constData(), 64);
        std::memcpy(buffer->data() + 64, &opacity, 4);
        std::memcpy(buffer->data() + 68, &pixelsPerUnit, 4);
        std::memcpy(buffer->data() + 72, viewportSize, 8);
        std::memcpy(buffer->data() + 80, atlasSize, 8);
        return true;
    }

    void updateSampledImage(
        RenderState& state, int, QSGTexture** texture, QSGMaterial* newMaterial, QSGMaterial*) override
    {
        auto* material = static_cast<LabelMaterial*>(newMaterial);
        if (!material->atlas)
            return;
        material->atlas->commitTextureOperations(state.rhi(), state.resourceUpdateBatch());
        *texture = material->atlas;
    }
};

QSGMaterialShader* LabelMaterial::createShader(QSGRendererInterface::RenderMode) const
{
    return new LabelShader;
}

const QSGGeometry::AttributeSet& labelAttributes()
{
    static const QSGGeometry::Attribute attributes[] = {
        QSGGeometry::Attribute::createWithAttributeType(0, 2, QSGGeometry::FloatType, QSGGeometry::PositionAttribute),
        QSGGeometry::Attribute::createWithAttributeType(1, 2, QSGGeometry::FloatType, QSGGeometry::UnknownAttribute),
        QSGGeometry::Attribute::createWithAttributeType(2, 2, QSGGeometry::FloatType, QSGGeometry::TexCoordAttribute),
        QSGGeometry::Attribute::createWithAttributeType(
            3, 4, QSGGeometry::UnsignedByteType, QSGGeometry::ColorAttribute),
        QSGGeometry::Attribute::createWithAttributeType(
            4, 4, QSGGeometry::UnsignedByteType, QSGGeometry::ColorAttribute),
    };
    static const QSGGeometry::AttributeSet set { 5, sizeof(LabelVertex), attributes };
    return set;
}

} // namespace

LabelNodes::LabelNodes() = default;

LabelNodes::~LabelNodes()
{
    // The parts' materials point at the atlas: they go first.
    while (QSGNode* part = firstChild()) {
        removeChildNode(part);
        delete part;
    }
}

void LabelNodes::setAtlas(std::unique_ptr<QSGTexture> atlas)
{
    m_atlas = std::move(atlas);
    if (m_atlas) {
        // Glyphs are drawn texel on pixel (the anchors are snapped to device pixels).
        m_atlas->setFiltering(QSGTexture::Nearest);
        m_atlas->setMipmapFiltering(QSGTexture::None);
        m_atlas->setHorizontalWrapMode(QSGTexture::ClampToEdge);
        m_atlas->setVerticalWrapMode(QSGTexture::ClampToEdge);
    }
    for (QSGNode* part = firstChild(); part; part = part->nextSibling()) {
        auto* node = static_cast<QSGGeometryNode*>(part);
        static_cast<LabelMaterial*>(node->material())->atlas = m_atlas.get();
        node->markDirty(DirtyMaterial);
    }
}

void LabelNodes::setQuads(const std::vector<LabelVertex>& vertices)
{
    while (QSGNode* part = firstChild()) {
        removeChildNode(part);
        delete part;
    }
    for (std::size_t first = 0; first < vertices.size(); first += kVerticesPerPart) {
        const std::size_t count = std::min(kVerticesPerPart, vertices.size() - first);
        auto* geometry = new QSGGeometry(labelAttributes(), static_cast<int>(count));
        geometry->setDrawingMode(QSGGeometry::DrawTriangles);
        std::memcpy(geometry->vertexData(), vertices.data() + first, count * sizeof(LabelVertex));
        auto* node = new QSGGeometryNode;
        node->setGeometry(geometry);
        node->setFlag(OwnsGeometry);
        auto* material = new LabelMaterial;
        material->atlas = m_atlas.get();
        node->setMaterial(material);
        node->setFlag(OwnsMaterial);
        appendChildNode(node);
    }
}

} // namespace scalescope::gui
