#include "cli/CompareCommand.h"
#include "cli/ParallelOptions.h"
#include "cli/Translate.h"

namespace scalescope::cli {

CommandHelp compareHelp()
{
    CommandHelp compare { "compare",
        { "A B [--collective C --size S] [--algo A] [--no-gdr] [--no-nvls] [--train MODEL] [--tp N] [--pp N] [--dp N] "
          "[--cp N] [--ep N] [--vpp N] [--micro-batch N] [--global-batch N] [--seq N] [--precision bf16|fp8 "
          "[--fp8-recipe R]] "
          "[--recompute none|selective|full] [--recompute-layers N] [--recompute-modules LIST] [--offload-layers N] "
          "[--pipeline-layout N,N,...] "
          "[--dp-mode plain|distributed-optimizer|fsdp] [--grad-reduce fp32|bf16] [--loss-fusion unfused|native|te] "
          "[--cp-comm "
          "p2p|all_gather|a2a|a2a+p2p [--cp-a2a-ranks N]] "
          "[--order DIMS] "
          "[--no-sequence-parallel] [--unfused-attention] [--no-overlap] [--tp-overlap] [--fidelity analytic|flow] "
          "[--memory-budget SIZE|none] [--json]" },
        QT_TRANSLATE_NOOP("scalescope-help",
            "two designs side by side: bandwidth per tier, bisection, cost, power, a collective, training, and B/A"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Prints a table of two design files' figures, one row per figure with A, B and the ratio B/A: GPUs, NVLink "
            "domains and the GPUs of the largest, NVLink per GPU (TB/s, both directions), compute NICs, scale-out per "
            "GPU (Gb/s, each direction), the scale-out fabric's bisection bandwidth (Tb/s, each direction: the most "
            "the first half of the compute NICs, in design order, can send to the rest at once through the fabric's "
            "links, a maximum flow; and its share of what those NICs could send), storage and management Ethernet "
            "per GPU, and cost and power (typical and maximum) as scalescope bom counts them, in all and per GPU.\n\n"
            "With --collective and --size both designs run the collective on every GPU, as scalescope simulate does "
            "(time, algbw, busbw, the algorithm chosen, and cost per GB/s of busbw); with --train MODEL both run one "
            "training iteration of the model on every GPU (DP is what each design's GPUs leave unless --dp), placed "
            "packed with TP groups inside NVLink domains, as scalescope train does (iteration time, tokens/s, MFU, "
            "TFLOP/s per GPU, and cost and power per token/s). A design, collective or configuration that cannot run "
            "is an error naming its file, exit 1. To compare presets, write each with scalescope new first. A design's "
            "own failures (its failures section, when on) are taken out: its GPUs, bandwidth, bisection and runs are "
            "what survives, its cost and power the whole design's."),
        {} };
    auto& o = compare.options;
    o.push_back({ "--collective C",
        QT_TRANSLATE_NOOP(
            "scalescope-help", "Run this collective (see Collectives below) on every GPU of both designs.") });
    o.push_back({ "--size S",
        QT_TRANSLATE_NOOP("scalescope-help",
            "The collective's size as nccl-tests gives it, such as 1G; required with --collective.") });
    o.push_back({ "--algo A",
        QT_TRANSLATE_NOOP(
            "scalescope-help", "The collective's algorithm, or auto (the default): what NCCL would pick.") });
    o.push_back({ "--no-gdr", QT_TRANSLATE_NOOP("scalescope-help", "The collective without GPUDirect RDMA.") });
    o.push_back({ "--no-nvls",
        QT_TRANSLATE_NOOP("scalescope-help", "The collective without NVLink SHARP, as NCCL_NVLS_ENABLE=0.") });
    o.push_back({ "--train MODEL",
        QT_TRANSLATE_NOOP(
            "scalescope-help", "Time one training iteration of this catalog model (see scalescope models).") });
    o.insert(o.end(), parallelOptionHelp().begin(), parallelOptionHelp().end());
    o.push_back({ "--fidelity analytic|flow",
        QT_TRANSLATE_NOOP("scalescope-help",
            "How the collective and the training job's collectives are timed: analytic (the default) or flow.") });
    o.push_back({ "--memory-budget SIZE|none",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Flow fidelity: a run estimated to need more memory than SIZE is refused before it starts (default: "
            "SCALESCOPE_MEMORY_BUDGET, else half of this machine's memory).") });
    o.push_back({ "--json",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Print JSON instead: \"a\" and \"b\" with every figure by key (the unit in the key: nvlink_per_gpu_TBps, "
            "bisection_Tbps, cost_USD, busbw_GBps, iteration_ms, ...), the items left out of cost and power, "
            "\"ratios\" (B/A by key, null where A is zero or a figure is missing), and what ran: \"collective\" and "
            "\"training\".") });
    return compare;
}

} // namespace scalescope::cli
