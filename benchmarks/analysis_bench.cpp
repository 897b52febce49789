// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis panel's depth against `mancala-cli analyse` on the same
// position (docs/benchmarks.md): the panel's model (AnalysisModel, its
// search and the Kalah solver on two workers) runs for --seconds and the
// depth it has reached is printed each second; then the command line's
// analysis (analyseExact(), what `mancala-cli analyse --movetime` runs: the
// search and the solver side by side) gets the same time.
//
//   mancala-analysis-bench [--seconds S] [--seeds N] [--houses H]

#include "ai/analysismodel.h"
#include "game/gamecontroller.h"

#include "mancala/search.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <string>

using namespace mancala;
using namespace mancala::app;

int main(int argc, char** argv)
{
    int seconds = 10, seeds = 5, houses = 6;
    for (int i = 1; i + 1 < argc; i += 2) {
        const int v = std::atoi(argv[i + 1]);
        if (!std::strcmp(argv[i], "--seconds"))
            seconds = v;
        else if (!std::strcmp(argv[i], "--seeds"))
            seeds = v;
        else if (!std::strcmp(argv[i], "--houses"))
            houses = v;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    setPerfectPlayDatabases(false); // both without endgame databases: the same work
    QGuiApplication app(argc, argv);
    GameController game;
    game.computer()->setPaused(true);
    if (const QString error = game.newGame(QStringLiteral("kalah"), {{QStringLiteral("seeds"), seeds}, {QStringLiteral("houses"), houses}});
        !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("Kalah %dx%d, the start, %d s each\n", houses, seeds, seconds);

    AnalysisModel panel;
    panel.setGame(&game);
    QElapsedTimer clock;
    clock.start();
    panel.setActive(true);
    QTimer tick;
    int second = 0;
    QObject::connect(&tick, &QTimer::timeout, &app, [&] {
        ++second;
        std::printf("panel  %3d s: depth %d, %llu nodes, %d/%d exact\n", second, panel.depth(),
                    static_cast<unsigned long long>(panel.nodes()), panel.exactCount(), panel.rowCount());
        std::fflush(stdout);
        if (second >= seconds) {
            panel.stop();
            app.quit();
        }
    });
    tick.start(1000);
    app.exec();

    SearchLimits limits;
    limits.millis = seconds * 1000;
    const SearchInfo cli = analyseExact(game.position(), limits);
    std::printf("cli    %3d s: depth %d, %llu nodes%s\n", seconds, cli.depth, static_cast<unsigned long long>(cli.nodes),
                cli.exact ? ", exact" : "");
    return 0;
}
