// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/computerplayer.h"
#include "game/announcer.h"
#include "game/gameending.h"
#include "game/history.h"
#include "game/movelistmodel.h"
#include "game/pendingdecision.h"
#include "game/pitmodel.h"
#include "game/players.h"
#include "game/racehandover.h"
#include "game/roundreport.h"
#include "game/rulesetinfo.h"
#include "game/stepplayer.h"

#include "mancala/engine.h"

#include <QObject>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mancala::app {

/**
 * @brief One game as QML sees it: the rules, the history of positions,
 * decisions and steps, and the actions a player takes.
 *
 * A decision is applied to the game at once (undo, the move list and the
 * score never wait for the animation); the step player then walks its steps
 * and the pit model shows the board the player is at. Input is refused
 * while the board has not reached the game's position (`busy`).
 *
 * What the screen reads of the game lives in objects of its own, each with
 * its signal, all owned here and changed only by the controller (QML reads
 * them, and calls their few actions): the rule set (`ruleSet`), the decision
 * the position on show waits for (`decision`), how the game ended
 * (`ending`), the race handover between two people (`raceHandover`), the
 * end of a round (`roundReport`), the line and its cursor (`history`), the
 * players, the status line (`announcer`) and the computer.
 */
class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::PitModel* pits READ pits CONSTANT)
    Q_PROPERTY(mancala::app::StepPlayer* player READ player CONSTANT)
    Q_PROPERTY(mancala::app::MoveListModel* moves READ moves CONSTANT)
    /// The rule set: its id and name, the board's size and ends.
    Q_PROPERTY(mancala::app::RuleSetInfo* ruleSet READ ruleSet CONSTANT)
    // positionChanged: the position on show changed, or what may be done in it
    // (the board came to rest, the race handover was lifted, a side changed
    // hands). One signal for the properties below and the objects that read
    // that position (decision, ending): they are all read off that one
    // position, a decision changes most of them at once, and the board, the
    // status line and the computer read them together. What changes on its
    // own has its own object and signals: history (ply, undo, redo), players
    // (names, levels), announcer (the status line).
    Q_PROPERTY(int toMove READ toMove NOTIFY positionChanged)
    Q_PROPERTY(int decider READ decider NOTIFY positionChanged)
    Q_PROPERTY(bool over READ over NOTIFY positionChanged)
    Q_PROPERTY(int scoreSouth READ scoreSouth NOTIFY positionChanged)
    Q_PROPERTY(int scoreNorth READ scoreNorth NOTIFY positionChanged)
    Q_PROPERTY(QList<int> legalHoles READ legalHoles NOTIFY positionChanged)
    /// The decision the position on show waits for: its kind, whose it is, pass, swap, distribute.
    Q_PROPERTY(mancala::app::PendingDecision* decision READ decision CONSTANT)
    /// How the game ended: the winner and the rule, in words.
    Q_PROPERTY(mancala::app::GameEnding* ending READ ending CONSTANT)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    /// W2/E2 between people: the board covered while the device changes hands.
    Q_PROPERTY(mancala::app::RaceHandover* raceHandover READ raceHandover CONSTANT)
    /// The end of a round: both tallies and the holes for the next round.
    Q_PROPERTY(mancala::app::RoundReport* roundReport READ roundReport CONSTANT)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    /// The status line, the events of the move on show and what the screen reader hears.
    Q_PROPERTY(mancala::app::Announcer* announcer READ announcer CONSTANT)
    /// Who plays each side: names and levels (a level is set with setLevel(), which checks it against the rules).
    Q_PROPERTY(mancala::app::Players* players READ players CONSTANT)
    /// The line of the game and the cursor that browses it: ply, undo, redo.
    Q_PROPERTY(mancala::app::History* history READ history CONSTANT)
    Q_PROPERTY(mancala::app::ComputerPlayer* computer READ computer CONSTANT)

