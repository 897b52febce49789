// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QObject;

namespace mancala::app {

/// What the command line asks of the game across computers (LaunchCommandLine).
struct NetworkLaunch {
    bool host = false; ///< --host
    QString join;      ///< --join ADDRESS:PORT
    QString code;      ///< --code
    QString name;      ///< --player

    bool wanted() const { return host || !join.isEmpty(); }
};

/**
 * @brief `mancala --host` and `mancala --join ADDRESS:PORT --code CODE`: the
 * window's game across computers (its NetworkPlay) hosts the game on the
 * board on 127.0.0.1, printing `listening ADDRESS PORT CODE`, or joins, as
 * Game ▸ Over the network would, once the window's start is over (the saved
 * game restored first). With MANCALA_NET_SCRIPT set the window's side also
 * plays by itself (NetworkScript). Prints why when it cannot.
 */
void openNetworkPlay(QObject* window, const NetworkLaunch& launch);

} // namespace mancala::app
