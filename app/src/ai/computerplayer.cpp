// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/computerplayer.h"

#include "game/gamecontroller.h"
#include "picker/gamesetup.h"

#include "mancala/search.h"

#include <QVariantMap>

namespace mancala::app {

ComputerPlayer::ComputerPlayer(GameController& game, QObject* parent)
    : QObject(parent)
    , m_game(game)
{
    m_playTimer.setSingleShot(true);
    connect(&m_playTimer, &QTimer::timeout, this, &ComputerPlayer::play);
    m_summaryTimer.setSingleShot(true);
    connect(&m_summaryTimer, &QTimer::timeout, this, [this] {
        if (m_game.level(0) > 0 && m_game.level(1) > 0 && !m_paused)
            m_game.dismissRoundSummary();
    });
}

ComputerPlayer::~ComputerPlayer() = default;

QString ComputerPlayer::levelName(int level)
{
    switch (level) {
    //: Computer player's level 1 (the weakest)
    case 1: return tr("Beginner");
    //: Computer player's level 2
    case 2: return tr("Novice");
    //: Computer player's level 3
    case 3: return tr("Casual");
    //: Computer player's level 4
    case 4: return tr("Intermediate");
    //: Computer player's level 5
    case 5: return tr("Advanced");
    //: Computer player's level 6 (the strongest that searches)
    case 6: return tr("Master");
    //: Computer player's level that plays perfectly (Kalah only)
    case kPerfectLevel: return tr("Perfect");
    default: return {};
    }
}

QList<LevelChoice> ComputerPlayer::levels(const QString& variantId)
{
    Rules rules;
    const bool known = makeRules(variantId, {}, rules).isEmpty();
    QList<LevelChoice> out;
    for (int level = kMinLevel; level <= kPerfectLevel; ++level) {
        if (level == kPerfectLevel && (!known || !levelAvailable(rules, level)))
            continue;
        out << LevelChoice{level, levelName(level)};
    }
    return out;
}

void ComputerPlayer::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    m_stepOnce = false;
    emit pausedChanged();
    update();
}

void ComputerPlayer::setMasterMillis(int millis)
{
    millis = std::clamp(millis, 50, 600000);
    if (millis == m_masterMillis)
        return;
    m_masterMillis = millis;
    emit masterMillisChanged();
}

void ComputerPlayer::setRestMillis(int millis)
{
    millis = std::max(0, millis);
    if (millis == m_restMillis)
        return;
    m_restMillis = millis;
    emit restMillisChanged();
}

void ComputerPlayer::step()
{
    if (!m_paused)
        return;
    m_stepOnce = true;
    update();
}

const Position& ComputerPlayer::lineEnd() const
{
    return m_game.history()->lineEnd(m_game.initialPosition());
}

int ComputerPlayer::sideToPlay() const
{
    // Undone: the person takes the decision back, the computer waits for theirs.
    const History& history = *m_game.history();
    if (history.browsing() && !history.lookingBack())
        return -1;
    // Looking back (the move list): the game waits at its last move, where
    // the computer goes on thinking, to play once the player is back there.
    const Position& end = lineEnd();
    if (end.over())
        return -1;
    const int side = index(end.decider);
    return m_game.level(side) > 0 ? side : -1;
}

void ComputerPlayer::stopThinking()
{
    m_task.stop();
    m_playTimer.stop();
    m_target.reset();
    m_found.reset();
    setProving(false);
    if (m_side >= 0) {
        m_side = -1;
        emit thinkingChanged();
    }
}

void ComputerPlayer::update()
{
    // The Perfect level's database: from the moment a side plays at that level.
    if ((m_game.level(0) == kPerfectLevel || m_game.level(1) == kPerfectLevel) && m_game.position().rules)
        m_database.ensure(*m_game.position().rules);
    const int side = sideToPlay();
    if (side < 0) {
        stopThinking();
        // A demonstration shows a round's summary a moment, then goes on.
        if (m_game.level(0) > 0 && m_game.level(1) > 0 && !m_game.over()
            && m_game.roundReport()->shown() && !m_summaryTimer.isActive())
            m_summaryTimer.start(std::max(1500, m_restMillis * 4));
        return;
    }
    const Position& now = lineEnd();
    if (m_target && m_target->position() == now && m_side == side) {
        playWhenReady();
        return;
    }
    stopThinking();
    m_target.emplace(now);
    m_side = side;
    emit thinkingChanged();

    const DetachedPosition target = *m_target;
    const int level = m_game.level(side);
    // Repeatable for a game: the same game seed gives the same computer.
    std::uint64_t seed = m_game.gameSeed() * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(side) + 1;
    // W2/E2: a race choice is a secret the person could see once (the race
    // shows it) and then counter after taking back: every retake chooses anew.
    if (now.pending == Pending::Race)
        seed += static_cast<std::uint64_t>(m_game.history()->retakes()) * 0xD1B54A32D192ED03ull;
    const int millis = m_masterMillis;
    m_task.start([this, target, level, seed, millis](const std::atomic<bool>& stop, const SearchTask::Post& post) {
        // The Perfect level says when it goes past its time to finish a close proof.
        const auto progress = [this, &post](const SearchInfo& info) {
            if (info.proving)
                post([this] { setProving(true); });
        };
        const Decision d = chooseDecision(target.position(), level, seed, millis, &stop, progress);
        if (!stop.load())
            post([this, d] { onResult(d); });
    });
}

void ComputerPlayer::setProving(bool proving)
{
    if (proving == m_proving)
        return;
    m_proving = proving;
    emit provingChanged();
}

void ComputerPlayer::onResult(const Decision& d)
{
    setProving(false);
    m_found = d;
    playWhenReady();
}

void ComputerPlayer::playWhenReady()
{
    if (!m_found || m_playTimer.isActive())
        return;
    if (m_game.busy() || m_game.roundReport()->waits() || m_game.history()->browsing() || (m_paused && !m_stepOnce))
        return;
    m_playTimer.start(m_game.player()->animated() ? m_restMillis : 0);
}

void ComputerPlayer::play()
{
    if (!m_found || !m_target || sideToPlay() != m_side || !(m_target->position() == lineEnd()))
        return;
    if (m_game.busy() || m_game.history()->browsing() || (m_paused && !m_stepOnce)) {
        playWhenReady();
        return;
    }
    const Decision d = *m_found;
    m_stepOnce = false;
    m_found.reset();
    m_target.reset();
    m_side = -1;
    emit thinkingChanged();
    // The controller's change calls update() again: the next decision, if it is the computer's too.
    if (!m_game.playComputerDecision(d))
        update();
}

} // namespace mancala::app
