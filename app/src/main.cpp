// SPDX-License-Identifier: GPL-3.0-or-later
#include <cstdio>
#include <cstring>

#include <QApplication>
#include <QLoggingCategory>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>

#include "languages/translations.h"
#include "settings/appidentity.h"
#include "settings/launchoptions.h"
#include "settings/scenegraphchoice.h"

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

} // namespace

int main(int argc, char* argv[])
{
    // Before any window system is needed: works on a machine without a display.
    for (int i = 1; i < argc && std::strcmp(argv[i], "--") != 0; ++i) { // after "--", files
        if (std::strcmp(argv[i], "--version") == 0) {
            std::printf("mancala %s\n", MANCALA_APP_VERSION);
            return 0;
        }
    }
    // A QApplication, not a QGuiApplication: Qt's print dialog (Game, Print…) is a widget.
    QApplication app(argc, argv);
    // Organization and application names (where the settings go); no display
    // name, which Qt would add to the window title.
    mancala::app::setUpApplicationIdentity();
    // --lang=de or MANCALA_LANG=de, else the settings, else the system locale.
    mancala::app::Translations::install(mancala::app::Translations::chosen(QCoreApplication::arguments()));
    // The software scene graph where OpenGL runs on the processor (llvmpipe), else the GPU's.
    qCInfo(lcGraphics).noquote() << mancala::app::SceneGraphChoice::apply(QCoreApplication::arguments());
    // `mancala game.pgn`: the window opens the file as a dropped one (LaunchOptions.file).
    // One game is shown at a time: of several files the first.
    const QStringList files = mancala::app::LaunchOptions::fileArguments(QCoreApplication::arguments());
    if (!files.isEmpty())
        mancala::app::LaunchOptions::setFile(files.front());
    for (qsizetype i = 1; i < files.size(); ++i)
        // English, as the terminal messages of mancala-cli: no language is loaded yet here.
        std::fprintf(stderr, "mancala: one game is shown at a time: %s is not opened\n", qPrintable(files[i]));
    // A fixed style keeps the look (and the screenshots) the same on every desktop.
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/Mancala/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    const QString shot = qEnvironmentVariable("MANCALA_SCREENSHOT");
    if (!shot.isEmpty())
        scheduleScreenshot(engine, shot);
    return app.exec();
}
