// The desktop program's options, the option groups several commands share and the notes that close
// the help (declared in CommandHelp.h).
#include "cli/CommandHelp.h"
#include "cli/Translate.h"

namespace scalescope::cli {

const CommandHelp& desktopHelp()
{
    static const CommandHelp help { "",
        { "[FILE] [--select NAME [--second NAME]] [--collapse NAME] [--job NAME|new [--at F]] [--tab T] [--compare "
          "FILE] "
          "[--theme light|dark] [--import IN]... [--export-dialog] [--story NAME|--lesson [--scene N] [--present]] "
          "[--screenshot OUT.png]" },
        QT_TRANSLATE_NOOP("scalescope-help", "open the desktop program, on FILE if given"),
        QT_TRANSLATE_NOOP("scalescope-help",
            "Without a command, scalescope opens the desktop program on FILE (a .scalescope.json design), or on an "
            "example design when no file is given."),
        {
            { "--select NAME",
                QT_TRANSLATE_NOOP("scalescope-help", "Select a device by name and centre the view on it.") },
            { "--second NAME",
                QT_TRANSLATE_NOOP("scalescope-help", "With --select: a second GPU, for the path between them.") },
            { "--collapse NAME",
                QT_TRANSLATE_NOOP("scalescope-help", "Collapse the rack a device sits in (repeatable).") },
            { "--job NAME|new",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "Run a job saved in the design (or new: the Traffic tab's own) and show its traffic.") },
            { "--at F",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "With --job: show the traffic at this fraction of the run, 0 to 1 (default 0.5).") },
            { "--tab T",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "The side panel's tab: summary, palette, devices, traffic, training, bom, compare, stories, charts "
                    "(Traffic, "
                    "with the charts under the canvas) or gantt (Training, with the iteration's Gantt chart under the "
                    "canvas).") },
            { "--compare FILE",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "Compare the design with this design file as the baseline, in the Compare tab.") },
            { "--theme light|dark", QT_TRANSLATE_NOOP("scalescope-help", "The theme (default light).") },
            { "--import IN",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "Open what a tool wrote, as File > Import does (repeatable: a fabric dump with the NCCL "
                    "dumps of its nodes).") },
            { "--export-dialog", QT_TRANSLATE_NOOP("scalescope-help", "Open File > Export.") },
            { "--story NAME",
                QT_TRANSLATE_NOOP(
                    "scalescope-help", "Play this story of the design, as the Stories tab's Play does.") },
            { "--lesson",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "Play the design file's story as a lesson (as File > Lessons does), each scene on the design it "
                    "names.") },
            { "--scene N",
                QT_TRANSLATE_NOOP(
                    "scalescope-help", "With --story or --lesson: the scene shown first (1 is the first).") },
            { "--present",
                QT_TRANSLATE_NOOP("scalescope-help",
                    "With --story or --lesson: present it from the start, as View > Present does (full screen, the "
                    "text enlarged; Esc leaves).") },
            { "--screenshot OUT.png",
                QT_TRANSLATE_NOOP("scalescope-help", "Save the window (once a job's result is in) and quit.") },
        } };
    return help;
}

const std::vector<OptionHelp>& fabricOptionHelp()
{
    static const std::vector<OptionHelp> options {
        { "--fabric rail-optimized|fat-tree",
            QT_TRANSLATE_NOOP("scalescope-help", "The compute fabric (default: rail-optimized for 8-GPU nodes).") },
        { "--oversubscription R",
            QT_TRANSLATE_NOOP("scalescope-help", "The leaves' down:up ratio, 1 to 16 (default 1).") },
        { "--nic 200G|400G|800G",
            QT_TRANSLATE_NOOP("scalescope-help", "The compute NICs' rate (default from the catalog).") },
        { "--storage N",
            QT_TRANSLATE_NOOP("scalescope-help", "Storage servers (default: one per 128 GPUs, at least 2).") },
        { "--network infiniband|roce|roce-v1",
            QT_TRANSLATE_NOOP("scalescope-help",
                "What the compute fabric runs: InfiniBand (default), RoCE v2 over Ethernet (routed over UDP/IP) or "
                "RoCE v1 (Ethernet frames, one L2 subnet per leaf, not routable).") },
        { "--routing ecmp|adaptive",
            QT_TRANSLATE_NOOP("scalescope-help",
                "How the compute fabric's switches choose among equal-cost paths: ecmp hashes each NCCL connection "
                "(its 5-tuple) onto one path, so large flows can collide; adaptive spreads every flow over all of "
                "them. "
                "Default: adaptive on InfiniBand (Quantum adaptive routing) and on RoCE v2 with SN5600 switches and "
                "SuperNICs (Spectrum-X packet spraying), else ecmp. On simulate it overrides the design's.") },
        { "--ib-switch MODEL",
            QT_TRANSLATE_NOOP("scalescope-help", "An InfiniBand fabric's switch (default: chosen for the NIC rate).") },
        { "--eth-switch MODEL",
            QT_TRANSLATE_NOOP("scalescope-help",
                "A RoCE fabric's Ethernet switch, such as SN5600, SN5400 or SN4700 (default: chosen "
                "for the NIC rate).") },
    };
    return options;
}

