// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/roundreport.h"

#include "game/gamecontroller.h"

namespace mancala::app {

RoundReport::RoundReport(GameController& game, QObject* parent)
    : QObject(parent)
    , m_game(game)
{
}

void RoundReport::dismiss()
{
    m_dismissed = true;
    update();
}

RoundReport::Report RoundReport::made() const
{
    Report r;
    const History& history = *m_game.history();
    if (history.ply() == 0 || m_game.busy() || m_dismissed)
        return r;
    const History::Ply& p = history.at(history.ply() - 1);
    for (std::size_t i = 0; i < p.steps.size(); ++i) {
        if (p.steps[i].kind != StepKind::RoundEnd)
            continue;
        const auto t = tallies(m_game.player()->viewAt(static_cast<int>(i) + 1));
        r.round = p.steps[i].count;
        r.south = t[0];
        r.north = t[1];
        for (int h = 0; h < p.after.ring(); ++h)
            ++r.holes[index(p.after.owner[h])];
        r.over = p.after.over();
        break;
    }
    return r;
}

void RoundReport::update()
{
    const Report r = made();
    if (r == m_now)
        return;
    m_now = r;
    emit changed();
}

} // namespace mancala::app
