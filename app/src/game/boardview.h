// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/position.h"
#include "mancala/step.h"

#include <array>
#include <vector>

namespace mancala::app {

/**
 * @brief What the board shows at one moment of a move: the holes, the stores
 * and the two hands. A position says where a move ends; a BoardView also
 * exists for every step in between, so that the step player can show (and
 * teaching can go back to) the exact board after any step.
 */
struct BoardView {
    int houses = 0;
    std::array<int, kMaxRing> seeds{};
    std::array<Side, kMaxRing> owner{};
    std::array<Mark, kMaxRing> mark{};
    std::array<Side, kMaxRing> markOwner{};
    std::array<int, 2> store{};
    std::array<int, 2> handSeeds{};
    std::array<int, 2> handAt{kNoPlace, kNoPlace}; ///< a hole, a store or kNoPlace

    int ring() const { return 2 * houses; }
    int total() const;
    bool operator==(const BoardView&) const = default;

    /// The board of a position (hands as the position keeps them).
    static BoardView of(const Position& p);
};

/// The board after one more step: the step's own effect and nothing else.
void advance(BoardView& view, const Step& step);

/// The board before the first step and after each step: steps.size() + 1 views.
/// The last view is the board of `after`, which the steps must reach.
std::vector<BoardView> replay(const Position& before, const StepList& steps, const Position& after);

} // namespace mancala::app
