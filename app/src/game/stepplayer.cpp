// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/stepplayer.h"

#include <QString>

namespace mancala::app {

// The kinds QML sees are the core's, value for value.
static_assert(StepPlayer::PickUp == int(StepKind::PickUp));
static_assert(StepPlayer::Drop == int(StepKind::Drop));
static_assert(StepPlayer::Skip == int(StepKind::Skip));
static_assert(StepPlayer::Capture == int(StepKind::Capture));
static_assert(StepPlayer::MakeWalda == int(StepKind::MakeWalda));
static_assert(StepPlayer::MakeEkwarna == int(StepKind::MakeEkwarna));
static_assert(StepPlayer::MakeBull == int(StepKind::MakeBull));
static_assert(StepPlayer::MakeJen == int(StepKind::MakeJen));
static_assert(StepPlayer::Eat == int(StepKind::Eat));
static_assert(StepPlayer::Offer == int(StepKind::Offer));
static_assert(StepPlayer::Take == int(StepKind::Take));
static_assert(StepPlayer::Leave == int(StepKind::Leave));
static_assert(StepPlayer::ChooseContinue == int(StepKind::ChooseContinue));
static_assert(StepPlayer::ChooseDirection == int(StepKind::ChooseDirection));
static_assert(StepPlayer::Distribute == int(StepKind::Distribute));
static_assert(StepPlayer::RaceChoice == int(StepKind::RaceChoice));
static_assert(StepPlayer::RaceTick == int(StepKind::RaceTick));
static_assert(StepPlayer::RaceWon == int(StepKind::RaceWon));
static_assert(StepPlayer::Lot == int(StepKind::Lot));
static_assert(StepPlayer::Pass == int(StepKind::Pass));
static_assert(StepPlayer::ExtraTurn == int(StepKind::ExtraTurn));
static_assert(StepPlayer::Swap == int(StepKind::Swap));
static_assert(StepPlayer::Sweep == int(StepKind::Sweep));
static_assert(StepPlayer::RoundEnd == int(StepKind::RoundEnd));
static_assert(StepPlayer::Redistribute == int(StepKind::Redistribute));
static_assert(StepPlayer::NewRound == int(StepKind::NewRound));
static_assert(StepPlayer::GameEnd == int(StepKind::GameEnd));

StepPlayer::StepPlayer(QObject* parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &StepPlayer::advance);
}

void StepPlayer::advance()
{
    if (!m_playing)
        return;
    if (m_held) {
        m_waiting = true;
        return;
    }
    m_waiting = false;
    setIndex(nextFrameEnd(), true);
    if (m_index >= stepCount()) {
        setPlaying(false);
        emit finished();
    } else {
        scheduleNext();
    }
}

void StepPlayer::setHeld(bool held)
{
    if (held == m_held)
        return;
    m_held = held;
    emit heldChanged();
    if (!m_held && m_waiting)
        advance();
}

void StepPlayer::load(const Position& before, const StepList& steps, const Position& after, bool animate)
{
    m_timer.stop();
    m_waiting = false;
    m_steps = steps;
    m_views = replay(before, steps, after);
    m_turns = replayTurns(before, steps, after);
    emit stepsChanged();
    if (animate && m_stepping && !m_steps.empty()) {
        setPlaying(false);
        setIndex(0, false);
    } else if (animate && m_speed != Instant && !m_steps.empty()) {
        setIndex(0, false);
        setPlaying(true);
        scheduleNext();
    } else {
        setPlaying(false);
        setIndex(stepCount(), false);
        emit finished();
    }
    // A new move may end at the same index as the last one: the board changed anyway.
    emit stepChanged();
    emit boardChanged();
}

void StepPlayer::show(const Position& p)
{
    load(p, {}, p, false);
}

void StepPlayer::setSpeed(Speed speed)
{
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit speedChanged();
    if (m_speed == Instant && m_playing)
        skipToEnd();
}

void StepPlayer::setStepping(bool stepping)
{
    if (stepping == m_stepping)
        return;
    m_stepping = stepping;
    emit steppingChanged();
    // A move under way stops where it is, and plays on when teaching ends.
    if (m_stepping)
        pause();
    else if (m_speed == Instant)
        skipToEnd();
    else
        play();
}

