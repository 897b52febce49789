// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief What the About dialog shows: the version (the CMake project's),
 * the licence, the Qt version and the sources of the rules (docs/sources.md,
 * embedded as :/docs/sources.md).
 */
class AppInfo : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString version READ version CONSTANT)
    /// An SPDX licence expression.
    Q_PROPERTY(QString licence READ licence CONSTANT)
    Q_PROPERTY(QString qtVersion READ qtVersion CONSTANT)
    /// The table of docs/sources.md (Markdown): each game and where its rules come from.
    Q_PROPERTY(QString sources READ sources CONSTANT)

public:
    explicit AppInfo(QObject* parent = nullptr);

    static QString version();
    static QString licence();
    static QString qtVersion();
    static QString sources();
};

} // namespace mancala::app
