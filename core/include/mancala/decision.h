// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/types.h"

#include <array>
#include <cstdint>

namespace mancala {

/// @brief The kinds of decision a player can take (docs/rules.md "decision").
enum class DecisionKind : std::uint8_t {
    Sow,        ///< sow a hole: an ordinary move or a race choice
    Continue,   ///< M5: the hole to continue from after eating
    Direction,  ///< E7: CW / CCW for the remaining laps
    Take,       ///< W4: take the capture on offer
    Leave,      ///< W4: leave it
    Distribute, ///< E8: free distribution of two holes' seeds
    Pass,       ///< Q8, M7, G1: no legal move
    Swap,       ///< K9: the pie rule
};

/// @brief One decision. Holes are ring indices (Place).
struct alignas(16) Decision { // aligned: copied as one 16-byte word in move generation
    DecisionKind kind = DecisionKind::Pass;
    Place hole = kNoPlace;            ///< Sow, Continue
    Direction dir = Direction::Ccw;   ///< Direction
    /// Distribute: the counts of the mover's row after the move, from its left.
    std::array<std::uint8_t, kMaxRow> counts{};

    static Decision sow(int hole) { Decision d; d.kind = DecisionKind::Sow; d.hole = static_cast<Place>(hole); return d; }
    static Decision continueFrom(int hole) { Decision d = sow(hole); d.kind = DecisionKind::Continue; return d; }
    static Decision direction(Direction dir) { Decision d; d.kind = DecisionKind::Direction; d.dir = dir; return d; }
    static Decision take() { Decision d; d.kind = DecisionKind::Take; return d; }
    static Decision leave() { Decision d; d.kind = DecisionKind::Leave; return d; }
    static Decision pass() { return Decision{}; }
    static Decision swap() { Decision d; d.kind = DecisionKind::Swap; return d; }

    bool operator==(const Decision&) const = default;
};

/**
 * @brief A fixed-capacity list of decisions: no heap in move generation.
 * Distributions (E8) are not listed (there are too many); see engine.h.
 */
class DecisionList {
public:
    static constexpr int kCapacity = kMaxRing + 4;
    void clear() { m_size = 0; }
    void push(const Decision& d) { m_items.at[m_size++] = d; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Decision& operator[](int i) const { return m_items.at[i]; }
    const Decision* begin() const { return m_items.at; }
    const Decision* end() const { return m_items.at + m_size; }
    bool contains(const Decision& d) const;
    void removeAt(int i) { m_items.at[i] = m_items.at[--m_size]; }
    /// Keeps the decisions `keep` accepts, in their order.
    template <class Predicate> void retain(Predicate keep)
    {
        int kept = 0;
        for (int i = 0; i < m_size; ++i)
            if (keep(m_items.at[i]))
                m_items.at[kept++] = m_items.at[i];
        m_size = kept;
    }

private:
    // Left uninitialised: a list is made for every node of a search and only
    // the first m_size items are ever read (assigning one starts its lifetime).
    union Items {
        Items() {}
        Decision at[kCapacity];
    } m_items;
    int m_size = 0;
};

} // namespace mancala
