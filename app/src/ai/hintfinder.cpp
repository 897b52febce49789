// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/hintfinder.h"

#include "ai/valuetext.h"
#include "game/gamecontroller.h"
#include "game/gamefollower.h"
#include "languages/translations.h"
#include "stdstrings.h"

#include "mancala/notation.h"
#include "mancala/search.h"
#include "mancala/solver.h"

namespace mancala::app {

HintFinder::HintFinder(QObject* parent)
    : QObject(parent)
{
    connect(&m_task, &SearchTask::runningChanged, this, &HintFinder::changed);
    // The texts are made when read: in the language and the value style in use.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, &HintFinder::onTextsChanged);
    connect(ValueStyle::instance(), &ValueStyle::wordsChanged, this, &HintFinder::onTextsChanged);
}

void HintFinder::onTextsChanged()
{
    if (m_shown)
        emit changed();
}

QString HintFinder::valueText() const
{
    return m_shown ? mancala::app::valueText(m_value, m_exact) : QString();
}

QString HintFinder::sentence() const
{
    if (!m_shown)
        return {};
    if (ValueStyle::instance()->words())
        //: The hint in words: %1 a decision ("c"), %2 its value ("3 seeds ahead", "level, as many seeds as the other side", "3 seeds ahead (exact)")
        return tr("Hint: %1. With best play on both sides you end %2.").arg(m_text, valueText());
    //: The hint in numbers: %1 a decision ("c"), %2 its value ("+3", "-1.5", "exact +8") in seeds for the side to move
    return tr("Hint: %1, value %2 (seeds ahead at the end with best play).").arg(m_text, valueText());
}

HintFinder::~HintFinder() = default;

void HintFinder::setGame(GameController* game)
{
    if (!followGame(this, m_game, game))
        return;
    if (m_game) {
        connect(m_game, &GameController::positionChanged, this, &HintFinder::onPositionChanged);
        connect(m_game, &GameController::gameChanged, this, &HintFinder::clear);
    }
    clear();
    emit gameChanged();
}

void HintFinder::onPositionChanged()
{
    if (m_target && !(m_target->position() == m_game->position()))
        clear();
}

void HintFinder::clear()
{
    m_task.stop();
    m_target.reset();
    const bool was = m_shown;
    m_shown = false;
    m_hole = -1;
    m_text.clear();
    m_value = 0;
    m_exact = false;
    if (was)
        emit changed();
}

void HintFinder::request()
{
    if (!m_game || m_game->position().over())
        return;
    if (m_target && m_target->position() == m_game->position())
        return; // shown, or being looked for
    clear();
    // Qelat: the endgame database (seconds to build) gives exact hints in the endgame.
    if (m_game->position().variant() == Variant::Qelat)
        m_game->computer()->database()->ensure(*m_game->position().rules);
    m_target.emplace(m_game->position());
    const DetachedPosition target = *m_target;
    const int millis = m_game->computer()->masterMillis();
    m_task.start([this, target, millis](const std::atomic<bool>& stop, const SearchTask::Post& post) {
        SearchLimits limits;
        limits.millis = millis;
        limits.stop = &stop;
        limits.exactEndgames = true; // Qelat: the endgame database's values where it holds them
        const Position& p = target.position();
        // Kalah: the solver's exact values where it proves them in time (as the Perfect level plays).
        SearchResult found;
        if (solverSupports(*p.rules).empty()) {
            found.info = analyseExact(p, limits);
            if (found.info.decisions.empty())
                return; // stopped
            found.best = found.info.decisions.front().decision;
            found.info.exact = found.info.decisions.front().exact;
        } else {
            found = search(p, limits);
        }
        if (stop.load())
            return;
        post([this, found] {
            const Decision& d = found.best;
            m_hole = d.kind == DecisionKind::Sow || d.kind == DecisionKind::Continue ? d.hole : -1;
            m_text = fromStd(formatDecision(m_target->position(), d));
            m_value = found.info.value;
            m_exact = found.info.exact;
            m_shown = true;
            emit changed();
        });
    });
    emit changed();
}

} // namespace mancala::app
