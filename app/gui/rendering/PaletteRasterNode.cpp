#include "gui/rendering/PaletteRasterNode.h"

#include <QSGMaterial>
#include <QSGMaterialShader>
#include <QSGTexture>

#include <cstring>

namespace scalescope::gui {
namespace {

class PaletteRasterMaterial : public QSGMaterial {
public:
    PaletteRasterMaterial() = default; // opaque: no blending, and drawn in the renderer's opaque pass
    ~PaletteRasterMaterial() override
    {
        delete raster;
        delete palette;
    }
    QSGMaterialType* type() const override
    {
        static QSGMaterialType type;
        return &type;
    }
    QSGMaterialShader* createShader(QSGRendererInterface::RenderMode) const override;
    int compare(const QSGMaterial* other) const override
    {
        const auto* o = static_cast<const PaletteRasterMaterial*>(other);
        if (raster != o->raster)
            return raster < o->raster ? -1 : 1;
        if (palette != o->palette)
            return palette < o->palette ? -1 : 1;
        return 0;
    }

    QSGTexture* raster = nullptr;
    QSGTexture* palette = nullptr;
    std::uint32_t underEntry = 0; // the palette's first entry under hidden links
};

class PaletteRasterShader : public QSGMaterialShader {
public:
    PaletteRasterShader()
    {
        setShaderFileName(VertexStage, QStringLiteral(":/scalescope/shaders/palette_raster.vert.qsb"));
        setShaderFileName(FragmentStage, QStringLiteral(":/scalescope/shaders/palette_raster.frag.qsb"));
    }

    bool updateUniformData(RenderState& state, QSGMaterial* newMaterial, QSGMaterial*) override
    {
        // std140: mat4 at 0, float at 64, vec2 at 72, float at 80.
        QByteArray* buffer = state.uniformData();
        Q_ASSERT(buffer->size() >= 84);
        if (state.isMatrixDirty())
            std::memcpy(buffer->data(), state.combinedMatrix().constData(), 64);
        if (state.isOpacityDirty()) {
            const float opacity = state.opacity();
            std::memcpy(buffer->data() + 64, &opacity, 4);
        }
        const auto* material = static_cast<PaletteRasterMaterial*>(newMaterial);
        const QSize size = material->palette ? material->palette->textureSize() : QSize(1, 1);
        const float paletteSize[2] = { static_cast<float>(size.width()), static_cast<float>(size.height()) };
        std::memcpy(buffer->data() + 72, paletteSize, 8);
        const auto underEntry = static_cast<float>(material->underEntry); // exact below 2^24
        std::memcpy(buffer->data() + 80, &underEntry, 4);
        return true;
    }

    void updateSampledImage(
        RenderState& state, int binding, QSGTexture** texture, QSGMaterial* newMaterial, QSGMaterial*) override
    {
        auto* material = static_cast<PaletteRasterMaterial*>(newMaterial);
        QSGTexture* t = binding == 1 ? material->raster : material->palette;
        if (!t)
            return;
        t->commitTextureOperations(state.rhi(), state.resourceUpdateBatch());
        *texture = t;
    }
};

QSGMaterialShader* PaletteRasterMaterial::createShader(QSGRendererInterface::RenderMode) const
{
    return new PaletteRasterShader;
}

// Indexes and palette entries are read exactly: no blending between texels.
void useExactTexels(QSGTexture* texture)
{
    texture->setFiltering(QSGTexture::Nearest);
    texture->setMipmapFiltering(QSGTexture::None);
    texture->setHorizontalWrapMode(QSGTexture::ClampToEdge);
    texture->setVerticalWrapMode(QSGTexture::ClampToEdge);
}

// Two triangles a rectangle: `covered` in the raster's pixels, placed over `sceneArea`.
void setCoveredGeometry(
    QSGGeometry& geometry, const QRectF& sceneArea, QSize rasterSize, const std::vector<QRect>& covered)
{
    geometry.allocate(static_cast<int>(covered.size()) * 6);
    if (rasterSize.isEmpty())
        return;
    const double sx = sceneArea.width() / rasterSize.width(), sy = sceneArea.height() / rasterSize.height();
    auto* vertex = geometry.vertexDataAsTexturedPoint2D();
    for (const QRect& r : covered) {
        const float u0 = static_cast<float>(1.0 * r.left() / rasterSize.width());
        const float u1 = static_cast<float>(1.0 * (r.left() + r.width()) / rasterSize.width());
        const float v0 = static_cast<float>(1.0 * r.top() / rasterSize.height());
        const float v1 = static_cast<float>(1.0 * (r.top() + r.height()) / rasterSize.height());
        const auto x0 = static_cast<float>(sceneArea.x() + r.left() * sx);
        const auto x1 = static_cast<float>(sceneArea.x() + (r.left() + r.width()) * sx);
        const auto y0 = static_cast<float>(sceneArea.y() + r.top() * sy);
        const auto y1 = static_cast<float>(sceneArea.y() + (r.top() + r.height()) * sy);
        (vertex++)->set(x0, y0, u0, v0);
        (vertex++)->set(x1, y0, u1, v0);
        (vertex++)->set(x0, y1, u0, v1);
        (vertex++)->set(x1, y0, u1, v0);
        (vertex++)->set(x1, y1, u1, v1);
        (vertex++)->set(x0, y1, u0, v1);
    }
}

} // namespace

PaletteRasterNode::PaletteRasterNode()
{
    auto* geometry = new QSGGeometry(QSGGeometry::defaultAttributes_TexturedPoint2D(), 0);
    geometry->setDrawingMode(QSGGeometry::DrawTriangles);
    setGeometry(geometry);
    setFlag(OwnsGeometry);
    setMaterial(new PaletteRasterMaterial);
    setFlag(OwnsMaterial);
}

PaletteRasterNode::~PaletteRasterNode() = default;

void PaletteRasterNode::setRaster(
    QSGTexture* raster, const QRectF& sceneArea, double zoom, int key, const std::vector<QRect>& covered)
{
    auto* m = static_cast<PaletteRasterMaterial*>(material());
    delete m->raster;
    m->raster = raster;
    if (raster)
        useExactTexels(raster);
    m_sceneArea = sceneArea;
    m_zoom = zoom;
    m_key = key;
    setCoveredGeometry(*geometry(), sceneArea, raster ? raster->textureSize() : QSize(), covered);
    markDirty(DirtyGeometry | DirtyMaterial);
}

void PaletteRasterNode::setPalette(QSGTexture* palette, std::uint32_t underEntry)
{
    auto* m = static_cast<PaletteRasterMaterial*>(material());
    delete m->palette;
    m->palette = palette;
    m->underEntry = underEntry;
    if (palette)
        useExactTexels(palette);
    markDirty(DirtyMaterial);
}

bool PaletteRasterNode::hasRaster() const
{
    return static_cast<const PaletteRasterMaterial*>(material())->raster != nullptr;
}

} // namespace scalescope::gui
