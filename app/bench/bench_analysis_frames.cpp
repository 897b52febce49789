// SPDX-License-Identifier: GPL-3.0-or-later
// Frames a second of the game window while infinite analysis runs (the
// analysis panel deepening on Kalah 6x5, its solver beside it). Not a test:
// run it under Xvfb (docs/benchmarks.md),
//   xvfb-run -a -s "-screen 0 1280x800x24" build/app/bench_analysis_frames [--seconds S] [--renderer=gpu|software]
// The window asks for a new frame as soon as one is shown (as an animation
// does), first for S seconds without the analysis, then S seconds with it;
// frameSwapped is counted in each. The panel's updates are counted too.
#include <QApplication>
#include <QElapsedTimer>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>

#include "ai/analysismodel.h"
#include "settings/scenegraphchoice.h"

#include <algorithm>
#include <cstdio>
#include <vector>

Q_IMPORT_QML_PLUGIN(MancalaPlugin)

namespace {

/// The frames of one measured span: their count and the intervals between them.
struct Span {
    std::vector<double> intervals; ///< ms
    int frames = 0;
    int panelUpdates = 0; ///< the analysis model's new results
    int lateAtUpdate = 0; ///< frames later than 25 ms with new results since the frame before
    int depth = 0;

    void print(const char* name, double seconds) const
    {
        std::vector<double> sorted = intervals;
        std::sort(sorted.begin(), sorted.end());
        auto at = [&sorted](double p) {
            return sorted.empty() ? 0.0 : sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(p * sorted.size()))];
        };
        const auto late = std::count_if(sorted.begin(), sorted.end(), [](double ms) { return ms > 25; });
        std::printf("| %s | %d | %.1f | %.1f / %.1f / %.1f ms | %ld (%d at an update) | %d | %d |\n", name, frames,
                    frames / seconds, at(0.5), at(0.99), sorted.empty() ? 0.0 : sorted.back(), static_cast<long>(late),
                    lateAtUpdate, panelUpdates, depth);
    }
};

} // namespace

int main(int argc, char* argv[])
{
    double seconds = 10;
    for (int i = 1; i + 1 < argc; ++i)
        if (qstrcmp(argv[i], "--seconds") == 0)
            seconds = std::max(1.0, QByteArray(argv[i + 1]).toDouble());
    qputenv("MANCALA_VARIANT", "kalah");
    qputenv("MANCALA_RULES", "seeds=5"); // 6 houses a row, 5 seeds a house: the solver does not finish
    qputenv("MANCALA_SIZE", "1280x800");
    QApplication app(argc, argv);
    const QString choice = mancala::app::SceneGraphChoice::apply(QCoreApplication::arguments());
    std::printf("%s; QT_QPA_PLATFORM=%s\n", qPrintable(choice), qgetenv("QT_QPA_PLATFORM").constData());
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/Mancala/Main.qml")));
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().value(0));
    QObject* tools = window ? window->findChild<QObject*>(QStringLiteral("computerTools")) : nullptr;
    auto* analysis = window ? window->findChild<mancala::app::AnalysisModel*>() : nullptr;
    if (!tools || !analysis) {
        std::fprintf(stderr, "the window, its computer tools or its analysis model is missing\n");
        return 1;
    }

    Span idle;
    Span analysing;
    Span* span = nullptr;
    QElapsedTimer interval;
    bool updated = false; // new results since the last frame
    // Every frame shown asks for the next one, as a running animation does.
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [&] {
        if (span) {
            ++span->frames;
            if (interval.isValid()) {
                span->intervals.push_back(static_cast<double>(interval.nsecsElapsed()) / 1e6);
                span->lateAtUpdate += updated && span->intervals.back() > 25;
            }
            interval.restart();
        }
        updated = false;
        QMetaObject::invokeMethod(window, &QQuickWindow::update, Qt::QueuedConnection);
    });
    QObject::connect(analysis, &mancala::app::AnalysisModel::resultsChanged, window, [&] {
        if (span)
            ++span->panelUpdates;
        updated = true;
    });
    const int ms = static_cast<int>(seconds * 1000);
    // After the window has settled: S seconds without the analysis, then S with it.
    QTimer::singleShot(1500, window, [&] {
        span = &idle;
        interval.invalidate();
        window->update();
    });
    QTimer::singleShot(1500 + ms, window, [&] {
        span = nullptr;
        tools->setProperty("analysing", true);
        // A second for the panel to open and the workers to start.
        QTimer::singleShot(1000, window, [&] {
            span = &analysing;
            interval.invalidate();
        });
    });
    QTimer::singleShot(1500 + ms + 1000 + ms, window, [&] {
        span = nullptr;
        analysing.depth = analysis->depth();
        QCoreApplication::quit();
    });
    app.exec();

    std::printf("| Kalah 6x5, the start, %.0f s each | frames | frames/s | interval median / p99 / max | later than 25 ms | panel updates | depth |\n",
                seconds);
    std::printf("|---|---|---|---|---|---|---|\n");
    idle.print("no analysis", seconds);
    analysing.print("infinite analysis", seconds);
    return 0;
}
