// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/*
 * The search of the computer player. Internal to the core; the public
 * interface is mancala/search.h.
 *
 * Negamax with alpha-beta on copy-make positions. A value is always seen by
 * the side taking the pending decision (Position::decider). Because one side
 * often decides several times in a row (Kalah's extra turn, Keren's
 * continue-from, Enkeshui's direction, Mewelad's take-or-leave), a child's
 * value is negated only when the decider changes, never by ply parity:
 * scoreFor() does it in one place.
 *
 * Depth counts decisions. Iterative deepening searches depth 1, 2, ... and
 * stops at the limits; a depth cut short is thrown away. Within a depth:
 * principal variation search (the first decision with the full window, the
 * others with a null window, searched again when they beat it), decisions
 * ordered by the table's best, then by a history of cut-offs. The
 * transposition table (table.h) is keyed by the whole position; an entry's
 * value is used only at the depth it was searched to, or at any depth when
 * its subtree reached the end of the game everywhere ("solved"), so the
 * values are exactly those of plain minimax at that depth (a test checks).
 * A position can come back on one line (single seeds shuffled to and fro)
 * only with a higher G2 quiet count, which the key holds once the limit is
 * near enough to matter, so a value never depends on the path to it.
 * At depth 0 the rule set's evaluation guesses the
 * final difference of the scores (evaluation.h); a finished game gives the
 * exact difference.
 *
 * Lots (a race tie, W2; the 2-against-2 hole of M9/W6) are chance: the
 * search never reads the position's PRNG. It applies each decision with a
 * fixed PRNG state of its own whose first lot goes to South; if that state
 * moved, a lot was drawn, the decision is applied again with a state whose
 * first lot goes to North, and the value is the mean of both outcomes.
 *
 * Kalah has a faster path of its own (kalah_search.cpp): once no pie swap
 * (K9) and no quiet-move limit (G2) can come within the search's reach, a
 * position is only its houses, seen from the mover (the solver's board,
 * solver/board.h), and the stores only add the lead they hold. The search
 * goes on over boards with the same depths, windows, values and node counts
 * as over positions, so the values stay those of plain minimax.
 *
 * The racing start (W2, E2) is a simultaneous game: both players choose a
 * hole without seeing the other's. The search builds the payoff matrix of
 * South's choices against North's (each cell searched) and solves it for
 * mixed strategies (matrix_game.h). A choice already made by South is
 * erased first, so North's answer never depends on it.
 */

#include "mancala/search.h"
#include "search/evaluation.h"
#include "search/kalah_table.h"
#include "search/matrix_game.h"
#include "search/table.h"
#include "solver/board.h"

#include <chrono>
#include <memory>
#include <vector>

namespace mancala::ai {

/// Most decisions a node can list: candidates plus distributions (E8).
constexpr int kMaxMoves = DecisionList::kCapacity + 12;

/// Deepest search, in decisions (the table keeps depths in a signed byte).
constexpr int kMaxDepth = 120;

/// Nodes this close to the horizon are not kept in the table: they are many,
/// cheap to search again, and probing for them misses the cache.
constexpr int kTableDepth = 2;

/// @brief What a race root search finds: the matrix and its solution.
struct RaceAnalysis {
    std::vector<Decision> own;     ///< the decider's choices (rows)
    std::vector<Decision> other;   ///< the other side's choices (columns)
    PayoffMatrix payoff;           ///< in seeds, for the decider
    MatrixSolution solution;
    int depth = 0;
    bool exact = false;
};

class Searcher {
public:
    /// `tableBits`: the transposition table holds 2^tableBits entries (0: no table).
    explicit Searcher(const SearchLimits& limits, int tableBits = -1);

    /// Iterative deepening from an ordinary (non-race) position. With
    /// `allValues`, every root decision gets its exact minimax value at each
    /// depth (analysis); otherwise only the best is exact and the rest are
    /// bounds (search).
    SearchInfo searchRoot(const Position& p, bool allValues, const SearchProgress& progress);

