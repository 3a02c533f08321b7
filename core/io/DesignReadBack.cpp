// The check before any design file is written: what is written must read back as what was
// meant, so that no command writes a file that a later one refuses.
#include "io/DesignFile.h"

#include "io/TextFile.h"
#include "model/InputError.h"
#include "model/Localized.h"

namespace scalescope {
namespace {

// The first part of the design that came back different, for the message.
std::string firstDifference(const Design& meant, const Design& read)
{
    const auto differs = [](const auto& a, const auto& b) { return !(a == b); };
    if (differs(meant.name, read.name) || differs(meant.description, read.description))
        return localized(QT_TRANSLATE_NOOP("scalescope-core", "%1 or %2"), { "/name", "/description" });
    if (differs(meant.catalog, read.catalog))
        return "/catalog";
    if (differs(meant.generator, read.generator))
        return "/generator";
    if (differs(meant.removedNodes, read.removedNodes) || differs(meant.removedLinks, read.removedLinks))
        return "/removed";
    const auto firstOf = [&](const auto& a, const auto& b, const char* key) -> std::string {
        for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
            if (differs(a[i], b[i]))
                return std::string("/") + key + "/" + std::to_string(i);
        return std::string("/") + key;
    };
    if (differs(meant.groups, read.groups))
        return firstOf(meant.groups, read.groups, "groups");
    if (differs(meant.nodes, read.nodes))
        return firstOf(meant.nodes, read.nodes, "nodes");
    if (differs(meant.links, read.links))
        return firstOf(meant.links, read.links, "links");
    if (differs(meant.overrides, read.overrides))
        return "/overrides";
    if (differs(meant.jobs, read.jobs))
        return firstOf(meant.jobs, read.jobs, "jobs");
    if (differs(meant.trainingJobs, read.trainingJobs))
        return firstOf(meant.trainingJobs, read.trainingJobs, "training_jobs");
    if (differs(meant.failures, read.failures))
        return "/failures";
    if (differs(meant.stories, read.stories))
        return firstOf(meant.stories, read.stories, "stories");
    return "/layout";
}

InputError doesNotReadBack(const std::string& origin, const InputError& error)
{
    std::vector<Problem> problems;
    for (const Problem& problem : error.problems()) {
        std::string message;
        if (problem.line > 0)
            message = localized(
                QT_TRANSLATE_NOOP("scalescope-core", "would write a file that does not read back: line %1:%2: %3"),
                { std::to_string(problem.line), std::to_string(problem.column), problem.message });
        else if (!problem.pointer.empty())
            message
                = localized(QT_TRANSLATE_NOOP("scalescope-core", "would write a file that does not read back: %1: %2"),
                    { problem.pointer, problem.message });
        else
            message = localized(QT_TRANSLATE_NOOP("scalescope-core", "would write a file that does not read back: %1"),
                { problem.message });
        problems.push_back(Problem { "", 0, 0, std::move(message) });
    }
    return InputError(origin, std::move(problems));
}

} // namespace

std::string formatDesignThatReadsBack(const Design& design, const Catalog& baseCatalog, const std::string& origin)
{
    std::string text;
    try {
        text = formatDesign(design, baseCatalog);
    } catch (const nlohmann::json::type_error&) { // a string that is not UTF-8 cannot be JSON
        throw InputError(origin,
            localized(QT_TRANSLATE_NOOP(
                "scalescope-core", "would write a file that does not read back: a name or text is not valid UTF-8")));
    }
    Design read;
    try {
        read = parseDesign(text, origin, baseCatalog);
    } catch (const InputError& error) {
        throw doesNotReadBack(origin, error);
    }
    if (!(read == design))
        throw InputError(origin,
            localized(QT_TRANSLATE_NOOP(
                          "scalescope-core", "would write a file that does not read back: %1 reads back different"),
                { firstDifference(design, read) }));
    return text;
}

void writeDesignFile(const Design& design, const std::string& path, const Catalog& baseCatalog)
{
    writeFileAtomically(path, formatDesignThatReadsBack(design, baseCatalog, path));
}

} // namespace scalescope
