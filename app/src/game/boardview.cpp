// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/boardview.h"

#include <algorithm>
#include <utility>

namespace mancala::app {

namespace {

int& at(BoardView& v, int place)
{
    static int nowhere = 0;
    if (place == kSouthStore)
        return v.store[0];
    if (place == kNorthStore)
        return v.store[1];
    if (place >= 0 && place < v.ring())
        return v.seeds[place];
    nowhere = 0;
    return nowhere;
}

void moveSeeds(BoardView& v, int from, int to, int count)
{
    int& source = at(v, from);
    const int moved = std::min(source, count);
    source -= moved;
    at(v, to) += moved;
}

void setMark(BoardView& v, int hole, Mark m, Side side)
{
    if (hole < 0 || hole >= v.ring())
        return;
    v.mark[hole] = m;
    v.markOwner[hole] = side;
}

/// K9: the board turns round, each row's k-th hole and the stores change places.
void turnRound(BoardView& v)
{
    for (int k = 0; k < v.houses; ++k)
        std::swap(v.seeds[k], v.seeds[v.houses + k]);
    std::swap(v.store[0], v.store[1]);
}

} // namespace

int BoardView::total() const
{
    int sum = store[0] + store[1] + handSeeds[0] + handSeeds[1];
    for (int i = 0; i < ring(); ++i)
        sum += seeds[i];
    return sum;
}

BoardView BoardView::of(const Position& p)
{
    BoardView v;
    v.houses = p.houses();
    for (int i = 0; i < p.ring(); ++i) {
        v.seeds[i] = p.seeds[i];
        v.owner[i] = p.owner[i];
        v.mark[i] = p.mark[i];
        v.markOwner[i] = p.markOwner[i];
    }
    v.store = {p.store[0], p.store[1]};
    for (int s = 0; s < 2; ++s) {
        const Hand& h = p.hand[s];
        v.handSeeds[s] = h.active ? h.seeds : 0;
        v.handAt[s] = h.active ? h.at : kNoPlace;
    }
    return v;
}

TurnView TurnView::of(const Position& p)
{
    return TurnView{p.decider, p.round, p.over()};
}

std::array<int, 2> tallies(const BoardView& v)
{
    std::array<int, 2> t{v.store[0], v.store[1]};
    for (int i = 0; i < v.ring(); ++i) {
        const Mark m = v.mark[i];
        if (m == Mark::Walda || m == Mark::Ekwarna || m == Mark::Bull)
            t[index(v.markOwner[i])] += v.seeds[i];
    }
    return t;
}

void advance(BoardView& v, const Step& step)
{
    const int s = index(step.side);
    switch (step.kind) {
    case StepKind::PickUp: {
        int& hole = at(v, step.from);
        const int lifted = std::min(hole, static_cast<int>(step.count));
        hole -= lifted;
        v.handSeeds[s] += lifted;
        v.handAt[s] = step.from;
        break;
    }
    case StepKind::Drop:
        if (v.handSeeds[s] > 0)
            --v.handSeeds[s];
        ++at(v, step.to);
        v.handAt[s] = step.to;
        if (v.handSeeds[s] == 0)
            v.handAt[s] = kNoPlace;
        break;
    case StepKind::Skip:
        v.handAt[s] = step.to;
        break;
    case StepKind::Capture:
    case StepKind::Eat:
    case StepKind::Sweep:
        moveSeeds(v, step.from, step.to, step.count);
        break;
    case StepKind::MakeWalda: setMark(v, step.from, Mark::Walda, step.side); break;
    case StepKind::MakeEkwarna: setMark(v, step.from, Mark::Ekwarna, step.side); break;
    case StepKind::MakeBull: setMark(v, step.from, Mark::Bull, step.side); break;
    case StepKind::MakeJen: setMark(v, step.from, Mark::Jen, step.side); break;
    case StepKind::Leave: setMark(v, step.from, Mark::LeftFour, step.side); break;
    case StepKind::Distribute:
        if (step.to >= 0 && step.to < v.ring()) {
            const int delta = step.count - v.seeds[step.to];
            v.seeds[step.to] = step.count;
            v.handSeeds[s] = std::max(0, v.handSeeds[s] - delta);
        }
        break;
    case StepKind::Redistribute:
        if (step.from >= 0 && step.from < v.ring()) {
            // The hole is refilled from the stores: its new owner's first.
            int need = step.count - v.seeds[step.from];
            v.seeds[step.from] = step.count;
            v.owner[step.from] = step.side;
            v.mark[step.from] = Mark::None;
            for (int who : {s, 1 - s}) {
                const int taken = std::clamp(need, 0, v.store[who]);
                v.store[who] -= taken;
                need -= taken;
            }
        }
        break;
    case StepKind::Swap:
        turnRound(v);
        break;
    default:
        break; // announcements: nothing moves
    }
}

std::vector<BoardView> replay(const Position& before, const StepList& steps, const Position& after)
{
    std::vector<BoardView> views;
    views.reserve(steps.size() + 1);
    views.push_back(BoardView::of(before));
    for (const Step& step : steps) {
        BoardView next = views.back();
        advance(next, step);
        views.push_back(next);
    }
    views.back() = BoardView::of(after);
    return views;
}

std::vector<TurnView> replayTurns(const Position& before, const StepList& steps, const Position& after)
{
    std::vector<TurnView> turns;
    turns.reserve(steps.size() + 1);
    turns.push_back(TurnView::of(before));
    for (const Step& step : steps) {
        TurnView next = turns.back();
        if (step.kind == StepKind::NewRound) {
            next.round = step.count;
            next.decider = step.side;
        } else if (step.kind == StepKind::GameEnd) {
            next.over = true;
        }
        turns.push_back(next);
    }
    turns.back() = TurnView::of(after);
    return turns;
}

} // namespace mancala::app