int StepPlayer::interval() const
{
    switch (m_speed) {
    case Slow: return 520;
    case Normal: return 260;
    case Fast: return 110;
    case Instant: return 0;
    }
    return 260;
}

const Step* StepPlayer::current() const
{
    return m_index > 0 ? &m_steps[static_cast<std::size_t>(m_index - 1)] : nullptr;
}

int StepPlayer::stepKind() const { return current() ? static_cast<int>(current()->kind) : NoStep; }
int StepPlayer::stepSide() const { return current() ? index(current()->side) : 0; }
int StepPlayer::stepFrom() const { return current() ? current()->from : kNoPlace; }
int StepPlayer::stepTo() const { return current() ? current()->to : kNoPlace; }
int StepPlayer::stepCountValue() const { return current() ? current()->count : 0; }
QString StepPlayer::stepRule() const
{
    return current() ? QString::fromUtf8(ruleIdName(current()->rule).data(),
                                         static_cast<qsizetype>(ruleIdName(current()->rule).size()))
                     : QString();
}

int StepPlayer::nextFrameEnd() const
{
    const int n = stepCount();
    int i = m_index;
    if (i >= n)
        return n;
    // W2/E2: both hands of a race tick move together.
    if (m_steps[static_cast<std::size_t>(i)].kind == StepKind::RaceTick) {
        ++i;
        while (i < n && m_steps[static_cast<std::size_t>(i)].kind != StepKind::RaceTick
               && m_steps[static_cast<std::size_t>(i)].kind != StepKind::RaceWon)
            ++i;
        return i;
    }
    // Choices that show nothing on the board go by with the next step.
    while (i < n - 1 && m_steps[static_cast<std::size_t>(i)].kind == StepKind::RaceChoice)
        ++i;
    return i + 1;
}

double StepPlayer::restFactor() const
{
    const Step* s = current();
    if (!s)
        return 0.6;
    switch (s->kind) {
    case StepKind::PickUp: return 1.4;
    case StepKind::Drop:
    case StepKind::Skip:
    case StepKind::RaceTick: return 1.0;
    case StepKind::Capture:
    case StepKind::Eat:
    case StepKind::Sweep:
    case StepKind::Redistribute: return 1.8;
    case StepKind::RaceChoice:
    case StepKind::Distribute: return 0.5;
    default: return 3.5; // announcements: time to read them
    }
}

void StepPlayer::scheduleNext()
{
    m_timer.start(static_cast<int>(interval() * restFactor()));
}

void StepPlayer::setIndex(int index, bool forward)
{
    const int from = m_index;
    m_index = std::clamp(index, 0, stepCount());
    if (m_index == from)
        return;
    if (forward) {
        for (int i = from; i < m_index; ++i) {
            const Step& s = m_steps[static_cast<std::size_t>(i)];
            emit stepped(static_cast<int>(s.kind), mancala::index(s.side), s.from, s.to, s.count);
        }
    }
    emit stepChanged();
    emit boardChanged();
}

void StepPlayer::setPlaying(bool playing)
{
    m_waiting = false;
    if (playing == m_playing)
        return;
    m_playing = playing;
    emit playingChanged();
}

void StepPlayer::next()
{
    setIndex(nextFrameEnd(), true);
    if (m_index >= stepCount() && m_playing) {
        m_timer.stop();
        setPlaying(false);
        emit finished();
    }
}

void StepPlayer::previous()
{
    pause();
    setIndex(m_index - 1, false);
}

void StepPlayer::skipToEnd()
{
    m_timer.stop();
    setIndex(stepCount(), false);
    if (m_playing) {
        setPlaying(false);
        emit finished();
    }
}

void StepPlayer::play()
{
    if (m_index >= stepCount())
        return;
    setPlaying(true);
    scheduleNext();
}

void StepPlayer::pause()
{
    m_timer.stop();
    setPlaying(false);
}

void StepPlayer::seek(int stepIndex)
{
    pause();
    setIndex(stepIndex, false);
}

} // namespace mancala::app