public:
    /// The decision the game waits for (values of mancala::Pending; checked in gamecontroller.cpp).
    enum PendingKind { Turn, Race, ContinueFrom, Direction, TakeOrLeave };
    Q_ENUM(PendingKind)

    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    PitModel* pits() { return &m_pits; }
    StepPlayer* player() { return &m_player; }
    MoveListModel* moves() { return &m_moves; }
    ComputerPlayer* computer() { return m_computer.get(); }
    Announcer* announcer() { return m_announcer.get(); }
    Players* players() { return &m_players; }
    const Players* players() const { return &m_players; }
    History* history() { return &m_history; }
    const History* history() const { return &m_history; }
    RuleSetInfo* ruleSet() { return &m_ruleSet; }
    PendingDecision* decision() { return &m_decision; }
    GameEnding* ending() { return &m_ending; }
    RaceHandover* raceHandover() { return &m_race; }
    RoundReport* roundReport() { return &m_round; }
    const RoundReport* roundReport() const { return &m_round; }

    QStringList variantIds() const;
    QStringList variantNames() const;
    QString variant() const;
    QString variantName() const;
    int houses() const { return m_rules->houses; }
    bool hasStores() const;
    /// See RuleSetInfo::hasTrays.
    bool hasTrays() const;
    int toMove() const { return index(position().toMove); }
    int decider() const { return index(position().decider); }
    PendingKind pending() const { return static_cast<PendingKind>(position().pending); }
    bool over() const { return position().over(); }
    /// 0 South, 1 North, -1 a draw or not over.
    int winner() const;
    int scoreSouth() const { return score(position())[0]; }
    int scoreNorth() const { return score(position())[1]; }
    bool canPass() const;
    bool canSwap() const;
    bool canDistribute() const;
    QList<int> legalHoles() const;
    QList<int> distributableHoles() const;
    int offerHole() const { return position().offerHole; }
    bool busy() const { return m_player.stepIndex() < m_player.stepCount(); }
    /// The race handover covers the board (RaceHandover).
    bool raceScreen() const { return m_race.shown(); }
    /// A refusal, in the language in use (made when read).
    QString message() const { return m_message ? m_message() : QString(); }
    /// The level of a side (0 South, 1 North): 0 for a person.
    Q_INVOKABLE int level(int side) const { return m_players.level(side); }
    /// Gives a side to a person (0) or to the computer at a level; a level
    /// the rule set does not offer (Perfect outside Kalah) becomes Master.
    Q_INVOKABLE void setLevel(int side, int level);
    bool computerDecides() const { return !over() && level(decider()) > 0; }
    /// The computer's decision, played like a person's (ComputerPlayer).
    bool playComputerDecision(const Decision& d);

    /// The position the decision on show was taken in, and that decision; null at the start.
    const Position* shownMoveBefore() const;
    const Decision* shownMoveDecision() const;
    /// The decisions of the turn the decision on show ends (a Kalah extra
    /// turn, a continuation, a direction), oldest first, each with the
    /// position it was taken in and its steps; empty at the start.
    struct TurnPart {
        const Position* before;
        const Decision* decision;
        const StepList* steps;
    };
    std::vector<TurnPart> shownTurn() const;

    const Position& position() const;
    const Rules& rules() const { return *m_rules; }
    /// The position the game started from and the seed it was made with.
    const Position& initialPosition() const { return m_start; }
    std::uint64_t gameSeed() const { return m_gameSeed; }

    /**
     * @brief Replaces the game by one played from `from` (a position of
     * `*rules`) with `decisions`, showing the position after `ply` of them
     * (-1: all). Returns false, changing nothing, when a decision is illegal.
     */
    bool loadGame(std::unique_ptr<Rules> rules, std::uint64_t seed, const Position& from,
                  const std::vector<Decision>& decisions, int ply = -1);

    /// Starts a new game of a rule set with house rules (`name` -> value text).
    /// Returns the reason when the rules are not playable (nothing changes then).
    Q_INVOKABLE QString newGame(const QString& variantId, const QVariantMap& houseRules = {});
    /// The value of one house rule of the game ("on", "last-seed", "score", ...; "" for no such rule).
    Q_INVOKABLE QString houseRule(const QString& name) const;
    /// A new game with the same rules.
    Q_INVOKABLE void restart();
    /// Starts a new game of `rules` (a copy), as newGame() does.
    void startGame(const Rules& rules);
    /// The seeds of every hole in the game's position (a.. then A..), whatever the board shows.
    /// A test seam (C++ and QML tests): the position itself, where the board shows a step of it.
    Q_INVOKABLE QList<int> positionSeeds() const;
    /// Seeds the board shows in a hole now.
    Q_INVOKABLE int seedsIn(int hole) const;
    /// The seed for lots and races of the next new game.
    Q_INVOKABLE void setRandomSeed(qint64 seed) { m_seed = static_cast<std::uint64_t>(seed); }

    /// A click on a hole: sows it, continues from it or chooses it for the race.
    Q_INVOKABLE bool playHole(int hole);
    Q_INVOKABLE bool chooseDirection(bool clockwise);
    Q_INVOKABLE bool take();
    Q_INVOKABLE bool leave();
    Q_INVOKABLE bool pass();
    Q_INVOKABLE bool swapSides();
    /// E8: the mover's row after the move, counts from its left.
    Q_INVOKABLE bool distribute(const QList<int>& counts);
    /**
     * @brief Plays a launch move list (readLaunchMoves(): decision tokens,
     * `ok`, `autoN`, `until:GOAL`) at once, whoever is to decide. Returns ""
     * or, changing nothing, which token is refused and why.
     */
    Q_INVOKABLE QString playMoves(const QStringList& tokens);
    /// Why a click on this hole would be refused; empty when it would not.
    Q_INVOKABLE QString whyIllegal(int hole) const;
    Q_INVOKABLE QString holeName(int hole) const;
    /// The hole a typed name picks ('a'.. South, 'A'.. North), or -1.
    Q_INVOKABLE int holeByName(const QString& name) const;
    void acknowledgeRaceScreen() { m_race.acknowledge(); }
    void dismissRoundSummary() { m_round.dismiss(); }
    Q_INVOKABLE void clearMessage() { setMessage({}); }
    /// Plays the decision retakeAsked() asked about: the later decisions give way to it.
    Q_INVOKABLE void confirmRetake();

    /**
     * @brief A game across computers (NetworkPlay) takes the person's
     * decisions: each goes to `taker` instead of onto the board, and the
     * board plays only what playTaken() brings (both sides' decisions, in the
     * order the game across computers played them). Null: the board plays them.
     */
    void setDecisionTaker(std::function<bool(const Decision&)> taker);
    bool decisionsTaken() const { return bool(m_taker); }
    /// Plays a decision past the taker at the end of the line; false when
    /// the board is busy showing the last one, or the decision is illegal.
    bool playTaken(const Decision& d);

