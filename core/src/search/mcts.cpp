// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/mcts.h"

#include "mancala/playout.h"
#include "search/evaluation.h"
#include "search/searcher.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace mancala::ai {

namespace {

/// A playout still running after this many decisions is scored by the evaluation.
constexpr int kMaxPlayoutDecisions = 3000;
/// The tree stops growing here (playouts go on from its leaves).
constexpr std::size_t kMaxNodes = 2'000'000;

struct Node {
    Decision decision;       ///< the decision that leads here from the parent
    Side mover = Side::South;///< the side that took it: `wins` are its
    std::uint32_t visits = 0;
    double wins = 0;
    std::int32_t firstChild = -1; ///< -1: not expanded
    std::uint16_t children = 0;
};

/// South's result of a finished playout: 1, 0.5 or 0; of one stopped at a
/// round's end or after too many decisions, the evaluation's sign.
double southResult(const Position& p)
{
    if (p.over())
        return p.outcome == Outcome::SouthWins ? 1.0 : p.outcome == Outcome::NorthWins ? 0.0 : 0.5;
    const Value v = evaluate(p, Side::South);
    return v > 0 ? 1.0 : v < 0 ? 0.0 : 0.5;
}

class Tree {
public:
    Tree(const Position& root, const MctsLimits& limits) : m_root(root), m_limits(limits), m_random(limits.seed)
    {
        m_nodes.reserve(1024);
        m_nodes.push_back(Node{});
        m_nodes[0].mover = opponent(root.decider);
    }

    void run()
    {
        const auto start = std::chrono::steady_clock::now();
        for (std::uint64_t n = 0;; ++n) {
            if (n > 0) {
                if (m_limits.playouts && n >= m_limits.playouts)
                    break;
                if ((n & 63) == 0) {
                    if (m_limits.stop && m_limits.stop->load(std::memory_order_relaxed))
                        break;
                    const auto used = std::chrono::steady_clock::now() - start;
                    if (m_limits.millis > 0 && used >= std::chrono::milliseconds(m_limits.millis))
                        break;
                }
            }
            playout();
            ++m_playouts;
        }
    }

    MctsResult result() const
    {
        MctsResult r;
        r.playouts = m_playouts;
        const Node& root = m_nodes[0];
        for (int i = 0; i < root.children; ++i) {
            const Node& c = m_nodes[static_cast<std::size_t>(root.firstChild + i)];
            r.choices.push_back({c.decision, c.visits, c.visits ? c.wins / c.visits : 0.5});
        }
        std::stable_sort(r.choices.begin(), r.choices.end(), [](const MctsChoice& a, const MctsChoice& b) {
            return a.visits != b.visits ? a.visits > b.visits : a.score > b.score;
        });
        r.best = r.choices.empty() ? Decision::pass() : r.choices.front().decision;
        return r;
    }

private:
    /// Lists the decisions of `p` as children of `node`, in a seeded random
    /// order (unvisited children are tried in that order).
    void expand(std::size_t node, const Position& p)
    {
        std::vector<Decision> decisions = rootDecisions(p);
        for (std::size_t i = decisions.size(); i > 1; --i)
            std::swap(decisions[i - 1], decisions[static_cast<std::size_t>(m_random.below(static_cast<int>(i)))]);
        m_nodes[node].firstChild = static_cast<std::int32_t>(m_nodes.size());
        m_nodes[node].children = static_cast<std::uint16_t>(decisions.size());
        for (const Decision& d : decisions) {
            Node child;
            child.decision = d;
            child.mover = p.decider;
            m_nodes.push_back(child);
        }
    }

    /// The child of `node` to go down to: an unvisited one first, else UCB1's best.
    std::size_t select(std::size_t node) const
    {
        const Node& n = m_nodes[node];
        const double logVisits = std::log(static_cast<double>(std::max<std::uint32_t>(1, n.visits)));
        std::size_t best = 0;
        double bestValue = -1;
        for (int i = 0; i < n.children; ++i) {
            const std::size_t c = static_cast<std::size_t>(n.firstChild + i);
            const Node& child = m_nodes[c];
            if (child.visits == 0)
                return c;
            const double value = child.wins / child.visits
                                 + m_limits.exploration * std::sqrt(logVisits / child.visits);
            if (value > bestValue) {
                bestValue = value;
                best = c;
            }
        }
        return best;
    }

    void playout()
    {
        Position p = m_root;
        p.rng = m_random.next(); // lots from the search's generator, not the game's
        m_path.clear();
        m_path.push_back(0);
        std::size_t node = 0;
        bool inTree = true;
        while (inTree && !p.over() && p.pending != Pending::Race) {
            if (m_nodes[node].firstChild < 0) {
                if (m_nodes.size() + DecisionList::kCapacity + 16 > kMaxNodes)
                    break;
                expand(node, p);
                if (m_nodes[node].children == 0)
                    break;
            }
            const std::size_t next = select(node);
            const bool unvisited = m_nodes[next].visits == 0;
            if (!apply(p, m_nodes[next].decision))
                break; // refused after another outcome of a lot: play on at random
            node = next;
            m_path.push_back(node);
            inTree = !unvisited;
        }
        // A round's end (M9, W6) ends the playout: the round's totals, which
        // the evaluation holds, share out the holes of the next.
        for (int i = 0; i < kMaxPlayoutDecisions && !p.over() && p.round == m_root.round; ++i)
            if (!playRandomDecision(p, m_random))
                break;
        const double south = southResult(p);
        for (std::size_t n : m_path) {
            Node& x = m_nodes[n];
            ++x.visits;
            x.wins += x.mover == Side::South ? south : 1.0 - south;
        }
    }

    const Position m_root;
    const MctsLimits m_limits;
    PlayoutRandom m_random;
    std::vector<Node> m_nodes;
    std::vector<std::size_t> m_path;
    std::uint64_t m_playouts = 0;
};

} // namespace

MctsResult monteCarloSearch(const Position& p, const MctsLimits& limits)
{
    Tree tree(p, limits);
    tree.run();
    return tree.result();
}

Decision monteCarloDecision(const Position& p, const MctsLimits& limits)
{
    if (p.over() || !p.rules)
        return Decision::pass();
    if (p.pending == Pending::Race) {
        SearchLimits race;
        race.millis = limits.millis;
        race.nodes = limits.playouts ? limits.playouts * 100 : 0;
        race.stop = limits.stop;
        race.seed = limits.seed;
        return search(p, race).best;
    }
    const std::vector<Decision> decisions = rootDecisions(p);
    if (decisions.size() == 1)
        return decisions.front();
    return monteCarloSearch(p, limits).best;
}

} // namespace mancala::ai
