#include "io/DesignFile.h"

#include "util/JsonDocument.h"
#include "util/JsonFields.h"
#include "io/DesignEntries.h"
#include "io/EnumField.h"
#include "io/TextFile.h"
#include "io/FailureFile.h"
#include "io/StoryFile.h"
#include "io/TrainingJobFile.h"
#include "train/Placement.h"
#include "model/AddressFormat.h"
#include "model/InputError.h"
#include "model/Localized.h"
#include "model/NameCheck.h"
#include "model/Names.h"
#include "sim/RankSelection.h"

#include <cmath>
#include <string>

namespace scalescope {
namespace {

using Need = JsonFields::Need;

// Jobs of both kinds are named apart: a name says which job, whatever its kind.
void requireUniqueJobNames(const Design& design, Problems& problems)
{
    std::vector<std::pair<std::string, std::string>> seen; // name, pointer
    const auto add = [&](const std::string& name, const std::string& pointer) {
        for (const auto& [other, where] : seen)
            if (other == name) {
                problems.add(pointer + "/name",
                    localized(
                        QT_TRANSLATE_NOOP("scalescope-core", "another job is named \"%1\" (%2)"), { name, where }));
                return;
            }
        seen.emplace_back(name, pointer);
    };
    for (std::size_t i = 0; i < design.jobs.size(); ++i)
        add(design.jobs[i].name, "/jobs/" + std::to_string(i));
    for (std::size_t i = 0; i < design.trainingJobs.size(); ++i)
        add(design.trainingJobs[i].name, "/training_jobs/" + std::to_string(i));
}

// A training job's GPUs, when listed, must be GPUs of the design, as many as the job needs.
void checkTrainingPlacements(const LoadedDesign& loaded, Problems& problems)
{
    for (std::size_t i = 0; i < loaded.design.trainingJobs.size(); ++i) {
        const TrainingJobSpec& job = loaded.design.trainingJobs[i];
        if (parsePlacementPolicy(job.placement))
            continue;
        const std::string pointer = "/training_jobs/" + std::to_string(i) + "/placement";
        try {
            const std::size_t listed = selectRanks(job.placement, loaded.expanded.topology).size();
            if (static_cast<long long>(listed) != job.parallel.gpus())
                problems.add(pointer,
                    localized(
                        QT_TRANSLATE_NOOP("scalescope-core", "lists %1 GPUs; the job needs %2 (TP x PP x DP x CP)"),
                        { std::to_string(listed), std::to_string(job.parallel.gpus()) }));
        } catch (const std::invalid_argument& error) {
            problems.add(pointer, error.what());
        }
    }
}

// The header: the format's name and a version this program reads.
void checkFormat(JsonFields& top, Problems& problems)
{
    const auto format = top.string("format");
    if (format && *format != kDesignFormatName)
        problems.add("/format",
            localized(QT_TRANSLATE_NOOP(
                          "scalescope-core", "expected \"scalescope\", found \"%1\": this is not a ScaleScope design"),
                { *format }));
    const nlohmann::json* version = top.value("version");
    if (version && !(version->is_number_unsigned() && version->get<std::uint64_t>() >= 1))
        problems.add("/version",
            localized(QT_TRANSLATE_NOOP("scalescope-core", "expected a positive integer, found %1"),
                { describeJsonValue(*version) }));
    else if (version && version->get<std::uint64_t>() > static_cast<std::uint64_t>(kDesignFormatVersion))
        problems.add("/version",
            localized(
                QT_TRANSLATE_NOOP("scalescope-core",
                    "this file is version %1; this ScaleScope reads versions up to %2 (update ScaleScope to open it)"),
                { version->dump(), std::to_string(kDesignFormatVersion) }));
}

// The design's own catalog entries, merged over the base catalog's; their problems under /catalog.
Catalog mergeCatalog(
    JsonFields& top, const Catalog& baseCatalog, const std::string& origin, Design& design, Problems& problems)
{
    Catalog catalog = baseCatalog;
    if (const nlohmann::json* extension = top.object("catalog", kOptional)) {
        design.catalog = *extension;
        try {
            catalog.merge(*extension, origin);
        } catch (const InputError& error) {
            for (const Problem& problem : error.problems())
                problems.add("/catalog" + problem.pointer, problem.message);
        }
    }
    return catalog;
}

// "generator", or else the fabric's "network" and "routing" of a design drawn by hand.
void parseFabricSource(JsonFields& top, const Catalog& catalog, Design& design, Problems& problems)
{
    design.network = parseEnum(top, "network", parseScaleOutNetwork, allScaleOutNetworkNames(), kOptional);
    design.routing = parseEnum(top, "routing", parseFabricRouting, allFabricRoutingNames(), kOptional);
    const nlohmann::json* generator = top.object("generator", kOptional);
    if (!generator)
        return;
    JsonFields fields(*generator, "/generator", problems);
    design.generator = parseGenerator(fields, catalog);
    if (design.network)
        problems.add("/network",
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "a design with a generator states its network in \"generator\"")));
    if (design.routing)
        problems.add("/routing",
            localized(
                QT_TRANSLATE_NOOP("scalescope-core", "a design with a generator states its routing in \"generator\"")));
}

} // namespace