signals:
    void gameChanged();
    /// Another rule set, or the same in another language.
    void variantNameChanged();
    void positionChanged();
    void busyChanged();
    /**
     * @brief A person decided in an earlier position of a game in progress
     * looked back at (History::lookingBack) otherwise than the line goes on:
     * the `later` decisions after it would leave the board. Nothing is played
     * until confirmRetake(). (The line's own next decision is played as a
     * redo: the later decisions stay. A finished game is not asked about: its
     * record keeps its line as the main line, the new decision as a variation.)
     */
    void retakeAsked(int later);
    void messageChanged();

private:
    /// What setGame() does with a computer level the new rules do not offer.
    enum class Levels { Keep, FitRules };
    void start(std::unique_ptr<Rules> rules);
    /// Puts a game in place of the current one: its rules, seed, start
    /// position (which points to `rules`) and plies, shown at `ply`.
    void setGame(std::unique_ptr<Rules> rules, std::uint64_t seed, Position from,
                 std::vector<History::Ply> plies, int ply, Levels levels);
    /// `retakeAgreed`: the person agreed to replace the decisions after a position looked back at.
    bool decide(const Decision& d, bool byComputer = false, bool retakeAgreed = false);
    /// Whether a person may decide now (not the computer's turn).
    bool personDecides();
    void showPly(int ply, bool animate);
    void refresh();
    void refreshLegal();
    void refreshMoves();
    void onStep();
    /// Shows a refusal; `text` makes it in the language in use whenever it is read.
    void setMessage(std::function<QString()> text);
    /// Texts made with tr() are made again in the language just installed.
    void onLanguageChange();

    std::unique_ptr<Rules> m_rules;
    Position m_start;
    std::uint64_t m_seed = 1;
    std::uint64_t m_gameSeed = 1; ///< the seed the game on the board was made with
    bool m_wasBusy = false;
    std::function<QString()> m_message;
    /// The decision retakeAsked() asked about, and the line's length and ply it was asked in.
    struct Retake {
        Decision decision;
        int plyCount = 0;
        int ply = 0;
    };
    std::optional<Retake> m_retake;
    std::function<bool(const Decision&)> m_taker; ///< setDecisionTaker()
    bool m_playingTaken = false;
    Players m_players;
    History m_history{m_players}; ///< after the players: it reads their levels

    PitModel m_pits;
    StepPlayer m_player;
    MoveListModel m_moves;
    RuleSetInfo m_ruleSet{*this};
    PendingDecision m_decision{*this};
    GameEnding m_ending{*this};
    RaceHandover m_race{*this};
    RoundReport m_round{*this};
    std::unique_ptr<ComputerPlayer> m_computer; ///< stopped and joined first (only the announcer goes before)
    std::unique_ptr<Announcer> m_announcer;
};

} // namespace mancala::app
