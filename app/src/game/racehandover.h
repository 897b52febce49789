// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

class GameController;

/**
 * @brief The racing start on one device (W2, E2): between the two secret
 * choices the board is covered while the device passes to the player who
 * chooses next. Against the computer nobody has to look away (the core
 * hides each choice from the other side), so it is never shown then, nor
 * in a game across computers (each chooses at their own screen).
 */
class RaceHandover : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the race handover.")
    /// The board is covered: the next chooser has not said they are at the device.
    Q_PROPERTY(bool shown READ shown NOTIFY shownChanged)

public:
    explicit RaceHandover(const GameController& game, QObject* parent = nullptr);

    bool shown() const { return m_shown; }
    /// The chooser is at the device: the board shows for their choice.
    Q_INVOKABLE void acknowledge();
    /// Looks at the game again (after every change the controller makes).
    void update();
    /// A new game: no choice has been handed over yet.
    void reset() { m_seen = -1; }

signals:
    void shownChanged();
    /// acknowledge() lifted the cover: what may be clicked changes.
    void acknowledged();

private:
    /// The race choice on show as one number (ply * 2 + decider).
    int choiceKey() const;

    const GameController& m_game;
    bool m_shown = false;
    int m_seen = -1; ///< the choiceKey() the cover was lifted for
};

} // namespace mancala::app
