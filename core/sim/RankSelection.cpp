#include "sim/RankSelection.h"

#include "sim/RankLayout.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope {

std::vector<NodeId> selectRanks(const std::string& text, const Topology& topology)
{
    const std::vector<NodeId> gpus = allGpus(topology);
    if (text == "all")
        return gpus;
    // A rack, node or tray: every GPU inside it.
    if (const auto group = topology.findGroup(text)) {
        std::vector<NodeId> inside;
        for (const NodeId gpu : gpus)
            for (GroupId g = topology.nodes[gpu].group; g != kNoGroup; g = topology.groups[g].parent)
                if (g == *group) {
                    inside.push_back(gpu);
                    break;
                }
        if (inside.empty())
            throw std::invalid_argument(text + " holds no GPU");
        return inside;
    }
    auto index = [&](const std::string& word) -> NodeId {
        if (!word.empty() && word.size() < 10 && word.find_first_not_of("0123456789") == std::string::npos) {
            const unsigned long i = std::stoul(word);
            if (i >= gpus.size())
                throw std::invalid_argument(
                    "GPU " + word + " does not exist (the design has " + std::to_string(gpus.size()) + ")");
            return gpus[i];
        }
        const auto id = topology.findNode(word);
        if (!id || topology.nodes[*id].kind != NodeKind::Gpu)
            throw std::invalid_argument("\"" + word + "\" is not a GPU of the design");
        return *id;
    };
    if (const auto dash = text.find('-');
        dash != std::string::npos && text.find(',') == std::string::npos && text.find('/') == std::string::npos) {
        const NodeId first = index(text.substr(0, dash));
        const NodeId last = index(text.substr(dash + 1));
        const auto a = std::find(gpus.begin(), gpus.end(), first) - gpus.begin();
        const auto b = std::find(gpus.begin(), gpus.end(), last) - gpus.begin();
        if (b < a)
            throw std::invalid_argument(text + " runs backwards");
        return std::vector<NodeId>(gpus.begin() + a, gpus.begin() + b + 1);
    }
    std::vector<NodeId> ranks;
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto comma = text.find(',', start);
        ranks.push_back(index(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start)));
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    return ranks;
}

} // namespace scalescope
