// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sound/sounds.h"

#include <QHash>
#include <QObject>

class QMediaDevices;
class QSoundEffect;

namespace mancala::app {

/// Plays the game's sounds: Qt Multimedia in the app, a recorder in the tests.
class Speaker {
public:
    virtual ~Speaker() = default;
    /// Plays `sound` (the click in pitch `variant`) at `volume` (0..1,
    /// linear); nothing when there is no audio device.
    virtual void play(Sound sound, int variant, double volume) = 0;
};

/**
 * @brief The sounds through QSoundEffect, one effect per file, made the
 * first time each is played (a player who keeps the sound off never
 * opens the audio device).
 *
 * With no audio output (a server without sound, a headless run) it plays
 * nothing and says nothing: the game goes on as before. An output plugged
 * in later is used from then on.
 */
class QtSpeaker : public Speaker {
public:
    QtSpeaker();
    ~QtSpeaker() override;
    void play(Sound sound, int variant, double volume) override;

private:
    bool hasOutput();

    QMediaDevices* m_devices = nullptr;
    int m_hasOutput = -1; ///< -1: not asked yet
    QHash<QString, QSoundEffect*> m_effects;
};

} // namespace mancala::app
