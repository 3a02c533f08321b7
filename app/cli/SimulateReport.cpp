#include "cli/SimulateReport.h"

#include "cli/TextWidth.h"
#include "cli/Translate.h"

#include "model/DisplayWidth.h"
#include "model/Names.h"

#include <algorithm>

namespace scalescope::cli {
namespace {

std::string us(double value)
{
    return formatNumber("%.2f", value);
}

std::string label(const char* source)
{
    return reportLabel(localized(source));
}

// The chosen algorithm's stages, when it runs several (hierarchical), with what each costs.
void printStages(const Estimate& chosen, std::ostream& out)
{
    if (chosen.stages.empty())
        return;
    out << label(QT_TRANSLATE_NOOP("scalescope-cli", "stages"))
        << localized(QT_TRANSLATE_NOOP("scalescope-cli",
               "pipelined: their latencies add; their bytes move at once, those of stages on the same links in "
               "turn"))
        << '\n';
    const std::string line
        = translated(kMessageContext, QT_TRANSLATE_NOOP("scalescope-cli", "latency %1 us  bytes %2 us"));
    for (const CostStage& stage : chosen.stages) {
        const std::size_t columns = displayWidth(stage.name);
        out << "    " << stage.name << std::string(columns < 36 ? 36 - columns : 0, ' ') << ' '
            << substitute(line, { formatNumber("%10.2f", stage.latencyUs), formatNumber("%10.2f", stage.transferUs) })
            << '\n';
    }
}

// Under ECMP with collisions: the same job with adaptive routing, and what the collisions cost.
void printCollisions(const SimulationReport& r, const FabricLoad& load, std::ostream& out)
{
    if (load.collided == 0) {
        out << label(QT_TRANSLATE_NOOP("scalescope-cli", "collisions"))
            << localized(QT_TRANSLATE_NOOP(
                   "scalescope-cli", "none: no link carries more connections than an even spread would put on it"))
            << '\n';
        return;
    }
    JobPlan adaptive = r.planned;
    adaptive.options.routing = FabricRouting::Adaptive;
    const double adaptiveUs = runJob(r.topology, adaptive).simulation.timeUs;
    out << label(QT_TRANSLATE_NOOP("scalescope-cli", "collisions"))
        << localized(QT_TRANSLATE_NOOP("scalescope-cli",
                         "%1 link directions carry more connections than an even spread (the busiest %2, up to %3 on "
                         "one)"),
               { std::to_string(load.collided), std::to_string(load.busiestConnections),
                   std::to_string(load.mostConnections) })
        << '\n'
        << label(QT_TRANSLATE_NOOP("scalescope-cli", "adaptive"))
        << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 us with adaptive routing: the collisions cost %2%"),
               { us(adaptiveUs), formatNumber("%+.1f", (r.result.timeUs / adaptiveUs - 1) * 100) })
        << '\n';
    if (load.qpsPerConnection < kMaxQpsPerConnection)
        out << label(QT_TRANSLATE_NOOP("scalescope-cli", "queue pairs"))
            << localized(QT_TRANSLATE_NOOP("scalescope-cli",
                             "%1 per connection; --qps-per-connection N (NCCL_IB_QPS_PER_CONNECTION) hashes each "
                             "connection onto N paths"),
                   { std::to_string(load.qpsPerConnection) })
            << '\n';
}

// How the fabric routed and, at flow fidelity, how evenly it loaded the switch-to-switch links.
void printRouting(const SimulationReport& r, std::ostream& out)
{
    const FabricRouting routing = r.planned.options.routing.value_or(r.topology.routing);
    out << label(QT_TRANSLATE_NOOP("scalescope-cli", "routing")) << describe(routing)
        << (r.planned.options.routing ? " (--routing)"
                                      : localized(QT_TRANSLATE_NOOP("scalescope-cli", " (the design's)")));
    if (!r.result.fabricLoad) {
        out << localized(QT_TRANSLATE_NOOP(
            "scalescope-cli", "; the analytic model spreads evenly (--fidelity flow shows collisions)"))
            << '\n';
        return;
    }
    const FabricLoad& load = *r.result.fabricLoad;
    if (routing == FabricRouting::Ecmp)
        out << localized(
            QT_TRANSLATE_NOOP("scalescope-cli", ", %1 connection(s) per NIC pair (NCCL channels per NIC x %2 QP)"),
            { std::to_string(load.connectionsPerPeer), std::to_string(load.qpsPerConnection) });
    out << '\n' << label(QT_TRANSLATE_NOOP("scalescope-cli", "uplinks"));
    if (load.directions == 0 || load.busiestBytes <= 0) {
        out << localized(QT_TRANSLATE_NOOP(
            "scalescope-cli", "no traffic crossed a switch-to-switch link: routing changes nothing here"))
            << '\n';
        return;
    }
    out << localized(QT_TRANSLATE_NOOP("scalescope-cli",
                         "busiest %1: %2 GB, %3x the mean of the fabric's %4 switch-to-switch link directions (%5 "
                         "idle)"),
        { linkDirectionName(r.topology, load.busiestLink, load.busiestFromA),
            formatNumber("%.2f", load.busiestBytes / 1e9), formatNumber("%.1f", load.busiestBytes / load.meanBytes),
            std::to_string(load.directions), std::to_string(load.idle) })
        << '\n';
    if (routing == FabricRouting::Ecmp)
        printCollisions(r, load, out);
}

// At flow fidelity: the analytic model's time for the same algorithm, how far apart the two are,
// and, where NCCL's per-channel ceiling holds the analytic one, that the flow has no such bound.
void printAnalytic(const SimResult& result, std::ostream& out)
{
    const std::optional<AnalyticAgreement> agreement = analyticAgreement(result);
    if (!agreement)
        return;
    out << label(QT_TRANSLATE_NOOP("scalescope-cli", "analytic"))
        << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 us for the same algorithm (%2% against the flow)"),
               { us(agreement->analyticUs), formatNumber("%+.1f", agreement->relativeToFlow * 100) });
    if (agreement->bindingCeilingBusGBps > 0)
        out << localized(QT_TRANSLATE_NOOP("scalescope-cli",
                             "; it holds the bytes to NCCL's per-channel ceiling, %1 GB/s of bus bandwidth, a "
                             "constant of NCCL's tuner rather than a link, which the flow does not apply"),
            { formatNumber("%.4g", agreement->bindingCeilingBusGBps) });
    out << '\n';
}

