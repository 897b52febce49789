// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLockFile>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QLocalServer;
class QJSEngine;
class QQmlEngine;

namespace mancala::app {

/**
 * @brief One game window per player and autosave: a second `mancala` hands
 * its files to the window that is open (a local socket) and exits, rather
 * than open a second window that would write the same autosave.
 *
 * The first instance holds a lock file and listens on a socket, both in
 * $XDG_RUNTIME_DIR (the user's own; else the temporary folder, the user's id
 * in the name), named after the autosave the window writes (MANCALA_AUTOSAVE
 * or the data folder's): two windows on different autosaves, as the tests
 * start them, do not meet. MANCALA_SINGLE_INSTANCE=off turns it off.
 *
 * QML reads the running instance as the `SingleInstance` singleton and opens
 * the files of `filesReceived`.
 */
class SingleInstance : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    /// `key` names the socket and the lock (key() for the window's autosave).
    explicit SingleInstance(const QString& key, QObject* parent = nullptr);
    ~SingleInstance() override;

    /// The key of the window's autosave and user.
    static QString key();
    /// Whether the window checks for another (MANCALA_SINGLE_INSTANCE is not `off`).
    static bool wanted();

    /**
     * Becomes the instance that opens windows (true), or, when another holds
     * the key, sends it `files` (absolute paths; none: it only comes to the
     * front) and returns false. Either way at most a few seconds.
     */
    bool claimOrHandOff(const QStringList& files);
    /// This process is the one that answers the others. A test seam: which
    /// of two instances claimed the name is seen nowhere else.
    bool primary() const { return m_server != nullptr; }

    /// The instance main() made (null in the tests, which have none): what QML sees.
    static void setRunning(SingleInstance* instance);
    static SingleInstance* create(QQmlEngine*, QJSEngine*);

signals:
    /// Another start asked for these files (possibly none): open the first, come to the front.
    void filesReceived(const QList<QUrl>& files);

private:
    void readConnection();

    QString m_key;
    QString m_folder;
    std::unique_ptr<QLockFile> m_lock;
    QLocalServer* m_server = nullptr;
};

} // namespace mancala::app
