// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound/soundboard.h"

#include "settings/appsettings.h"

#include <QGuiApplication>
#include <QQmlEngine>
#include <QSettings>

namespace mancala::app {

namespace {

const QString kEnabledKey = QStringLiteral("sound/enabled");
const QString kVolumeKey = QStringLiteral("sound/volume");

} // namespace

SoundBoard* SoundBoard::create(QQmlEngine*, QJSEngine*)
{
    static SoundBoard* instance = new SoundBoard(std::make_unique<QtSpeaker>());
    QJSEngine::setObjectOwnership(instance, QJSEngine::CppOwnership);
    return instance;
}

SoundBoard::SoundBoard(std::unique_ptr<Speaker> speaker, bool persistent, QObject* parent)
    : QObject(parent)
    , m_speaker(std::move(speaker))
    , m_persistent(persistent)
{
    m_enabled = onByDefault();
    if (m_persistent) {
        const auto settings = openSettings();
        m_enabled = settings->value(kEnabledKey, m_enabled).toBool();
        m_volume = std::clamp(settings->value(kVolumeKey, m_volume).toDouble(), 0.0, 1.0);
    }
}

SoundBoard::~SoundBoard() = default;

bool SoundBoard::onByDefault()
{
    const QString asked = qEnvironmentVariable("MANCALA_SOUND").toLower();
    if (asked == QLatin1String("off") || asked == QLatin1String("0"))
        return false;
    if (asked == QLatin1String("on") || asked == QLatin1String("1"))
        return true;
    // No one hears a window on these platforms: the tests and the screenshots run there.
    const QString platform = QGuiApplication::platformName();
    return platform != QLatin1String("offscreen") && platform != QLatin1String("minimal");
}

void SoundBoard::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    if (m_persistent)
        openSettings()->setValue(kEnabledKey, m_enabled);
    emit enabledChanged();
}

void SoundBoard::setVolume(double volume)
{
    volume = std::clamp(volume, 0.0, 1.0);
    if (qFuzzyCompare(volume + 1.0, m_volume + 1.0))
        return;
    m_volume = volume;
    if (m_persistent)
        openSettings()->setValue(kVolumeKey, m_volume);
    emit volumeChanged();
}

void SoundBoard::setPlayer(StepPlayer* player)
{
    if (player == m_player)
        return;
    disconnect(m_stepped);
    m_player = player;
    if (player)
        m_stepped = connect(player, &StepPlayer::stepped, this, &SoundBoard::playStep);
    emit playerChanged();
}

void SoundBoard::playStep(int kind, int /*side*/, int /*from*/, int to, int count)
{
    if (!m_enabled || kind < 0 || kind > static_cast<int>(StepKind::GameEnd))
        return;
    const Sound sound = soundOf(static_cast<StepKind>(kind), static_cast<Place>(to), count);
    if (sound == Sound::None)
        return;
    int variant = 0;
    double loudness = 1.0;
    if (sound == Sound::Click) {
        // Another pitch than the last click's, and a little softer or louder.
        variant = std::uniform_int_distribution<int>(0, kClickVariants - 2)(m_rng);
        if (variant >= m_lastClick && m_lastClick >= 0)
            ++variant;
        m_lastClick = variant;
        loudness = std::uniform_real_distribution<double>(0.75, 1.0)(m_rng);
    }
    ++m_total;
    m_speaker->play(sound, variant, m_volume * loudness);
    emit playedChanged();
}

} // namespace mancala::app
