// scalescope: the command line when a subcommand is given, the desktop program otherwise.
#include "CliTranslation.h"
#include "cli/BaseCatalog.h"
#include "cli/Cli.h"
#include "cli/Translate.h"
#include "model/InputError.h"
#include "util/HugePages.h"
#include "util/MemoryReserve.h"

#ifdef SCALESCOPE_WITH_GUI
#include "cli/DiagramExport.h"
#include "gui/DesktopApp.h"
#include "gui/diagrams/DiagramExportCommand.h"
#include "gui/diagrams/StoryHandout.h"
#include "gui/bench/GuiBench.h"
#endif

#include <iostream>
#include <new>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    scalescope::restartOnHugePages(argv); // returns unless it runs the program again on huge pages
    // Room for reporting, rather than dying of, an allocation that fails.
    scalescope::armMemoryReserve();
    scalescope::installCommandLineTranslation();
    const std::vector<std::string> args(argv + 1, argv + argc);
    // The one place the environment is read: every design, preset and import below starts from
    // this catalog (a design's own section goes on top of it).
    scalescope::SharedCatalog catalog;
    try {
        catalog = scalescope::cli::catalogFromEnvironment();
    } catch (const scalescope::InputError& error) {
        std::cerr << scalescope::cli::localized(
            QT_TRANSLATE_NOOP("scalescope-cli", "scalescope: SCALESCOPE_CATALOG names a catalog that cannot be used:"))
                  << '\n'
                  << error.what() << '\n';
        return scalescope::cli::kInvalidInput;
    } catch (const std::bad_alloc&) {
        std::cerr << scalescope::cli::localized(QT_TRANSLATE_NOOP(
            "scalescope-cli", "scalescope: out of memory while reading the catalog files SCALESCOPE_CATALOG names"))
                  << '\n';
        return scalescope::cli::kInvalidInput;
    }
#ifdef SCALESCOPE_WITH_GUI
    if (!args.empty() && args.front() == "gui-bench" && !scalescope::cli::asksForHelp(args))
        return scalescope::gui::runGuiBench(argc, argv, catalog);
    // `scalescope export --format svg|pdf|png` draws with the desktop program's painter.
    scalescope::cli::setDiagramExporter(scalescope::gui::exportDiagram);
    scalescope::cli::setStoryExporter(scalescope::gui::exportStoryHandout);
#endif
    if (scalescope::cli::wantsCommandLine(args))
        return scalescope::cli::run(args, catalog, std::cout, std::cerr);
#ifdef SCALESCOPE_WITH_GUI
    return scalescope::gui::runDesktop(argc, argv, catalog);
#else
    std::cerr << scalescope::cli::localized(
        QT_TRANSLATE_NOOP("scalescope-cli", "scalescope: this build has no desktop program; see 'scalescope --help'"))
              << '\n';
    return scalescope::cli::kUsageError;
#endif
}
