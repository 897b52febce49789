// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <random>

namespace mancala::app {

class GameController;
class NetworkPlay;

/**
 * @brief A scripted player at a window's game across computers, for the tests
 * of two app processes (MANCALA_NET_SCRIPT=SEED, docs/network.md): it accepts
 * the host's rules, and when its side is to decide it takes a random legal
 * decision (from SEED) the way a player does, a click on the board through
 * the game controller, or a race button (NetworkPlay::chooseRace).
 *
 * It writes what the window shows on standard output, a line each:
 * `board PLY POSITION` when the board has settled on another position (the
 * position string of docs/notation.md), `status TEXT` when the line under the
 * board changes, `stage NAME` when the game across computers changes stage.
 */
class NetworkScript : public QObject {
    Q_OBJECT
public:
    NetworkScript(NetworkPlay* play, GameController* game, unsigned seed, QObject* parent = nullptr);

private:
    void step();
    void decide();
    void showBoard();

    QPointer<NetworkPlay> m_play;
    QPointer<GameController> m_game;
    std::mt19937 m_random;
    QString m_shown; ///< the last board line written
};

} // namespace mancala::app
