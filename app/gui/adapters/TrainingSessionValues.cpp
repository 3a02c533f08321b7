// The training session's result as the plain values the Training tab and the Gantt chart draw.
#include "gui/adapters/TrainingSession.h"

#include "gui/adapters/AxisTicks.h"
#include "gui/adapters/WholeQuantities.h"

#include "train/BatchShape.h"

#include <QColor>
#include <QLocale>

#include <cmath>

namespace scalescope::gui {
namespace {

struct KindStyle {
    TimelineKind kind;
    const char* label;
    const char* colour; // readable on both themes' panels (Tableau 10)
};

constexpr KindStyle kKinds[] = {
    { TimelineKind::Compute, QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "Compute"), "#4e79a7" },
    { TimelineKind::Tp, QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "TP"), "#f28e2b" },
    { TimelineKind::Cp, QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "CP"), "#b07aa1" },
    { TimelineKind::Ep, QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "EP"), "#ff9da7" },
    { TimelineKind::Pp, QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "PP"), "#9c755f" },
    { TimelineKind::Dp, QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "DP"), "#e15759" },
    { TimelineKind::Bubble, QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "Bubble"), "#bab0ac" },
    { TimelineKind::Optimizer, QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "Optimizer"), "#59a14f" },
};

const KindStyle& styleOf(TimelineKind kind)
{
    return kKinds[static_cast<int>(kind)];
}

double breakdownUs(const IterationBreakdown& b, TimelineKind kind)
{
    switch (kind) {
    case TimelineKind::Compute:
        return b.compute;
    case TimelineKind::Tp:
        return b.tp;
    case TimelineKind::Cp:
        return b.cp;
    case TimelineKind::Ep:
        return b.ep;
    case TimelineKind::Pp:
        return b.pp;
    case TimelineKind::Dp:
        return b.dp;
    case TimelineKind::Bubble:
        return b.bubble;
    case TimelineKind::Optimizer:
        return b.optimizer;
    }
    return 0;
}

} // namespace

QVariantMap TrainingSession::jobFields() const
{
    if (!m_document || m_selected < 0)
        return {};
    const TrainingJobSpec& job = m_document->design().trainingJobs.at(static_cast<std::size_t>(m_selected));
    const ModelSpec* model = m_document->catalog() ? m_document->catalog()->model(job.model) : nullptr;
    const ParallelConfig c = model ? withGlobalBatch(*model, job.parallel) : job.parallel;
    const std::string_view fidelityName = toString(job.fidelity);
    const auto text
        = [](std::string_view name) { return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())); };
    return { { "name", QString::fromStdString(job.name) }, { "model", QString::fromStdString(job.model) },
        { "tp", c.tp }, { "pp", c.pp }, { "vpp", c.vpp }, { "dp", c.dp }, { "cp", c.cp }, { "ep", c.ep },
        { "microBatch", c.microBatch }, { "globalBatch", static_cast<qlonglong>(c.effectiveGlobalBatch()) },
        { "seqLength", c.seqLength }, { "precision", c.precision == Precision::Fp8 ? "fp8" : "bf16" },
        { "fp8Recipe", text(toString(c.fp8Recipe)) }, { "placement", QString::fromStdString(job.placement) },
        { "order", QString::fromStdString(job.order) }, { "overlapDp", job.overlapDataParallel },
        { "overlapTp", job.overlapTensorParallel }, { "recompute", text(toString(c.recompute)) },
        { "recomputeLayers", c.recomputeLayers },
        { "recomputeModules", QString::fromStdString(recomputeModulesText(c.recomputeModules)) },
        { "offloadLayers", c.offloadLayers }, { "dpMode", text(toString(c.dpMode)) },
        { "gradReduce", text(gradientReductionName(c)) }, { "lossFusion", text(toString(c.lossFusion)) },
        { "cpComm", text(toString(c.cpComm)) }, { "cpA2aRanks", c.cpAllToAllRanks },
        { "pipelineLayout", QString::fromStdString(layerLayoutText(c.layerLayout)) },
        { "fidelity", text(fidelityName) }, { "seed", QString::number(job.seed) },
        { "qpsPerConnection", QString::number(job.qpsPerConnection) }, { "hashed", hashedFabric() } };
}

bool TrainingSession::hashedFabric() const
{
    const auto topology = m_document ? m_document->topology() : nullptr;
    return topology && topology->routing == FabricRouting::Ecmp;
}

