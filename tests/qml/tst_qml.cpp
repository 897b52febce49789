// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the tst_*.qml files of this directory against the app's QML module.
#include <QObject>
#include <QQmlEngine>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest>

#include "languages/translations.h"

Q_IMPORT_QML_PLUGIN(MancalaPlugin)

class Setup : public QObject {
    Q_OBJECT

public slots:
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        // The module's qmldir is embedded at qrc:/Mancala.
        engine->addImportPath(QStringLiteral("qrc:/"));
        // English plural forms ("1 seed", "4 seeds") come from the English translation.
        mancala::app::Translations::install(QStringLiteral("en"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(mancala_qml, Setup)
#include "tst_qml.moc"
