// SPDX-License-Identifier: GPL-3.0-or-later
#include "netplay/networklaunch.h"

#include "game/gamecontroller.h"
#include "netplay/networkplay.h"
#include "netplay/networkscript.h"

#include <QTimer>

#include <cstdio>

namespace mancala::app {

namespace {

// English, as the terminal messages of mancala-cli.
void say(FILE* to, const QString& line)
{
    std::fputs(qPrintable(line + u'\n'), to);
    std::fflush(to);
}

void start(QObject* window, const NetworkLaunch& launch)
{
    auto* play = window->findChild<NetworkPlay*>();
    auto* game = window->findChild<GameController*>();
    if (!play || !game)
        return;
    if (qEnvironmentVariableIsSet("MANCALA_NET_SCRIPT"))
        new NetworkScript(play, game, qEnvironmentVariableIntValue("MANCALA_NET_SCRIPT"), window);
    if (launch.host) {
        const QString why = play->hostOn(0, launch.name, QHostAddress::LocalHost, launch.code);
        if (!why.isEmpty())
            say(stderr, QStringLiteral("mancala: cannot host: ") + why);
        else
            say(stdout, QStringLiteral("listening %1 %2 %3").arg(play->address()).arg(play->port()).arg(play->code()));
        return;
    }
    const qsizetype colon = launch.join.lastIndexOf(u':');
    bool portRead = false;
    const int port = launch.join.mid(colon + 1).toInt(&portRead);
    if (colon <= 0 || !portRead || port <= 0 || port > 65535) {
        say(stderr, QStringLiteral("mancala: --join takes ADDRESS:PORT, e.g. 127.0.0.1:5000"));
        return;
    }
    play->join(launch.join.left(colon), port, launch.code, launch.name);
}

} // namespace

void openNetworkPlay(QObject* window, const NetworkLaunch& launch)
{
    if (!window || !launch.wanted())
        return;
    // After the window's start (its saved game restored, Qt.callLater): else the saved game would replace this one.
    QTimer::singleShot(0, window, [window, launch] { start(window, launch); });
}

} // namespace mancala::app
