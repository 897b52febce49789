// SPDX-License-Identifier: GPL-3.0-or-later
#include <cstdio>

#include <QApplication>
#include <QLoggingCategory>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>

#include "languages/translations.h"
#include "netplay/networklaunch.h"
#include "settings/appidentity.h"
#include "settings/launchoptions.h"
#include "settings/launchoptionsparser.h"
#include "settings/scenegraphchoice.h"
#include "settings/singleinstance.h"

Q_IMPORT_QML_PLUGIN(MancalaPlugin)

namespace {

// QT_LOGGING_RULES="mancala.graphics.info=true" tells which scene graph was chosen.
Q_LOGGING_CATEGORY(lcGraphics, "mancala.graphics", QtWarningMsg)

/// MANCALA_SCREENSHOT=path: saves the window once it has settled, then quits.
void scheduleScreenshot(QQmlApplicationEngine& engine, const QString& path)
{
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().value(0));
    if (!window)
        return;
    const int delay = qEnvironmentVariableIntValue("MANCALA_SCREENSHOT_DELAY");
    QTimer::singleShot(delay > 0 ? delay : 1500, window, [window, path] {
        const bool saved = window->grabWindow().save(path);
        QCoreApplication::exit(saved ? 0 : 1);
    });
}

/// A run that shows given moves, takes a screenshot or writes its position
/// (demonstrations, the tests) is no player's window: it needs no other out of the way.
bool scripted()
{
    for (const char* name : {"MANCALA_SCREENSHOT", "MANCALA_POSITION_OUT", "MANCALA_MOVES", "MANCALA_VARIANT"})
        if (qEnvironmentVariableIsSet(name))
            return true;
    return false;
}

} // namespace

int main(int argc, char* argv[])
{
    using mancala::app::LaunchCommandLine;
    // --help and --version before any window system is needed: they work on a
    // machine without a display (Qt's own options are still in argv here, and
    // are only ignored).
    {
        QStringList raw;
        for (int i = 0; i < argc; ++i)
            raw << QString::fromLocal8Bit(argv[i]);
        const LaunchCommandLine early = LaunchCommandLine::parse(raw);
        if (early.help) {
            std::fputs(qPrintable(LaunchCommandLine::helpText()), stdout);
            return 0;
        }
        if (early.version) {
            std::fputs(qPrintable(LaunchCommandLine::versionText()), stdout);
            return 0;
        }
    }
    // A QApplication, not a QGuiApplication: Qt's print dialog (Game, Print…) is a widget.
    QApplication app(argc, argv);
    // Organization and application names (where the settings go); no display
    // name, which Qt would add to the window title.
    mancala::app::setUpApplicationIdentity();
    const LaunchCommandLine options = LaunchCommandLine::parse(QCoreApplication::arguments());
    for (const QString& name : options.unknown)
        // English, as the terminal messages of mancala-cli: no language is loaded yet here.
        std::fprintf(stderr, "mancala: unknown option %s is ignored (see mancala --help)\n", qPrintable(name));

    // One game window per player and autosave: a second start hands its file to the first.
    mancala::app::SingleInstance instance(mancala::app::SingleInstance::key());
    if (mancala::app::SingleInstance::wanted() && !scripted()) {
        if (!instance.claimOrHandOff(options.files.mid(0, 1))) {
            std::fputs("mancala: the game's window is open already; it shows the file given, if any\n", stderr);
            return 0;
        }
        mancala::app::SingleInstance::setRunning(&instance);
    }

    // The options as the readers below take them (`--lang de` is `--lang=de`).
    QStringList chosen{QCoreApplication::arguments().value(0)};
    if (!options.language.isEmpty())
        chosen << QStringLiteral("--lang=") + options.language;
    if (!options.renderer.isEmpty())
        chosen << QStringLiteral("--renderer=") + options.renderer;
    // --lang=de or MANCALA_LANG=de, else the settings, else the system locale.
    mancala::app::Translations::install(mancala::app::Translations::chosen(chosen));
    // The software scene graph where OpenGL runs on the processor (llvmpipe), else the GPU's.
    // Applied before it is logged: qCInfo evaluates its operands only when the
    // category is enabled, and the choice must be made on every start.
    const QString graphics = mancala::app::SceneGraphChoice::apply(chosen);
    qCInfo(lcGraphics).noquote() << graphics;
    // `mancala game.pgn`: the window opens the file as a dropped one (LaunchOptions.file).
    // One game is shown at a time: of several files the first.
    if (!options.files.isEmpty())
        mancala::app::LaunchOptions::setFile(options.files.front());
    for (qsizetype i = 1; i < options.files.size(); ++i)
        std::fprintf(stderr, "mancala: one game is shown at a time: %s is not opened\n", qPrintable(options.files[i]));
    // A fixed style keeps the look (and the screenshots) the same on every desktop.
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/Mancala/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    const QString shot = qEnvironmentVariable("MANCALA_SCREENSHOT");
    if (!shot.isEmpty())
        scheduleScreenshot(engine, shot);
    // --host, --join: the game across computers at once (docs/network.md).
    mancala::app::openNetworkPlay(engine.rootObjects().value(0),
                                  {options.host, options.join, options.code, options.name});
    return app.exec();
}
