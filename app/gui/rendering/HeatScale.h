// How a link's utilization becomes a colour: viridis (perceptually uniform, readable with
// colour-blindness and in grey), on a linear scale or a logarithmic one from 0.1% to 100%.
// Each background takes the part of viridis whose every colour stands out from it at 3:1 or
// more (WCAG 2.1's non-text contrast): on a dark canvas from teal to yellow, on a light one from
// purple to green, so that no loaded link fades into the canvas.
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
inline constexpr double kMinHeatContrast = 3.0; // WCAG 2.1 SC 1.4.11, graphical objects

// The part of viridis (0 to 1) a scale drawn on this background uses.
struct HeatRange {
    double from = 0, to = 1;
};
HeatRange heatRangeOn(QRgb background);

// The colour at a place on the scale (0 to 1) of `range`, opaque.
QRgb heatColourAt(double position, HeatRange range);
inline QRgb heatColour(double utilization, bool logScale, HeatRange range)
{
    return heatColourAt(heatPosition(utilization, logScale), range);
}

// The scale's ticks for a legend: quarters on the linear scale, decades on the log one.
struct HeatTick {
    double position = 0; // 0 to 1 along the scale
    QString label; // "25%", "0.1%"
};
std::vector<HeatTick> heatTicks(bool logScale);

} // namespace scalescope::gui
