// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/history.h"

#include <utility>

namespace mancala::app {

History::History(const Players& players, QObject* parent)
    : QObject(parent)
    , m_players(players)
{
    // Undo skips the computer's decisions, and a race choice is secret only between people.
    connect(&players, &Players::levelsChanged, this, &History::publish);
}

bool History::raceChoiceHidden() const
{
    // Against the computer nobody is to be kept from seeing: the computer
    // chooses without looking, and undo goes back past its choice.
    if (m_plies.empty() || m_players.computerPlays())
        return false;
    // A race choice (taken while the race waited) after which the race still waits: the other's turn to choose.
    const Ply& last = m_plies.back();
    return last.before.pending == Pending::Race && last.after.pending == Pending::Race;
}

std::vector<Decision> History::decisions() const
{
    std::vector<Decision> out;
    out.reserve(m_plies.size());
    for (const Ply& p : m_plies)
        out.push_back(p.decision);
    return out;
}

bool History::setReviewMark(int index, const Position& before, const Decision& d, const ReviewMark& mark)
{
    if (index < 0 || index >= plyCount())
        return false;
    Ply& p = m_plies[static_cast<std::size_t>(index)];
    if (!(p.decision == d) || !(p.before == before))
        return false;
    p.review = mark;
    emit reviewChanged();
    return true;
}

History::ReviewMark History::reviewMark(int index) const
{
    return index >= 0 && index < plyCount() ? at(index).review : ReviewMark{};
}

void History::replace(std::vector<Ply> plies)
{
    m_plies = std::move(plies);
    m_ply = 0;
    m_retakes = 0;
    m_lookingBack = false;
}

void History::push(Ply ply)
{
    if (m_ply < plyCount())
        ++m_retakes;
    m_plies.resize(static_cast<std::size_t>(m_ply));
    m_plies.push_back(std::move(ply));
    m_ply = plyCount();
    m_lookingBack = false;
}

void History::setCursor(int ply)
{
    if (ply >= 0 && ply <= plyCount())
        m_ply = ply;
}

void History::publish()
{
    const Published now{m_ply, plyCount(), browsing(), lookingBack(), inProgress(), canUndo(), canRedo()};
    const Published was = std::exchange(m_published, now);
    if (now.ply != was.ply)
        emit plyChanged();
    if (now.plyCount != was.plyCount)
        emit plyCountChanged();
    if (now.browsing != was.browsing)
        emit browsingChanged();
    if (now.lookingBack != was.lookingBack)
        emit lookingBackChanged();
    if (now.inProgress != was.inProgress)
        emit inProgressChanged();
    if (now.canUndo != was.canUndo)
        emit canUndoChanged();
    if (now.canRedo != was.canRedo)
        emit canRedoChanged();
}

bool History::computerDecided(int index) const
{
    return m_players.level(mancala::index(at(index).before.decider)) > 0;
}

int History::undoTarget() const
{
    for (int ply = m_ply - 1; ply >= 0; --ply)
        if (!computerDecided(ply))
            return ply;
    return -1;
}

void History::undo()
{
    if (raceChoiceHidden()) {
        emit secretRaceRefused();
        return;
    }
    if (const int target = undoTarget(); target >= 0) {
        m_lookingBack = false;
        emit showRequested(target, false);
    }
}

void History::redo()
{
    if (m_ply >= plyCount())
        return;
    int target = m_ply + 1;
    while (target < plyCount() && computerDecided(target))
        ++target;
    m_lookingBack = false;
    emit showRequested(target, true);
}

void History::goToPly(int ply)
{
    if (raceChoiceHidden() && ply != m_ply) {
        emit secretRaceRefused();
        return;
    }
    if (ply >= 0 && ply <= plyCount()) {
        m_lookingBack = true; // until the line's end (lookingBack())
        emit showRequested(ply, false);
    }
}

} // namespace mancala::app
