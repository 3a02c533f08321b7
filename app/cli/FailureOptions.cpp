#include "cli/FailureOptions.h"

#include "cli/TextWidth.h"
#include "cli/Translate.h"

#include "model/Names.h"
#include "model/Units.h"
#include "sim/RailNics.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <sstream>
#include <vector>

namespace scalescope::cli {
namespace {

std::vector<std::string> commaParts(const std::string& option, const std::string& text)
{
    std::vector<std::string> parts;
    std::stringstream stream(text);
    std::string part;
    while (std::getline(stream, part, ','))
        parts.push_back(part);
    if (text.empty() || text.back() == ',' || std::find(parts.begin(), parts.end(), "") != parts.end())
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 \"%2\": an empty name in the list"), { option, text }));
    return parts;
}

// "2 lanes" / "1 lane": the lanes left; else a rate as parseRate reads it.
FailureMark degradeMark(const std::string& item)
{
    const auto equals = item.rfind('=');
    if (equals == std::string::npos || equals == 0 || equals + 1 == item.size())
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                       "--degrade \"%1\": expected LINK=RATE, such as node0/nic0--ib/leaf-0=200Gb/s"),
            { item }));
    FailureMark mark { item.substr(0, equals), FailureState::Degraded, std::nullopt, std::nullopt };
    const std::string value = item.substr(equals + 1);
    int lanes = 0;
    char rest[16] = {};
    if (std::sscanf(value.c_str(), "%d %15s", &lanes, rest) == 2
        && (std::string(rest) == "lanes" || std::string(rest) == "lane") && lanes > 0 && lanes < 256)
        mark.lanes = lanes;
    else if (const auto rate = parseRate(value); rate && isLinkRateInRange(*rate))
        mark.bytesPerSecPerDirection = rate;
    else
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                       "--degrade \"%1\": \"%2\" is not a rate such as 200Gb/s or a lane "
                                       "count such as \"2 lanes\""),
            { item, value }));
    return mark;
}

std::uint64_t failureSeed(const Arguments& args)
{
    const std::string text = args.value("--seed").value_or("0");
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (error != std::errc() || end != text.data() + text.size())
        throw UsageError(
            localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes a whole number from %2 to %3, not \"%4\""),
                { "--seed", "0", "18446744073709551615", text }));
    return seed;
}

// --fail-random N|N% --kind K: drawn among what is not marked already.
std::optional<RandomFailures> randomFailures(
    const Arguments& args, const Topology& full, const FailureScenario& scenario, std::uint64_t seed)
{
    const auto countText = args.value("--fail-random");
    if (!countText) {
        if (args.has("--kind"))
            throw UsageError(
                localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 goes with %2"), { "--kind", "--fail-random" }));
        return std::nullopt;
    }
    const auto count = parseRandomFailureCount(*countText);
    if (!count)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                       "--fail-random takes a count such as 4 or a share such as 5%, not \"%1\""),
            { *countText }));
    const auto kindText = args.value("--kind");
    if (!kindText)
        throw UsageError(localized(
            QT_TRANSLATE_NOOP("scalescope-cli", "--fail-random needs --kind (%1)"), { randomFailureKindNames() }));
    const auto kind = parseRandomFailureKind(*kindText);
    if (!kind)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 takes %2, not \"%3\""),
            { "--kind", randomFailureKindNames(), *kindText }));
    std::set<std::string> marked;
    for (const FailureMark& mark : scenario.marks)
        marked.insert(mark.target);
    try {
        return drawRandomFailures(full, *kind, *count, seed, marked);
    } catch (const std::invalid_argument& error) {
        throw UsageError("--fail-random " + *countText + " --kind " + *kindText + ": " + error.what());
    }
}

} // namespace

CommandFailures commandFailures(const Arguments& args, const Topology& full, const FailureScenario& designScenario)
{
    CommandFailures failures;
    FailureScenario& scenario = failures.scenario;
    if (!args.has("--no-failures") && designScenario.enabled)
        scenario.marks = designScenario.marks;
    const std::size_t fromDesign = scenario.marks.size();
    std::vector<std::string> origins; // the option and item of each mark of the command line
    const auto add = [&](FailureMark mark, const std::string& origin) {
        for (const FailureMark& other : scenario.marks)
            if (other.target == mark.target)
                throw UsageError(&other - scenario.marks.data() < static_cast<std::ptrdiff_t>(fromDesign)
                        ? localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1: \"%2\" is marked already in the design"),
                            { origin, mark.target })
                        : localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1: \"%2\" is marked already"),
                            { origin, mark.target }));
        scenario.marks.push_back(std::move(mark));
        origins.push_back(origin);
    };
    if (const auto fail = args.value("--fail"))
        for (const std::string& name : commaParts("--fail", *fail))
            add(FailureMark { name, FailureState::Failed, std::nullopt, std::nullopt }, "--fail \"" + name + "\"");
    if (const auto degrade = args.value("--degrade"))
        for (const std::string& item : commaParts("--degrade", *degrade))
            add(degradeMark(item), "--degrade \"" + item + "\"");
    if (args.has("--seed") && !args.has("--fail-random") && args.value("--placement") != "random")
        throw UsageError(localized(
            QT_TRANSLATE_NOOP("scalescope-cli", "--seed goes with --fail-random (or train's --placement random)")));
    if (args.has("--fail-random"))
        failures.seed = failureSeed(args);
    failures.random = randomFailures(args, full, scenario, failures.seed);
    if (failures.random)
        for (const FailureMark& mark : failures.random->marks)
            add(mark, "--fail-random \"" + mark.target + "\"");
    if (!scenario.applies())
        return failures;
    try {
        failures.survivors = std::make_shared<const SurvivingTopology>(applyFailures(full, scenario));
    } catch (const FailureMarkError& error) {
        if (error.mark() < fromDesign) // the design's marks were checked when it was read
            throw;
        throw UsageError(origins[error.mark() - fromDesign] + ": " + error.what());
    }
    return failures;
}

