// Disjoint sets of the numbers 0..size-1 (union-find with path halving). The root of a set is
// its smallest member, so anything ordered by roots follows the members' own order.
#pragma once

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <vector>

namespace scalescope {

class DisjointSets {
public:
    explicit DisjointSets(std::size_t size)
        : m_parent(size)
    {
        std::iota(m_parent.begin(), m_parent.end(), 0u);
    }

    std::uint32_t find(std::uint32_t x)
    {
        while (m_parent[x] != x)
            x = m_parent[x] = m_parent[m_parent[x]];
        return x;
    }

    void join(std::uint32_t a, std::uint32_t b)
    {
        a = find(a);
        b = find(b);
        if (a != b)
            m_parent[std::max(a, b)] = std::min(a, b);
    }

private:
    std::vector<std::uint32_t> m_parent;
};

} // namespace scalescope
