// SPDX-License-Identifier: GPL-3.0-or-later
// The search over Kalah boards (searcher.h): the same alpha-beta skeleton as
// over positions (negamax.h), on 16-byte boards with the solver's sowing
// (solver/board.h).

#include "search/searcher.h"

#include "mancala/qelat_perfect.h"
#include "mancala/solver.h"
#include "search/negamax.h"
#include "solver/board_children.h"
#include "solver/position_board.h"

namespace mancala::ai {

void Searcher::noteRules(const Rules& rules)
{
    m_rulesSeen = &rules;
    m_kalahRules = rules.variant == Variant::Kalah && solverSupports(rules).empty();
    m_kalah.houses = rules.houses;
    m_kalah.capture = rules.emptyCapture;
    m_kalah.countRemaining = rules.countRemaining;
    m_kalahHouseSeed = evalWeights().kalahHouseSeed;
    m_qelat = m_limits.exactEndgames ? qelatPerfectDatabase(rules) : nullptr;
}

bool Searcher::kalahBoard(const Position& p) const
{
    if (p.pending != Pending::Turn || p.decider != p.toMove || p.phase != Phase::Play)
        return false;
    if (p.pieAvailable || (p.rules->pie && p.turn == 1 && p.toMove == Side::South && !p.swapped))
        return false; // K9: the swap is a decision of its own
    const int limit = p.rules->quietLimit;
    return limit == 0 || 2 * limit - p.quietPlies > kQuietHorizon;
}

Value Searcher::kalahNegamax(const Position& p, int depth, Value alpha, Value beta)
{
    const solver::Board b = solver::boardOf(p, p.toMove);
    const int seeds = solver::seedsOn(b, p.houses());
    const Value lead = (p.store[index(p.toMove)] - p.store[index(opponent(p.toMove))]) * kSeed;
    return lead + boardNegamax(b, seeds, depth, alpha - lead, beta - lead);
}

int Searcher::kalahBest(const Position& p) const
{
    if (!m_boardTable)
        return -1;
    const int m = p.houses();
    const BoardKey key = boardBytesKey(solver::boardOf(p, p.toMove));
    const BoardTable::Entry* e = m_boardTable->find(key, boardHash(key));
    return e && e->best < m ? e->best : -1;
}

/// Kalah boards for alphaBeta(): a node is a board and the seeds on it, its
/// value what those seeds still bring the mover (hundredths of a seed).
struct Searcher::BoardTree {
    struct Node {
        const solver::Board& board;
        int seeds;
    };
    using Key = BoardKey;

    static Value evaluate(const Searcher& s, const Node& n)
    {
        const int m = s.m_kalah.houses;
        return (solver::rowSum(n.board, 0, m) - solver::rowSum(n.board, m, m)) * s.m_kalahHouseSeed;
    }

    /// Every value lies within what the seeds on the board can bring.
    static bool settled(const Searcher&, const Node& n, int /*depth*/, Value alpha, Value beta, Value& v)
    {
        const Value most = n.seeds * kSeed;
        if (alpha >= most) {
            v = most;
            return true;
        }
        if (beta <= -most) {
            v = -most;
            return true;
        }
        return false;
    }

    static bool keyable(const Node&) { return true; }
    static Key key(const Node& n) { return boardBytesKey(n.board); }
    static std::uint64_t hash(const Key& k) { return boardHash(k); }
    static BoardTable& table(Searcher& s)
    {
        if (!s.m_boardTable)
            s.m_boardTable = std::make_unique<BoardTable>(s.m_tableBits);
        return *s.m_boardTable;
    }

    /// A board always has a move: the game ends (K5) when a row is empty.
    static bool noChild(const Searcher&, const Node&, int, Value, Value, Value&) { return true; }

    /// Each non-empty house sown, ranked and sorted (solver/board_children.h).
    class Children {
    public:
        Children(Searcher& s, const Node& n, int depth, int tableBest)
            : m_s(s), m_seeds(n.seeds), m_m(m_s.m_kalah.houses),
              m_kids(n.board, m_s.m_kalah, [&, childKeyed = m_s.m_boardTable && depth - 1 >= kTableDepth](
                                                const solver::BoardChild& c) {
                  if (childKeyed && !c.result.over) { // start loading the child's table entry now: it is a cache miss
                      const BoardKey childKey = boardBytesKey(c.result.extra ? c.board : solver::flipped(c.board, m_m));
                      m_s.m_boardTable->prefetch(boardHash(childKey));
                  }
                  return c.house == tableBest ? 0xFFFFFFFFu : m_s.m_boardHistory[c.house];
              })
        {
        }

        int size() const { return m_kids.size(); }

        bool make(int k)
        {
            if (m_kids[k].result.over)
                ++m_s.m_nodes; // the finished game is a node, as over positions
            return true;
        }

        Value value(int k, int depth, Value alpha, Value beta)
        {
            const auto search = [this, depth](const solver::Board& next, int left, Value a, Value b) {
                return m_s.boardNegamax(next, left, depth, a, b);
            };
            return solver::childValue(m_kids[k], m_m, m_seeds, kSeed, alpha, beta, search);
        }

        /// A finished game's value is exact.
        bool searchAgain(int k) const { return !m_kids[k].result.over; }

        void cutOff(int k, int depth)
        {
            m_s.m_boardHistory[m_kids[k].house] += static_cast<std::uint32_t>(depth * depth);
        }

        int tableIndex(int k) const { return m_kids[k].house; }

    private:
        Searcher& m_s;
        const int m_seeds;
        const int m_m;
        const solver::BoardChildren m_kids;
    };
};

Value Searcher::boardNegamax(const solver::Board& b, int seeds, int depth, Value alpha, Value beta)
{
    return alphaBeta<BoardTree>(BoardTree::Node{b, seeds}, depth, alpha, beta);
}

} // namespace mancala::ai
