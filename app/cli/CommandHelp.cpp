#include "cli/CommandHelp.h"
#include "cli/Translate.h"

#include "cli/CompareCommand.h"

namespace scalescope::cli {
namespace {

const OptionHelp kOutput { "-o, --output FILE",
    QT_TRANSLATE_NOOP("scalescope-help",
        "The file to write (replaced atomically; nothing is written on error), never one of the inputs; - for "
        "standard output.") };

std::vector<OptionHelp> jobOptions(std::vector<OptionHelp> more)
{
    std::vector<OptionHelp> options = presetOptionHelp();
    options.push_back({ "--collective C",
        QT_TRANSLATE_NOOP("scalescope-help", "The collective (see Collectives below); required.") });
    options.insert(options.end(), more.begin(), more.end());
    options.push_back({ "--algo A",
        QT_TRANSLATE_NOOP(
            "scalescope-help", "The algorithm, or auto (the default): what NCCL would pick with its defaults.") });
    options.push_back({ "--ranks all|A-B|LIST",
        QT_TRANSLATE_NOOP("scalescope-help",
            "The GPUs taking part: all (the default; sendrecv takes the first two), a range of GPU indices such as "
            "0-63, "
            "or a comma-separated list of indices, ranges, GPU names, racks or nodes. Each GPU at most once; an empty "
            "part, a space, a sign, a range that runs backwards or an index past the last GPU is a usage error naming "
            "the part.") });
    options.push_back({ "--fidelity analytic|flow",
        QT_TRANSLATE_NOOP("scalescope-help",
            "analytic (the default): an alpha-beta model, for any size of design; flow: every transfer on its real "
            "path "
            "with max-min fair sharing of every link.") });
    options.push_back({ "--memory-budget SIZE|none",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Flow fidelity: a run estimated to need more memory than SIZE (such as 8G) is refused before it starts, "
            "with the estimate (default: SCALESCOPE_MEMORY_BUDGET, else half of this machine's memory; none: no "
            "limit).") });
    options.push_back({ "--qps-per-connection N",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Queue pairs per NCCL connection, as NCCL_IB_QPS_PER_CONNECTION (1 to 128, default 1). Under static ECMP "
            "each is hashed onto a path of its own and carries an equal share, so more of them spread the traffic "
            "over more uplinks (flow fidelity; adaptive routing and the analytic model spread it evenly anyway).") });
    options.push_back({ "--ideal",
        QT_TRANSLATE_NOOP("scalescope-help", "Set the efficiency model aside: line rates, no protocol overheads.") });
    options.push_back({ "--no-gdr",
        QT_TRANSLATE_NOOP(
            "scalescope-help", "Without GPUDirect RDMA: traffic between nodes is staged through host memory.") });
    options.push_back({ "--no-nvls",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Without NVLink SHARP, as NCCL_NVLS_ENABLE=0: NVLS and NVLS+tree are not considered (auto picks ring or "
            "tree).") });
    const std::vector<OptionHelp> failures = failureOptionHelp();
    options.insert(options.end(), failures.begin(), failures.end());
    return options;
}