    /// Iterative deepening of a race choice (Pending::Race at the root).
    RaceAnalysis searchRace(const Position& p, const SearchProgress& progress);

    /// The minimax value of `p` for its decider at `depth` (tests, tools).
    Value valueAt(const Position& p, int depth);

    std::uint64_t nodes() const { return m_nodes; }

private:
    Value negamax(const Position& p, int depth, Value alpha, Value beta);
    /// The decisions of a node in a fixed order (candidates, then distributions).
    int generate(const Position& p, Decision* out) const;
    /// Applies `d`: false when refused. `lot` tells whether a lot was drawn;
    /// then `other` holds the outcome where North won it, `child` South's.
    bool makeChild(const Position& p, const Decision& d, Position& child, Position& other, bool& lot) const;
    Value childScore(const Position& p, const Position& child, const Position& other, bool lot, int depth, Value alpha,
                     Value beta);
    std::vector<Decision> principalVariation(const Position& p, const Decision& first, int length) const;
    int historyIndex(const Decision& d) const;
    Value scoreFor(const Position& child, Side me, int depth, Value alpha, Value beta);
    /// The value of decision `d` for p.decider; `ok` false when apply() refuses it.
    Value childValue(const Position& p, const Decision& d, int depth, Value alpha, Value beta, bool& ok);
    /// The value of the race (p at Pending::Race) for p.decider.
    Value raceValue(const Position& p, int depth);
    void raceMatrix(const Position& p, int depth, RaceAnalysis& out);

    bool aborted();
    double seconds() const;
    /// The table, made when first needed (a Kalah search may never need it).
    Table* table();

    // Kalah over boards (kalah_search.cpp).
    /// Notes the rules of the positions searched (whether Kalah boards suit them).
    void noteRules(const Rules& rules);
    /// Whether `p` can be searched as a board: Kalah as the solver plays it,
    /// an ordinary turn, no swap (K9) ahead, the quiet limit (G2) out of reach.
    bool kalahBoard(const Position& p) const;
    /// negamax() of such a position: its store lead plus its board's value.
    Value kalahNegamax(const Position& p, int depth, Value alpha, Value beta);
    /// The value of board `b` (holding `seeds`) for the mover: seeds still to
    /// be won by the mover minus the other side's, in hundredths.
    Value boardNegamax(const solver::Board& b, int seeds, int depth, Value alpha, Value beta);
    /// The board table's best house of `p`, or -1.
    int kalahBest(const Position& p) const;

    SearchLimits m_limits;
    std::chrono::steady_clock::time_point m_start;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nextLook = 0; ///< node count at which aborted() next reads the clock and the stop flag
    std::uint64_t m_horizon = 0; ///< leaves evaluated by the heuristic (not exact)
    bool m_mayAbort = false;     ///< false while the first depth runs: it always completes
    bool m_aborted = false;
    int m_tableBits = 0;
    std::unique_ptr<Table> m_table;
    std::unique_ptr<BoardTable> m_boardTable;
    solver::Game m_kalah;          ///< the Kalah rules of the board search
    const Rules* m_rulesSeen = nullptr;
    bool m_kalahRules = false;     ///< whether the rules allow the board search at all
    Value m_kalahHouseSeed = 0; ///< the evaluation's weight (evaluation.h), read once
    std::uint32_t m_boardHistory[solver::kMaxHouses] = {}; ///< cut-offs by house (board search ordering)
    std::uint32_t m_history[2][32] = {}; ///< cut-offs by side and decision (ordering)
};

/// Every decision the search considers at a root: legalDecisions() plus a
/// representative set of distributions (E8).
std::vector<Decision> rootDecisions(const Position& p);

/// The SearchInfo of a race: each own choice valued against the other
/// side's optimal mix, best first.
SearchInfo raceInfo(const RaceAnalysis& race, std::uint64_t nodes, double seconds);

/// A position's race with South's hidden choice erased: South to choose.
Position raceWithoutChoices(const Position& p);

} // namespace mancala::ai
