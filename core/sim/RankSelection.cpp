#include "sim/RankSelection.h"

#include "model/Localized.h"
#include "sim/RankLayout.h"

#include <charconv>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

namespace scalescope {
namespace {

std::string quoted(std::string_view text)
{
    return "\"" + std::string(text) + "\"";
}

// Throws `message`, its %1 the part refused (quoted) and %2... `more`.
[[noreturn]] void refuse(std::string_view part, const char* message, const std::vector<std::string>& more = {})
{
    const std::string where = quoted(part);
    std::vector<std::string_view> arguments { where };
    arguments.insert(arguments.end(), more.begin(), more.end());
    throw std::invalid_argument(localized(message, arguments));
}

bool allDigits(std::string_view text)
{
    return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

class RankReader {
public:
    RankReader(const Topology& topology, std::string_view text)
        : m_topology(topology)
        , m_text(text)
        , m_gpus(allGpus(topology))
    {
        for (std::size_t i = 0; i < m_gpus.size(); ++i)
            m_indexOf.emplace(m_gpus[i], i);
    }

    // One comma-separated part, its GPUs appended in order.
    void readPart(std::string_view part)
    {
        if (part.empty())
            refuse(m_text,
                QT_TRANSLATE_NOOP("scalescope-core", "%1: an empty part (two commas in a row, or one at an end)"));
        if (part.find_first_of(" \t\r\n") != std::string_view::npos)
            refuse(
                part, QT_TRANSLATE_NOOP("scalescope-core", "%1: a space; write parts without spaces, such as 0-7,16"));
        if (const auto id = m_topology.findNode(part)) {
            if (m_topology.nodes[*id].kind != NodeKind::Gpu)
                refuse(part, QT_TRANSLATE_NOOP("scalescope-core", "%1: not a GPU"));
            return add(*id, part);
        }
        if (const auto group = m_topology.findGroup(part))
            return readGroup(*group, part);
        if (allDigits(part))
            return add(m_gpus[index(part, part)], part);
        const auto dash = part.find('-');
        if (dash == std::string_view::npos)
            refuse(part,
                QT_TRANSLATE_NOOP("scalescope-core",
                    "%1: not a GPU index, a range such as 0-7, or the name of a GPU, node or rack of the design"));
        const std::string_view first = part.substr(0, dash);
        const std::string_view last = part.substr(dash + 1);
        if (!allDigits(first) || !allDigits(last))
            refuse(part,
                QT_TRANSLATE_NOOP(
                    "scalescope-core", "%1: a range is two GPU indices with a dash between them, such as 0-7"));
        const std::size_t a = index(first, part);
        const std::size_t b = index(last, part);
        if (b < a)
            refuse(part, QT_TRANSLATE_NOOP("scalescope-core", "%1: a range that runs backwards"));
        for (std::size_t i = a; i <= b; ++i)
            add(m_gpus[i], part);
    }

    std::vector<NodeId> take() { return std::move(m_ranks); }

private:
    std::size_t index(std::string_view digits, std::string_view part) const
    {
        std::size_t value = 0;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (error == std::errc() && end == digits.data() + digits.size() && value < m_gpus.size())
            return value;
        if (m_gpus.empty())
            refuse(part, QT_TRANSLATE_NOOP("scalescope-core", "%1: the design has no GPU"));
        if (m_gpus.size() == 1)
            refuse(part, QT_TRANSLATE_NOOP("scalescope-core", "%1: GPU %2 does not exist (the design has %3 GPU: 0)"),
                { std::string(digits), std::to_string(m_gpus.size()) });
        refuse(part,
            QT_TRANSLATE_NOOP("scalescope-core", "%1: GPU %2 does not exist (the design has %3 GPUs: 0 to %4)"),
            { std::string(digits), std::to_string(m_gpus.size()), std::to_string(m_gpus.size() - 1) });
    }

    void readGroup(GroupId group, std::string_view part)
    {
        bool any = false;
        for (const NodeId gpu : m_gpus)
            for (GroupId g = m_topology.nodes[gpu].group; g != kNoGroup; g = m_topology.groups[g].parent)
                if (g == group) {
                    add(gpu, part);
                    any = true;
                    break;
                }
        if (!any)
            refuse(part, QT_TRANSLATE_NOOP("scalescope-core", "%1: no GPU inside"));
    }

    void add(NodeId gpu, std::string_view part)
    {
        const auto [it, added] = m_seen.emplace(gpu, std::string(part));
        if (!added && it->second == part)
            refuse(m_text, QT_TRANSLATE_NOOP("scalescope-core", "%1: GPU %2 (%3) is given twice"),
                { std::to_string(m_indexOf.at(gpu)), m_topology.nodes[gpu].name });
        if (!added)
            refuse(m_text, QT_TRANSLATE_NOOP("scalescope-core", "%1: GPU %2 (%3) is given twice, in %4 and %5"),
                { std::to_string(m_indexOf.at(gpu)), m_topology.nodes[gpu].name, quoted(it->second), quoted(part) });
        m_ranks.push_back(gpu);
    }

    const Topology& m_topology;
    std::string_view m_text;
    std::vector<NodeId> m_gpus;
    std::unordered_map<NodeId, std::size_t> m_indexOf;
    std::vector<NodeId> m_ranks;
    std::unordered_map<NodeId, std::string> m_seen;
};

} // namespace

std::vector<NodeId> selectRanks(const std::string& text, const Topology& topology)
{
    if (text == "all")
        return allGpus(topology);
    if (text.empty())
        throw std::invalid_argument(localized(QT_TRANSLATE_NOOP(
            "scalescope-core", "no GPUs given: write all, a range such as 0-7, or a list such as 0,2,4")));
    RankReader reader(topology, text);
    std::string_view rest = text;
    for (;;) {
        const auto comma = rest.find(',');
        reader.readPart(rest.substr(0, comma));
        if (comma == std::string_view::npos)
            break;
        rest.remove_prefix(comma + 1);
    }
    return reader.take();
}

} // namespace scalescope
