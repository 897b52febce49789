// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The transposition table of the Kalah search (kalah_search.cpp): boards of
// houses only, from the mover's view (solver/board.h). The stores do not
// change what the seeds still on the board are worth, so one entry serves
// every position with the same houses, whatever the stores hold.

#include "search/evaluation.h"
#include "solver/board.h"

#include <cstdint>
#include <cstring>
#include <memory>

namespace mancala::ai {

/// The two words of a board (16 houses of a byte each): the full key.
struct BoardKey {
    std::uint64_t low = 0;
    std::uint64_t high = 0;
    bool operator==(const BoardKey&) const = default;
};

inline BoardKey boardKey(const solver::Board& b)
{
    BoardKey k;
    std::memcpy(&k.low, b.h.data(), 8);
    std::memcpy(&k.high, b.h.data() + 8, 8);
    return k;
}

inline std::uint64_t boardHash(const BoardKey& k)
{
    std::uint64_t h = (k.low ^ (k.high * 0x9E3779B97F4A7C15ull)) * 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 31);
}

/// One board's value: 32 bytes, two to a cache line (a bucket).
struct alignas(32) BoardEntry {
    BoardKey key;
    Value value = 0;
    std::int8_t depth = -1;  ///< the depth it was searched to; -1: empty
    std::uint8_t bound = 0;  ///< 1 exact, 2 lower, 3 upper (as Bound in table.h)
    bool solved = false;     ///< every line reached the end of the game: valid at any depth
    std::uint8_t best = 0xFF;///< the best house (mover's 0..m-1)
};

/**
 * @brief 2^bits entries in buckets of two (one cache line): a new entry
 * replaces the same board, else the shallower of the two.
 */
class BoardTable {
public:
    explicit BoardTable(int bits)
        : m_entries(new BoardEntry[std::size_t{1} << bits]), m_mask((std::uint64_t{1} << bits) - 2)
    {
    }

    const BoardEntry* find(const BoardKey& key, std::uint64_t hash) const
    {
        const BoardEntry* b = &m_entries[hash & m_mask];
        if (b[0].depth >= 0 && b[0].key == key)
            return &b[0];
        if (b[1].depth >= 0 && b[1].key == key)
            return &b[1];
        return nullptr;
    }

    /// Asks the processor to load the bucket of `hash` (no effect on the contents).
    void prefetch(std::uint64_t hash) const { __builtin_prefetch(&m_entries[hash & m_mask]); }

    void store(const BoardKey& key, std::uint64_t hash, Value value, int depth, std::uint8_t bound, bool solved,
               int best)
    {
        BoardEntry* b = &m_entries[hash & m_mask];
        BoardEntry* target = &b[0];
        if (b[1].depth >= 0 && b[1].key == key)
            target = &b[1];
        else if (b[0].depth >= 0 && !(b[0].key == key) && (b[1].depth < 0 || b[1].depth <= b[0].depth))
            target = &b[1];
        target->key = key;
        target->value = value;
        target->depth = static_cast<std::int8_t>(depth);
        target->bound = bound;
        target->solved = solved;
        target->best = static_cast<std::uint8_t>(best);
    }

private:
    std::unique_ptr<BoardEntry[]> m_entries;
    std::uint64_t m_mask;
};

} // namespace mancala::ai
