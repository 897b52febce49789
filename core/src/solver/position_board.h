// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// From the core's Position to the solver's board (board.h), for the solver
// (solver.cpp) and the computer player's search over Kalah boards
// (search/kalah_search.cpp).

#include "mancala/position.h"
#include "solver/board.h"

#include <algorithm>
#include <cstddef>

namespace mancala::solver {

/// The houses of `p` seen from `mover` (a Kalah position of at most kMaxHouses a row).
inline Board boardOf(const Position& p, Side mover)
{
    Board b;
    const int m = std::min(p.houses(), kMaxHouses); // the callers checked the rules
    for (int k = 0; k < m; ++k) {
        b.holes[static_cast<std::size_t>(k)] = p.seeds[p.rowHole(mover, k)];
        b.holes[static_cast<std::size_t>(m + k)] = p.seeds[p.rowHole(opponent(mover), k)];
    }
    return b;
}

} // namespace mancala::solver
