// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the tst_*.qml files of this directory against the app's QML module.
#include <QFile>
#include <QFont>
#include <QGuiApplication>
#include <QObject>
#include <QQmlEngine>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest>

#include "languages/translations.h"

Q_IMPORT_QML_PLUGIN(MancalaPlugin)

/**
 * Lets a test give the application another font size, as a desktop whose
 * text size changes would (tst_system_font.qml, as `ApplicationFont`).
 */
class ApplicationFont : public QObject {
    Q_OBJECT

public:
    Q_INVOKABLE void setPointSize(qreal points)
    {
        QFont font = QGuiApplication::font();
        font.setPointSizeF(points);
        QGuiApplication::setFont(font);
    }
};

class Setup : public QObject {
    Q_OBJECT

public slots:
    void applicationAvailable()
    {
        // Each run starts as a first start: a game or settings an earlier run
        // of the same test left in its files (MANCALA_AUTOSAVE, MANCALA_SETTINGS,
        // both in the build folder) would be restored and change what it sees.
        const QString autosave = qEnvironmentVariable("MANCALA_AUTOSAVE");
        for (const QString& left : {autosave, QString(autosave).replace(QStringLiteral(".pgn"), QStringLiteral("-previous.pgn")),
                                    qEnvironmentVariable("MANCALA_SETTINGS")})
            if (left.startsWith(QStringLiteral(MANCALA_QML_TEST_BUILD_DIR)))
                QFile::remove(left);
        // MANCALA_TEST_FONT_POINTS=12: the desktop's font at that size, as a
        // desktop with larger text would give it (the texts follow it).
        const qreal points = qEnvironmentVariable("MANCALA_TEST_FONT_POINTS").toDouble();
        if (points > 0) {
            QFont font = QGuiApplication::font();
            font.setPointSizeF(points);
            QGuiApplication::setFont(font);
        }
    }
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        // The module's qmldir is embedded at qrc:/Mancala.
        engine->addImportPath(QStringLiteral("qrc:/"));
        // English plural forms ("1 seed", "4 seeds") come from the English translation.
        mancala::app::Translations::install(QStringLiteral("en"));
        static ApplicationFont applicationFont;
        static const bool registered = qmlRegisterSingletonInstance("MancalaTest", 1, 0, "ApplicationFont", &applicationFont) >= 0;
        Q_UNUSED(registered)
    }
};

QUICK_TEST_MAIN_WITH_SETUP(mancala_qml, Setup)
#include "tst_qml.moc"
