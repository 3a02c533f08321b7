// How close a matrix product of a given shape comes to the rate the GPU's catalog entry holds for
// products: small products leave the GPU's SMs idle (too few tiles for a wave, fixed per-product
// costs), large ones fill it. The rate was measured at one shape; this is the ratio of a
// product's efficiency at its own shape to the efficiency at that one.
#pragma once

#include "catalog/Catalog.h"
#include "train/ParallelConfig.h"

namespace scalescope {

// The factor on the GPU's product rate for an m x k times k x n product (FLOPs 2mkn) at that
// precision: 1 at the shape the rate was measured at and above it (the rate is what the GPU
// sustains), below 1 for smaller products.
double productShapeFactor(const GpuSpec& gpu, Precision precision, double m, double k, double n);

} // namespace scalescope