Design parseDesign(std::string_view text, const std::string& origin, const Catalog& baseCatalog)
{
    const nlohmann::json document = parseJsonDocument(text, origin);
    Problems problems;
    JsonFields top(document, "", problems);
    problems.throwIfAny(origin);
    checkFormat(top, problems);
    problems.throwIfAny(origin);

    Design design;
    design.name = top.string("name", kOptional).value_or("");
    design.description = top.text("description", kOptional).value_or("");
    const Catalog catalog = mergeCatalog(top, baseCatalog, origin, design, problems);
    parseFabricSource(top, catalog, design, problems);
    if (const nlohmann::json* removed = top.object("removed", kOptional))
        parseRemoved(*removed, design, problems);
    design.groups = parseList<GroupSpec>(top, "groups", parseGroup);
    design.nodes = parseList<NodeSpec>(top, "nodes", parseNode);
    design.links = parseList<LinkSpec>(top, "links", parseLink);
    if (const nlohmann::json* overrides = top.object("overrides", kOptional))
        parseOverrides(*overrides, design, problems);
    design.jobs = parseList<JobSpec>(top, "jobs", parseJob);
    design.trainingJobs = parseList<TrainingJobSpec>(
        top, "training_jobs", [&catalog](JsonFields& f) { return parseTrainingJob(f, catalog); });
    requireUniqueJobNames(design, problems);
    if (const nlohmann::json* failures = top.object("failures", kOptional)) {
        JsonFields fields(*failures, "/failures", problems);
        design.failures = parseFailureScenario(fields);
    }
    if (const nlohmann::json* layout = top.object("layout", kOptional))
        parseLayout(*layout, design, problems);
    design.stories = parseStories(top);
    top.rejectUnknownKeys();
    problems.throwIfAny(origin);
    return design;
}

Design readDesignFile(const std::string& path, const Catalog& baseCatalog)
{
    return parseDesign(readTextFile(path), path, baseCatalog);
}

LoadedDesign loadDesignFile(const std::string& path, const SharedCatalog& baseCatalog)
{
    LoadedDesign loaded;
    loaded.design = readDesignFile(path, *baseCatalog);
    loaded.expanded = expandDesign(loaded.design, baseCatalog, path);
    // A job's GPUs must be in the design.
    Problems problems;
    for (std::size_t i = 0; i < loaded.design.jobs.size(); ++i)
        try {
            selectRanks(loaded.design.jobs[i].ranks, loaded.expanded.topology);
        } catch (const std::invalid_argument& error) {
            problems.add("/jobs/" + std::to_string(i) + "/ranks", error.what());
        }
    checkTrainingPlacements(loaded, problems);
    checkStories(loaded.design, loaded.expanded.topology, problems);
    problems.throwIfAny(path);
    return loaded;
}

} // namespace scalescope
