// What the loss costs after the output layer's product: its passes over the logits through HBM,
// as the implementation the job runs (ParallelConfig::lossFusion) makes them.
#pragma once

#include "catalog/Catalog.h"
#include "train/ParallelConfig.h"

namespace scalescope {

struct LossSeconds {
    double forward = 0, backward = 0;
};

// Seconds of the loss over `logits` logits (a micro-batch's tokens times one TP rank's share of
// the vocabulary) at the bandwidth the GPU's memory-bound kernels reach; 0 when it is not known.
LossSeconds lossSeconds(LossFusion fusion, const GpuSpec& gpu, double logits);

} // namespace scalescope
