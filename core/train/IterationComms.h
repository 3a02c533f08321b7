// The communication of one training iteration, each collective timed by the simulator on the
// job's placed GPUs (CollectiveTimer), per micro-batch and layer as Megatron-Core issues it:
// - TP (Korthikanti et al. 2022, section 4.2.2): with sequence parallelism an all-gather and a
//   reduce-scatter of the layer's s·b·h activations (BF16) before and after attention and before
//   and after the MLP, forward; backward, the output gradients of the output projection and the
//   MLP's second product all-gathered, and for the query, key and value projection and the MLP's
//   first product their input all-gathered again and their input gradients reduce-scattered
//   (Megatron-Core's LinearWithGradAccumulationAndAsyncCommunication keeps the input split and
//   gathers it for the weight gradient). Without it two all-reduces each way.
// - CP (ring attention, as Megatron-Core's context parallelism runs it by default, cp_comm_type
//   p2p): every rank's K and V pass round the CP ring, an all-gather's traffic, forward; K and V
//   again and their gradients backward. It overlaps with attention's own computation. With
//   all_gather, K and V are each all-gathered before attention, forward and again backward, and
//   their gradients reduce-scattered after it, none of it overlapped. With a2a, Q, K and V go
//   all-to-all before attention and the output back after it, and their gradients the same way
//   backward, none of it overlapped; with a2a+p2p, that all-to-all inside groups of consecutive
//   CP ranks and the ring between them, beside attention.
// - EP: an all-to-all dispatching each token's hidden state to its k experts and one combining
//   the results, forward and again backward, per MoE layer.
// - PP: the s·b·h activations between neighbouring stages, each TP rank sending its 1/t share
//   (Narayanan et al. SC21's scatter/gather optimisation; with sequence parallelism the tensor is
//   already split), timed as a send/receive between two real GPUs of neighbouring stages (the
//   slowest pair; interleaved, the last stage and the first are neighbours too).
// - DP: gradients reduced in FP32 (Megatron-LM makes BF16 training accumulate and reduce them
//   in FP32: arguments.py, accumulate_allreduce_grads_in_fp32) by reduce-scatter (distributed
//   optimizer, FSDP) or all-reduce (plain), and BF16 parameters all-gathered (twice per iteration
//   under FSDP), in buckets of Megatron-Core's default size, max(40M, 1M x DP) parameters
//   (DistributedDataParallelConfig.bucket_size). Dense parameters over the DP x CP group, experts
//   over their expert-DP group.
#pragma once

#include "catalog/ModelSpec.h"
#include "model/Collective.h"
#include "train/CollectiveTimer.h"
#include "train/ParallelConfig.h"
#include "train/ParallelGroups.h"

#include <string>
#include <vector>

namespace scalescope {

// One collective of the iteration: how often it runs and what one costs.
struct IterationCollective {
    std::string kind; // tp, cp, ep, pp, dp
    Collective collective = Collective::AllReduce;
    double bytes = 0; // nccl-tests size
    double count = 0; // per iteration, on one GPU
    double eachUs = 0;
    bool onExpertGroups = false; // dp: the experts' gradients or parameters, on expert DP groups
    double totalUs() const { return count * eachUs; }
};

// Per micro-batch and layer, forward and backward (recomputation included).
struct LayerComms {
    // One of TP's exchanges of a layer's s·b·h activations: with sequence parallelism an all-gather
    // and a reduce-scatter, without it an all-reduce (TpExposure.h says which wait).
    double tpGatherUs = 0, tpScatterUs = 0, tpReduceUs = 0;
    double recomputedShare = 0; // of the layers, recomputed whole: their forward's exchanges again
    // Every layer: CP's ring, beside attention's products, and what waits for its exchange
    // (all_gather's, the all-to-alls).
    double cpRingForwardUs = 0, cpRingBackwardUs = 0;
    double cpExposedForwardUs = 0, cpExposedBackwardUs = 0;
    double epForwardUs = 0, epBackwardUs = 0; // every MoE layer
    double ppSendUs = 0; // one stage-to-stage transfer of one micro-batch
};

// Data-parallel communication after the last micro-batch: gradients, then parameters.
struct DataParallelComms {
    double gradientUs = 0, gradientLastBucketUs = 0;
    double paramGatherUs = 0, paramGatherBucketUs = 0;
};

// The groups a CP collective runs on: the CP groups, or with a2a+p2p the all-to-all's (each
// cpAllToAllRanks consecutive CP ranks, which the config must state) or, for the ring's
// all-gather, the ranks at the same place in each (Megatron-Core's create_hierarchical_groups).
std::vector<std::vector<int>> cpGroupsFor(
    const ParallelGroups& groups, const ParallelConfig& config, Collective collective);

// The pairs of ranks PP's activations and their gradients pass between: each stage and the next in
// every pipeline and, with virtual stages, the last and the first (an interleaved schedule's
// chunks go round the pipeline: the first stage receives every chunk but the first from the last;
// Megatron-Core's forward_backward_pipelining_with_interleaving, whose neighbours wrap round).
std::vector<std::vector<int>> ppNeighbourPairs(const ParallelGroups& groups, const ParallelConfig& config);

class IterationComms {
public:
    IterationComms(
        const ModelSpec& model, const ParallelConfig& config, const ParallelGroups& groups, CollectiveTimer& timer);

    const LayerComms& layer() const { return m_layer; }
    // The DP communication of a GPU holding these parameters (TrainingMemory's heldParams).
    DataParallelComms dataParallel(double denseParams, double expertParams);
    // Adds the collectives of a stage of `layers` layers (`moeLayers` of them MoE) with their
    // counts per iteration, and those of the last dataParallel call, to `out`.
    void listCollectives(int layers, int moeLayers, std::vector<IterationCollective>& out) const;

private:
    struct Bucketed {
        double totalUs = 0, bucketUs = 0;
    };
    Bucketed bucketed(Collective collective, double params, double bytesPerParam, ParallelGroup kind, int groupSize);
    struct AttentionWidths {
        double query = 0, key = 0, value = 0, output = 0; // elements a token, all heads
    };
    AttentionWidths attentionWidths() const;
    void timeTensorParallel();
    void timeContextParallel();
    void timeCpRing(const std::vector<std::vector<int>>& groups, int ranks);
    void timeCpAllGather();
    void timeCpAllToAll(const std::vector<std::vector<int>>& groups);
    void timeCpAllToAllThenRing();
    void timeExpertParallel();
    void timePipeline();
    // The share of layers whose forward (and its communication) runs again in backward.
    double recomputedShare() const;

    const ModelSpec& m_model;
    const ParallelConfig& m_config;
    const ParallelGroups& m_groups;
    CollectiveTimer& m_timer;
    double m_tokens = 0; // per micro-batch on one CP rank
    double m_ppBytes = 0; // one stage-to-stage send of one micro-batch from one GPU
    LayerComms m_layer;
    std::vector<IterationCollective> m_perLayer; // counts per micro-batch and (MoE) layer
    std::vector<IterationCollective> m_dpCollectives;
};

} // namespace scalescope
