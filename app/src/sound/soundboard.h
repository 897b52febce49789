// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/stepplayer.h"
#include "sound/speaker.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <random>

class QQmlEngine;
class QJSEngine;

namespace mancala::app {

/**
 * @brief The sound of the seeds (View ▸ Sound): each step the step player
 * shows as it goes forward (StepPlayer::stepped) plays its sound
 * (soundOf()): a click for every seed dropped, a pour for a capture, a
 * chime for a mark, a cadence at the end. Seeking, going back and the
 * Instant speed show steps without playing them, so they are silent;
 * teaching mode sounds each step as it is stepped.
 *
 * Each click is one of five pitches at a slightly different loudness, never
 * the same pitch twice running, so that a long sowing does not tick like a
 * clock.
 *
 * On by default, off where no one listens: on the offscreen and minimal
 * platforms (the tests, screenshots) or when MANCALA_SOUND=off; the choice
 * and the volume are kept in the settings. Without an audio device it is
 * silent and nothing else changes. `played` counts the sounds played (or
 * that would be, without a device), for the tests.
 */
class SoundBoard : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY enabledChanged)
    /// 0..1, linear, as QSoundEffect takes it.
    Q_PROPERTY(double volume READ volume WRITE setVolume NOTIFY volumeChanged)
    /// The step player whose steps are heard (the game's).
    Q_PROPERTY(mancala::app::StepPlayer* player READ player WRITE setPlayer NOTIFY playerChanged)
    /// Sounds played so far. A test seam: the window's tests see through it
    /// that a muted board or a skipped step plays nothing.
    Q_PROPERTY(int played READ played NOTIFY playedChanged)

public:
    /// The app's instance: Qt Multimedia, the choice kept in the settings.
    static SoundBoard* create(QQmlEngine*, QJSEngine*);
    /// An instance with a speaker of its own (the tests'); `persistent`: keeps the choice in the settings.
    explicit SoundBoard(std::unique_ptr<Speaker> speaker, bool persistent = true, QObject* parent = nullptr);
    ~SoundBoard() override;

    /// Whether sound is on until the player chooses: off for the tests'
    /// platforms and with MANCALA_SOUND=off (MANCALA_SOUND=on: on anyway).
    static bool onByDefault();

    bool enabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    double volume() const { return m_volume; }
    void setVolume(double volume);
    StepPlayer* player() const { return m_player; }
    void setPlayer(StepPlayer* player);
    int played() const { return m_total; }

    /// Plays the sound of one step, when sound is on.
    void playStep(int kind, int side, int from, int to, int count);

signals:
    void enabledChanged();
    void volumeChanged();
    void playerChanged();
    void playedChanged();

private:
    std::unique_ptr<Speaker> m_speaker;
    bool m_persistent = true;
    bool m_enabled = false;
    double m_volume = 0.7;
    QPointer<StepPlayer> m_player;
    QMetaObject::Connection m_stepped;
    int m_total = 0;
    int m_lastClick = -1;
    /// Draws the click's pitch and loudness; fixed seed: the variation needs
    /// no surprise, only no pattern.
    std::minstd_rand m_rng{2026};
};

} // namespace mancala::app