QVariantMap TrainingSession::summary() const
{
    if (!m_result)
        return {};
    const IterationResult& r = *m_result;
    const QLocale locale;
    // The rates the compute ran at, each kept whole on a narrow panel ("1,505 TFLOP/s products").
    const QString rates = wholeQuantities(
        tr("%1 TFLOP/s products, %2 TB/s memory")
            .arg(locale.toString(r.rates.matmulTflops, 'f', 0), locale.toString(r.rates.hbmTBytesPerSec, 'f', 2)));
    return { { "iterationMs", r.iterationUs / 1000 }, { "tokensPerSec", r.tokensPerSec }, { "mfu", r.mfu },
        { "tflopsPerGpu", r.tflopsPerGpu }, { "gpu", QString::fromStdString(r.gpuName) },
        { "gpus", static_cast<qlonglong>(r.placement.size()) },
        { "microBatches", static_cast<qlonglong>(r.microBatches) }, { "bubbleFraction", r.bubbleFraction },
        { "matmulTflops", r.rates.matmulTflops }, { "hbmTBps", r.rates.hbmTBytesPerSec },
        { "matmulMeasured", r.rates.matmulMeasured }, { "hbmMeasured", r.rates.hbmMeasured },
        { "matmulFromBurst", r.rates.matmulFromBurst }, { "ratesText", rates } };
}

QVariantList TrainingSession::breakdown() const
{
    QVariantList kinds;
    if (!m_result)
        return kinds;
    for (const KindStyle& style : kKinds) {
        const double us = breakdownUs(m_result->breakdownUs, style.kind);
        kinds << QVariantMap { { "kind", QString::fromStdString(toString(style.kind)) }, { "label", tr(style.label) },
            { "ms", us / 1000 }, { "fraction", m_result->iterationUs > 0 ? us / m_result->iterationUs : 0.0 },
            { "colour", QColor(style.colour) } };
    }
    return kinds;
}

QVariantList TrainingSession::memory() const
{
    QVariantList kinds;
    if (!m_result)
        return kinds;
    const MemoryPerGpu& m = m_result->memory;
    // Named for lupdate in tr()'s context, translated as they are shown.
    const std::pair<const char*, double> parts[]
        = { { QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "Weights"), m.weightsBytes },
              { QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "Gradients"), m.gradientsBytes },
              { QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "Optimizer"), m.optimizerBytes },
              { QT_TRANSLATE_NOOP("scalescope::gui::TrainingSession", "Activations"), m.activationsBytes } };
    for (const auto& [label, bytes] : parts)
        kinds << QVariantMap { { "label", tr(label) }, { "GB", bytes / 1e9 },
            { "fraction", m_hbmGB > 0 ? bytes / 1e9 / m_hbmGB : 0.0 }, { "inHbm", true } };
    kinds << QVariantMap { { "label", tr("In all") }, { "GB", m.totalBytes() / 1e9 },
        { "fraction", m_hbmGB > 0 ? m.totalBytes() / 1e9 / m_hbmGB : 0.0 }, { "inHbm", true }, { "total", true } };
    if (m.offloadedBytes > 0) // not in the GPU's memory: no share of it drawn
        kinds << QVariantMap { { "label", tr("Activations in host memory") }, { "GB", m.offloadedBytes / 1e9 },
            { "fraction", 0.0 }, { "inHbm", false } };
    return kinds;
}

int TrainingSession::memoryStage() const
{
    return m_result ? m_result->memory.stage : 0;
}

QVariantList TrainingSession::timelineRows() const
{
    QVariantList rows;
    if (!m_result || m_result->iterationUs <= 0)
        return rows;
    const double total = m_result->iterationUs;
    for (const StageTimeline& stage : m_result->timeline) {
        QVariantList bars;
        for (const TimelineBar& bar : stage.bars)
            bars << QVariantMap { { "kind", QString::fromStdString(toString(bar.kind)) },
                { "start", bar.startUs / total }, { "width", (bar.endUs - bar.startUs) / total },
                { "colour", QColor(styleOf(bar.kind).colour) } };
        rows << QVariantMap { { "label", tr("Stage %1").arg(stage.stage) }, { "bars", bars } };
    }
    return rows;
}

QVariantList TrainingSession::timelineTicks() const
{
    QVariantList ticks;
    if (!m_result || m_result->iterationUs <= 0)
        return ticks;
    const double spanMs = m_result->iterationUs / 1000;
    // Seconds once the iteration takes two or more: "7 s" is shorter to read than "7000 ms".
    const bool seconds = spanMs >= 2000;
    const double span = seconds ? spanMs / 1000 : spanMs;
    const double step = roundTickStep(span, 8);
    for (int i = 0; i * step <= span * (1 + 1e-9); ++i) {
        const QString value = QLocale().toString(i * step, 'g', 6);
        ticks << QVariantMap { { "position", i * step / span },
            { "label", seconds ? tr("%1 s").arg(value) : tr("%1 ms").arg(value) } };
    }
    return ticks;
}

QVariantList TrainingSession::legend() const
{
    QVariantList entries;
    for (const KindStyle& style : kKinds)
        entries << QVariantMap { { "kind", QString::fromStdString(toString(style.kind)) }, { "label", tr(style.label) },
            { "colour", QColor(style.colour) } };
    return entries;
}

} // namespace scalescope::gui
