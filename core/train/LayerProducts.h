// A transformer layer's products on one GPU, each at its own shape (ComputeTime's matmulSeconds),
// and what Transformer Engine's TP communication overlap does to them: its ring exchange runs a
// product whose input is all-gathered, or whose output is reduce-scattered, as TP products of the
// rows one rank holds, each started as its rows arrive or leaving as the next is computed.
#pragma once

#include "catalog/Catalog.h"
#include "catalog/ModelSpec.h"
#include "train/ParallelConfig.h"

namespace scalescope {

// Seconds of a dense layer's four products on one TP rank (MLA's attention excepted): the query,
// key and value projection and the MLP's first product take the all-gathered input; the output
// projection and the MLP's second give the output that is reduce-scattered.
struct DenseProducts {
    double qkv = 0, projection = 0, mlpFirst = 0, mlpSecond = 0;
    double total() const { return qkv + projection + mlpFirst + mlpSecond; }
    DenseProducts& operator+=(const DenseProducts& other)
    {
        qkv += other.qkv;
        projection += other.projection;
        mlpFirst += other.mlpFirst;
        mlpSecond += other.mlpSecond;
        return *this;
    }
    DenseProducts operator*(double factor) const
    {
        return { qkv * factor, projection * factor, mlpFirst * factor, mlpSecond * factor };
    }
};

// `tokens` rows through the layer's products at TP `tp`, each product run as `pieces` products of
// tokens / pieces rows (1: whole); the MLP's left out where `withMlp` is false (a MoE layer).
DenseProducts denseProducts(const ModelSpec& model, const GpuSpec& gpu, Precision precision, double tokens, double tp,
    bool withMlp, double pieces);

// Seconds of an MLP of `ffn` intermediate width on one rank for `tokens` rows: its first product
// (both halves of a gated unit) and its second.
double mlpSeconds(const ModelSpec& model, const GpuSpec& gpu, Precision precision, double tokens, double ffn);

} // namespace scalescope
