// The scene graph node that shows a raster of palette indexes (see SceneRaster.h) in colour:
// an opaque textured rectangle over the scene area the raster covers, whose shader looks each
// pixel's index up in a palette texture. Recolouring every link is a new palette.
#pragma once

#include <QRectF>
#include <QSGGeometryNode>

class QSGTexture;

namespace scalescope::gui {

class PaletteRasterNode : public QSGGeometryNode {
public:
    PaletteRasterNode();
    ~PaletteRasterNode() override;
    // Both textures become the node's to delete. The raster covers `sceneArea` and was drawn
    // for the view at `zoom`; the palette's entries run row after row.
    void setRaster(QSGTexture* raster, const QRectF& sceneArea, double zoom);
    void setPalette(QSGTexture* palette);
    bool hasRaster() const;
    QRectF sceneArea() const { return m_sceneArea; }
    double rasterZoom() const { return m_zoom; }

private:
    QRectF m_sceneArea;
    double m_zoom = 1;
};

} // namespace scalescope::gui
