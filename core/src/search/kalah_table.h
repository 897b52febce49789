// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The transposition table of the Kalah search (kalah_search.cpp): boards of
// houses only, from the mover's view (solver/board.h). The stores do not
// change what the seeds still on the board are worth, so one entry serves
// every position with the same houses, whatever the stores hold.

#include "search/table.h"
#include "solver/board.h"

#include <cstdint>
#include <cstring>

namespace mancala::ai {

/// The two words of a board (16 houses of a byte each): the full key.
struct BoardKey {
    std::uint64_t low = 0;
    std::uint64_t high = 0;
    bool operator==(const BoardKey&) const = default;
};

/// The board's 16 bytes as they are, the search's key (the solver packs
/// boards into one word instead: solver::compactBoardKey()).
inline BoardKey boardBytesKey(const solver::Board& b)
{
    BoardKey k;
    std::memcpy(&k.low, b.holes.data(), 8);
    std::memcpy(&k.high, b.holes.data() + 8, 8);
    return k;
}

inline std::uint64_t boardHash(const BoardKey& k)
{
    std::uint64_t h = (k.low ^ (k.high * 0x9E3779B97F4A7C15ull)) * 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 31);
}

/// The table of boards: 32-byte entries, a slot pair to a cache line. An
/// entry's best is the best house (the mover's 0..m-1).
using BoardTable = TwoWayTable<BoardKey, 32>;

} // namespace mancala::ai