std::shared_ptr<const SurvivingTopology> failureSurvivors(
    const Arguments& args, const Topology& full, const FailureScenario& designScenario)
{
    return commandFailures(args, full, designScenario).survivors;
}

nlohmann::ordered_json failuresJson(
    const Topology& full, const SurvivingTopology& survivors, const CommandFailures& failures)
{
    const FailureTally& tally = survivors.tally;
    nlohmann::ordered_json devices = nlohmann::ordered_json::object();
    for (int k = 0; k < kNodeKindCount; ++k)
        if (tally.devicesByKind[k] > 0)
            devices[std::string(toString(static_cast<NodeKind>(k)))] = tally.devicesByKind[k];
    nlohmann::ordered_json fallbacks = nlohmann::ordered_json::array();
    for (const NicFallback& f : survivors.nicFallbacks)
        fallbacks.push_back({ { "gpu", full.nodes[f.gpu].name }, { "own_nic", full.nodes[f.ownNic].name },
            { "nic",
                f.nic == RailNics::kNoNic ? nlohmann::ordered_json() : nlohmann::ordered_json(full.nodes[f.nic].name) },
            { "reached_over",
                f.nic == RailNics::kNoNic ? nlohmann::ordered_json()
                                          : nlohmann::ordered_json(f.overNvlink ? "nvlink" : "pcie") } });
    nlohmann::ordered_json json { { "devices_failed", devices }, { "groups_failed", tally.groupsFailed },
        { "links_marked_failed", tally.linksFailed }, { "links_lost", tally.linksLost },
        { "links_degraded", tally.linksDegraded }, { "nic_fallbacks", fallbacks },
        { "text", describeFailures(tally) } };
    if (failures.random) {
        nlohmann::ordered_json targets = nlohmann::ordered_json::array();
        for (const FailureMark& mark : failures.random->marks)
            targets.push_back(mark.target);
        json["random"] = { { "kind", toString(failures.random->kind) }, { "count", failures.random->marks.size() },
            { "of", failures.random->population }, { "seed", failures.seed }, { "failed", std::move(targets) } };
    }
    return json;
}

void printFailures(const SurvivingTopology& survivors, const CommandFailures& failures, std::ostream& out)
{
    out << reportLabel(localized(QT_TRANSLATE_NOOP("scalescope-cli", "failures"))) << describeFailures(survivors.tally)
        << "\n";
    if (!failures.random)
        return;
    const RandomFailures& random = *failures.random;
    out << reportLabel(localized(QT_TRANSLATE_NOOP("scalescope-cli", "at random")))
        << localized(QT_TRANSLATE_NOOP("scalescope-cli", "%1 %2 of %3 (seed %4):"),
               { std::to_string(random.marks.size()), toString(random.kind), std::to_string(random.population),
                   std::to_string(failures.seed) });
    constexpr std::size_t kListed = 12;
    for (std::size_t i = 0; i < random.marks.size() && i < kListed; ++i)
        out << "\n                " << random.marks[i].target;
    if (random.marks.size() > kListed)
        out << "\n                "
            << localized(QT_TRANSLATE_NOOP("scalescope-cli", "and %1 more (--json lists them all)"),
                   { std::to_string(random.marks.size() - kListed) });
    out << "\n";
}

void printNicFallbacks(const Topology& full, const SurvivingTopology& survivors, std::ostream& out)
{
    for (const NicFallback& f : survivors.nicFallbacks) {
        const std::string& gpu = full.nodes[f.gpu].name;
        const std::string& ownNic = full.nodes[f.ownNic].name;
        out << reportLabel("nic");
        if (f.nic == RailNics::kNoNic)
            out << localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                 "%1: its NIC %2 failed; no NIC of its node is left, so it cannot reach the fabric"),
                { gpu, ownNic });
        else if (f.overNvlink)
            out << localized(
                QT_TRANSLATE_NOOP("scalescope-cli",
                    "%1: its NIC %2 failed; uses %3, as NCCL picks one among the NICs of its node left (no "
                    "PCIe path joins them: the data crosses NVLink to a GPU beside that NIC first, as "
                    "NCCL's PXN does)"),
                { gpu, ownNic, full.nodes[f.nic].name });
        else
            out << localized(QT_TRANSLATE_NOOP("scalescope-cli",
                                 "%1: its NIC %2 failed; uses %3, as NCCL picks one among the NICs of its node left "
                                 "(reached over PCIe; traffic to another rail still crosses NVLink first, PXN)"),
                { gpu, ownNic, full.nodes[f.nic].name });
        out << '\n';
    }
}

} // namespace scalescope::cli
