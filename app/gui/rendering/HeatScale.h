// How a link's utilization becomes a colour: viridis (perceptually uniform, readable with
// colour-blindness and in grey), on a linear scale or a logarithmic one from 0.1% to 100%.
#pragma once

#include <QRgb>
#include <QString>

#include <vector>

namespace scalescope::gui {

inline constexpr double kLogScaleFloor = 1e-3; // the log scale's 0

// Where a utilization (0 to 1) falls on the scale, 0 to 1.
double heatPosition(double utilization, bool logScale);
// The utilization at a place on the scale: the reverse of heatPosition.
double heatUtilization(double position, bool logScale);
// The colour at a place on the scale (0 to 1), opaque.
QRgb heatColourAt(double position);
inline QRgb heatColour(double utilization, bool logScale)
{
    return heatColourAt(heatPosition(utilization, logScale));
}

// The scale's ticks for a legend: quarters on the linear scale, decades on the log one.
struct HeatTick {
    double position = 0; // 0 to 1 along the scale
    QString label; // "25%", "0.1%"
};
std::vector<HeatTick> heatTicks(bool logScale);

} // namespace scalescope::gui
