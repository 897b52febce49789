// SPDX-License-Identifier: GPL-3.0-or-later
// Frame times of the game window while a long relay move animates, and the
// time from start to the first frame. Not a test: run it under Xvfb,
//   xvfb-run -a -s "-screen 0 1280x800x24" build/app/bench_board [--renderer=gpu|software]
// It shows the window as the player sees it (LaunchOptions from the
// environment, set here) and prints the figures as a Markdown table row.
// BENCH_FIRST_FRAME_ONLY=1 stops at the first frame (the start alone).
#include <QElapsedTimer>
#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>

#include "settings/scenegraphchoice.h"

#include <algorithm>
#include <iterator>
#include <cstdio>
#include <ctime>
#include <vector>

Q_IMPORT_QML_PLUGIN(MancalaPlugin)

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // A Mewelad game without the race whose first move relays for many laps:
    // South sows a and keeps lifting and sowing on.
    qputenv("MANCALA_VARIANT", qgetenv("BENCH_VARIANT").isEmpty() ? "mewelad" : qgetenv("BENCH_VARIANT"));
    if (qEnvironmentVariableIsEmpty("BENCH_MOVES")) {
        qputenv("MANCALA_RULES", "race=off");
        qputenv("MANCALA_MOVES", "until:none");
    } else {
        qputenv("MANCALA_MOVES", qgetenv("BENCH_MOVES"));
    }
    qputenv("MANCALA_SIZE", "1280x800");
    // A QApplication, as the game's (its print dialog is a widget): the same start.
    QApplication app(argc, argv);
    // As the game does: --renderer=software|gpu|auto, MANCALA_RENDERER, else chosen by the OpenGL renderer.
    QElapsedTimer choosing;
    choosing.start();
    const QString choice = mancala::app::SceneGraphChoice::apply(QCoreApplication::arguments());
    std::printf("%s, chosen in %lld ms\n", qPrintable(choice), static_cast<long long>(choosing.elapsed()));
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/Mancala/Main.qml")));
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().value(0));
    if (!window)
        return 1;

    // Wall time, and the processor time spent so far (making the window's objects).
    std::printf("window loaded at %lld ms, processor time %.0f ms\n", static_cast<long long>(sinceStart.elapsed()),
                1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC);
    qint64 firstFrame = -1;
    // The processor time to the first frame, which other work on the machine changes less than the wall time.
    double firstFrameCpu = -1;
    // A frame's cost: from the start of its synchronisation to the swap
    // (animations advance, the scene graph syncs, renders and swaps). The
    // intervals between swaps also hold the idle pauses the step player
    // makes on purpose (announcements), so they are reported apart.
    std::vector<double> frames;
    std::vector<double> intervals;
    QElapsedTimer frameClock;
    QElapsedTimer intervalClock;
    bool measuring = false;
    // BENCH_FIRST_FRAME_ONLY=1: stop at the first frame (for instruction
    // counts of the start alone, e.g. under valgrind --tool=callgrind).
    const bool firstFrameOnly = qEnvironmentVariableIntValue("BENCH_FIRST_FRAME_ONLY") != 0;
    QObject::connect(window, &QQuickWindow::beforeSynchronizing, window, [&] { frameClock.restart(); },
                     Qt::DirectConnection);
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [&] {
        if (firstFrame < 0) {
            firstFrame = sinceStart.elapsed();
            firstFrameCpu = 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
            if (firstFrameOnly)
                QTimer::singleShot(0, &app, &QCoreApplication::quit);
        }
        if (measuring) {
            frames.push_back(static_cast<double>(frameClock.nsecsElapsed()) / 1e6);
            if (intervalClock.isValid())
                intervals.push_back(static_cast<double>(intervalClock.nsecsElapsed()) / 1e6);
            intervalClock.restart();
        }
    }, Qt::DirectConnection);
    // After the first frame has settled, play the longest first move at normal
    // speed: the bench picks the hole whose sowing has the most steps.
    QTimer::singleShot(800, window, [&] {
        if (firstFrameOnly)
            return;
        QObject* game = window->property("controller").value<QObject*>();
        if (!game)
            return;
        QObject* player = game->property("player").value<QObject*>();
        QObject* history = game->property("history").value<QObject*>();
        int best = -1;
        int bestSteps = 0;
        const auto legal = game->property("legalHoles").value<QList<int>>();
        player->setProperty("speed", 3); // instant while searching
        for (int hole : legal) {
            QMetaObject::invokeMethod(game, "playHole", Q_ARG(int, hole));
            const int steps = player->property("stepCount").toInt();
            if (steps > bestSteps) {
                bestSteps = steps;
                best = hole;
            }
            QMetaObject::invokeMethod(history, "undo");
        }
        player->setProperty("speed", 1);
        std::printf("move: hole %d, %d steps\n", best, bestSteps);
        measuring = true;
        QMetaObject::invokeMethod(game, "playHole", Q_ARG(int, best));
        QObject::connect(player, SIGNAL(finished()), &app, SLOT(quit()));
    });
    QTimer::singleShot(120000, &app, &QCoreApplication::quit);
    app.exec();

    std::vector<double> sorted = frames;
    std::sort(sorted.begin(), sorted.end());
    const auto pct = [&](double p) {
        return sorted.empty() ? 0.0 : sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(p * sorted.size()))];
    };
    const long over = std::count_if(frames.begin(), frames.end(), [](double f) { return f > 16.7; });
    // Intervals while the board moves (pauses over 100 ms are the player resting on a step).
    std::vector<double> moving;
    std::copy_if(intervals.begin(), intervals.end(), std::back_inserter(moving), [](double f) { return f < 100; });
    std::sort(moving.begin(), moving.end());
    const long late = std::count_if(moving.begin(), moving.end(), [](double f) { return f > 16.7 * 1.5; });
    std::printf("intervals while moving: %zu, median %.1f ms, p99 %.1f ms, later than 25 ms: %ld\n", moving.size(),
                moving.empty() ? 0.0 : moving[moving.size() / 2],
                moving.empty() ? 0.0 : moving[std::min(moving.size() - 1, moving.size() * 99 / 100)], late);
    std::printf("first frame: %lld ms, processor time %.0f ms\n", static_cast<long long>(firstFrame), firstFrameCpu);
    std::printf("| first frame | frames | median | p95 | p99 | max | over 16.7 ms |\n");
    std::printf("|---|---|---|---|---|---|---|\n");
    std::printf("| %lld ms | %zu | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %ld |\n", static_cast<long long>(firstFrame),
                frames.size(), pct(0.5), pct(0.95), pct(0.99), sorted.empty() ? 0.0 : sorted.back(), over);
    return 0;
}
