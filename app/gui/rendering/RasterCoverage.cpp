#include "gui/rendering/RasterCoverage.h"

#include <algorithm>
#include <cstdint>

namespace scalescope::gui {
namespace {

// Which tiles of one row of tiles hold a pixel that is not zero.
std::vector<bool> occupiedTiles(const QImage& raster, int tileRow)
{
    const int columns = (raster.width() + kCoverageTile - 1) / kCoverageTile;
    std::vector<bool> occupied(static_cast<std::size_t>(columns), false);
    const int top = tileRow * kCoverageTile, bottom = std::min(raster.height(), top + kCoverageTile);
    for (int y = top; y < bottom; ++y) {
        const auto* line = reinterpret_cast<const std::uint32_t*>(raster.constScanLine(y));
        for (int column = 0; column < columns; ++column) {
            if (occupied[static_cast<std::size_t>(column)])
                continue;
            const int left = column * kCoverageTile, right = std::min(raster.width(), left + kCoverageTile);
            occupied[static_cast<std::size_t>(column)]
                = std::any_of(line + left, line + right, [](std::uint32_t pixel) { return pixel != 0; });
        }
    }
    return occupied;
}

} // namespace

std::vector<QRect> coveredRuns(const QImage& raster)
{
    if (raster.isNull())
        return {};
    if (raster.depth() != 32) // not a raster of slots: drawn whole
        return { raster.rect() };
    std::vector<QRect> runs;
    const int rows = (raster.height() + kCoverageTile - 1) / kCoverageTile;
    for (int row = 0; row < rows; ++row) {
        const std::vector<bool> occupied = occupiedTiles(raster, row);
        const int top = row * kCoverageTile, height = std::min(kCoverageTile, raster.height() - top);
        for (std::size_t column = 0; column < occupied.size();) {
            if (!occupied[column]) {
                ++column;
                continue;
            }
            std::size_t end = column;
            while (end < occupied.size() && occupied[end])
                ++end;
            const int left = static_cast<int>(column) * kCoverageTile;
            const int right = std::min(raster.width(), static_cast<int>(end) * kCoverageTile);
            runs.emplace_back(left, top, right - left, height);
            if (runs.size() > kMaxCoveredRuns)
                return { raster.rect() };
            column = end;
        }
    }
    return runs;
}

} // namespace scalescope::gui
