// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

class GameController;

/// @brief The decision the position on show waits for and the buttons it
/// offers beside the holes (pass, swap, distribute), for the decision bar.
class PendingDecision : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the pending decision.")
    /// What is to be decided: GameController.Turn, Race, ContinueFrom, Direction or TakeOrLeave.
    Q_PROPERTY(int pending READ pending NOTIFY changed)
    /// The computer is to decide it (the board takes no clicks).
    Q_PROPERTY(bool computerDecides READ computerDecides NOTIFY changed)
    Q_PROPERTY(bool canPass READ canPass NOTIFY changed)
    /// K9: North may swap sides.
    Q_PROPERTY(bool canSwap READ canSwap NOTIFY changed)
    /// E8: the special move may be played.
    Q_PROPERTY(bool canDistribute READ canDistribute NOTIFY changed)

public:
    explicit PendingDecision(const GameController& game, QObject* parent = nullptr);

    int pending() const;
    bool computerDecides() const;
    bool canPass() const;
    bool canSwap() const;
    bool canDistribute() const;

signals:
    void changed();

private:
    const GameController& m_game;
};

} // namespace mancala::app
