#include "cli/CommandHelp.h"
#include "cli/ParallelOptions.h"
#include "cli/Translate.h"

namespace scalescope::cli {

CommandHelp trainHelp()
{
    CommandHelp train { "train",
        { "(FILE | --preset NAME [--nodes N | --racks N] [fabric options]) --model NAME [--tp N] [--pp N] [--dp N] "
          "[--cp N] [--ep N] [--vpp N] [--micro-batch N] [--global-batch N] [--seq N] [--precision bf16|fp8 "
          "[--fp8-recipe R]] "
          "[--recompute none|selective|full] [--recompute-layers N] [--recompute-modules LIST] [--offload-layers N] "
          "[--pipeline-layout N,N,...] "
          "[--dp-mode plain|distributed-optimizer|fsdp] [--grad-reduce fp32|bf16] [--loss-fusion unfused|native|te] "
          "[--cp-comm "
          "p2p|all_gather|a2a|a2a+p2p [--cp-a2a-ranks N]] "
          "[--gpus N] "
          "[--placement packed|spread|random|LIST] [--seed S] [--exclude LIST] [--order tp-cp-ep-dp-pp] "
          "[--no-sequence-parallel] [--unfused-attention] [--no-overlap] [--tp-overlap] [--fidelity analytic|flow] "
          "[--memory-budget SIZE|none] [--qps-per-connection N] [--search [--top N] [--max-tp N] [--all-orders]] "
          "[failure options] [--json]",
            "FILE (--job NAME | --jobs all) [--fidelity analytic|flow] [--memory-budget SIZE|none] "
            "[--qps-per-connection N] [failure options] "
            "[--json]" },
        QT_TRANSLATE_NOOP(
            "scalescope-help", "one training iteration: time, tokens/s, MFU, where the time goes, memory per GPU"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Predicts one iteration of training a catalog model (see scalescope models) on the design's GPUs: "
            "compute from the model's FLOPs and the GPU's throughput at an achieved efficiency, every TP, CP, EP, PP "
            "and "
            "DP collective timed by the simulator (analytic) on the GPUs the job runs on, and the pipeline schedule "
            "(1F1B, interleaved with --vpp) with its bubble. Prints the iteration time, tokens/s, MFU and TFLOP/s per "
            "GPU (model FLOPs as Megatron-LM counts them), the time by kind (compute, tp, cp, ep, pp, dp, bubble, "
            "optimizer), memory per GPU by kind and the busiest collectives.\n\n"
            "The job's GPUs are placed as a cluster scheduler would (--placement, default packed, TP groups kept "
            "inside NVLink domains; GPUs in --exclude skipped); rank r runs on the r-th. A configuration that cannot "
            "run "
            "(heads not divisible by TP, layers by PP x VPP, GPUs not TP x PP x DP x CP, a model that does not fit in "
            "the GPU's memory) is refused with every problem on stderr, exit 1.\n\n"
            "With --search it tries every valid TP, PP, VPP, CP, EP and DP for the GPUs and micro-batches 1, 2 and 4 "
            "at one global batch (given, or 4M tokens), drops those that do not fit in memory before timing any, and "
            "prints the best ten by iteration time with their breakdowns and memory per GPU, and how many "
            "configurations it considered, rejected (by shape, memory, placement) and timed; --json lists them. Each "
            "configuration is placed packed and, when --placement asks for another, that way too, on the GPUs that "
            "--exclude and the failures leave, and timed on what survives the failures."),
        presetOptionHelp(), true };
    auto& o = train.options;
    o.push_back({ "--model NAME",
        QT_TRANSLATE_NOOP("scalescope-help", "The model, by its catalog id (llama3-70b, gpt3-175b, ...); required.") });
    o.insert(o.end(), parallelOptionHelp().begin(), parallelOptionHelp().end());
    o.push_back({ "--gpus N",
        QT_TRANSLATE_NOOP("scalescope-help",
            "How many of the design's GPUs the job takes (default: all those --exclude leaves, or TP x PP x DP x CP "
            "when --dp is given).") });
    for (const OptionHelp& option : placementOptionHelp())
        if (option.spec != "--gpus N")
            o.push_back(option);
    o.push_back({ "--search",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Search the parallel configurations instead of timing one (--tp, --pp, --dp, --cp, --ep, --vpp and "
            "--order are then its to choose; --micro-batch fixes the micro-batch).") });
    o.push_back({ "--top N",
        QT_TRANSLATE_NOOP("scalescope-help", "With --search: how many of the best to print (default 10).") });
    o.push_back({ "--max-tp N",
        QT_TRANSLATE_NOOP("scalescope-help",
            "With --search: the largest TP tried (default: the most GPUs of the job in one NVLink domain).") });
    o.push_back({ "--all-orders",
        QT_TRANSLATE_NOOP("scalescope-help",
            "With --search: also the rank orders tp-cp-ep-pp-dp, tp-pp-cp-ep-dp and dp-cp-ep-tp-pp.") });
    o.push_back({ "--fidelity analytic|flow",
        QT_TRANSLATE_NOOP("scalescope-help",
            "analytic (the default): each kind's collective timed on one group as if it had the network to itself; "
            "flow: all groups of a kind (every TP group, every DP group) run together on one network, sharing links, "
            "and the busiest links are printed (busiest_links in --json).") });
    o.push_back({ "--memory-budget SIZE|none",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Flow fidelity: a run estimated to need more memory than SIZE is refused before it starts (default: "
            "SCALESCOPE_MEMORY_BUDGET, else half of this machine's memory).") });
    o.push_back({ "--qps-per-connection N",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Flow fidelity on a fabric with static ECMP: queue pairs per NCCL connection, as "
            "NCCL_IB_QPS_PER_CONNECTION (1 to 128, default 1), each hashed onto a path of its own.") });
    o.push_back({ "--job NAME",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Run the training job the design FILE saves under NAME (its model, configuration, rank order, placement "
            "and fidelity), every job saved before it placed first so that their GPUs are taken.") });
    o.push_back({ "--jobs all",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Run every training job the design FILE saves together at flow fidelity: each job's iteration alone and "
            "beside the others' traffic, and the slowdown (per job in --json: iteration_ms_alone, "
            "iteration_ms_together, slowdown).") });
    for (const OptionHelp& option : failureOptionHelp())
        if (option.spec != "--survivors")
            o.push_back(option);
    o.push_back({ "--survivors",
        QT_TRANSLATE_NOOP("scalescope-help",
            "A job asking for more GPUs than the failures leave runs on those left, its DP degree with them "
            "(otherwise it is refused, saying how many GPUs failed).") });
    o.push_back(jsonOptionHelp());
    return train;
}

} // namespace scalescope::cli
