// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/matrix_game.h"

#include <cstddef>

namespace mancala::ai {

namespace {

/// Drops tiny probabilities (left over from the first rounds) and renormalises.
void clean(std::vector<double>& p)
{
    double total = 0;
    for (double& x : p) {
        if (x < 0.01)
            x = 0;
        total += x;
    }
    for (double& x : p)
        x /= total;
}

} // namespace

MatrixSolution solveMatrixGame(const PayoffMatrix& payoff, int iterations)
{
    const std::size_t rows = payoff.size();
    const std::size_t cols = payoff.front().size();
    // rowGain[i]: total payoff of row i against the column player's plays so far;
    // colLoss[j]: total payoff conceded by column j against the row player's plays.
    std::vector<double> rowGain(rows, 0), colLoss(cols, 0);
    std::vector<double> rowCount(rows, 0), colCount(cols, 0);
    std::size_t r = 0;
    for (int t = 0; t < iterations; ++t) {
        rowCount[r] += 1;
        for (std::size_t j = 0; j < cols; ++j)
            colLoss[j] += payoff[r][j];
        std::size_t c = 0;
        for (std::size_t j = 1; j < cols; ++j)
            if (colLoss[j] < colLoss[c])
                c = j;
        colCount[c] += 1;
        for (std::size_t i = 0; i < rows; ++i)
            rowGain[i] += payoff[i][c];
        r = 0;
        for (std::size_t i = 1; i < rows; ++i)
            if (rowGain[i] > rowGain[r])
                r = i;
    }
    MatrixSolution s;
    s.row.resize(rows);
    s.column.resize(cols);
    for (std::size_t i = 0; i < rows; ++i)
        s.row[i] = rowCount[i] / iterations;
    for (std::size_t j = 0; j < cols; ++j)
        s.column[j] = colCount[j] / iterations;
    clean(s.row);
    clean(s.column);
    for (std::size_t i = 0; i < rows; ++i)
        for (std::size_t j = 0; j < cols; ++j)
            s.value += s.row[i] * s.column[j] * payoff[i][j];
    return s;
}

int sampleIndex(const std::vector<double>& probabilities, double u)
{
    double sum = 0;
    int last = 0;
    for (std::size_t i = 0; i < probabilities.size(); ++i) {
        if (probabilities[i] <= 0)
            continue;
        last = static_cast<int>(i);
        sum += probabilities[i];
        if (u < sum)
            return last;
    }
    return last;
}

} // namespace mancala::ai
