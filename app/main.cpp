// scalescope: the command line when a subcommand is given, the desktop program otherwise.
#include "cli/Cli.h"

#ifdef SCALESCOPE_WITH_GUI
#include "cli/DiagramExport.h"
#include "gui/DesktopApp.h"
#include "gui/diagrams/DiagramExportCommand.h"
#include "gui/bench/GuiBench.h"
#endif

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
#ifdef SCALESCOPE_WITH_GUI
    if (!args.empty() && args.front() == "gui-bench")
        return scalescope::gui::runGuiBench(argc, argv);
    // `scalescope export --format svg|pdf|png` draws with the desktop program's painter.
    scalescope::cli::setDiagramExporter(scalescope::gui::exportDiagram);
#endif
    if (scalescope::cli::wantsCommandLine(args))
        return scalescope::cli::run(args, std::cout, std::cerr);
#ifdef SCALESCOPE_WITH_GUI
    return scalescope::gui::runDesktop(argc, argv);
#else
    std::cerr << "scalescope: this build has no desktop program; see 'scalescope --help'\n";
    return scalescope::cli::kUsageError;
#endif
}
