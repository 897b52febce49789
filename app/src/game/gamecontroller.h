// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/computerplayer.h"
#include "game/announcer.h"
#include "game/history.h"
#include "game/movelistmodel.h"
#include "game/pitmodel.h"
#include "game/players.h"
#include "game/stepplayer.h"

#include "mancala/engine.h"

#include <QObject>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
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
 */
class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::PitModel* pits READ pits CONSTANT)
    Q_PROPERTY(mancala::app::StepPlayer* player READ player CONSTANT)
    Q_PROPERTY(mancala::app::MoveListModel* moves READ moves CONSTANT)
    Q_PROPERTY(QStringList variantIds READ variantIds CONSTANT)
    Q_PROPERTY(QStringList variantNames READ variantNames NOTIFY variantNameChanged)
    Q_PROPERTY(QString variant READ variant NOTIFY gameChanged)
    Q_PROPERTY(QString variantName READ variantName NOTIFY variantNameChanged)
    Q_PROPERTY(int houses READ houses NOTIFY gameChanged)
    Q_PROPERTY(bool hasStores READ hasStores NOTIFY gameChanged)
    Q_PROPERTY(bool hasTrays READ hasTrays NOTIFY gameChanged)
    // positionChanged: the position on show changed, or what may be done in it
    // (the board came to rest, the race screen was lifted, a side changed
    // hands). One signal for the properties below: they are all read off that
    // one position, a decision changes most of them at once, and the board,
    // the status line and the computer read them together. What changes on
    // its own has its own object and signals: history (ply, undo, redo),
    // players (names, levels), announcer (the status line).
    Q_PROPERTY(int toMove READ toMove NOTIFY positionChanged)
    Q_PROPERTY(int decider READ decider NOTIFY positionChanged)
    Q_PROPERTY(PendingKind pending READ pending NOTIFY positionChanged)
    Q_PROPERTY(bool over READ over NOTIFY positionChanged)
    Q_PROPERTY(int winner READ winner NOTIFY positionChanged)
    /// G2: the game was stopped by the quiet move limit (drawn or scored by `quiet-end`).
    Q_PROPERTY(bool stoppedByQuietLimit READ stoppedByQuietLimit NOTIFY positionChanged)
    /// G2: the quiet move limit in full moves (0: none).
    Q_PROPERTY(int quietLimit READ quietLimit NOTIFY gameChanged)
    Q_PROPERTY(int scoreSouth READ scoreSouth NOTIFY positionChanged)
    Q_PROPERTY(int scoreNorth READ scoreNorth NOTIFY positionChanged)
    Q_PROPERTY(int round READ round NOTIFY positionChanged)
    Q_PROPERTY(int turn READ turn NOTIFY positionChanged)
    Q_PROPERTY(bool canPass READ canPass NOTIFY positionChanged)
    Q_PROPERTY(bool canSwap READ canSwap NOTIFY positionChanged)
    Q_PROPERTY(bool canDistribute READ canDistribute NOTIFY positionChanged)
    Q_PROPERTY(QList<int> legalHoles READ legalHoles NOTIFY positionChanged)
    Q_PROPERTY(QList<int> distributableHoles READ distributableHoles NOTIFY positionChanged)
    Q_PROPERTY(int offerHole READ offerHole NOTIFY positionChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(bool raceScreen READ raceScreen NOTIFY raceScreenChanged)
    Q_PROPERTY(QVariantMap roundSummary READ roundSummary NOTIFY roundSummaryChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    /// The status line, the events of the move on show and what the screen reader hears.
    Q_PROPERTY(mancala::app::Announcer* announcer READ announcer CONSTANT)
    /// Who plays each side: names and levels (a level is set with setLevel(), which checks it against the rules).
    Q_PROPERTY(mancala::app::Players* players READ players CONSTANT)
    /// The line of the game and the cursor that browses it: ply, undo, redo.
    Q_PROPERTY(mancala::app::History* history READ history CONSTANT)
    /// The pending decision is the computer's (the board takes no clicks).
    Q_PROPERTY(bool computerDecides READ computerDecides NOTIFY positionChanged)
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

    QStringList variantIds() const;
    QStringList variantNames() const;
    QString variant() const;
    QString variantName() const;
    int houses() const { return m_rules->houses; }
    bool hasStores() const;
    /// The ends of the board hold seeds: Kalah's stores, the tallies of the
    /// captures of Keren, Mewelad and Enkeshui. Qelat of the Beni Amir keeps
    /// its takings in the waldas: it has neither.
    bool hasTrays() const;
    int toMove() const { return index(position().toMove); }
    int decider() const { return index(position().decider); }
    PendingKind pending() const { return static_cast<PendingKind>(position().pending); }
    bool over() const { return position().over(); }
    /// 0 South, 1 North, -1 a draw or not over.
    int winner() const;
    bool stoppedByQuietLimit() const { return position().quietStop; }
    int quietLimit() const { return m_rules->quietLimit; }
    int scoreSouth() const { return score(position())[0]; }
    int scoreNorth() const { return score(position())[1]; }
    int round() const { return position().round; }
    int turn() const { return position().turn; }
    bool canPass() const;
    bool canSwap() const;
    bool canDistribute() const;
    QList<int> legalHoles() const;
    QList<int> distributableHoles() const;
    int offerHole() const { return position().offerHole; }
    bool busy() const { return m_player.stepIndex() < m_player.stepCount(); }
    bool raceScreen() const { return m_raceScreen; }
    QVariantMap roundSummary() const { return m_roundSummary; }
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
    Q_INVOKABLE void acknowledgeRaceScreen();
    Q_INVOKABLE void dismissRoundSummary();
    Q_INVOKABLE void clearMessage() { setMessage({}); }

signals:
    void gameChanged();
    /// Another rule set, or the same in another language.
    void variantNameChanged();
    void positionChanged();
    void busyChanged();
    void raceScreenChanged();
    void roundSummaryChanged();
    void messageChanged();

private:
    /// What setGame() does with a computer level the new rules do not offer.
    enum class Levels { Keep, FitRules };
    void start(std::unique_ptr<Rules> rules);
    /// Puts a game in place of the current one: its rules, seed, start
    /// position (which points to `rules`) and plies, shown at `ply`.
    void setGame(std::unique_ptr<Rules> rules, std::uint64_t seed, Position from,
                 std::vector<History::Ply> plies, int ply, Levels levels);
    bool decide(const Decision& d, bool byComputer = false);
    /// Whether a person may decide now (not the computer's turn).
    bool personDecides();
    void showPly(int ply, bool animate);
    void refresh();
    void refreshLegal();
    void refreshMoves();
    void onStep();
    void updateRaceScreen();
    void updateRoundSummary();
    /// Shows a refusal; `text` makes it in the language in use whenever it is read.
    void setMessage(std::function<QString()> text);
    /// Texts made with tr() are made again in the language just installed.
    void onLanguageChange();

    std::unique_ptr<Rules> m_rules;
    Position m_start;
    std::uint64_t m_seed = 1;
    std::uint64_t m_gameSeed = 1; ///< the seed the game on the board was made with
    bool m_wasBusy = false;
    bool m_raceScreen = false;
    int m_raceSeen = -1; ///< ply * 2 + decider of the race choice the screen was lifted for
    bool m_roundDismissed = false;
    QVariantMap m_roundSummary;
    std::function<QString()> m_message;
    Players m_players;
    History m_history{m_players}; ///< after the players: it reads their levels

    PitModel m_pits;
    StepPlayer m_player;
    MoveListModel m_moves;
    std::unique_ptr<ComputerPlayer> m_computer; ///< stopped and joined first (only the announcer goes before)
    std::unique_ptr<Announcer> m_announcer;
};

} // namespace mancala::app
