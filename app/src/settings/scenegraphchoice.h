// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace mancala::app {

/**
 * @brief Which scene graph draws the window: the GPU one (OpenGL) where there
 * is a graphics card, Qt Quick's software one where OpenGL is itself drawn by
 * the processor (llvmpipe, softpipe, swrast: virtual machines, many school
 * computers). There the software scene graph is the smooth one: a sowing on
 * llvmpipe takes over 16.7 ms a frame, the software scene graph none
 * (docs/benchmarks.md).
 *
 * The choice is made once, before the first window, from:
 *  1. `--renderer=software|gpu|auto` on the command line, else
 *  2. MANCALA_RENDERER (same values), else
 *  3. `auto`: on Linux without a graphics device (/dev/dri, /dev/nvidia*)
 *     OpenGL can only run on the processor: software at once; else probe
 *     OpenGL and read its renderer string (a context costs 50-100 ms on
 *     llvmpipe, which the first check spares virtual machines).
 * Qt's own QT_QUICK_BACKEND and QSG_RHI_BACKEND, when set, win over all of
 * these: the app then leaves the choice to Qt.
 */
class SceneGraphChoice {
public:
    enum class Path { Gpu, Software };

    /// The request of the command line or the environment: "software", "gpu" or "auto".
    static QString requested(const QStringList& arguments, const QString& environment);
    /// Whether an OpenGL renderer string (GL_RENDERER) names a rasteriser that runs on the processor.
    static bool isSoftwareRenderer(const QString& glRenderer);
    /// The path for a request, given whether OpenGL works and its renderer string.
    static Path choose(const QString& request, bool openGlWorks, const QString& glRenderer);
    /// Whether `devices` (/dev) holds a graphics card's device: dri/card*, dri/renderD* or nvidia*.
    static bool gpuDevicePresent(const QString& devices);
    /// GL_RENDERER of a context made on an offscreen surface; empty when OpenGL does not work.
    static QString probeOpenGl();
    /**
     * Chooses and sets the scene graph (QQuickWindow::setGraphicsApi: the
     * software one, or Qt's default for the GPU); call
     * after the QGuiApplication and before the first window. Returns a line
     * saying what was chosen and why (for --verbose runs and the benchmark).
     */
    static QString apply(const QStringList& arguments);
};

} // namespace mancala::app
