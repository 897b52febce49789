// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QSettings;

namespace mancala::app {

/**
 * @brief What the dialogs of Game ▸ Over the network (Host or Join a game,
 * Host or Join a class) were last given: the player's name and the host's
 * address and port, kept in the settings (`network/`) to fill them again
 * next time. Like every kept choice, not kept by a run that shows given
 * moves (AppSettings).
 */
class NetworkChoices : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString name READ name NOTIFY changed)
    /// The host's address last joined; 127.0.0.1 until one was.
    Q_PROPERTY(QString address READ address NOTIFY changed)
    /// The host's port last joined; 0 until one was.
    Q_PROPERTY(int port READ port NOTIFY changed)

public:
    explicit NetworkChoices(QObject* parent = nullptr);
    ~NetworkChoices() override;

    QString name() const { return m_name; }
    QString address() const { return m_address; }
    int port() const { return m_port; }

    /// Host a game or a class: the name given.
    Q_INVOKABLE void rememberHost(const QString& name);
    /// Join a game or a class: the name, the host's address and port.
    Q_INVOKABLE void rememberJoin(const QString& name, const QString& address, int port);

signals:
    void changed();

private:
    void save();

    std::unique_ptr<QSettings> m_settings;
    QString m_name;
    QString m_address = QStringLiteral("127.0.0.1");
    int m_port = 0;
};

} // namespace mancala::app
