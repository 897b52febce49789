// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace mancala::app {

/**
 * @brief The command line of `mancala` (packaging/mancala.6), read with
 * QCommandLineParser: --help, --version, --lang=CODE, --renderer=MODE, a game
 * across computers (--host, --join=ADDRESS:PORT, --code=CODE, --player=NAME) and
 * the record files (after `--` every word is a file).
 *
 * Words the game does not know that start with '-' are kept in `unknown`
 * and ignored, as they always were (Qt's own options are taken out of the
 * arguments by QGuiApplication before they get here).
 */
struct LaunchCommandLine {
    bool help = false;
    bool version = false;
    QString language; ///< --lang, empty when not given
    QString renderer; ///< --renderer, empty when not given
    bool host = false; ///< --host: hosts the game on the board at once, on this computer only
    QString join;      ///< --join ADDRESS:PORT: joins a game across computers at once
    QString code;      ///< --code: the join code (host: empty for a random one)
    QString name;      ///< --player: this player's name, shown to the other
    QStringList files; ///< absolute paths, in the order given
    QStringList unknown; ///< unknown options, without their dashes

    /// Reads `arguments` (the program's name first).
    static LaunchCommandLine parse(const QStringList& arguments);
    /// What `mancala --help` prints (English, as the terminal messages of mancala-cli).
    static QString helpText();
    /// What `mancala --version` prints.
    static QString versionText();
};

} // namespace mancala::app
