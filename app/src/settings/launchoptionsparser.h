// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace mancala::app {

/**
 * @brief The command line of `mancala` (packaging/mancala.6), read with
 * QCommandLineParser: --help, --version, --lang=CODE, --renderer=MODE and the
 * record files (after `--` every word is a file).
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
