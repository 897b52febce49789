// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/singleinstance.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QLocalServer>
#include <QLocalSocket>
#include <QPointer>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QThread>

#include <unistd.h>

namespace mancala::app {

namespace {

QPointer<SingleInstance>& running()
{
    static QPointer<SingleInstance> instance;
    return instance;
}

/// The user's own runtime folder, else the temporary one.
QString socketFolder()
{
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    return !runtime.isEmpty() && QDir(runtime).exists() ? runtime : QDir::tempPath();
}

constexpr int kWaitMillis = 3000;

} // namespace

SingleInstance::SingleInstance(const QString& key, QObject* parent)
    : QObject(parent)
    , m_key(key)
    , m_folder(socketFolder())
{
}

SingleInstance::~SingleInstance()
{
    if (m_server)
        m_server->close();
}

QString SingleInstance::key()
{
    // The autosave as AutosaveStore finds it.
    QString autosave = qEnvironmentVariable("MANCALA_AUTOSAVE");
    if (autosave.isEmpty())
        autosave = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.pgn");
    const QByteArray hash = QCryptographicHash::hash(QDir::cleanPath(autosave).toUtf8(), QCryptographicHash::Sha256);
    return QStringLiteral("mancala-%1-%2").arg(getuid()).arg(QString::fromLatin1(hash.toHex().left(16)));
}

bool SingleInstance::wanted()
{
    return qEnvironmentVariable("MANCALA_SINGLE_INSTANCE").compare(QLatin1String("off"), Qt::CaseInsensitive) != 0;
}

bool SingleInstance::claimOrHandOff(const QStringList& files)
{
    const QString socketPath = m_folder + QLatin1Char('/') + m_key + QStringLiteral(".socket");
    m_lock = std::make_unique<QLockFile>(m_folder + QLatin1Char('/') + m_key + QStringLiteral(".lock"));
    const QDeadlineTimer deadline(kWaitMillis);
    while (!deadline.hasExpired()) {
        // A lock left by a window that died is taken over (QLockFile checks its process).
        if (m_lock->tryLock(0)) {
            QLocalServer::removeServer(socketPath); // a socket left by a window that died
            m_server = new QLocalServer(this);
            m_server->setSocketOptions(QLocalServer::UserAccessOption);
            if (!m_server->listen(socketPath)) {
                qWarning("mancala: cannot listen on %s: %s", qPrintable(socketPath),
                         qPrintable(m_server->errorString()));
                return true; // the window opens all the same
            }
            connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::readConnection);
            return true;
        }
        QLocalSocket socket;
        socket.connectToServer(socketPath);
        if (socket.waitForConnected(500)) {
            socket.write(files.join(QLatin1Char('\n')).toUtf8() + "\n\n");
            socket.waitForBytesWritten(kWaitMillis);
            socket.disconnectFromServer();
            if (socket.state() != QLocalSocket::UnconnectedState)
                socket.waitForDisconnected(kWaitMillis);
            return false;
        }
        // The other window is starting (locked, not listening yet) or closing.
        QThread::msleep(50);
    }
    qWarning("mancala: another window holds %s and does not answer; this one opens anyway", qPrintable(m_key));
    m_lock.reset();
    return true;
}

void SingleInstance::readConnection()
{
    while (QLocalSocket* socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        // The message ends with an empty line; read it whole, then open its files.
        const auto read = [this, socket] {
            if (socket->property("done").toBool() || !socket->peek(1 << 20).contains("\n\n"))
                return;
            socket->setProperty("done", true);
            QList<QUrl> files;
            for (const QString& path : QString::fromUtf8(socket->readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                files << QUrl::fromLocalFile(path);
            emit filesReceived(files);
        };
        connect(socket, &QLocalSocket::readyRead, this, read);
        read(); // what came before the connection above
    }
}

void SingleInstance::setRunning(SingleInstance* instance) { running() = instance; }

SingleInstance* SingleInstance::create(QQmlEngine*, QJSEngine*)
{
    // Without one from main() (the tests): an instance that never hears of another start.
    SingleInstance* instance = running() ? running().data() : new SingleInstance(QString());
    QQmlEngine::setObjectOwnership(instance, running() ? QQmlEngine::CppOwnership : QQmlEngine::JavaScriptOwnership);
    return instance;
}

} // namespace mancala::app
