// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound/speaker.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>

namespace mancala::app {

QtSpeaker::QtSpeaker() = default;

QtSpeaker::~QtSpeaker()
{
    qDeleteAll(m_effects);
    delete m_devices;
}

bool QtSpeaker::hasOutput()
{
    // Asked once, then told of changes: the device list is not read for every seed.
    if (!m_devices) {
        m_devices = new QMediaDevices;
        QObject::connect(m_devices, &QMediaDevices::audioOutputsChanged, m_devices, [this] { m_hasOutput = -1; });
    }
    if (m_hasOutput < 0)
        m_hasOutput = QMediaDevices::audioOutputs().isEmpty() ? 0 : 1;
    return m_hasOutput == 1;
}

void QtSpeaker::play(Sound sound, int variant, double volume)
{
    const QUrl file = soundFile(sound, variant);
    if (file.isEmpty() || !hasOutput())
        return;
    QSoundEffect*& effect = m_effects[file.toString()];
    if (!effect) {
        effect = new QSoundEffect;
        effect->setSource(file);
    }
    effect->setVolume(static_cast<float>(std::clamp(volume, 0.0, 1.0)));
    // A sound still ringing starts again (the clicks of a fast sowing
    // take turns among their five files, so they seldom cut each other).
    effect->play();
}

} // namespace mancala::app
