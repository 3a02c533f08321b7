#include "cli/ModelsCommand.h"
#include "cli/Translate.h"

#include "cli/Arguments.h"
#include "cli/Cli.h"
#include "cli/TextWidth.h"
#include "io/DesignFile.h"
#include "train/ModelCounts.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <ostream>
#include <string>

namespace scalescope::cli {
namespace {

std::string billions(double count)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1fB", count / 1e9);
    return text;
}

std::string expertsText(const ModelSpec& model)
{
    if (!model.moe)
        return "-";
    const MoeSpec& moe = *model.moe;
    std::string text = std::to_string(moe.experts) + " top " + std::to_string(moe.expertsPerToken);
    if (moe.sharedExperts > 0)
        text += " +" + std::to_string(moe.sharedExperts) + " shared";
    return text;
}

nlohmann::ordered_json modelJson(const ModelSpec& model)
{
    nlohmann::ordered_json json;
    json["id"] = model.id;
    json["name"] = model.name;
    json["params"] = totalParams(model);
    json["active_params"] = activeParams(model);
    json["published_params_B"] = model.publishedParamsB > 0 ? nlohmann::ordered_json(model.publishedParamsB) : nullptr;
    json["layers"] = model.layers;
    json["hidden"] = model.hidden;
    json["ffn_hidden"] = model.ffnHidden;
    json["heads"] = model.heads;
    json["kv_heads"] = model.kvHeads;
    json["vocab"] = model.vocab;
    json["seq_length"] = model.seqLength;
    json["dropout"] = model.dropout;
    json["attention"] = model.latentAttention ? "mla" : model.kvHeads < model.heads ? "gqa" : "mha";
    json["experts"] = model.moe ? model.moe->experts : 0;
    json["experts_per_token"] = model.moe ? model.moe->expertsPerToken : 0;
    json["shared_experts"] = model.moe ? model.moe->sharedExperts : 0;
    json["moe_layers"] = model.moe ? model.layers - model.moe->denseLayers : 0;
    json["model_flops_per_token"] = modelFlopsPerToken(model, model.seqLength);
    json["source"] = model.source;
    return json;
}

void printHeading(std::ostream& out)
{
    out << padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "ID")), 16, false) << ' '
        << padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "NAME")), 26, false) << ' '
        << padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "PARAMS")), 9, true) << ' '
        << padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "ACTIVE")), 8, true) << ' '
        << padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "LAYERS")), 6, true) << ' '
        << padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "HIDDEN")), 6, true) << ' '
        << padded(localized(QT_TRANSLATE_NOOP("scalescope-cli", "HEADS/KV")), 8, true) << "  "
        << localized(QT_TRANSLATE_NOOP("scalescope-cli", "EXPERTS")) << '\n';
}

void printTable(const std::vector<ModelSpec>& models, std::ostream& out)
{
    char line[256];
    printHeading(out);
    for (const ModelSpec& m : models) {
        const std::string heads = std::to_string(m.heads) + "/" + std::to_string(m.kvHeads);
        std::snprintf(line, sizeof line, "%-16s %-26s %9s %8s %6d %6d %8s  %s\n", m.id.c_str(), m.name.c_str(),
            billions(totalParams(m)).c_str(), billions(activeParams(m)).c_str(), m.layers, m.hidden, heads.c_str(),
            expertsText(m).c_str());
        out << line;
    }
}

} // namespace

int modelsCommand(
    const std::vector<std::string>& rest, const SharedCatalog& baseCatalog, std::ostream& out, std::ostream&)
{
    const Arguments args(rest, {}, { "--json" });
    if (args.positionals().size() > 1)
        throw UsageError(localized(QT_TRANSLATE_NOOP("scalescope-cli", "models takes at most one FILE")));
    SharedCatalog catalog = baseCatalog;
    if (!args.positionals().empty())
        catalog = loadDesignFile(args.positionals().front(), baseCatalog).expanded.catalog;
    if (args.has("--json")) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const ModelSpec& model : catalog->models())
            list.push_back(modelJson(model));
        out << nlohmann::ordered_json { { "models", list } }.dump(2) << '\n';
    } else {
        printTable(catalog->models(), out);
    }
    return kSuccess;
}

} // namespace scalescope::cli