std::vector<CommandHelp> makeCommandHelps()
{
    std::vector<CommandHelp> helps;
    helps.push_back(
        { "presets", { "" }, QT_TRANSLATE_NOOP("scalescope-help", "list the presets: name, a tab, what it is"),
            QT_TRANSLATE_NOOP("scalescope-help",
                "Prints one preset per line: its name, a tab, what it is and the counts it builds with the default "
                "options, in nodes or in racks (--racks 1-2515). "
                "The systems of the files in SCALESCOPE_CATALOG are presets too."),
            {} });

    helps.push_back({ "models", { "[FILE] [--json]" },
        QT_TRANSLATE_NOOP("scalescope-help", "list the model catalog: parameters, layers, hidden size, heads, experts"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Prints the models training jobs can name, one a line: id, name, parameters (total, and those a token "
            "passes through in a mixture of experts, as counted from the architecture), layers, hidden size, "
            "attention heads and key/value heads, and experts (routed, per token, shared). With FILE, a design's own "
            "catalog section is added to the list. The models of the files in SCALESCOPE_CATALOG are listed too."),
        { jsonOptionHelp() } });

    CommandHelp create { "new",
        { "--preset NAME [--nodes N | --racks N] [fabric options] [--name TEXT] [--expand] -o FILE" },
        QT_TRANSLATE_NOOP("scalescope-help", "write a design of a preset cluster"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Writes a design of a preset cluster. The file stores the generator and its options, so that a design of "
            "any "
            "size is a few lines; --expand spells out every device and link instead. A cluster that cannot be built is "
            "refused and nothing is written."),
        presetOptionHelp(), true };
    create.options.push_back({ "--name TEXT",
        QT_TRANSLATE_NOOP("scalescope-help", "The design's name (default: the preset and its options).") });
    create.options.push_back(
        { "--expand", QT_TRANSLATE_NOOP("scalescope-help", "Write every device and link instead of the generator.") });
    create.options.push_back(kOutput);
    helps.push_back(std::move(create));

    helps.push_back({ "import", { "IN [IN...] [--from nccl-xml|topo-m|ibnetdiscover|astra-sim] [--name TEXT] -o FILE" },
        QT_TRANSLATE_NOOP("scalescope-help", "a design from what real tools write"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Writes a design from what real tools write: NCCL's topology dump (NCCL_TOPO_DUMP_FILE), nvidia-smi topo "
            "-m "
            "or -mp, an ibnetdiscover fabric dump (switch tiers from the graph, GUIDs and LIDs kept) or ASTRA-sim's "
            "analytical network YAML (its bandwidth in units of 2^30 bytes/s, as ASTRA-sim reads it). A fabric dump "
            "given with the NCCL dumps of its nodes is joined to them by NIC GUID. What was inferred is printed as "
            "note: lines.\n\n"
            "On a broken file it prints FILE:LINE:COL: and what was expected, exits 1 and writes nothing."),
        {
            { "--from FORMAT",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "nccl-xml, topo-m, ibnetdiscover or astra-sim (default: detected from the content).") },
            { "--name TEXT", QT_TRANSLATE_NOOP("scalescope-help", "The design's name.") },
            kOutput,
        } });

    helps.push_back({ "info", { "FILE [--json]", "FILE --device NAME [--json]", "FILE --path GPU,GPU [--json]" },
        QT_TRANSLATE_NOOP("scalescope-help", "counts, bandwidths and fabric shape of a design; one device; a route"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Describes a design: GPUs, CPUs, NVSwitch chips, NICs, switches by role, links by tier, NVLink and "
            "scale-out bandwidth and the fabric's shape. With --device, one device: its model, rack and node, PCI, "
            "LID, "
            "GID, GUID, IP and MAC addresses and its links port by port. With --path, the route between two GPUs hop "
            "by hop, with each hop's tier and bandwidth."),
        {
            { "--device NAME",
                QT_TRANSLATE_NOOP("scalescope-help", "One device, by name (such as rack0/tray3/gpu1).") },
            { "--path GPU,GPU", QT_TRANSLATE_NOOP("scalescope-help", "The route between two GPUs, by name.") },
            jsonOptionHelp(),
        } });

    helps.push_back({ "validate", { "FILE" },
        QT_TRANSLATE_NOOP("scalescope-help", "check a design; each problem on stderr"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Reads a design, builds it and checks it. Prints FILE: valid with its counts and exits 0, or prints each "
            "problem on stderr, naming the file and the place, and exits 1."),
        {} });

    helps.push_back({ "simulate",
        { "(FILE | --preset NAME [--nodes N | --racks N] [fabric options]) --collective C --size S [--algo A] "
          "[--ranks all|A-B|LIST] [--fidelity analytic|flow] [--ideal] [--no-gdr] [--no-nvls] [--explain] [--json] "
          "[--links OUT.json] [--memory-budget SIZE|none] [--qps-per-connection N] [--fail NAME[,NAME...]] [--degrade "
          "LINK=RATE[,...]] "
          "[--fail-random N|N% --kind K [--seed S]] [--survivors] [--no-failures]" },
        QT_TRANSLATE_NOOP("scalescope-help", "predict one collective: time, algbw, busbw, the point-to-point bound"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Predicts one collective on a design or a preset: its time, algbw and busbw (as nccl-tests defines them), "
            "the point-to-point bound (line rate; in-switch reduction can beat it), and the algorithm and protocol "
            "NCCL "
            "would pick and why."),
        jobOptions({ { "--size S",
            QT_TRANSLATE_NOOP("scalescope-help",
                "The message size as nccl-tests gives it (8, 32K, 512M, 8G; K = 1024); "
                "required.") } }),
        true });
    CommandHelp& simulate = helps.back();
    simulate.options.push_back({ "--explain",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Also list every candidate algorithm and protocol, or why it does not "
            "apply, and the stages of an algorithm made of several (hierarchical).") });
    simulate.options.push_back(jsonOptionHelp());
    simulate.options.push_back({ "--links OUT.json",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Write the load of every link over time to a file, never the design itself (needs --fidelity flow).") });

    helps.push_back({ "sweep",
        { "(FILE | --preset NAME [--nodes N | --racks N] [fabric options]) --collective C [--min 8] [--max 8G] "
          "[--factor 2] [--algo A] [--ranks all|A-B|LIST] [--fidelity analytic|flow] [--ideal] [--no-gdr] [--no-nvls] "
          "[--memory-budget SIZE|none] [--qps-per-connection N] [--fail NAME[,NAME...]] [--degrade LINK=RATE[,...]] "
          "[--fail-random N|N% --kind K [--seed S]] [--survivors] [--no-failures]" },
        QT_TRANSLATE_NOOP("scalescope-help", "a size sweep in the layout of nccl-tests' *_perf output"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Runs one collective over a range of sizes, each the previous times the factor, and prints the table in "
            "the "
            "layout of nccl-tests' *_perf output."),
        jobOptions({
            { "--min SIZE", QT_TRANSLATE_NOOP("scalescope-help", "The first size (default 8).") },
            { "--max SIZE", QT_TRANSLATE_NOOP("scalescope-help", "The last size (default 8G).") },
            { "--factor N",
                QT_TRANSLATE_NOOP(
                    "scalescope-help", "Each size is the previous times N, from 2 (the default) to 1024.") },
        }),
        true });

    CommandHelp place { "place",
        { "(FILE | --preset NAME [--nodes N | --racks N] [fabric options]) --gpus N "
          "[--placement packed|spread|random|LIST] [--seed S] [--exclude LIST] [--block N] [--json]" },
        QT_TRANSLATE_NOOP("scalescope-help", "where a job's GPUs would go, in rank order"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Places a job of N GPUs as a cluster scheduler would and prints its GPUs in rank order (rank r is the r-th "
            "GPU), grouped by NVLink domain and node, with how many of each domain's GPUs it takes, how many other "
            "jobs "
            "hold and how many are left free, and the scalable units (domains under the same leaf switches) it spans. "
            "GPUs given to --exclude are skipped.\n\n"
            "A job that cannot be placed (more GPUs than are free) is refused, naming the design: exit 1."),
        presetOptionHelp(), true };
    place.options.insert(place.options.end(), placementOptionHelp().begin(), placementOptionHelp().end());
    place.options.push_back({ "--block N",
        QT_TRANSLATE_NOOP("scalescope-help",
            "With packed: keep blocks of N consecutive ranks (a tensor-parallel group) inside one NVLink domain, "
            "unless the free GPUs leave no way to (then a note says so). N divides --gpus.") });
    place.options.push_back({ "--json",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Print JSON: placement (the GPU names in rank order, as info --device takes them), nodes and domains (each "
            "with its name, the GPUs the job has there and their ranks; a domain also with its size, taken and "
            "left_free), the policy and seed, and note.") });
    helps.push_back(std::move(place));

    helps.push_back(trainHelp());
    CommandHelp bom { "bom",
        { "(FILE | --preset NAME [--nodes N | --racks N] [fabric options]) [--prices FILE] [--memory-budget SIZE|none] "
          "[--json | --csv]" },
        QT_TRANSLATE_NOOP("scalescope-help",
            "the bill of materials: devices, switches and their ports, cables, transceivers, power and cost"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Counts what a design is built of: systems and the GPUs, CPUs, NVSwitch chips and trays and NICs in them, "
            "switches by model with their ports used and free, storage servers, racks, cables by kind (passive copper "
            "inside a rack or to a neighbour, active copper a little further, fibre beyond, from the layout's "
            "distances "
            "and what each link rate allows) and transceivers (one a fibre end, or one twin-port module for the two "
            "links of a shared cage); then power (typical and maximum) and cost, per design and per GPU, from the "
            "catalog's figures, each an estimate with its source and date. Items without a figure are named and left "
            "out of the totals. Then the figures to compare designs by: cost and power per GPU, per GB/s of scale-out "
            "per GPU, per GB/s of busbw (the design's first saved job as saved, else an all_reduce of 1 GiB on all "
            "GPUs at analytic fidelity, as the output states) and per token/s (the design's first saved training job, "
            "when it has one)."),
        presetOptionHelp(), true };
    bom.options.push_back({ "--prices FILE",
        QT_TRANSLATE_NOOP("scalescope-help",
            "A catalog document merged over the catalog first, such as a price list of one's own (its \"prices\" "
            "and \"power\" replace those of the same items); a mistake is named with the file and its JSON "
            "pointer.") });
    bom.options.push_back({ "--memory-budget SIZE|none",
        QT_TRANSLATE_NOOP("scalescope-help",
            "A saved job at flow fidelity: refused before it starts above SIZE, as simulate refuses it (then the "
            "figure "
            "per GB/s of busbw says why it is unknown).") });
    bom.options.push_back(jsonOptionHelp());
    bom.options.push_back({ "--csv",
        QT_TRANSLATE_NOOP("scalescope-help",
            "Print one CSV row per line of the bill instead, with the figures' sources, then one row per figure "
            "(category ratio: USD and watts per unit in the unit columns).") });
    helps.push_back(std::move(bom));
    helps.push_back(impactHelp());
    helps.push_back(compareHelp());

    helps.push_back({ "export",
        { "FILE --format svg|pdf|png|dot|drawio|astra-sim|nccl-xml [--title TEXT] [--node NAME] [--dpi N] [--time T] "
          "[--job NAME] -o OUT",
            "FILE --story NAME --format pdf|svg|png [--language en|zh] [--dpi N] -o OUT" },
        QT_TRANSLATE_NOOP("scalescope-help", "write the design for other tools, or as a diagram"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Writes the design for other tools: Graphviz DOT, draw.io, ASTRA-sim's analytical network YAML (to OUT, "
            "bandwidth in ASTRA-sim's GB/s of 2^30 bytes/s) with its system JSON beside it (OUT.system.json), or one "
            "node as NCCL topology XML for NCCL_TOPO_FILE. svg, pdf and png are diagrams drawn by the desktop build. "
            "Nothing is written on error."),
        {
            { "--format F",
                QT_TRANSLATE_NOOP("scalescope-help", "svg, pdf, png, dot, drawio, astra-sim or nccl-xml; required.") },
            { "--title TEXT",
                QT_TRANSLATE_NOOP("scalescope-help", "The diagram's title (svg, pdf, png, dot, drawio).") },
            { "--node NAME",
                QT_TRANSLATE_NOOP(
                    "scalescope-help", "With nccl-xml: the node or tray to describe (default: the first with GPUs).") },
            { "--dpi N", QT_TRANSLATE_NOOP("scalescope-help", "With png: the resolution, 10 to 2400 (default 96).") },
            { "--time T",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "With svg, pdf or png: show a job's traffic at this simulated time, such as 250us.") },
            { "--job NAME",
                QT_TRANSLATE_NOOP("scalescope-help", "With svg, pdf or png: the saved job whose traffic is shown.") },
            { "-o, --output OUT",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "The file to write, never the design itself; - for standard output (dot, drawio, nccl-xml, svg; "
                    "png "
                    "and pdf when it is not a terminal).") },
            { "--story NAME",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "Write a story saved in the design (or a lesson) as a handout: a page per scene, headed by the "
                    "story's name and the scene's title, the scene drawn as the canvas shows it (its part of the "
                    "design, tiers hidden, racks collapsed, the route between two selected GPUs, its job's traffic at "
                    "its time, its arrows, text boxes and frames) and its caption under it. With pdf one file; with "
                    "svg or png a file per scene, OUT numbered (out.png: out-1.png, out-2.png, ...); only pdf to -o -. "
                    "Each scene states its own job and time, so --time, --job and --title do not go with it.") },
            { "--language en|zh",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "With --story: the language of the titles and captions (default: the system's; a text missing in "
                    "it is shown in English).") },
        } });

    helps.push_back({ "gui-bench",
        { "FILE [--seconds N] [--detail auto|full|blocks] [--heatmap [--algo NAME]] [--screenshot OUT.png]",
            "LESSON_FILE --present" },
        QT_TRANSLATE_NOOP("scalescope-help", "frame times of the canvas (and of a heatmap, and edits)"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Opens the window at 1920x1080 on FILE (desktop build only), pans and zooms while recolouring every link "
            "each frame and prints the median and 95th percentile frame times and the peak memory; then times a rack "
            "dragged with the mouse and a tier hidden and shown."),
        {
            { "--seconds N", QT_TRANSLATE_NOOP("scalescope-help", "How long to pan and zoom (default 10).") },
            { "--detail auto|full|blocks",
                QT_TRANSLATE_NOOP(
                    "scalescope-help", "What is drawn: as the zoom decides, every device, or racks as blocks.") },
            { "--heatmap",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "Then play an all_reduce's heatmap while panning, and time edits until their heatmap is "
                    "shown.") },
            { "--algo NAME",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "The heatmap's all_reduce by this algorithm (ring, tree, nvls, ...; default auto).") },
            { "--screenshot OUT.png", QT_TRANSLATE_NOOP("scalescope-help", "Save the last frame.") },
            { "--present",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "FILE is a lesson (resources/lessons/*lesson*): open it in presentation mode at 3840x2160, show "
                    "each scene for 90 frames with its job's heatmap playing and print the median and 95th percentile "
                    "frame times (present: median N ms).") },
        } });

    helps.push_back({ "help", { "[COMMAND]" }, QT_TRANSLATE_NOOP("scalescope-help", "this help, or a command's"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Prints the list of commands, or with COMMAND that command's help (as scalescope COMMAND --help does)."),
        {} });
    helps.push_back(
        { "man", { "" }, QT_TRANSLATE_NOOP("scalescope-help", "print the manual page (roff) made from this help"),
            QT_TRANSLATE_NOOP("scalescope-help",
                "Prints the manual page scalescope(1) in roff, made from the same text as --help. "
                "man -l <(scalescope man) shows it."),
            {} });
    return helps;
}

} // namespace

