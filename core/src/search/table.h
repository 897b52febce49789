// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The transposition tables of the search: values already searched, found by
// a hash and checked against the full key (no false hits). One table for
// positions (the key below), one for Kalah boards (kalah_table.h): the same
// entries, buckets and replacement, only the key differs.

#include "mancala/position.h"
#include "search/evaluation.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace mancala::ai {

/// Searches never go deeper than this many decisions (searcher.h): a quiet
/// count further than that from the G2 limit cannot matter (the key holds it
/// only nearer; Kalah's boards are searched only further away).
constexpr int kQuietHorizon = 128;

/// @brief What an entry's value is: exact, or a bound from an alpha-beta cut.
enum class Bound : std::uint8_t { None, Exact, Lower, Upper };

/// One node's value. `Align` 32 puts a bucket of two 16-byte-key entries on one cache line.
template <class K, std::size_t Align = alignof(K)>
struct alignas(Align) TableEntry {
    K key;
    Value value = 0;
    std::int8_t depth = -1;     ///< the depth it was searched to
    Bound bound = Bound::None;  ///< None: the entry is empty
    bool solved = false;        ///< every line reached the end of the game: valid at any depth
    std::uint8_t best = 0xFF;   ///< the best move: its index in the node's move list, 0xFF none
};

/**
 * @brief A table of 2^bits entries, two-way: each hash has a slot pair; a new
 * entry replaces the same key, else the shallower of the two.
 */
template <class K, std::size_t Align = alignof(K)>
class TwoWayTable {
public:
    using Entry = TableEntry<K, Align>;

    explicit TwoWayTable(int bits)
        : m_entries(new Entry[std::size_t{1} << bits]), m_mask((std::uint64_t{1} << bits) - 2)
    {
    }

    /// The entry of `key`, or null.
    const Entry* find(const K& key, std::uint64_t hash) const
    {
        const Entry* pair = &m_entries[hash & m_mask];
        if (pair[0].bound != Bound::None && pair[0].key == key)
            return &pair[0];
        if (pair[1].bound != Bound::None && pair[1].key == key)
            return &pair[1];
        return nullptr;
    }

    /// Asks the processor to load the slot pair of `hash` (no effect on the contents).
    void prefetch(std::uint64_t hash) const { __builtin_prefetch(&m_entries[hash & m_mask]); }

    void store(const K& key, std::uint64_t hash, Value value, int depth, Bound bound, bool solved, int best)
    {
        Entry* pair = &m_entries[hash & m_mask];
        Entry* target = &pair[0];
        if (pair[1].bound != Bound::None && pair[1].key == key)
            target = &pair[1];
        else if (pair[0].bound != Bound::None && !(pair[0].key == key)
                 && (pair[1].bound == Bound::None || pair[1].depth <= pair[0].depth))
            target = &pair[1];
        target->key = key;
        target->value = value;
        target->depth = static_cast<std::int8_t>(depth);
        target->bound = bound;
        target->solved = solved;
        target->best = static_cast<std::uint8_t>(best);
    }

private:
    std::unique_ptr<Entry[]> m_entries;
    std::uint64_t m_mask;
};

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

/// The table of positions.
using Table = TwoWayTable<Key>;

} // namespace mancala::ai
