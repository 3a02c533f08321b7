// packed: a best fit at each level of the topology: NVLink domains inside scalable units inside
// pods (Placement.h).
#include "train/PlacementPolicies.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace scalescope {
namespace {

// How much to take from which of some children (domains of a unit, or units), given each one's
// room, to cover `need` (at most their sum): one child when one holds it all (the one with least
// room that does; the first of equals), else the child with most room whole, and so on. In child
// order.
std::vector<std::pair<int, int>> fill(const std::vector<int>& children, const std::vector<int>& room, int need)
{
    std::vector<int> order = children;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return room[a] > room[b]; });
    std::vector<std::pair<int, int>> taken;
    for (std::size_t next = 0; need > 0 && next < order.size(); ++next) {
        if (room[order[next]] >= need) {
            int best = order[next];
            for (std::size_t k = next + 1; k < order.size(); ++k) {
                const int r = room[order[k]];
                if (r >= need && (r < room[best] || (r == room[best] && order[k] < best)))
                    best = order[k];
            }
            taken.emplace_back(best, need);
            need = 0;
        } else if (room[order[next]] > 0) {
            taken.emplace_back(order[next], room[order[next]]);
            need -= room[order[next]];
        }
    }
    std::sort(taken.begin(), taken.end());
    return taken;
}

struct Rooms {
    std::vector<int> freeOfDomain; // free GPUs
    std::vector<int> domainRoom; // free GPUs in whole blocks
    std::vector<int> unitRoom;
    std::vector<std::vector<int>> domainsOfUnit;
    std::vector<int> podRoom;
    std::vector<std::vector<int>> unitsOfPod;
    long long total = 0;
};

Rooms measureRooms(const GpuDomains& shape, const std::vector<char>& isFree, int block)
{
    Rooms rooms;
    rooms.freeOfDomain.assign(shape.gpusOfDomain.size(), 0);
    rooms.unitRoom.assign(static_cast<std::size_t>(shape.units), 0);
    rooms.domainsOfUnit.resize(static_cast<std::size_t>(shape.units));
    for (std::size_t g = 0; g < shape.gpus.size(); ++g)
        rooms.freeOfDomain[shape.domainOf[g]] += isFree[g];
    for (std::size_t d = 0; d < shape.gpusOfDomain.size(); ++d) {
        const int room = rooms.freeOfDomain[d] / block * block;
        rooms.domainRoom.push_back(room);
        rooms.unitRoom[shape.unitOfDomain[d]] += room;
        rooms.domainsOfUnit[shape.unitOfDomain[d]].push_back(static_cast<int>(d));
        rooms.total += room;
    }
    rooms.podRoom.assign(static_cast<std::size_t>(shape.pods), 0);
    rooms.unitsOfPod.resize(static_cast<std::size_t>(shape.pods));
    for (int u = 0; u < shape.units; ++u) {
        rooms.podRoom[shape.podOfUnit[u]] += rooms.unitRoom[u];
        rooms.unitsOfPod[shape.podOfUnit[u]].push_back(u);
    }
    return rooms;
}

// The first `count` free GPUs of a domain, in node order.
void takeFromDomain(
    const GpuDomains& shape, const std::vector<char>& isFree, int domain, int count, std::vector<int>& out)
{
    for (const int g : shape.gpusOfDomain[domain]) {
        if (count == 0)
            return;
        if (isFree[g]) {
            out.push_back(g);
            --count;
        }
    }
}

bool holdsAll(const std::vector<int>& room, int count)
{
    return std::any_of(room.begin(), room.end(), [&](int r) { return r >= count; });
}

std::vector<int> upTo(int count)
{
    std::vector<int> out(static_cast<std::size_t>(count));
    std::iota(out.begin(), out.end(), 0);
    return out;
}

