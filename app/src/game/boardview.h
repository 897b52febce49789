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

/**
 * @brief What the players' cards show at one moment of a move: whose
 * decision it is, the round and whether the game is over. Like the board,
 * they follow the steps: the mover keeps the turn until the move's last step.
 */
struct TurnView {
    Side decider = Side::South;
    int round = 1;
    bool over = false;
    bool operator==(const TurnView&) const = default;

    static TurnView of(const Position& p);
};

/// What each side has won on a board: its store plus its waldas, ekwarnas and bulls.
std::array<int, 2> tallies(const BoardView& view);

/// The board after one more step: the step's own effect and nothing else.
void advance(BoardView& view, const Step& step);

/// The board before the first step and after each step: steps.size() + 1 views.
/// The last view is the board of `after`, which the steps must reach.
std::vector<BoardView> replay(const Position& before, const StepList& steps, const Position& after);

/// The cards before the first step and after each step; the last is `after`'s.
std::vector<TurnView> replayTurns(const Position& before, const StepList& steps, const Position& after);

} // namespace mancala::app
