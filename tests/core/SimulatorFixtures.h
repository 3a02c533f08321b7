// What the tests of the simulator share: a preset's cluster, a run of one collective on it, a
// relative comparison that says what it compared, and the names of algorithms and protocols.
#pragma once

#include "catalog/Catalog.h"
#include "BuiltClusters.h"
#include "model/Names.h"
#include "sim/Simulator.h"

#include <QtTest>

#include <cmath>
#include <string>
#include <vector>

namespace scalescope::fixtures {

struct Cluster {
    Topology topology;
    Cluster(const std::string& preset, int count, ClusterOptions options = {})
    {
        topology = builtTopology(preset, count, std::move(options));
    }
    NodeId gpu(const std::string& name) const { return topology.findNode(name).value(); }
};

inline SimResult run(const Cluster& c, Collective collective, ByteCount bytes, Algorithm algorithm,
    std::vector<NodeId> ranks, Fidelity fidelity = Fidelity::Analytic, bool ideal = false, bool gpuDirect = true)
{
    Workload w;
    w.collective = collective;
    w.bytes = bytes;
    w.algorithm = algorithm;
    w.ranks = ranks.empty() ? allGpus(c.topology) : std::move(ranks);
    return simulate(c.topology, Catalog::builtIn(), w, SimOptions { fidelity, ideal, gpuDirect });
}

inline void verifyClose(double actual, double expected, double tolerance, const QString& what)
{
    const double error = std::fabs(actual - expected) / expected;
    QVERIFY2(error <= tolerance,
        qPrintable(QString("%1: %2 vs %3 (%4%)").arg(what).arg(actual).arg(expected).arg(error * 100)));
}

inline QString name(Algorithm a)
{
    return QString::fromLatin1(toString(a).data(), static_cast<int>(toString(a).size()));
}
inline QString name(Protocol p)
{
    return QString::fromLatin1(toString(p).data(), static_cast<int>(toString(p).size()));
}

inline constexpr ByteCount kGiB = ByteCount(1) << 30;
inline constexpr double kMicro = 1e-6;

} // namespace scalescope::fixtures
