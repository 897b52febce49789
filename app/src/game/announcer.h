// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

class GameController;

/**
 * @brief What the screen says about the game and what a screen reader (or
 * Read aloud) hears: the line under the board, the line under it, the side
 * whose colour it shows and the computer's "thinking" mark.
 *
 * Nothing here is set once and kept: every text is made when it is read,
 * from the game, the step the board is at, the computer and the language in
 * use, so that it cannot go stale (a new game, another language, a move
 * browsed in the move list, the computer's turn). `changed` tells that any
 * of them may read differently; `announced` tells what is new to say (an
 * event of the move on show, the computer's move), and is not sent again
 * for the same thing in another language.
 */
class Announcer : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the announcer.")
    /// The line under the board: whose turn, what they must decide, what is being shown.
    Q_PROPERTY(QString status READ status NOTIFY changed)
    /// The line under it: a refusal, else the event of the move on show and the computer's move
    /// (and in Qelat, when its endgame database proves it, that nothing more can be won).
    Q_PROPERTY(QString detail READ detail NOTIFY changed)
    /// The detail is a refusal (the game's message).
    Q_PROPERTY(bool refusal READ refusal NOTIFY changed)
    /// Both lines as one text, for the screen reader's live region.
    Q_PROPERTY(QString spoken READ spoken NOTIFY changed)
    /// The last event of the move on show, as far as the board has gone ("South moves again."), or "".
    Q_PROPERTY(QString lastEvent READ lastEvent NOTIFY changed)
    /// The side the status names, whose colour goes with it; -1 for none (game over, the race, looking back).
    Q_PROPERTY(int side READ side NOTIFY changed)
    /// The side whose card shows the computer thinking, or -1.
    Q_PROPERTY(int thinkingSide READ thinkingSide NOTIFY changed)

public:
    explicit Announcer(GameController& game, QObject* parent = nullptr);

    QString status() const;
    QString detail() const;
    bool refusal() const;
    QString spoken() const;
    /// (Not `event()`: that would hide QObject::event.)
    QString lastEvent() const;
    int side() const;
    int thinkingSide() const;

    /// A side's name as the screen shows it: the player's, or the computer's with its level.
    Q_INVOKABLE QString nameOf(int side) const;
    /// What the computer's decision on show did ("North played C and captured 4 seeds."), or "".
    QString computerMove() const;

    /// Looks at the game again: sends `changed` and `announced` when there is reason to.
    void update();

signals:
    void changed();
    /// Something new to say aloud.
    void announced(const QString& text);

private:
    /// Where the last event of the move on show is (ply and step), or -1;
    /// `sinceSowing`: -1 too once the board has sown on past it.
    qint64 eventKey(bool sinceSowing = false) const;
    /// The words of the event at `key` (an eventKey()), or "".
    QString eventText(qint64 key) const;
    /// The move on show is a race (both hands sow at once).
    bool raceShown() const;
    /// Qelat: the note that the endgame database proves the rest of the game a draw, or "".
    QString deadDraw() const;
    /// The side that took the decision on show, or -1 at the start.
    int mover() const;

    GameController& m_game;
    QString m_seen; ///< the texts last read, to tell whether they changed
    qint64 m_eventKey = -1;
    int m_moveKey = -1; ///< the ply whose computer's move was announced
};

} // namespace mancala::app
