#include "cli/ExportCommand.h"

namespace scalescope::cli {

CommandHelp exportHelp()
{
    return { "export",
        { "FILE --format svg|pdf|png|dot|drawio|astra-sim|nccl-xml [--title TEXT] [--node NAME] [--dpi N] [--time T] "
          "[--job NAME] -o OUT",
            "FILE --story NAME --format pdf|svg|png [--language en|zh] [--dpi N] -o OUT" },
        "write the design for other tools, or as a diagram, or a story as a handout",
        "Writes the design for other tools: Graphviz DOT, draw.io, ASTRA-sim's analytical network YAML (to OUT, "
        "bandwidth in ASTRA-sim's GB/s of 2^30 bytes/s) with its system JSON beside it (OUT.system.json), or one "
        "node as NCCL topology XML for NCCL_TOPO_FILE. svg, pdf and png are diagrams drawn by the desktop build. "
        "With --story, a story saved in the design (or a lesson) as a handout: a page per scene, headed by the "
        "story's name and the scene's title, the scene drawn as the canvas shows it (its part of the design, tiers "
        "hidden, racks collapsed, the selection and the route between two GPUs, its job's traffic at its time, its "
        "arrows, text boxes and frames) with its caption under it. Nothing is written on error.",
        {
            { "--format F", "svg, pdf, png, dot, drawio, astra-sim or nccl-xml; required." },
            { "--title TEXT", "The diagram's title (svg, pdf, png, dot, drawio)." },
            { "--node NAME", "With nccl-xml: the node or tray to describe (default: the first with GPUs)." },
            { "--dpi N", "With png: the resolution, 10 to 2400 (default 96)." },
            { "--time T", "With svg, pdf or png: show a job's traffic at this simulated time, such as 250us." },
            { "--job NAME", "With svg, pdf or png: the saved job whose traffic is shown." },
            { "--story NAME",
                "The story to write as a handout: with pdf one file of a page per scene; with svg or png a file "
                "per scene, OUT numbered (out.png: out-1.png, out-2.png, ...). Each scene states its own job and "
                "time, so --time, --job and --title do not go with it." },
            { "--language en|zh",
                "With --story: the language of the titles and captions (default: the system's; a text missing in "
                "it is shown in English)." },
            { "-o, --output OUT",
                "The file to write, never the design itself; - for standard output (dot, drawio, nccl-xml, svg; png "
                "and pdf when it is not a terminal; a story only as pdf)." },
        } };
}

} // namespace scalescope::cli
