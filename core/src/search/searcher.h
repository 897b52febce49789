// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The search of the computer player: internal to the core, the public interface is
// mancala/search.h. How it works (negamax, values, lots, Kalah's boards, races): docs/search.md.

#include "mancala/qelat_endgame.h"
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
    // The alpha-beta skeleton (negamax.h) and the two kinds of node it walks.
    struct PositionTree; // searcher.cpp
    struct BoardTree;    // kalah_search.cpp
    template <class Tree>
    [[gnu::always_inline]] Value alphaBeta(const typename Tree::Node& node, int depth, Value alpha, Value beta);

    /// The value of `p` for its decider (alphaBeta() over positions).
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
    /// Qelat with SearchLimits::exactEndgames: the endgame database whose exact values end the nodes it holds.
    std::shared_ptr<const QelatEndgame> m_qelat;
    /// The database's exact value of `p` for its decider, when it holds it.
    bool qelatExact(const Position& p, Value& v) const;
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
