// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/gamecontroller.h"
#include "stdstrings.h"

#include "picker/gamesetup.h"

#include "languages/coretexts.h"
#include "languages/translations.h"

#include "mancala/notation.h"
#include "mancala/search.h"

#include <algorithm>

namespace mancala::app {

GameController::GameController(QObject* parent)
    : QObject(parent)
{
    m_names[0] = tr("South");
    m_names[1] = tr("North");
    connect(&m_player, &StepPlayer::boardChanged, this, &GameController::onStep);
    connect(LanguageChange::instance(), &LanguageChange::changed, this, &GameController::onLanguageChange);
    // The computer looks at the game after every change (it stops a search
    // the change makes useless at once, and plays when the board is ready).
    m_computer = std::make_unique<ComputerPlayer>(*this);
    for (auto signal : {&GameController::gameChanged, &GameController::positionChanged, &GameController::busyChanged,
                        &GameController::roundSummaryChanged, &GameController::playersChanged})
        connect(this, signal, m_computer.get(), &ComputerPlayer::update);
    newGame(QStringLiteral("kalah"));
}

GameController::~GameController() = default;

QStringList GameController::variantIds() const
{
    QStringList ids;
    for (int i = 0; i < kVariantCount; ++i)
        ids << fromStd(variantId(static_cast<Variant>(i)));
    return ids;
}

QStringList GameController::variantNames() const
{
    return {
        //: Rule set name
        tr("Kalah"),
        //: Rule set name: Qelat as the Beni Amir and Mensa play it
        tr("Qelat (Beni Amir & Mensa)"),
        //: Rule set name: Qelat as played in Keren (Magazeb II)
        tr("Qelat (Keren)"),
        //: Rule set name: Mewelad, also called Gabata
        tr("Mewelad (Gabata)"),
        //: Rule set name
        tr("Enkeshui"),
    };
}

QString GameController::variant() const { return fromStd(variantId(m_rules->variant)); }

QString GameController::variantName() const
{
    return variantNames().value(static_cast<int>(m_rules->variant));
}

bool GameController::hasStores() const { return m_rules->variant == Variant::Kalah; }
bool GameController::hasTrays() const { return m_rules->variant != Variant::Qelat; }

const Position& GameController::position() const
{
    return m_ply == 0 ? m_start : m_history[static_cast<std::size_t>(m_ply - 1)].after;
}

QString GameController::houseRule(const QString& name) const
{
    return QString::fromStdString(m_rules->value(name.toStdString()));
}

int GameController::winner() const
{
    switch (position().outcome) {
    case Outcome::SouthWins: return 0;
    case Outcome::NorthWins: return 1;
    default: return -1;
    }
}

bool GameController::canPass() const
{
    if (busy() || over() || computerDecides())
        return false;
    DecisionList list;
    legalDecisions(position(), list);
    return list.size() == 1 && list[0].kind == DecisionKind::Pass;
}

bool GameController::canSwap() const
{
    if (busy() || over() || computerDecides())
        return false;
    DecisionList list;
    legalDecisions(position(), list);
    return list.contains(Decision::swap());
}

bool GameController::canDistribute() const
{
    return !busy() && !computerDecides() && mancala::canDistribute(position());
}

QList<int> GameController::legalHoles() const
{
    QList<int> holes;
    if (busy() || m_raceScreen || computerDecides())
        return holes;
    DecisionList list;
    legalDecisions(position(), list);
    for (const Decision& d : list)
        if (d.kind == DecisionKind::Sow || d.kind == DecisionKind::Continue)
            holes << d.hole;
    std::sort(holes.begin(), holes.end());
    return holes;
}

QList<int> GameController::distributableHoles() const
{
    // E8: the mover's own row, bulls excepted.
    QList<int> holes;
    const Position& p = position();
    if (!mancala::canDistribute(p))
        return holes;
    for (int k = 0; k < p.houses(); ++k) {
        const int h = p.rowHole(p.toMove, k);
        if (p.mark[h] != Mark::Bull)
            holes << h;
    }
    return holes;
}

void GameController::setSouthName(const QString& name)
{
    m_defaultName[0] = name == tr("South");
    if (name == m_names[0] && !m_namesFromRecord)
        return;
    m_names[0] = name;
    m_namesFromRecord = false;
    emit namesChanged();
}

void GameController::setNorthName(const QString& name)
{
    m_defaultName[1] = name == tr("North");
    if (name == m_names[1] && !m_namesFromRecord)
        return;
    m_names[1] = name;
    m_namesFromRecord = false;
    emit namesChanged();
}

void GameController::setLevel(int side, int level)
{
    if (side != 0 && side != 1)
        return;
    level = std::clamp(level, 0, kPerfectLevel);
    if (level > 0 && !levelAvailable(*m_rules, level))
        level = kMaxLevel;
    if (level == m_levels[side])
        return;
    m_levels[side] = level;
    updateRaceScreen();
    refreshLegal();
    emit playersChanged();
    emit positionChanged();
}

void GameController::setRecordNames(const QString& south, const QString& north)
{
    m_names[0] = south;
    m_names[1] = north;
    m_defaultName[0] = south == tr("South");
    m_defaultName[1] = north == tr("North");
    m_namesFromRecord = true;
    emit namesChanged();
}

void GameController::onLanguageChange()
{
    emit variantNameChanged();
    // "South" and "North" become "Süd" and "Nord"; names the players gave stay.
    const QString defaults[2] = {tr("South"), tr("North")};
    bool renamed = false;
    for (int s = 0; s < 2; ++s) {
        if (m_defaultName[s] && m_names[s] != defaults[s]) {
            m_names[s] = defaults[s];
            renamed = true;
        }
    }
    if (renamed)
        emit namesChanged();
    // A refusal or an announcement in the old language is not said again.
    setMessage({});
    setAnnouncement({});
}

QString GameController::newGame(const QString& id, const QVariantMap& houseRules)
{
    auto rules = std::make_unique<Rules>();
    if (const QString why = makeRules(id, houseRules, *rules); !why.isEmpty())
        return why;
    start(std::move(rules));
    return {};
}

void GameController::restart()
{
    start(std::make_unique<Rules>(*m_rules));
}

QList<int> GameController::positionSeeds() const
{
    QList<int> seeds;
    const Position& p = position();
    for (int i = 0; i < p.ring(); ++i)
        seeds << p.seeds[static_cast<std::size_t>(i)];
    return seeds;
}

int GameController::seedsIn(int hole) const
{
    const BoardView& v = m_player.view();
    return hole >= 0 && hole < v.ring() ? v.seeds[static_cast<std::size_t>(hole)] : 0;
}

void GameController::start(std::unique_ptr<Rules> rules)
{
    m_player.skipToEnd();
    m_history.clear();
    // The positions of the old game point to the old rules: both go together.
    m_rules = std::move(rules);
    for (int side : {0, 1})
        if (m_levels[side] > 0 && !levelAvailable(*m_rules, m_levels[side]))
            m_levels[side] = kMaxLevel;
    m_gameSeed = m_seed;
    m_start = startPosition(*m_rules, m_seed);
    m_ply = 0;
    m_raceSeen = -1;
    m_roundDismissed = false;
    setMessage({});
    setAnnouncement({});
    emit gameChanged();
    emit variantNameChanged();
    showPly(0, false);
}

std::vector<Decision> GameController::decisions() const
{
    std::vector<Decision> out;
    out.reserve(m_history.size());
    for (const Ply& p : m_history)
        out.push_back(p.decision);
    return out;
}

bool GameController::loadGame(std::unique_ptr<Rules> rules, std::uint64_t seed, const Position& from,
                              const std::vector<Decision>& decisions, int ply)
{
    if (!rules || from.rules != rules.get())
        return false;
    std::vector<Ply> history;
    history.reserve(decisions.size());
    Position p = from;
    for (const Decision& d : decisions) {
        Position next = p;
        StepList steps;
        if (!mancala::apply(next, d, &steps))
            return false;
        history.push_back(Ply{p, d, std::move(steps), next, {}});
        p = next;
    }
    m_player.skipToEnd();
    m_rules = std::move(rules);
    m_gameSeed = seed;
    m_start = from;
    m_history = std::move(history);
    m_ply = 0; // until showPly(): gameChanged's listeners read position()
    m_raceSeen = -1;
    m_roundDismissed = false;
    setMessage({});
    setAnnouncement({});
    emit gameChanged();
    emit variantNameChanged();
    showPly(ply >= 0 && ply <= plyCount() ? ply : plyCount(), false);
    return true;
}

bool GameController::personDecides()
{
    if (!computerDecides())
        return true;
    //: A click while the computer is to decide
    setMessage(tr("Wait for the computer's move."));
    return false;
}

bool GameController::playComputerDecision(const Decision& d)
{
    return computerDecides() && decide(d, true);
}

bool GameController::decide(const Decision& d, bool byComputer)
{
    if (busy() || m_raceScreen || over())
        return false;
    if (!byComputer && !personDecides())
        return false;
    Position next = position();
    StepList steps;
    if (!mancala::apply(next, d, &steps)) {
        setMessage(coreText(mancala::whyIllegal(position(), d)));
        return false;
    }
    m_history.resize(static_cast<std::size_t>(m_ply));
    m_history.push_back(Ply{position(), d, std::move(steps), next, {}});
    m_roundDismissed = false;
    setMessage({});
    showPly(m_ply + 1, true);
    return true;
}

bool GameController::playHole(int hole)
{
    const Pending pending = position().pending;
    if (pending == Pending::Direction) {
        setMessage(tr("Choose a direction first."));
        return false;
    }
    if (pending == Pending::TakeOrLeave) {
        setMessage(tr("Take or leave the four first."));
        return false;
    }
    return decide(pending == Pending::ContinueFrom ? Decision::continueFrom(hole) : Decision::sow(hole));
}

bool GameController::chooseDirection(bool clockwise)
{
    return decide(Decision::direction(clockwise ? Direction::Cw : Direction::Ccw));
}

bool GameController::take() { return decide(Decision::take()); }
bool GameController::leave() { return decide(Decision::leave()); }
bool GameController::pass() { return decide(Decision::pass()); }
bool GameController::swapSides() { return decide(Decision::swap()); }

bool GameController::distribute(const QList<int>& counts)
{
    Decision d;
    d.kind = DecisionKind::Distribute;
    for (int k = 0; k < std::min<int>(static_cast<int>(counts.size()), kMaxRow); ++k)
        d.counts[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(std::clamp(counts[k], 0, 255));
    return decide(d);
}

QString GameController::whyIllegal(int hole) const
{
    const Position& p = position();
    const Decision d = p.pending == Pending::ContinueFrom ? Decision::continueFrom(hole) : Decision::sow(hole);
    return coreText(mancala::whyIllegal(p, d));
}

QString GameController::holeName(int hole) const
{
    const int n = m_rules->houses;
    if (hole == kSouthStore || hole == kNorthStore)
        //: The store of a player: S for South's, N for North's
        return hole == kSouthStore ? tr("S") : tr("N");
    if (hole < 0 || hole >= 2 * n)
        return {};
    return fromStd(mancala::holeName(n, hole));
}

int GameController::holeByName(const QString& name) const
{
    int hole = -1;
    return parseHole(toStd(name), m_rules->houses, hole) ? hole : -1;
}

int GameController::undoTarget() const
{
    // Against the computer, back to the last decision a person took (the
    // computer's answers to it go too); between people, one decision.
    for (int ply = m_ply - 1; ply >= 0; --ply)
        if (level(index(m_history[static_cast<std::size_t>(ply)].before.decider)) == 0)
            return ply;
    return -1;
}

bool GameController::setReviewMark(int index, const Position& before, const Decision& d, const ReviewMark& mark)
{
    if (index < 0 || index >= plyCount())
        return false;
    Ply& p = m_history[static_cast<std::size_t>(index)];
    if (!(p.decision == d) || !(p.before == before))
        return false;
    p.review = mark;
    refreshMoves();
    emit reviewChanged();
    return true;
}

GameController::ReviewMark GameController::reviewMark(int index) const
{
    return index >= 0 && index < plyCount() ? m_history[static_cast<std::size_t>(index)].review : ReviewMark{};
}

bool GameController::raceChoiceHidden() const
{
    // Against the computer nobody is to be kept from seeing: the computer
    // chooses without looking, and undo goes back past its choice.
    if (m_history.empty() || m_levels[0] > 0 || m_levels[1] > 0)
        return false;
    // A race choice (taken while the race waited) after which the race still waits: the other's turn to choose.
    const Ply& last = m_history.back();
    return last.before.pending == Pending::Race && last.after.pending == Pending::Race;
}

void GameController::undo()
{
    if (raceChoiceHidden()) {
        setMessage(tr("The race choice stays secret until both players have chosen."));
        return;
    }
    if (const int target = undoTarget(); target >= 0)
        showPly(target, false);
}

void GameController::redo()
{
    if (m_ply >= plyCount())
        return;
    // Over the computer's decisions, to where a person decides again.
    int target = m_ply + 1;
    while (target < plyCount() && level(index(m_history[static_cast<std::size_t>(target)].before.decider)) > 0)
        ++target;
    showPly(target, true);
}

void GameController::goToPly(int ply)
{
    if (raceChoiceHidden() && ply != m_ply) {
        setMessage(tr("The race choice stays secret until both players have chosen."));
        return;
    }
    if (ply >= 0 && ply <= plyCount())
        showPly(ply, false);
}

void GameController::acknowledgeRaceScreen()
{
    m_raceSeen = m_ply * 2 + decider();
    updateRaceScreen();
    refreshLegal();
    emit positionChanged();
}

void GameController::dismissRoundSummary()
{
    m_roundDismissed = true;
    updateRoundSummary();
}

void GameController::showPly(int ply, bool animate)
{
    m_ply = ply;
    setAnnouncement({});
    if (ply == 0) {
        m_player.show(m_start);
    } else {
        const Ply& p = m_history[static_cast<std::size_t>(ply - 1)];
        m_player.load(p.before, p.steps, p.after, animate);
    }
    refresh();
}

void GameController::refresh()
{
    onStep();
    refreshMoves();
    emit positionChanged();
}

void GameController::refreshLegal()
{
    std::array<bool, kMaxRing> legal{};
    for (int h : legalHoles())
        legal[static_cast<std::size_t>(h)] = true;
    m_pits.setLegal(legal);
    std::array<bool, kMaxRing> offered{};
    const int offer = position().offerHole;
    if (!busy() && offer >= 0 && offer < kMaxRing)
        offered[static_cast<std::size_t>(offer)] = true;
    m_pits.setHighlighted(offered);
}

void GameController::refreshMoves()
{
    QList<MoveListModel::Entry> entries;
    for (std::size_t i = 0; i < m_history.size(); ++i) {
        const Ply& p = m_history[i];
        MoveListModel::Entry e;
        e.turn = p.before.turn;
        e.side = index(p.before.decider);
        e.text = fromStd(formatDecision(p.before, p.decision));
        e.startsTurn = i == 0 || turnEnds(m_history[i - 1].before, m_history[i - 1].after);
        e.glyph = p.review.glyph;
        e.note = p.review.note;
        e.round = p.before.round;
        // W2/E2: a race choice stays hidden until the other player has chosen too.
        if (p.before.pending == Pending::Race && p.after.pending == Pending::Race
            && static_cast<int>(i) + 1 >= m_ply)
            e.text = QStringLiteral("?");
        entries << e;
    }
    m_moves.setEntries(entries, m_ply);
}

void GameController::onStep()
{
    m_pits.setView(m_player.view());
    const Step* step = m_player.stepIndex() > 0
        ? &m_player.steps()[static_cast<std::size_t>(m_player.stepIndex() - 1)]
        : nullptr;
    int a = kNoPlace;
    int b = kNoPlace;
    if (step) {
        a = step->from;
        b = step->to;
    }
    // What the board shows now: the last step shown that says something. A
    // frame may hold several steps (a race tick); stepping back goes back to
    // an earlier announcement (or none) with the board.
    const int now = m_player.stepIndex();
    QString text;
    for (int i = std::min(now, m_player.stepCount()) - 1; i >= 0 && text.isEmpty(); --i)
        text = announcementFor(m_player.steps(), i);
    setAnnouncement(text);
    m_pits.setActive(busy() ? a : kNoPlace, busy() ? b : kNoPlace);
    if (busy() != m_wasBusy) {
        m_wasBusy = busy();
        emit busyChanged();
        updateRaceScreen();
        refreshLegal();
        emit positionChanged();
    } else {
        updateRaceScreen();
        refreshLegal();
    }
    updateRoundSummary();
}

void GameController::updateRaceScreen()
{
    const Position& p = position();
    // Against the computer nobody has to look away: the core hides each choice from the other side.
    const bool show = !busy() && p.phase == Phase::Race && p.pending == Pending::Race
        && m_ply == plyCount() && m_raceSeen != m_ply * 2 + index(p.decider)
        && m_levels[0] == 0 && m_levels[1] == 0;
    if (show != m_raceScreen) {
        m_raceScreen = show;
        emit raceScreenChanged();
    }
}

void GameController::updateRoundSummary()
{
    QVariantMap summary;
    if (m_ply > 0 && !busy() && !m_roundDismissed) {
        const Ply& p = m_history[static_cast<std::size_t>(m_ply - 1)];
        for (std::size_t i = 0; i < p.steps.size(); ++i) {
            if (p.steps[i].kind != StepKind::RoundEnd)
                continue;
            const auto t = tallies(m_player.viewAt(static_cast<int>(i) + 1));
            int holes[2] = {0, 0};
            for (int h = 0; h < p.after.ring(); ++h)
                ++holes[index(p.after.owner[h])];
            summary = {{QStringLiteral("round"), p.steps[i].count},
                       {QStringLiteral("south"), t[0]},
                       {QStringLiteral("north"), t[1]},
                       {QStringLiteral("holesSouth"), holes[0]},
                       {QStringLiteral("holesNorth"), holes[1]},
                       {QStringLiteral("over"), p.after.over()}};
            break;
        }
    }
    if (summary != m_roundSummary) {
        m_roundSummary = summary;
        emit roundSummaryChanged();
    }
}

void GameController::setMessage(const QString& text)
{
    if (text == m_message)
        return;
    m_message = text;
    emit messageChanged();
}

void GameController::setAnnouncement(const QString& text)
{
    if (text == m_announcement)
        return;
    m_announcement = text;
    emit announcementChanged();
}

QString GameController::announcementFor(const StepList& steps, int i) const
{
    const Step& step = steps[static_cast<std::size_t>(i)];
    const QString who = sideLabel(step.side);
    switch (step.kind) {
    case StepKind::ExtraTurn:
        //: %1 is a player's name
        return tr("%1 moves again.").arg(who);
    case StepKind::Pass:
        //: %1 is a player's name
        return tr("%1 cannot move and passes.").arg(who);
    case StepKind::Swap:
        return tr("The players swap sides.");
    case StepKind::RaceTick:
        //: The racing start: both players sow at once
        return tr("Race!");
    case StepKind::RaceWon:
        return step.count ? tr("The race is tied: %1 wins the lot and moves first.").arg(who)
                          : tr("%1 wins the race and moves first.").arg(who);
    case StepKind::Lot:
        //: %1 is a player's name
        return tr("A lot is drawn: %1 wins it.").arg(who);
    case StepKind::Capture:
        // Said once the whole capture is on the board (one capture is often several steps).
        if (i + 1 < static_cast<int>(steps.size()) && steps[static_cast<std::size_t>(i) + 1].kind == StepKind::Capture
            && steps[static_cast<std::size_t>(i) + 1].side == step.side)
            return {};
        //: %1 is a player's name, %n a number of seeds
        return tr("%1 captures %n seed(s).", nullptr, capturedWith(steps, i)).arg(who);
    case StepKind::MakeWalda:
        //: A walda is a hole that becomes a player's store (Qelat); %1 a hole name
        return tr("%1 becomes %2's walda.").arg(holeName(step.from), who);
    case StepKind::MakeEkwarna:
        //: An ekwarna is a captured hole (Qelat of Keren); %1 a hole name
        return tr("%1 becomes %2's ekwarna.").arg(holeName(step.from), who);
    case StepKind::MakeBull:
        //: A bull is a hole whose seeds never leave it (Enkeshui); %1 a hole name
        return tr("%1 becomes %2's bull.").arg(holeName(step.from), who);
    case StepKind::MakeJen:
        //: A Jen is a four that was left and grew to five (Mewelad); %1 a hole name
        return tr("%1 becomes a Jen.").arg(holeName(step.from));
    case StepKind::Eat:
        //: %1 a player's name, %2 a hole name
        return tr("%1 eats from %2.").arg(who, holeName(step.from));
    case StepKind::Offer:
        return tr("%1 may take the four in %2.").arg(who, holeName(step.from));
    case StepKind::RoundEnd:
        return tr("Round %1 is over.").arg(step.count);
    case StepKind::NewRound:
        //: %1 a round number, %2 a player's name
        return tr("Round %1 begins: %2 moves first.").arg(step.count).arg(who);
    case StepKind::GameEnd:
        return tr("The game is over.");
    default:
        return {};
    }
}

int GameController::capturedWith(const StepList& steps, int i)
{
    // One capture is often several steps (K4: the opposite house, then the
    // last seed): the player hears the seeds of all of them at once.
    const auto sameCapture = [&](int j) {
        const Step& s = steps[static_cast<std::size_t>(j)];
        return s.kind == StepKind::Capture && s.side == steps[static_cast<std::size_t>(i)].side;
    };
    int first = i;
    while (first > 0 && sameCapture(first - 1))
        --first;
    int seeds = 0;
    for (int j = first; j <= i; ++j) // the seeds taken up to this step, as the board shows them
        seeds += steps[static_cast<std::size_t>(j)].count;
    return seeds;
}

} // namespace mancala::app
