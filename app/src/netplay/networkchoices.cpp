// SPDX-License-Identifier: GPL-3.0-or-later
#include "netplay/networkchoices.h"

#include "settings/appsettings.h"

#include <QSettings>

namespace mancala::app {

namespace {

const QString kName = QStringLiteral("network/name");
const QString kAddress = QStringLiteral("network/address");
const QString kPort = QStringLiteral("network/port");

} // namespace

NetworkChoices::NetworkChoices(QObject* parent)
    : QObject(parent)
{
    if (settingsKept())
        m_settings = openSettings();
    if (!m_settings)
        return;
    m_name = m_settings->value(kName).toString();
    m_address = m_settings->value(kAddress, m_address).toString();
    if (const int port = m_settings->value(kPort, 0).toInt(); port > 0 && port < 65536)
        m_port = port;
}

NetworkChoices::~NetworkChoices() = default;

void NetworkChoices::rememberHost(const QString& name)
{
    m_name = name;
    save();
}

void NetworkChoices::rememberJoin(const QString& name, const QString& address, int port)
{
    m_name = name;
    m_address = address;
    m_port = port;
    save();
}

void NetworkChoices::save()
{
    if (m_settings) {
        m_settings->setValue(kName, m_name);
        m_settings->setValue(kAddress, m_address);
        m_settings->setValue(kPort, m_port);
        m_settings->sync();
    }
    emit changed();
}

} // namespace mancala::app
