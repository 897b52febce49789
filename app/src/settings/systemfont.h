// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief The desktop's text size, which the window's texts follow.
 *
 * The application font is the platform theme's general font (KDE's, GNOME's,
 * qt6ct's settings) or one the application is given. The window's text sizes
 * were drawn for Qt's own default, 9 points at 96 dpi: 12 pixels. `scale` is
 * how much larger (or smaller) the desktop's font is than that; Theme.textScale
 * multiplies it with large print. It follows changes of the application font
 * while the game runs.
 *
 * (QT_FONT_DPI, Xft.dpi and QT_SCALE_FACTOR scale the whole window in Qt 6, its
 * texts with it, without changing the font's pixel size: they need nothing here.)
 */
class SystemFont : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(qreal pixelSize READ pixelSize NOTIFY changed)
    Q_PROPERTY(qreal scale READ scale NOTIFY changed)
    Q_PROPERTY(qreal maximumScale READ maximumScale CONSTANT)

public:
    /// The pixel size the window's text sizes were drawn for.
    static constexpr qreal kReferencePixels = 12;
    /// The scale's bounds: a tiny desktop font keeps the board's numbers
    /// readable; beyond 16 pixels (12 points) the smallest window (800x500)
    /// would no longer hold every text in every language (tst_qml_layout runs
    /// at that size too): large print is the step beyond.
    static constexpr qreal kMinimumScale = 0.85;
    static constexpr qreal kMaximumScale = 16.0 / 12.0;

    explicit SystemFont(QObject* parent = nullptr);

    /// The application font's size in pixels.
    qreal pixelSize() const { return m_pixelSize; }
    /// pixelSize() over kReferencePixels, within the bounds above.
    qreal scale() const;
    /// The largest scale of the texts (kMaximumScale), also with a script's own factor (Theme.qml).
    qreal maximumScale() const { return kMaximumScale; }

    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void changed();

private:
    void update();

    qreal m_pixelSize = kReferencePixels;
};

} // namespace mancala::app
