// The figures two designs are compared by, for one design: GPUs, bandwidth per tier per GPU
// (NVLink scale-up with its domain size, scale-out, storage and management Ethernet), the
// scale-out fabric's bisection bandwidth, cost and power from the bill of materials, and, when
// asked, a collective's time and bus bandwidth (a JobSpec through runJob) and a training
// iteration's time, tokens/s and MFU (simulateIteration on GPUs placed packed, TP groups inside
// NVLink domains, as `scalescope train` places them by default).
#pragma once

#include "bom/BillOfMaterials.h"
#include "catalog/Catalog.h"
#include "compare/Bisection.h"
#include "design/JobRunner.h"
#include "design/JobSpec.h"
#include "design/Survivors.h"
#include "layout/SceneLayout.h"
#include "model/Topology.h"
#include "train/ParallelConfig.h"
#include "train/TrainingIteration.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scalescope {

struct TrainingRequest {
    std::string model; // a catalog model id
    ParallelConfig config; // dp 0: what each design's GPUs leave after TP x PP x CP
    IterationOptions options;
};

// What to run on each design besides counting it.
struct FigureRequest {
    std::optional<JobSpec> collective;
    JobRunOptions run;
    std::optional<TrainingRequest> training;
    // What survives the design's failure scenario (ExpandedDesign::survivors), null for none: the
    // GPUs, bandwidth, bisection, collective and training are those of the survivors, the bill of
    // materials the whole design's (what is bought and installed).
    std::shared_ptr<const SurvivingTopology> survivors;
};

struct CollectiveFigures {
    SimResult result;
};

struct TrainingFigures {
    std::string model; // the catalog model's id
    IterationResult result;
};

struct DesignFigures {
    std::string label; // the file, for messages and headings
    std::string name; // the design's name, if it has one
    std::size_t gpus = 0;
    std::string gpuModel; // the first GPU's catalog model ("B300"), or several joined
    std::size_t nvlinkDomains = 0;
    std::size_t largestNvlinkDomain = 0; // GPUs in the largest NVLink domain
    BytesPerSec nvlinkPerGpuBothWays = 0; // the GPUs' NVLink links, averaged over the GPUs
    std::size_t computeNics = 0;
    BytesPerSec scaleOutPerGpu = 0; // compute NICs' fabric links over the GPUs, one direction
    BytesPerSec ethernetPerGpu = 0; // storage and management Ethernet of the hosts, one direction
    FabricBisection bisection;
    BillOfMaterials bom;
    std::optional<CollectiveFigures> collective;
    std::optional<TrainingFigures> training;
    // With a failure scenario, what it takes out (describeFailures); empty without.
    std::string failures;
};

// The scene (layoutScene with the design's positions) gives the bill of materials its cable
// lengths, as `scalescope bom` does. Throws JobError when the collective cannot run,
// TrainingConfigError when the training job cannot, std::invalid_argument for an unknown model.
DesignFigures designFigures(
    const Topology& topology, const Catalog& catalog, const Scene& scene, const FigureRequest& request = {});

} // namespace scalescope
