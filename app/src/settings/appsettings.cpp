// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/appsettings.h"

#include "activities/keptgame.h"

#include "game/players.h"

#include "game/gamecontroller.h"
#include "files/keptfiles.h"

#include <QDir>
#include <QFileInfo>

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QWindow>

#include <utility>

namespace mancala::app {

namespace {

const QString kSpeed = QStringLiteral("view/speed");
const QString kDark = QStringLiteral("view/dark");
const QString kHighContrast = QStringLiteral("view/highContrast");
const QString kSouth = QStringLiteral("players/south");
const QString kNorth = QStringLiteral("players/north");
const QString kSouthLevel = QStringLiteral("players/southLevel");
const QString kNorthLevel = QStringLiteral("players/northLevel");
const QString kMasterMillis = QStringLiteral("computer/masterMillis");
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

namespace {

QString& settingsNotice()
{
    static QString notice;
    return notice;
}

std::unique_ptr<QSettings> makeSettings()
{
    const QString file = settingsFileName();
    if (file.isEmpty())
        return std::make_unique<QSettings>();
    return std::make_unique<QSettings>(file, QSettings::IniFormat);
}

/**
 * A settings file QSettings cannot parse would be rewritten from what it
 * made of it at the next change, and the player's bytes lost: it is kept
 * as `<name>.broken-N.<suffix>` first, and the entries that read are
 * written in its place (so the next start is quiet).
 */
void keepUnreadableSettings(std::unique_ptr<QSettings>& settings)
{
    const QString file = settings->fileName();
    if (settings->status() != QSettings::FormatError || !QFileInfo::exists(file))
        return;
    QVariantMap entries;
    for (const QString& key : settings->allKeys())
        entries.insert(key, settings->value(key));
    const QString kept = keepAside(file, true);
    if (kept.isEmpty()) {
        //: The settings file could not be read nor kept aside; %1 its path
        settingsNotice() = AppSettings::tr("The settings in %1 could not be read entirely.")
                               .arg(QDir::toNativeSeparators(file));
        return;
    }
    settings = makeSettings();
    for (auto it = entries.cbegin(); it != entries.cend(); ++it)
        settings->setValue(it.key(), it.value());
    settings->sync();
    //: The settings file could not be read entirely; %1 where it was kept, %n settings read
    settingsNotice() = AppSettings::tr("The settings could not be read entirely; %n setting(s) were read and the "
                                       "file was kept as %1.", nullptr, static_cast<int>(entries.size()))
                           .arg(QDir::toNativeSeparators(kept));
}

/// A settings file that cannot be written (its folder is a file, or cannot
/// be made): the choices of this run are not kept; the player is told.
void noticeUnwritableSettings(const QSettings& settings)
{
    const QFileInfo file(settings.fileName());
    const bool writable = file.exists() ? file.isWritable() && file.isFile() : QDir().mkpath(file.absolutePath())
            && QFileInfo(file.absolutePath()).isWritable();
    if (writable)
        return;
    //: The settings file cannot be written; %1 its path
    settingsNotice() = AppSettings::tr("The settings cannot be saved in %1: the choices made now are kept until "
                                       "the program ends.").arg(QDir::toNativeSeparators(file.filePath()));
}

} // namespace

std::unique_ptr<QSettings> openSettings()
{
    auto settings = makeSettings();
    // Checked once per file a run uses (tests change MANCALA_SETTINGS).
    static QStringList checked;
    if (!checked.contains(settings->fileName())) {
        checked << settings->fileName();
        keepUnreadableSettings(settings);
        if (settingsNotice().isEmpty())
            noticeUnwritableSettings(*settings);
    }
    return settings;
}

bool settingsKept()
{
    const bool demonstration = qEnvironmentVariableIsSet("MANCALA_MOVES") || qEnvironmentVariableIsSet("MANCALA_VARIANT");
    return !settingsFileName().isEmpty() || !demonstration;
}

QString takeSettingsNotice()
{
    return std::exchange(settingsNotice(), QString());
}

AppSettings::AppSettings(QObject* parent)
    : QObject(parent)
{
    if (settingsKept())
        m_settings = openSettings();
    if (m_settings) {
        m_dark = m_settings->value(kDark, false).toBool();
        // A default name kept by an older version ("North", written while
        // another language was in use) is none: the picker shows today's.
        for (int side : {0, 1})
            if (const QString name = m_settings->value(side == 0 ? kSouth : kNorth).toString(); !Players::isDefaultName(side, name))
                m_names[side] = name;
    }
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
            game->players()->setSouthName(south);
        if (!north.isEmpty())
            game->players()->setNorthName(north);
        game->setLevel(0, m_settings->value(kSouthLevel, 0).toInt());
        game->setLevel(1, m_settings->value(kNorthLevel, 0).toInt());
        // An exercise on the board at the quit: the player's own settings, kept aside.
        KeptGame::of(game)->restore(*m_settings);
        connect(KeptGame::of(game), &KeptGame::changed, this, &AppSettings::saveGame, Qt::UniqueConnection);
        game->computer()->setMasterMillis(m_settings->value(kMasterMillis, 1000).toInt());
        connect(game->player(), &StepPlayer::speedChanged, this, &AppSettings::saveGame, Qt::UniqueConnection);
        connect(game->players(), &Players::namesChanged, this, &AppSettings::saveGame, Qt::UniqueConnection);
        connect(game->players(), &Players::levelsChanged, this, &AppSettings::saveGame, Qt::UniqueConnection);
        connect(game->computer(), &ComputerPlayer::masterMillisChanged, this, &AppSettings::saveGame, Qt::UniqueConnection);
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
    // The player's own levels, not a lesson's or a puzzle's.
    const KeptGame* kept = KeptGame::of(m_game);
    m_settings->setValue(kSouthLevel, kept->level(0));
    m_settings->setValue(kNorthLevel, kept->level(1));
    kept->save(*m_settings);
    m_settings->setValue(kMasterMillis, m_game->computer()->masterMillis());
    // An imported game's names are that game's, not the players' own.
    if (m_game->players()->namesFromRecord())
        return;
    // A default name ("South") is kept as none: it is "Süd" in German.
    const QString names[2] = {m_game->players()->givenName(0), m_game->players()->givenName(1)};
    m_settings->setValue(kSouth, names[0]);
    m_settings->setValue(kNorth, names[1]);
    if (names[0] != m_names[0] || names[1] != m_names[1]) {
        m_names[0] = names[0];
        m_names[1] = names[1];
        emit namesChanged();
    }
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