const OptionHelp& jsonOptionHelp()
{
    static const OptionHelp json { "--json", QT_TRANSLATE_NOOP("scalescope-help", "Print JSON instead of text.") };
    return json;
}

std::vector<OptionHelp> presetOptionHelp()
{
    return {
        { "--preset NAME",
            QT_TRANSLATE_NOOP("scalescope-help",
                "A preset cluster (see scalescope presets): dgx-a100, dgx-h100, dgx-h200, dgx-b200, "
                "gb200-nvl72, gb300-nvl72 or a system of an extra catalog.") },
        { "--nodes N",
            QT_TRANSLATE_NOOP("scalescope-help",
                "How many nodes, for a preset counted in nodes (the DGX systems): at most what the preset's fabrics "
                "can address with the options given (scalescope presets lists it for the defaults); more is a usage "
                "error naming the maximum, before anything is built.") },
        { "--racks N",
            QT_TRANSLATE_NOOP("scalescope-help",
                "How many racks, for a preset counted in racks (the NVL72 systems); the same limit.") },
    };
}

std::string optionText(const OptionHelp& option, const std::string& text)
{
    return substitute(text, std::vector<std::string_view>(option.textArguments.begin(), option.textArguments.end()));
}

std::string optionText(const OptionHelp& option)
{
    return optionText(option, option.text);
}

const std::vector<CommandHelp>& commandHelps()
{
    static const std::vector<CommandHelp> helps = makeCommandHelps();
    return helps;
}

const CommandHelp* findCommandHelp(std::string_view name)
{
    for (const CommandHelp& help : commandHelps())
        if (help.name == name)
            return &help;
    return nullptr;
}

} // namespace scalescope::cli
