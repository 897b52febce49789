// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/launchoptionsparser.h"
#include "settings/launchoptions.h"

#include <QCommandLineParser>

namespace mancala::app {

namespace {

// The options of the manual page, in its order.
struct Parser {
    QCommandLineParser parser;
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help")},
                            QStringLiteral("Print this help and exit.")};
    QCommandLineOption version{{QStringLiteral("v"), QStringLiteral("version")},
                               QStringLiteral("Print the version and exit.")};
    QCommandLineOption lang{QStringLiteral("lang"),
                            QStringLiteral("Speak the language CODE (en, de, fr, ti, am, sw) instead of the one "
                                           "chosen last or the system's (also MANCALA_LANG)."),
                            QStringLiteral("CODE")};
    QCommandLineOption renderer{QStringLiteral("renderer"),
                                QStringLiteral("How the board is drawn: software, gpu or auto (the default; "
                                               "also MANCALA_RENDERER)."),
                                QStringLiteral("MODE")};
    QCommandLineOption host{QStringLiteral("host"),
                            QStringLiteral("Host the game on the board over the network at once, on this computer "
                                           "only (127.0.0.1); prints 'listening ADDRESS PORT CODE'.")};
    QCommandLineOption join{QStringLiteral("join"),
                            QStringLiteral("Join the game hosted at ADDRESS:PORT at once (with --code)."),
                            QStringLiteral("ADDRESS:PORT")};
    QCommandLineOption code{QStringLiteral("code"),
                            QStringLiteral("The join code of --host or --join: six digits (the host's default: a "
                                           "random one)."),
                            QStringLiteral("CODE")};
    // Not --name: Qt takes -name and --name for itself on X11 (the window's class).
    QCommandLineOption player{QStringLiteral("player"),
                              QStringLiteral("This player's name in a game of --host or --join."), QStringLiteral("NAME")};

    Parser()
    {
        parser.setApplicationDescription(
            QStringLiteral("Sowing games of East Africa: Qelat, Mewelad (Gabata), Enkeshui and Kalah.\n"
                           "A second start while the game's window is open hands its file to that window."));
        // "-platform offscreen" and the like are Qt's: a single dash starts a long option.
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        parser.addOption(help);
        parser.addOption(version);
        parser.addOption(lang);
        parser.addOption(renderer);
        for (const QCommandLineOption* network : {&host, &join, &code, &player})
            parser.addOption(*network);
        parser.addPositionalArgument(QStringLiteral("file"),
                                     QStringLiteral("A game record to open (one game is shown at a time: "
                                                    "of several files the first). After --, every word is a file."),
                                     QStringLiteral("[--] [file]"));
    }
};

} // namespace

LaunchCommandLine LaunchCommandLine::parse(const QStringList& arguments)
{
    Parser p;
    // An unknown option is no error here (see the header): the parser goes on past it.
    p.parser.parse(arguments);
    LaunchCommandLine out;
    out.help = p.parser.isSet(p.help);
    out.version = p.parser.isSet(p.version);
    out.language = p.parser.value(p.lang);
    out.renderer = p.parser.value(p.renderer);
    out.host = p.parser.isSet(p.host);
    out.join = p.parser.value(p.join);
    out.code = p.parser.value(p.code);
    out.name = p.parser.value(p.player);
    out.unknown = p.parser.unknownOptionNames();
    // The positional words as LaunchOptions reads files (a file: URL, relative paths).
    QStringList words{arguments.value(0), QStringLiteral("--")};
    words << p.parser.positionalArguments();
    out.files = LaunchOptions::fileArguments(words);
    return out;
}

QString LaunchCommandLine::helpText()
{
    return Parser().parser.helpText().replace(QStringLiteral("<executable_name>"), QStringLiteral("mancala"));
}

QString LaunchCommandLine::versionText()
{
    return QStringLiteral("mancala %1\n").arg(QStringLiteral(MANCALA_VERSION));
}

} // namespace mancala::app
