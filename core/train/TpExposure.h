// How long one micro-batch waits for TP's exchanges on a pipeline stage: each exchange hides only
// behind the product it runs beside, never behind the layer's other work.
//
// Without TP's overlap (Megatron-Core, megatron/core/tensor_parallel/layers.py,
// LinearWithGradAccumulationAndAsyncCommunication): forward waits for every exchange (the input
// all-gathered before the query, key and value projection and before the MLP's first product, the
// outputs of the output projection and of the MLP's second product reduce-scattered, or all-reduced
// without sequence parallelism). Backward waits for the output gradients of the output projection and
// the MLP's second product all-gathered before their input gradients; for the query, key and value
// projection and the MLP's first product, it all-gathers the input again beside the input gradient's
// product and reduce-scatters (all-reduces) that gradient beside the weight gradient's, waiting only
// for what outlasts the product.
//
// With TP's overlap (Transformer Engine's userbuffers, as Megatron-Bridge configures them per
// layer in src/megatron/bridge/training/comm_overlap.py, TransformerLayerTPOverlapCfg): forward
// runs each all-gather beside the product it feeds and each reduce-scatter beside the product it
// comes from (ring exchange or pipelined pieces), and backward runs the two gathered output
// gradients beside their input-gradient products; the rest as without it.
#pragma once

#include "train/ComputeTime.h"
#include "train/IterationComms.h"

namespace scalescope {

// Microseconds one micro-batch waits for TP's exchanges over `layers` layers, forward and
// backward (a layer recomputed whole runs its forward's exchanges again), given the products'
// sums over those layers (`compute`) and one exchange of each kind (`comms`). The layers are taken
// as alike, each with the average of their products (exact for a dense model; for one whose MoE
// and dense layers differ, the exchanges hidden behind the average).
double tpExposedUs(const LayerComms& comms, const MicroBatchCompute& compute, int layers, bool overlapped);

} // namespace scalescope
