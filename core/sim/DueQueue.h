// The fluid network's finish times, soonest first: a 4-ary min-heap on a vector of its own.
// Four children a node make the heap half as deep as a binary one, and a node's children share
// a cache line or two, which is what a pop of hundreds of thousands of flows' finishes spends
// its time on. Superseded entries can be dropped in one pass over the vector
// (std::priority_queue hides it: popping them all was n log n). Entries are distinct, so they
// leave in one order whatever the heap's shape.
#pragma once

#include <algorithm>
#include <cstdint>
#include <tuple>
#include <vector>

namespace scalescope {

using Due = std::tuple<double, std::uint32_t, std::uint32_t>; // finish time (us), flow, version

class DueQueue {
public:
    DueQueue() = default;
    // A heap made of `entries` at once, not pushed one by one.
    explicit DueQueue(std::vector<Due> entries)
        : m_heap(std::move(entries))
    {
        heapify();
    }

    bool empty() const { return m_heap.empty(); }
    std::size_t size() const { return m_heap.size(); }
    const Due& top() const { return m_heap.front(); }
    void pop()
    {
        m_heap.front() = m_heap.back();
        m_heap.pop_back();
        if (!m_heap.empty())
            siftDown(0);
    }
    void emplace(double when, std::uint32_t flow, std::uint32_t version)
    {
        m_heap.emplace_back(when, flow, version);
        siftUp(m_heap.size() - 1);
    }
    template <typename Stale> void dropIf(Stale stale)
    {
        m_heap.erase(std::remove_if(m_heap.begin(), m_heap.end(), stale), m_heap.end());
        heapify();
    }

private:
    static constexpr std::size_t kArity = 4;

    void heapify()
    {
        if (m_heap.size() < 2)
            return;
        for (std::size_t i = (m_heap.size() - 2) / kArity + 1; i-- > 0;)
            siftDown(i);
    }
    void siftUp(std::size_t i)
    {
        const Due entry = m_heap[i];
        while (i > 0) {
            const std::size_t parent = (i - 1) / kArity;
            if (!(entry < m_heap[parent]))
                break;
            m_heap[i] = m_heap[parent];
            i = parent;
        }
        m_heap[i] = entry;
    }
    void siftDown(std::size_t i)
    {
        const Due entry = m_heap[i];
        const std::size_t n = m_heap.size();
        for (;;) {
            const std::size_t first = i * kArity + 1;
            if (first >= n)
                break;
            const std::size_t end = std::min(first + kArity, n);
            std::size_t least = first;
            for (std::size_t c = first + 1; c < end; ++c)
                if (m_heap[c] < m_heap[least])
                    least = c;
            if (!(m_heap[least] < entry))
                break;
            m_heap[i] = m_heap[least];
            i = least;
        }
        m_heap[i] = entry;
    }

    std::vector<Due> m_heap;
};

} // namespace scalescope
