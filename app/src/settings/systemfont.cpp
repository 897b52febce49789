// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/systemfont.h"

#include <algorithm>

#include <QEvent>
#include <QFont>
#include <QGuiApplication>
#include <QScreen>

namespace mancala::app {

namespace {

/// `font`'s size in pixels: its own, or its points at the screen's logical dpi
/// (as Qt draws a text in points).
qreal pixelsOf(const QFont& font)
{
    if (font.pixelSize() > 0)
        return font.pixelSize();
    const QScreen* screen = QGuiApplication::primaryScreen();
    const qreal dpi = screen ? screen->logicalDotsPerInchY() : 96.0;
    return font.pointSizeF() * dpi / 72.0;
}

} // namespace

SystemFont::SystemFont(QObject* parent)
    : QObject(parent)
{
    update();
    // A desktop font changed while the game runs, or one the application sets.
    qGuiApp->installEventFilter(this);
}

bool SystemFont::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == qGuiApp && event->type() == QEvent::ApplicationFontChange)
        update();
    return QObject::eventFilter(watched, event);
}

qreal SystemFont::scale() const
{
    return std::clamp(m_pixelSize / kReferencePixels, kMinimumScale, kMaximumScale);
}

void SystemFont::update()
{
    const qreal pixels = pixelsOf(QGuiApplication::font());
    if (pixels <= 0 || qFuzzyCompare(pixels, m_pixelSize))
        return;
    m_pixelSize = pixels;
    emit changed();
}

} // namespace mancala::app
