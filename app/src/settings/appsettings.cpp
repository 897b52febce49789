// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/appsettings.h"

#include "game/gamecontroller.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QWindow>

namespace mancala::app {

namespace {

const QString kSpeed = QStringLiteral("view/speed");
const QString kDark = QStringLiteral("view/dark");
const QString kHighContrast = QStringLiteral("view/highContrast");
const QString kSouth = QStringLiteral("players/south");
const QString kNorth = QStringLiteral("players/north");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kMaximized = QStringLiteral("window/maximized");

/// Whether some screen shows enough of `r` to grab the window.
bool onAScreen(const QRect& r)
{
    const auto screens = QGuiApplication::screens();
    for (const QScreen* screen : screens) {
        const QRect seen = screen->availableGeometry().intersected(r);
        if (seen.width() >= 200 && seen.height() >= 120)
            return true;
    }
    return false;
}

} // namespace

QString settingsFileName()
{
    return qEnvironmentVariable("MANCALA_SETTINGS");
}

std::unique_ptr<QSettings> openSettings()
{
    const QString file = settingsFileName();
    if (file.isEmpty())
        return std::make_unique<QSettings>();
    return std::make_unique<QSettings>(file, QSettings::IniFormat);
}

AppSettings::AppSettings(QObject* parent)
    : QObject(parent)
{
    const bool demonstration = qEnvironmentVariableIsSet("MANCALA_MOVES") || qEnvironmentVariableIsSet("MANCALA_VARIANT");
    if (!settingsFileName().isEmpty() || !demonstration)
        m_settings = openSettings();
    if (m_settings)
        m_dark = m_settings->value(kDark, false).toBool();
    m_highContrast = m_settings ? m_settings->value(kHighContrast, systemHighContrast()).toBool() : systemHighContrast();
    connect(qApp, &QCoreApplication::aboutToQuit, this, &AppSettings::saveWindow);
}

AppSettings::~AppSettings() = default;

void AppSettings::setDark(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    if (m_settings)
        m_settings->setValue(kDark, dark);
    emit darkChanged();
}

bool AppSettings::systemHighContrast()
{
    return qEnvironmentVariable("GTK_THEME").contains(QLatin1String("HighContrast"), Qt::CaseInsensitive);
}

void AppSettings::setHighContrast(bool highContrast)
{
    if (highContrast == m_highContrast)
        return;
    m_highContrast = highContrast;
    if (m_settings)
        m_settings->setValue(kHighContrast, highContrast);
    emit highContrastChanged();
}

void AppSettings::restore(GameController* game, QWindow* window)
{
    m_game = game;
    m_window = window;
    if (!m_settings)
        return;
    if (game) {
        const int speed = m_settings->value(kSpeed, int(StepPlayer::Normal)).toInt();
        if (speed >= StepPlayer::Slow && speed <= StepPlayer::Instant)
            game->player()->setSpeed(static_cast<StepPlayer::Speed>(speed));
        const QString south = m_settings->value(kSouth).toString();
        const QString north = m_settings->value(kNorth).toString();
        if (!south.isEmpty())
            game->setSouthName(south);
        if (!north.isEmpty())
            game->setNorthName(north);
        connect(game->player(), &StepPlayer::speedChanged, this, &AppSettings::saveGame, Qt::UniqueConnection);
        connect(game, &GameController::namesChanged, this, &AppSettings::saveGame, Qt::UniqueConnection);
    }
    if (window) {
        const QRect geometry = m_settings->value(kGeometry).toRect();
        if (geometry.isValid() && onAScreen(geometry))
            window->setGeometry(geometry);
        if (m_settings->value(kMaximized, false).toBool())
            window->showMaximized();
    }
}

void AppSettings::saveGame()
{
    if (!m_settings || !m_game)
        return;
    m_settings->setValue(kSpeed, int(m_game->player()->speed()));
    m_settings->setValue(kSouth, m_game->southName());
    m_settings->setValue(kNorth, m_game->northName());
}

void AppSettings::saveWindow()
{
    if (!m_settings || !m_window)
        return;
    const bool maximized = m_window->windowStates().testFlag(Qt::WindowMaximized);
    m_settings->setValue(kMaximized, maximized);
    // A maximized window keeps the size it had before, to come back to.
    if (!maximized && !m_window->windowStates().testFlag(Qt::WindowFullScreen))
        m_settings->setValue(kGeometry, m_window->geometry());
    m_settings->sync();
}

} // namespace mancala::app
