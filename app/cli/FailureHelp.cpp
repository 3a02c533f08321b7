// The help of the failure options the job commands share, and of `impact`.
#include "cli/CommandHelp.h"
#include "cli/Translate.h"

#include "design/RandomFailures.h"

namespace scalescope::cli {

std::vector<OptionHelp> failureOptionHelp()
{
    return {
        { "--fail NAME[,NAME...]",
            QT_TRANSLATE_NOOP("scalescope-help",
                "Run as if these had failed, over the design's own failures: devices (node0/gpu3, ib/spine-1), groups "
                "(a node, tray or rack: every device in it) or links, by their ends and ports "
                "(node0/nic0:1--ib/leaf-0:3) "
                "or every link between two devices (node0/nic0--ib/leaf-0). Routing uses the paths left; a name that "
                "matches nothing is a usage error naming it.") },
        { "--degrade LINK=RATE[,LINK=RATE...]",
            QT_TRANSLATE_NOOP("scalescope-help",
                "Run these links slower: at a rate (node0/nic0--ib/leaf-0=200Gb/s) or with fewer lanes (=2 lanes).") },
        { "--fail-random N|N%",
            QT_TRANSLATE_NOOP("scalescope-help",
                "Also fail N of the design's parts of --kind, or N percent of them (rounded to the nearest), drawn "
                "from --seed among those not marked already: the same seed fails the same parts on every platform. "
                "What was drawn is listed (failures.random in --json).") },
        { "--kind K",
            QT_TRANSLATE_NOOP("scalescope-help",
                "What --fail-random fails: %1 (fabric-link: a link of the compute fabric, InfiniBand or RoCE; ib-link: "
                "an InfiniBand link; nic: a compute NIC; leaf, spine, core: the compute fabric's switches of that "
                "tier; "
                "node: a DGX node or an NVL72 compute tray)."),
            { randomFailureKindNames() } },
        { "--seed S",
            QT_TRANSLATE_NOOP("scalescope-help",
                "The seed --fail-random draws from (default 0), a whole number; with train's --placement random it "
                "seeds the placement too.") },
        { "--survivors",
            QT_TRANSLATE_NOOP("scalescope-help",
                "A failed GPU the job names is left out and the job runs on the rest (otherwise it is refused, naming "
                "the GPU); all never takes a failed GPU.") },
        { "--no-failures",
            QT_TRANSLATE_NOOP("scalescope-help", "Set the design's own failures (its \"failures\" section) aside.") },
    };
}

CommandHelp impactHelp()
{
    CommandHelp impact { "impact",
        { "FILE [--fail NAME[,NAME...]] [--degrade LINK=RATE[,...]] [--fail-random N|N% --kind K [--seed S]] "
          "[--no-failures] [--survivors] [--memory-budget SIZE|none] [--json]" },
        QT_TRANSLATE_NOOP(
            "scalescope-help", "the blast radius of failures: which saved jobs they slow, and by how much"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Weighs failures (the design's own, unless --no-failures, and those of the options) against every job the "
            "design FILE saves: each collective of \"jobs\" and each training job of \"training_jobs\". For each it "
            "says first whether the marks touch it, decided from the topology alone: a rank GPU failed, or a failed "
            "device, a lost or a degraded link lies in its GPUs' NVLink domains or, for a job across domains, in its "
            "NICs' PCIe paths or the fabric between its NICs' leaves. Then it runs the job before (healthy) and after "
            "(on what survives) and prints both: a collective's time and busbw, a training job's iteration time, "
            "tokens/s and MFU (each placed in the design's order and run alone), the ratio, or why it cannot run. A "
            "design without saved jobs, or no mark at all, is a usage error."),
        {}, false };
    for (const OptionHelp& option : failureOptionHelp())
        impact.options.push_back(option);
    impact.options.push_back({ "--memory-budget SIZE|none",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Flow fidelity: a run estimated to need more memory than SIZE is refused before it starts (default: "
            "SCALESCOPE_MEMORY_BUDGET, else half of this machine's memory).") });
    impact.options.push_back({ "--json",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Print JSON: design, failures (as simulate --json gives them) and jobs, each with name, kind, what, "
            "touched, why, before and after (time_us and busbw_GBps, or iteration_ms, tokens_per_sec and mfu, or "
            "cannot_run) and slowdown.") });
    return impact;
}

} // namespace scalescope::cli