// `count` GPUs, a whole number of blocks from every domain; `rooms` measured in those blocks
// hold them.
std::vector<int> packedInBlocks(const GpuDomains& shape, const std::vector<char>& isFree, const Rooms& rooms, int count)
{
    // The lowest level one member of which holds the whole job: a domain, a unit, a pod, or all.
    const auto domainsOf
        = [&](int unit, int amount) { return fill(rooms.domainsOfUnit[unit], rooms.domainRoom, amount); };
    const auto unitsOf = [&](int pod, int amount) { return fill(rooms.unitsOfPod[pod], rooms.unitRoom, amount); };
    std::vector<std::pair<int, int>> domains;
    if (holdsAll(rooms.domainRoom, count)) {
        domains = fill(upTo(shape.domains()), rooms.domainRoom, count);
    } else if (holdsAll(rooms.unitRoom, count)) {
        const auto [unit, amount] = fill(upTo(shape.units), rooms.unitRoom, count).front();
        domains = domainsOf(unit, amount);
    } else {
        for (const auto& [pod, podAmount] : fill(upTo(shape.pods), rooms.podRoom, count))
            for (const auto& [unit, amount] : unitsOf(pod, podAmount))
                for (const auto& taken : domainsOf(unit, amount))
                    domains.push_back(taken);
    }
    std::vector<int> gpus;
    for (const auto& [domain, amount] : domains)
        takeFromDomain(shape, isFree, domain, amount, gpus);
    return gpus;
}

// How many NVLink domains the GPUs are in.
std::size_t domainsUsed(const GpuDomains& shape, const std::vector<int>& gpus)
{
    std::vector<int> domains;
    for (const int g : gpus)
        domains.push_back(shape.domainOf[g]);
    std::sort(domains.begin(), domains.end());
    return static_cast<std::size_t>(std::unique(domains.begin(), domains.end()) - domains.begin());
}

// The widest of `widerBlocks` (multiples of `block` that divide `count`) whose whole blocks hold
// the job on at most `domains` domains; empty when none does.
std::vector<int> widestFitting(const GpuDomains& shape, const std::vector<char>& isFree, int count, int block,
    std::vector<int> widerBlocks, std::size_t domains)
{
    std::sort(widerBlocks.rbegin(), widerBlocks.rend());
    for (const int wide : widerBlocks) {
        if (wide <= block || wide % block != 0 || count % wide != 0)
            continue;
        const Rooms rooms = measureRooms(shape, isFree, wide);
        if (rooms.total < count)
            continue;
        std::vector<int> gpus = packedInBlocks(shape, isFree, rooms, count);
        if (domainsUsed(shape, gpus) <= domains)
            return gpus;
    }
    return {};
}

} // namespace

PackedChoice packedGpus(
    const GpuDomains& shape, const std::vector<char>& isFree, int count, int block, const std::vector<int>& widerBlocks)
{
    PackedChoice choice;
    const Rooms rooms = measureRooms(shape, isFree, block);
    if (rooms.total >= count) {
        choice.gpus = packedInBlocks(shape, isFree, rooms, count);
        std::vector<int> wider
            = widestFitting(shape, isFree, count, block, widerBlocks, domainsUsed(shape, choice.gpus));
        if (!wider.empty())
            choice.gpus = std::move(wider);
        return choice;
    }
    // Not every block fits inside a domain: as many as do first, then the rest one GPU at a time.
    choice.blocksSplit = true;
    const int whole = static_cast<int>(rooms.total);
    choice.wholeBlocks = whole / block;
    choice.gpus = packedInBlocks(shape, isFree, rooms, whole);
    std::vector<char> stillFree = isFree;
    for (const int g : choice.gpus)
        stillFree[g] = 0;
    const std::vector<int> rest = packedInBlocks(shape, stillFree, measureRooms(shape, stillFree, 1), count - whole);
    choice.gpus.insert(choice.gpus.end(), rest.begin(), rest.end());
    return choice;
}

} // namespace scalescope
