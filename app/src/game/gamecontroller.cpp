// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/gamecontroller.h"
#include "game/launchmoves.h"
#include "stdstrings.h"

#include "picker/gamesetup.h"

#include "languages/coretexts.h"
#include "languages/translations.h"
#include "teaching/rulenumbers.h"

#include "mancala/notation.h"
#include "mancala/search.h"

#include <algorithm>
#include <utility>

namespace mancala::app {

// The enums QML sees are the core's, value for value.
static_assert(GameController::Turn == int(Pending::Turn) && GameController::Race == int(Pending::Race)
              && GameController::ContinueFrom == int(Pending::ContinueFrom)
              && GameController::Direction == int(Pending::Direction)
              && GameController::TakeOrLeave == int(Pending::TakeOrLeave));

GameController::GameController(QObject* parent)
    : QObject(parent)
{
    connect(&m_player, &StepPlayer::boardChanged, this, &GameController::onStep);
    connect(LanguageChange::instance(), &LanguageChange::changed, this, &GameController::onLanguageChange);
    connect(&m_history, &History::showRequested, this, &GameController::showPly);
    connect(&m_history, &History::reviewChanged, this, &GameController::refreshMoves);
    // The objects that read the game tell QML when what they read changed.
    for (auto signal : {&GameController::gameChanged, &GameController::variantNameChanged})
        connect(this, signal, &m_ruleSet, &RuleSetInfo::changed);
    for (auto signal : {&GameController::positionChanged, &GameController::variantNameChanged}) {
        connect(this, signal, &m_decision, &PendingDecision::changed);
        connect(this, signal, &m_ending, &GameEnding::changed);
    }
    connect(&m_race, &RaceHandover::acknowledged, this, [this] {
        refreshLegal();
        emit positionChanged();
    });
    connect(&m_history, &History::secretRaceRefused, this, [this] {
        setMessage([] { return tr("The race choice stays secret until both players have chosen."); });
    });
    // The computer looks at the game after every change (it stops a search
    // the change makes useless at once, and plays when the board is ready).
    m_computer = std::make_unique<ComputerPlayer>(*this);
    for (auto signal : {&GameController::gameChanged, &GameController::positionChanged, &GameController::busyChanged})
        connect(this, signal, m_computer.get(), &ComputerPlayer::update);
    connect(&m_round, &RoundReport::changed, m_computer.get(), &ComputerPlayer::update);
    connect(&m_players, &Players::levelsChanged, m_computer.get(), &ComputerPlayer::update);
    // After the computer: it reads whether the computer thinks.
    m_announcer = std::make_unique<Announcer>(*this);
    newGame(QStringLiteral("kalah"));
}

GameController::~GameController()
{
    // The announcer reads the computer: it goes first.
    m_announcer.reset();
}

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
    const int ply = m_history.ply();
    return ply == 0 ? m_start : m_history.at(ply - 1).after;
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
    if (busy() || m_race.shown() || computerDecides())
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

void GameController::setLevel(int side, int level)
{
    if (side != 0 && side != 1)
        return;
    level = std::clamp(level, 0, kPerfectLevel);
    if (level > 0 && !levelAvailable(*m_rules, level))
        level = kMaxLevel;
    if (!m_players.setLevel(side, level)) // levelsChanged
        return;
    m_race.update();
    refreshLegal();
    emit positionChanged();
}

void GameController::onLanguageChange()
{
    emit variantNameChanged();
    // A refusal reads in the new language (it is made when read).
    if (m_message)
        emit messageChanged();
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

void GameController::startGame(const Rules& rules)
{
    start(std::make_unique<Rules>(rules));
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
    const Position from = startPosition(*rules, m_seed);
    setGame(std::move(rules), m_seed, from, {}, 0, Levels::FitRules);
}

void GameController::setGame(std::unique_ptr<Rules> rules, std::uint64_t seed, Position from,
                             std::vector<History::Ply> plies, int ply, Levels levels)
{
    m_player.skipToEnd();
    m_history.replace({});
    // The positions of the old game point to the old rules: both go together.
    m_rules = std::move(rules);
    m_gameSeed = seed;
    m_start = from;
    m_history.replace(std::move(plies)); // at the start until showPly(): gameChanged's listeners read position()
    // Once the new game is whole: the change is told to the computer, which reads it.
    if (levels == Levels::FitRules)
        for (int side : {0, 1})
            if (level(side) > 0 && !levelAvailable(*m_rules, level(side)))
                m_players.setLevel(side, kMaxLevel);
    m_race.reset();
    m_round.rearm();
    m_retake.reset();
    setMessage({});
    emit gameChanged();
    emit variantNameChanged();
    const int count = m_history.plyCount();
    showPly(ply >= 0 && ply <= count ? ply : count, false);
}

bool GameController::loadGame(std::unique_ptr<Rules> rules, std::uint64_t seed, const Position& from,
                              const std::vector<Decision>& decisions, int ply)
{
    if (!rules || from.rules != rules.get())
        return false;
    std::vector<History::Ply> history;
    history.reserve(decisions.size());
    Position p = from;
    for (const Decision& d : decisions) {
        Position next = p;
        StepList steps;
        if (!mancala::apply(next, d, &steps))
            return false;
        history.push_back(History::Ply{p, d, std::move(steps), next, {}});
        p = next;
    }
    setGame(std::move(rules), seed, from, std::move(history), ply, Levels::Keep);
    return true;
}

bool GameController::personDecides()
{
    if (!computerDecides())
        return true;
    //: A click while the computer is to decide
    setMessage([] { return tr("Wait for the computer's move."); });
    return false;
}

bool GameController::playComputerDecision(const Decision& d)
{
    return computerDecides() && decide(d, true);
}

bool GameController::decide(const Decision& d, bool byComputer, bool retakeAgreed)
{
    if (busy() || m_race.shown() || over())
        return false;
    if (m_taker && !byComputer && !m_playingTaken)
        return m_taker(d);
    if (!byComputer && !personDecides())
        return false;
    Position next = position();
    StepList steps;
    if (!mancala::apply(next, d, &steps)) {
        setMessage([why = mancala::whyIllegal(position(), d)] { return RuleNumbers::instance()->shown(coreText(why)); });
        return false;
    }
    m_retake.reset();
    if (!byComputer && m_history.lookingBack()) {
        const int ply = m_history.ply();
        if (m_history.at(ply).decision == d) {
            // The line goes on this way: its later decisions stay, to redo.
            setMessage({});
            showPly(ply + 1, true);
            return true;
        }
        // A finished game keeps its line as the record's main line (RecordDocument): nothing to ask.
        if (!retakeAgreed && m_history.inProgress()) {
            m_retake = Retake{d, m_history.plyCount(), ply};
            emit retakeAsked(m_history.plyCount() - ply);
            return false;
        }
    }
    m_history.push(History::Ply{position(), d, std::move(steps), next, {}});
    m_round.rearm();
    setMessage({});
    showPly(m_history.ply(), true);
    return true;
}

void GameController::setDecisionTaker(std::function<bool(const Decision&)> taker)
{
    m_taker = std::move(taker);
    m_race.update();
}

bool GameController::playTaken(const Decision& d)
{
    if (m_history.browsing())
        m_history.goToPly(m_history.plyCount());
    m_playingTaken = true;
    const bool played = decide(d, false, true);
    m_playingTaken = false;
    return played;
}

void GameController::confirmRetake()
{
    const std::optional<Retake> retake = std::exchange(m_retake, std::nullopt);
    // Asked about this very position of this very line.
    if (retake && retake->plyCount == m_history.plyCount() && retake->ply == m_history.ply())
        decide(retake->decision, false, true);
}

bool GameController::playHole(int hole)
{
    const Pending pending = position().pending;
    if (pending == Pending::Direction) {
        setMessage([] { return tr("Choose a direction first."); });
        return false;
    }
    if (pending == Pending::TakeOrLeave) {
        setMessage([] { return tr("Take or leave the four first."); });
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

QString GameController::playMoves(const QStringList& tokens)
{
    m_player.skipToEnd();
    LaunchLine line;
    if (const QString why = readLaunchMoves(position(), tokens, line); !why.isEmpty())
        return why;
    for (const Decision& d : line.decisions) {
        // The list was read on a copy of the game: each decision is legal here too.
        if (raceScreen())
            acknowledgeRaceScreen();
        decide(d, true);
        m_player.skipToEnd();
    }
    if (line.acknowledgeRace && raceScreen())
        acknowledgeRaceScreen();
    return {};
}

QString GameController::whyIllegal(int hole) const
{
    const Position& p = position();
    const Decision d = p.pending == Pending::ContinueFrom ? Decision::continueFrom(hole) : Decision::sow(hole);
    return RuleNumbers::instance()->shown(coreText(mancala::whyIllegal(p, d)));
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

void GameController::showPly(int ply, bool animate)
{
    m_history.setCursor(ply);
    if (ply == 0) {
        m_player.show(m_start);
    } else {
        const History::Ply& p = m_history.at(ply - 1);
        m_player.load(p.before, p.steps, p.after, animate);
    }
    refresh();
}

void GameController::refresh()
{
    onStep();
    refreshMoves();
    m_history.publish();
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
    const std::vector<History::Ply>& line = m_history.plies();
    const int shown = m_history.ply();
    for (std::size_t i = 0; i < line.size(); ++i) {
        const History::Ply& p = line[i];
        MoveListModel::Entry e;
        e.turn = p.before.turn;
        e.side = index(p.before.decider);
        e.text = fromStd(formatDecision(p.before, p.decision));
        e.startsTurn = i == 0 || turnEnds(line[i - 1].before, line[i - 1].after);
        e.glyph = p.review.glyph;
        e.note = p.review.note;
        e.round = p.before.round;
        // W2/E2: a race choice stays hidden until both players have chosen
        // in the position on show, whatever the line holds after it (undone
        // to the start, the computer's choice would be there to see).
        if (p.before.pending == Pending::Race) {
            std::size_t last = i; // the race's last choice
            while (last < line.size() && line[last].after.pending == Pending::Race)
                ++last;
            if (last >= line.size() || static_cast<int>(last) + 1 > shown)
                e.text = QStringLiteral("?");
        }
        entries << e;
    }
    m_moves.setEntries(entries, shown);
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
    m_pits.setActive(busy() ? a : kNoPlace, busy() ? b : kNoPlace);
    if (busy() != m_wasBusy) {
        m_wasBusy = busy();
        emit busyChanged();
        m_race.update();
        refreshLegal();
        emit positionChanged();
    } else {
        m_race.update();
        refreshLegal();
    }
    m_round.update();
}

void GameController::setMessage(std::function<QString()> text)
{
    if (!text && !m_message)
        return;
    m_message = std::move(text);
    emit messageChanged();
}

const Position* GameController::shownMoveBefore() const
{
    return m_history.ply() > 0 ? &m_history.at(m_history.ply() - 1).before : nullptr;
}

const Decision* GameController::shownMoveDecision() const
{
    return m_history.ply() > 0 ? &m_history.at(m_history.ply() - 1).decision : nullptr;
}

std::vector<GameController::TurnPart> GameController::shownTurn() const
{
    std::vector<TurnPart> turn;
    const int shown = m_history.ply();
    if (shown <= 0)
        return turn;
    const std::vector<History::Ply>& line = m_history.plies();
    auto first = static_cast<std::size_t>(shown - 1);
    const Side mover = line[first].before.decider;
    while (first > 0 && line[first - 1].before.decider == mover
           && !turnEnds(line[first - 1].before, line[first - 1].after))
        --first;
    for (auto i = first; i < static_cast<std::size_t>(shown); ++i)
        turn.push_back({&line[i].before, &line[i].decision, &line[i].steps});
    return turn;
}

} // namespace mancala::app
