// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Two-player zero-sum games in normal form: the racing start (W2, E2) is one,
// both players choosing a hole without seeing the other's choice.

#include <cstdint>
#include <vector>

namespace mancala::ai {

/// @brief A payoff matrix: `payoff[i][j]` is what the row player wins (and the
/// column player loses) when the row player plays i and the column player j.
using PayoffMatrix = std::vector<std::vector<double>>;

/// @brief Optimal mixed strategies of both players and the value of the game.
struct MatrixSolution {
    std::vector<double> row;    ///< probability of each row
    std::vector<double> column; ///< probability of each column
    double value = 0;           ///< the row player's expected payoff under both strategies
};

/**
 * @brief Solves a zero-sum matrix game by fictitious play (Brown, Robinson):
 * each player in turn answers the other's empirical mix with a best reply;
 * the empirical frequencies converge to optimal strategies. Probabilities
 * below 1 % (best replies only played in the first rounds) are dropped and
 * the rest renormalised. Deterministic: ties go to the lowest index.
 * The matrix must be non-empty and rectangular.
 */
MatrixSolution solveMatrixGame(const PayoffMatrix& payoff, int iterations = 20000);

/// Picks an index from `probabilities` with a uniform `u` in [0, 1).
int sampleIndex(const std::vector<double>& probabilities, double u);

} // namespace mancala::ai
