// The scene graph node that shows a raster of palette slots (see SceneRaster.h) in colour: an
// opaque textured rectangle over the scene area the raster covers, whose shader looks each
// pixel's slot up in a palette texture. Recolouring every link, or hiding a tier, is a new
// palette.
#pragma once

#include <QRect>
#include <QRectF>
#include <QSGGeometryNode>

#include <cstdint>
#include <vector>

class QSGTexture;

namespace scalescope::gui {

class PaletteRasterNode : public QSGGeometryNode {
public:
    PaletteRasterNode();
    ~PaletteRasterNode() override;
    // Both textures become the node's to delete. The raster covers `sceneArea` and was drawn
    // for the view at `zoom` from the content known by `key`; the palette's entries run row
    // after row. Only `covered` (rectangles in the raster's pixels, RasterCoverage.h) is drawn:
    // the rest is empty and shows what is behind the canvas, the background.
    void setRaster(
        QSGTexture* raster, const QRectF& sceneArea, double zoom, int key, const std::vector<QRect>& covered);
    // A canvasPaletteImage: where a link's entry is transparent (its tier hidden), what is under
    // it shows, from the entries at `underEntry` (DrawingPalette.h).
    void setPalette(QSGTexture* palette, std::uint32_t underEntry);
    bool hasRaster() const;
    QRectF sceneArea() const { return m_sceneArea; }
    double rasterZoom() const { return m_zoom; }
    int rasterKey() const { return m_key; }

private:
    QRectF m_sceneArea;
    double m_zoom = 1;
    int m_key = 0;
};

} // namespace scalescope::gui