const std::vector<OptionHelp>& placementOptionHelp()
{
    static const std::vector<OptionHelp> options {
        { "--gpus N",
            QT_TRANSLATE_NOOP("scalescope-help", "How many GPUs the job needs (with a LIST, as many as it names).") },
        { "--placement packed|spread|random|LIST",
            QT_TRANSLATE_NOOP("scalescope-help",
                "packed (the default): topology-aware, as Slurm's topology plugins and Kubernetes' NVLink compute "
                "domains place jobs: a job that fits in one NVLink domain goes to the one with the fewest free GPUs "
                "that holds it; a larger one takes whole domains under the same leaf switches, or else the same spine "
                "switches, so that its traffic crosses as few spines and cores as it can. spread: one GPU per domain "
                "and "
                "node in turn, over as many as there "
                "are. random: the free GPUs shuffled from --seed. LIST: these GPUs in this order (indices, ranges, GPU "
                "names, racks or nodes, as --ranks takes them).") },
        { "--seed S",
            QT_TRANSLATE_NOOP("scalescope-help",
                "With random: the seed (default 0); the same seed gives the same GPUs on every machine.") },
        { "--exclude LIST",
            QT_TRANSLATE_NOOP("scalescope-help",
                "GPUs other jobs hold or that are out of service, skipped (indices, ranges, names, racks or nodes).") },
    };
    return options;
}

const std::vector<HelpNote>& closingNotes()
{
    static const std::vector<HelpNote> notes {
        { QT_TRANSLATE_NOOP("scalescope-help", "Collectives"),
            QT_TRANSLATE_NOOP(
                "scalescope-help", "all_reduce, all_gather, reduce_scatter, broadcast, reduce, alltoall, sendrecv.") },
        { QT_TRANSLATE_NOOP("scalescope-help", "Algorithms"),
            QT_TRANSLATE_NOOP("scalescope-help",
                "auto (what NCCL would pick), ring, tree, nvls, nvlstree, collnet, hierarchical, "
                "halving-doubling, direct, pairwise.") },
        { QT_TRANSLATE_NOOP("scalescope-help", "Environment"),
            QT_TRANSLATE_NOOP("scalescope-help",
                "SCALESCOPE_CATALOG=FILE[:FILE...]: extra catalog files, whose entries add to or replace "
                "the built-in hardware; a file that cannot be used stops the program, naming the place. "
                "SCALESCOPE_MEMORY_BUDGET=SIZE|none: the memory a flow-fidelity run may take (default: half of this "
                "machine's memory).") },
        { QT_TRANSLATE_NOOP("scalescope-help", "Files"),
            QT_TRANSLATE_NOOP("scalescope-help",
                "Only regular files of at most 1 GiB are read. Files are written whole or not at all, through symbolic "
                "links, keeping their permissions.") },
        { QT_TRANSLATE_NOOP("scalescope-help", "Exit codes"),
            QT_TRANSLATE_NOOP("scalescope-help",
                "0 success, 1 invalid input (the message names the file and the place; also a file that cannot be read "
                "or written, and memory running out), 2 usage error (an output that is one of the inputs too).") },
    };
    return notes;
}

} // namespace scalescope::cli
