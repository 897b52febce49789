// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

class GameController;

/**
 * @brief The end of a round (Qelat of Keren, Mewelad; M8, W5): both
 * tallies of the round and the holes each player owns for the next one,
 * shown once the board has played the move that ended it, until the
 * player goes on (dismiss()) or another move is on show.
 */
class RoundReport : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the round report.")
    /// The move on show ended a round and the board has played it (the player has not gone on yet).
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    /// The round that ended (1 ...).
    Q_PROPERTY(int round READ round NOTIFY changed)
    /// The seeds each side won in the round.
    Q_PROPERTY(int south READ south NOTIFY changed)
    Q_PROPERTY(int north READ north NOTIFY changed)
    /// The holes each side owns for the next round.
    Q_PROPERTY(int holesSouth READ holesSouth NOTIFY changed)
    Q_PROPERTY(int holesNorth READ holesNorth NOTIFY changed)
    /// The game ended with the round (no next round: the game-over panel says it).
    Q_PROPERTY(bool over READ over NOTIFY changed)
    /// Shown, and the game goes on: the summary waits for the player (the computer too).
    Q_PROPERTY(bool waits READ waits NOTIFY changed)

public:
    explicit RoundReport(GameController& game, QObject* parent = nullptr);

    bool shown() const { return m_now.round > 0; }
    int round() const { return m_now.round; }
    int south() const { return m_now.south; }
    int north() const { return m_now.north; }
    int holesSouth() const { return m_now.holes[0]; }
    int holesNorth() const { return m_now.holes[1]; }
    bool over() const { return m_now.over; }
    bool waits() const { return shown() && !over(); }

    /// The player goes on to the next round.
    Q_INVOKABLE void dismiss();
    /// Looks at the game again (after every change the controller makes).
    void update();
    /// A new move or game: its round end, if any, is shown again.
    void rearm() { m_dismissed = false; }

signals:
    void changed();

private:
    struct Report {
        int round = 0; ///< 0: none
        int south = 0;
        int north = 0;
        int holes[2] = { 0, 0 };
        bool over = false;
        bool operator==(const Report& o) const
        {
            return round == o.round && south == o.south && north == o.north && holes[0] == o.holes[0]
                && holes[1] == o.holes[1] && over == o.over;
        }
    };
    Report made() const;

    GameController& m_game;
    Report m_now;
    bool m_dismissed = false;
};

} // namespace mancala::app
