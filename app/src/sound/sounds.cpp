// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound/sounds.h"

#include <QString>

namespace mancala::app {

Sound soundOf(StepKind kind, Place to, int count)
{
    switch (kind) {
    case StepKind::Drop: return isStore(to) ? Sound::Store : Sound::Click;
    case StepKind::Capture:
    case StepKind::Eat:
    case StepKind::Sweep: return count > 0 ? Sound::Pour : Sound::None;
    case StepKind::MakeWalda:
    case StepKind::MakeEkwarna:
    case StepKind::MakeBull:
    case StepKind::MakeJen: return Sound::Mark;
    case StepKind::GameEnd: return Sound::End;
    default: return Sound::None;
    }
}

QUrl soundFile(Sound sound, int variant)
{
    switch (sound) {
    case Sound::Click:
        return QUrl(QStringLiteral("qrc:/sounds/click-%1.wav").arg(std::clamp(variant, 0, kClickVariants - 1)));
    case Sound::Store: return QUrl(QStringLiteral("qrc:/sounds/store.wav"));
    case Sound::Pour: return QUrl(QStringLiteral("qrc:/sounds/pour.wav"));
    case Sound::Mark: return QUrl(QStringLiteral("qrc:/sounds/mark.wav"));
    case Sound::End: return QUrl(QStringLiteral("qrc:/sounds/end.wav"));
    case Sound::None: break;
    }
    return {};
}

} // namespace mancala::app
