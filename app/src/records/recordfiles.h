// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief The file questions of the export and import dialogs: where to
 * start, what a typed name means, whether a file is there already.
 *
 * Qt 6.4's own non-native file dialog cannot save to a new name (its button
 * says "Open" and a typed name is ignored), so the game has its own dialog
 * (qml/records/RecordFileDialog.qml); this answers it.
 */
class RecordFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit RecordFiles(QObject* parent = nullptr);

    /// The folder of `lastFile` when it is still there, else Documents, else home.
    Q_INVOKABLE QUrl startFolder(const QString& lastFile) const;
    /// The folder above `folder`; an empty URL at the root.
    Q_INVOKABLE QUrl parentFolder(const QUrl& folder) const;
    /**
     * @brief What a name typed in `folder` names: the name itself when it is
     * absolute ("/x", "~/x"), else the file in `folder`. When saving, a name
     * without a suffix gets ".pgn". Empty for an empty name.
     */
    Q_INVOKABLE QUrl resolve(const QUrl& folder, const QString& name, bool saving) const;
    Q_INVOKABLE bool exists(const QUrl& url) const;
    Q_INVOKABLE bool isFolder(const QUrl& url) const;
    /// The path to show for a URL (a local path, "/" for the root).
    Q_INVOKABLE QString displayPath(const QUrl& url) const;
    /// The name of the file a URL points to ("game.pgn").
    Q_INVOKABLE QString fileName(const QUrl& url) const;
};

} // namespace mancala::app
