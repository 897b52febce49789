// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_walk.h"

#include "mancala/engine.h"
#include "mancala/search.h"
#include "mancala/solver.h"

#include <chrono>
#include <map>
#include <optional>
#include <set>

namespace mancala::cli {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

/// The key of a board for its decider (a book line without its value).
std::string boardKey(const Position& p) { return openingBookLine(p, 0); }

/// The seeds `side` has won more than the other so far.
int lead(const Position& p, Side side) { return p.store[index(side)] - p.store[index(opponent(side))]; }

class Walker {
public:
    Walker(const BookWalkRequest& request, const BookWalkCallbacks& callbacks, BookWalkTotals& totals)
        : m_request(request), m_callbacks(callbacks), m_totals(totals)
    {
        m_limits.database = request.database;
        m_limits.useBook = true; // the book grows: what it holds is proved at once
    }

    bool run()
    {
        std::vector<Position> level{m_request.start};
        for (int ply = 0; ply <= m_request.plies && !level.empty(); ++ply) {
            std::vector<Position> next;
            for (const Position& p : level) {
                if (p.over() || p.pending != Pending::Turn || p.seedsOnBoard() < m_request.minSeeds)
                    continue;
                const bool perfectDecides = p.decider == m_request.perfect;
                if (!m_seen.insert(boardKey(p) + (perfectDecides ? " P" : " O")).second)
                    continue;
                std::vector<Decision> follow;
                if (perfectDecides) {
                    const std::optional<BookWalkVisit> visit = valued(p, ply);
                    if (!visit)
                        return false;
                    follow = visit->keeping;
                    if (m_callbacks.visit)
                        m_callbacks.visit(*visit);
                } else {
                    ++m_totals.otherPositions;
                    follow = others(p);
                }
                for (const Decision& d : follow) {
                    Position child = p;
                    apply(child, d);
                    next.push_back(child);
                }
            }
            level = std::move(next);
        }
        return true;
    }

private:
    /// The other side's decisions to follow.
    std::vector<Decision> others(const Position& p) const
    {
        DecisionList list;
        legalDecisions(p, list);
        if (m_request.otherMargin < 0 || list.size() < 2)
            return {list.begin(), list.end()};
        SearchLimits limits;
        limits.nodes = m_request.otherNodes;
        const SearchInfo info = analyse(p, limits);
        std::vector<Decision> out;
        for (const DecisionValue& d : info.decisions)
            if (d.value >= info.decisions.front().value - m_request.otherMargin)
                out.push_back(d.decision);
        return out;
    }

    /// The value of `p` from the book or from the lines given so far.
    std::optional<int> known(const Position& p) const
    {
        if (const auto v = openingBookValue(p))
            return v;
        const auto it = m_given.find(boardKey(p));
        if (it == m_given.end())
            return std::nullopt;
        return it->second + lead(p, p.decider);
    }

    /// The level's own test: its quick solve, then one from a quick search's
    /// score, all within the budget, with a table of its size, cold.
    std::optional<SolverResult> inTime(const Position& p) const
    {
        releaseSolverMemory();
        const auto t0 = Clock::now();
        if (m_request.quickNodes) {
            SolverLimits quick = m_limits;
            quick.memoryMB = m_request.testMemoryMB;
            quick.nodes = m_request.quickNodes;
            if (auto r = solveKalah(p, quick))
                return r;
        }
        SolverLimits timed = m_limits;
        timed.memoryMB = m_request.testMemoryMB;
        timed.guess = perfectFirstGuess(p);
        const int left = m_request.millis - static_cast<int>(secondsSince(t0) * 1000.0);
        if (left <= 0)
            return std::nullopt;
        timed.millis = left;
        return solveKalah(p, timed);
    }

    /// Whether the book with the lines given so far holds `p` and every answer to it.
    bool coveredByLines(const Position& p) const
    {
        if (!known(p))
            return false;
        DecisionList list;
        legalDecisions(p, list);
        for (const Decision& d : list) {
            Position child = p;
            apply(child, d);
            if (!child.over() && !known(child))
                return false;
        }
        return true;
    }

    std::optional<BookWalkVisit> valued(const Position& p, int ply)
    {
        ++m_totals.perfectPositions;
        BookWalkVisit visit;
        visit.position = p;
        visit.ply = ply;
        const bool covered = coveredByLines(p);
        if (!covered) {
            if (const auto r = inTime(p)) {
                visit.inTime = true;
                visit.value = r->value;
                visit.keeping = r->best;
                return visit;
            }
        }
        // Every answer's exact value: the position's value is the best of them.
        const auto t0 = Clock::now();
        int guess = perfectFirstGuess(p);
        DecisionList list;
        legalDecisions(p, list);
        struct Answer {
            Position child;
            int value = 0; // for p's decider
            bool given = false;
        };
        std::vector<Answer> answers;
        int best = -1000;
        for (const Decision& d : list) {
            Answer a;
            a.child = p;
            apply(a.child, d);
            const Position& c = a.child;
            const bool same = c.decider == p.decider;
            if (c.over()) {
                a.value = lead(c, p.decider);
            } else if (const auto v = known(c)) {
                a.value = same ? *v : -*v;
            } else {
                SolverLimits full = m_limits;
                full.memoryMB = m_request.memoryMB;
                full.best = false;
                // The answers that keep the value start from it, the others from their own quick score.
                const int own = perfectFirstGuess(c);
                const int mine = same ? own : -own;
                full.guess = mine >= guess ? (same ? guess : -guess) : own;
                const auto r = solveKalah(c, full);
                if (!r)
                    return std::nullopt;
                a.value = same ? r->value : -r->value;
                a.given = true;
            }
            best = std::max(best, a.value);
            guess = best; // the next answers are tested from the best so far
            answers.push_back(a);
        }
        visit.value = best;
        for (std::size_t i = 0; i < answers.size(); ++i)
            if (answers[i].value == best)
                visit.keeping.push_back(list[static_cast<int>(i)]);
        visit.seconds = secondsSince(t0);
        visit.inTime = covered; // the book and the lines given prove it at once
        if (!covered)
            ++m_totals.missed;
        if (!known(p))
            give(p, best);
        for (const Answer& a : answers)
            if (a.given)
                give(a.child, a.child.decider == p.decider ? a.value : -a.value);
        return visit;
    }

    void give(const Position& p, int value)
    {
        if (!m_given.emplace(boardKey(p), value - lead(p, p.decider)).second)
            return;
        ++m_totals.lines;
        if (m_callbacks.line)
            m_callbacks.line(openingBookLine(p, value));
    }

    const BookWalkRequest& m_request;
    const BookWalkCallbacks& m_callbacks;
    BookWalkTotals& m_totals;
    SolverLimits m_limits;
    std::set<std::string> m_seen;
    std::map<std::string, int> m_given; ///< the lines given: board key to the seeds still to be won
};

} // namespace

bool walkStrongPlay(const BookWalkRequest& request, const BookWalkCallbacks& callbacks, BookWalkTotals& totals)
{
    Walker walker(request, callbacks, totals);
    return walker.run();
}

} // namespace mancala::cli
