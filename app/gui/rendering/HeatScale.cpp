#include "gui/rendering/HeatScale.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace scalescope::gui {
namespace {

// Viridis at nine evenly spaced places (matplotlib's published colour map).
constexpr std::array<QRgb, 9> kViridis = {
    0xff440154,
    0xff472d7b,
    0xff3b528b,
    0xff2c728e,
    0xff21918c,
    0xff28ae80,
    0xff5ec962,
    0xffaddc30,
    0xfffde725,
};

int mix(int a, int b, double t)
{
    return static_cast<int>(std::lround(a + (b - a) * t));
}

// Viridis itself, 0 to 1.
QRgb viridisAt(double position)
{
    const double x = std::clamp(position, 0.0, 1.0) * (kViridis.size() - 1);
    const auto i = std::min(static_cast<std::size_t>(x), kViridis.size() - 2);
    const double t = x - static_cast<double>(i);
    const QRgb a = kViridis[i], b = kViridis[i + 1];
    return qRgb(mix(qRed(a), qRed(b), t), mix(qGreen(a), qGreen(b), t), mix(qBlue(a), qBlue(b), t));
}

// WCAG 2.1's relative luminance of an sRGB colour.
double relativeLuminance(QRgb colour)
{
    auto linear = [](int channel) {
        const double v = channel / 255.0;
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(qRed(colour)) + 0.7152 * linear(qGreen(colour)) + 0.0722 * linear(qBlue(colour));
}

// WCAG 2.1's contrast ratio of two opaque colours (1 to 21).
double contrastRatio(QRgb a, QRgb b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

double heatPosition(double utilization, bool logScale)
{
    utilization = std::clamp(utilization, 0.0, 1.0);
    if (!logScale)
        return utilization;
    if (utilization <= kLogScaleFloor)
        return 0;
    return std::log10(utilization / kLogScaleFloor) / -std::log10(kLogScaleFloor);
}

double heatUtilization(double position, bool logScale)
{
    position = std::clamp(position, 0.0, 1.0);
    return logScale ? kLogScaleFloor * std::pow(10.0, position * -std::log10(kLogScaleFloor)) : position;
}

HeatRange heatRangeOn(QRgb background)
{
    // Viridis grows lighter from end to end: on a dark background its dark end is cut, on a light
    // one its light end, at the first place (in 1/256 steps) that stands out enough.
    constexpr int kSteps = 256;
    const bool dark = relativeLuminance(background) < relativeLuminance(viridisAt(0.5));
    HeatRange range;
    for (int i = 0; i <= kSteps; ++i) {
        const double place = dark ? static_cast<double>(i) / kSteps : 1.0 - static_cast<double>(i) / kSteps;
        if (contrastRatio(viridisAt(place), background) >= kMinHeatContrast) {
            (dark ? range.from : range.to) = place;
            break;
        }
    }
    return range;
}

QRgb heatColourAt(double position, HeatRange range)
{
    return viridisAt(range.from + std::clamp(position, 0.0, 1.0) * (range.to - range.from));
}

std::vector<HeatTick> heatTicks(bool logScale)
{
    std::vector<HeatTick> ticks;
    const std::vector<double> positions
        = logScale ? std::vector<double> { 0, 1.0 / 3, 2.0 / 3, 1 } : std::vector<double> { 0, 0.25, 0.5, 0.75, 1 };
    for (const double position : positions) {
        const double percent = heatUtilization(position, logScale) * 100;
        ticks.push_back({ position, QString::number(percent, 'f', percent < 1 ? 1 : 0) + QLatin1Char('%') });
    }
    return ticks;
}

} // namespace scalescope::gui
