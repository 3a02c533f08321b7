// The training session's marks on the canvas: the job's GPUs coloured by the group they are in.
#include "gui/adapters/TrainingSession.h"

#include "train/ParallelGroups.h"

namespace scalescope::gui {
namespace {

// Twelve colours that tell groups apart on both canvas backgrounds (ColorBrewer Paired, reordered
// so that neighbouring groups differ in hue).
constexpr const char* kGroupColours[] = { "#1f78b4", "#e31a1c", "#33a02c", "#ff7f00", "#6a3d9a", "#b15928", "#a6cee3",
    "#fb9a99", "#b2df8a", "#fdbf6f", "#cab2d6", "#ffff99" };
constexpr int kGroupColourCount = sizeof(kGroupColours) / sizeof(kGroupColours[0]);

// Per rank, the index of its group of `kind` ("tp", "dp", "ep"), or its pipeline stage ("pp").
std::vector<int> groupOfRank(const IterationResult& r, const QString& kind, int& groups)
{
    const ParallelGroups parallel(r.config, r.order);
    std::vector<int> group(static_cast<std::size_t>(parallel.worldSize()), 0);
    if (kind == QLatin1String("pp")) {
        for (int rank = 0; rank < parallel.worldSize(); ++rank)
            group[rank] = parallel.coordinates(rank).pp;
        groups = r.config.pp;
        return group;
    }
    const ParallelGroup of = kind == QLatin1String("dp") ? ParallelGroup::Dp
        : kind == QLatin1String("ep")                    ? ParallelGroup::Ep
                                                         : ParallelGroup::Tp;
    const auto list = parallel.groups(of);
    for (std::size_t g = 0; g < list.size(); ++g)
        for (const int rank : list[g])
            group[rank] = static_cast<int>(g);
    groups = static_cast<int>(list.size());
    return group;
}

} // namespace

void TrainingSession::makeMarks()
{
    m_marks.clear();
    m_otherNodes.clear();
    m_groupCount = 0;
    if (m_result) {
        for (const NodeId gpu : m_otherGpus)
            m_otherNodes.push_back(static_cast<int>(gpu));
        const std::vector<int> group = groupOfRank(*m_result, m_colourBy, m_groupCount);
        for (std::size_t rank = 0; rank < m_result->placement.size() && rank < group.size(); ++rank)
            m_marks.push_back({ static_cast<int>(m_result->placement[rank]),
                QColor(kGroupColours[group[rank] % kGroupColourCount]) });
    }
    emit marksChanged();
}

QString TrainingSession::canvasLegend() const
{
    if (!m_result)
        return {};
    const QString what = m_colourBy == QLatin1String("pp") ? tr("a colour per pipeline stage (%1 stages)")
        : m_colourBy == QLatin1String("dp")                ? tr("a colour per DP group (%1 groups)")
        : m_colourBy == QLatin1String("ep")                ? tr("a colour per EP group (%1 groups)")
                                                           : tr("a colour per TP group (%1 groups)");
    QString text = tr("Job's %1 GPUs: %2").arg(m_result->placement.size()).arg(what.arg(m_groupCount));
    if (m_groupCount > kGroupColourCount)
        text += tr(", colours repeat after %1").arg(kGroupColourCount);
    if (!m_otherGpus.empty())
        text += tr("; grey: %1 GPUs of other jobs").arg(m_otherGpus.size());
    return text
        + tr("; free GPUs as drawn. Zoomed out, a strip at the foot of each rack or unit holding the job shows its "
             "share of the GPUs there.");
}

} // namespace scalescope::gui
