// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The alpha-beta skeleton of the search (searcher.h), written once for both
// kinds of node it walks: positions (Searcher::PositionTree, searcher.cpp)
// and Kalah boards (Searcher::BoardTree, kalah_search.cpp). Each is a
// template argument, not a virtual interface: the skeleton is compiled for
// each with its hooks inlined (this is the hot path), and into the one
// function that calls it (negamax(), boardNegamax()): the recursion then
// costs no more calls than a hand-written search.
//
// A Tree has no state of its own (the searcher is its first argument, so
// that the compiler sees one object). It gives, for its `Node`:
//   evaluate(s, node)                          the guess at the horizon
//   settled(s, node, depth, alpha, beta, v)    true with `v` when the node needs no children
//   keyable(node), key(node), hash(key), table(s)   its transposition table
//   noChild(s, node, depth, alpha, beta, best) the value when no child could be made:
//                                              false to return `best` at once, unstored
// and its `Children` (the node's moves in search order):
//   Children(s, node, depth, tableBest), size()
//   make(k)            brings move k forward and makes its child: false when refused
//   value(k, depth, alpha, beta)   the child's value for the node's side
//   searchAgain(k)     whether a null-window value can change with the full window
//   cutOff(k, depth)   notes the cut-off (move ordering)
//   tableIndex(k)      what the table keeps as the best move

#include "search/searcher.h"

namespace mancala::ai {

template <class Tree>
inline Value Searcher::alphaBeta(const typename Tree::Node& node, int depth, Value alpha, Value beta)
{
    ++m_nodes;
    if (aborted())
        return 0;
    if (depth <= 0) {
        ++m_horizon;
        return Tree::evaluate(*this, node);
    }
    if (Value v = 0; Tree::settled(*this, node, depth, alpha, beta, v))
        return v;

    const bool keyed = m_tableBits > 0 && depth >= kTableDepth && Tree::keyable(node);
    typename Tree::Key key;
    std::uint64_t hash = 0;
    int tableBest = -1;
    if (keyed) {
        key = Tree::key(node);
        hash = Tree::hash(key);
        if (const auto* e = Tree::table(*this).find(key, hash)) {
            tableBest = e->best == 0xFF ? -1 : e->best;
            if (e->solved || e->depth == depth) {
                if (e->bound == Bound::Exact || (e->bound == Bound::Lower && e->value >= beta)
                    || (e->bound == Bound::Upper && e->value <= alpha)) {
                    if (!e->solved)
                        ++m_horizon;
                    return e->value;
                }
            }
        }
    }

    // Ordering: the table's best first, then by the history of cut-offs.
    typename Tree::Children kids(*this, node, depth, tableBest);
    const Value alphaAtStart = alpha;
    const std::uint64_t horizonAtStart = m_horizon;
    Value best = -kInfinity;
    int bestIndex = -1;
    bool first = true;
    for (int k = 0; k < kids.size(); ++k) {
        if (!kids.make(k))
            continue; // G1: this sowing would not end
        // Principal variation search: the first child with the whole window,
        // the others with a null window, searched again when they beat it.
        Value v;
        if (first) {
            v = kids.value(k, depth - 1, alpha, beta);
        } else {
            v = kids.value(k, depth - 1, alpha, alpha + 1);
            if (v > alpha && v < beta && !m_aborted && kids.searchAgain(k))
                v = kids.value(k, depth - 1, alpha, beta);
        }
        first = false;
        if (m_aborted)
            return 0;
        if (v > best) {
            best = v;
            bestIndex = k;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) {
                    kids.cutOff(k, depth);
                    break;
                }
            }
        }
    }
    if (first && !Tree::noChild(*this, node, depth, alpha, beta, best))
        return best;
    if (keyed) {
        const Bound bound = best <= alphaAtStart ? Bound::Upper : best >= beta ? Bound::Lower : Bound::Exact;
        Tree::table(*this).store(key, hash, best, depth, bound, m_horizon == horizonAtStart,
                                 bestIndex >= 0 ? kids.tableIndex(bestIndex) : -1);
    }
    return best;
}

} // namespace mancala::ai
