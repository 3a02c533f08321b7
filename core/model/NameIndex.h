// A lazily built index from names to ids, its keys viewing strings its owner holds (a
// Topology's node and group names). A topology shared read-only by several threads (the
// desktop program's runs on worker threads) builds it at most once, under a lock, and then
// reads it without one. A copy starts unbuilt: its keys would view the strings of the object
// copied, not its own.
#pragma once

#include <atomic>
#include <mutex>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace scalescope {

template <typename Id> class NameIndex {
public:
    using Map = std::unordered_map<std::string_view, Id>;

    NameIndex() = default;
    NameIndex(const NameIndex&) { }
    NameIndex& operator=(const NameIndex&)
    {
        invalidate();
        return *this;
    }

    // The id of `name`, the index first built by `build(Map&)` (which adds every name) when it
    // is not.
    template <typename Build> std::optional<Id> find(std::string_view name, Build&& build) const
    {
        if (!m_built.load(std::memory_order_acquire)) {
            const std::lock_guard<std::mutex> lock(m_mutex);
            if (!m_built.load(std::memory_order_relaxed)) {
                m_map.clear();
                build(m_map);
                m_built.store(true, std::memory_order_release);
            }
        }
        const auto it = m_map.find(name);
        if (it == m_map.end())
            return std::nullopt;
        return it->second;
    }

    // For the owner while it changes (never while other threads read): a name added to a built
    // index, or the index dropped to be built again.
    bool built() const { return m_built.load(std::memory_order_acquire); }
    void add(std::string_view name, Id id) { m_map.emplace(name, id); }
    void invalidate() { m_built.store(false, std::memory_order_release); }

private:
    mutable std::mutex m_mutex;
    mutable std::atomic<bool> m_built { false };
    mutable Map m_map;
};

} // namespace scalescope
