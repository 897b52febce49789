// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The transposition table: values of positions already searched, found by a
// hash and checked against the position's full key (no false hits).

#include "mancala/position.h"
#include "search/evaluation.h"

#include <array>
#include <cstdint>
#include <vector>

namespace mancala::ai {

/**
 * @brief Everything that decides a position's future, packed in 48 bytes:
 * the seeds, owners and marks of the holes, the stores, whose decision it is,
 * the offer (W4), the barred hole (Q10), the pie and special-move flags, and
 * the G2 quiet count when the quiet limit is near enough to be reached in a
 * search. Positions with a hand still sowing or in a race are not keyed.
 */
struct Key {
    std::array<std::uint64_t, 6> words{};
    bool operator==(const Key&) const = default;
};

/// Whether a position can be keyed (no interrupted sowing, no race).
inline bool keyable(const Position& p)
{
    return p.phase == Phase::Play && !p.hand[0].active && !p.hand[1].active;
}

Key makeKey(const Position& p);
std::uint64_t hashKey(const Key& k);

/// @brief What an entry's value is: exact, or a bound from an alpha-beta cut.
enum class Bound : std::uint8_t { None, Exact, Lower, Upper };

struct Entry {
    Key key;
    Value value = 0;
    std::int8_t depth = -1;     ///< the depth it was searched to
    Bound bound = Bound::None;
    bool solved = false;        ///< every line reached the end of the game: valid at any depth
    std::uint8_t best = 0xFF;   ///< index of the best decision in the node's move list
};

/**
 * @brief A table of 2^bits entries, two-way: each hash has a slot pair; a new
 * entry replaces the same key, else the shallower of the two.
 */
class Table {
public:
    explicit Table(int bits);
    /// The entry of `key`, or null.
    const Entry* find(const Key& key, std::uint64_t hash) const;
    void store(const Key& key, std::uint64_t hash, Value value, int depth, Bound bound, bool solved, int best);

private:
    std::vector<Entry> m_entries;
    std::uint64_t m_mask;
};

} // namespace mancala::ai