void printCandidates(const std::vector<Estimate>& candidates, std::ostream& out)
{
    out << "  " << localized(QT_TRANSLATE_NOOP("scalescope-cli", "candidates")) << '\n';
    for (const Estimate& e : candidates) {
        std::string name = std::string(toString(e.algorithm)) + "/" + std::string(toString(e.protocol));
        name.resize(std::max<std::size_t>(name.size(), 22), ' ');
        out << "    " << name << ' ';
        if (e.applies)
            out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 us  (latency %2 us)"),
                { formatNumber("%12.2f", e.timeUs()), us(e.latencyUs) });
        else
            out << localized(QT_TRANSLATE_NOOP("scalescope-cli", "not applicable: %1"), { e.whyNot });
        out << '\n';
        if (e.applies && !e.plan.empty())
            out << "      " << localized(QT_TRANSLATE_NOOP("scalescope-cli", "NCCL builds %1"), { e.plan }) << '\n';
    }
}

std::string algorithmLine(const SimulationReport& r)
{
    std::string text = std::string(toString(r.result.algorithm)) + " / " + std::string(toString(r.result.protocol))
        + (r.spec.algorithm == Algorithm::Auto ? " (auto)" : "") + ", " + std::string(toString(r.result.fidelity));
    if (r.result.ideal)
        text += localized(QT_TRANSLATE_NOOP("scalescope-cli", ", line rates (--ideal)"));
    if (!r.spec.gpuDirect)
        text += localized(QT_TRANSLATE_NOOP("scalescope-cli", ", without GPUDirect RDMA"));
    if (!r.spec.nvls)
        text += localized(QT_TRANSLATE_NOOP("scalescope-cli", ", NVLS off"));
    return text;
}

} // namespace

void printSimulationReport(const SimulationReport& r, std::ostream& out)
{
    const SimResult& result = r.result;
    out << localized(result.nodes == 1
            ? QT_TRANSLATE_NOOP("scalescope-cli", "%1, %2 bytes, %3 GPUs in %4 NVLink domain (%5)")
            : QT_TRANSLATE_NOOP("scalescope-cli", "%1, %2 bytes, %3 GPUs in %4 NVLink domains (%5)"),
        { toString(result.collective), std::to_string(result.bytes), std::to_string(result.ranks),
            std::to_string(result.nodes), r.label })
        << '\n';
    out << label(QT_TRANSLATE_NOOP("scalescope-cli", "algorithm")) << algorithmLine(r) << '\n';
    if (r.survivors)
        printFailures(*r.survivors, r.failures, out);
    out << label(QT_TRANSLATE_NOOP("scalescope-cli", "time")) << us(result.timeUs) << " us\n";
    out << reportLabel("algbw") << us(result.algbwGBps) << " GB/s\n";
    out << reportLabel("busbw") << us(result.busbwGBps) << " GB/s\n";
    out << label(QT_TRANSLATE_NOOP("scalescope-cli", "bound"))
        << localized(QT_TRANSLATE_NOOP("scalescope-cli",
                         "%1 us (point-to-point bound at line rate; in-switch reduction, NVLS or SHARP, can beat it)"),
               { us(result.boundUs) })
        << '\n';
    printAnalytic(result, out);
    if (result.fabricLoad || r.explain)
        printRouting(r, out);
    if (!r.explain)
        return;
    if (r.survivors)
        printNicFallbacks(r.topology, *r.survivors, out);
    printStages(result.candidates.front(), out);
    printCandidates(result.candidates, out);
}

} // namespace scalescope::cli
