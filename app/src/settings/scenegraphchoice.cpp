// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/scenegraphchoice.h"

#include <QDir>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QQuickWindow>
#include <QSGRendererInterface>

namespace mancala::app {

namespace {

const QString kOption = QStringLiteral("--renderer=");

QString normalised(const QString& value)
{
    const QString v = value.trimmed().toLower();
    if (v == QLatin1String("software") || v == QLatin1String("sw"))
        return QStringLiteral("software");
    if (v == QLatin1String("gpu") || v == QLatin1String("opengl") || v == QLatin1String("gl"))
        return QStringLiteral("gpu");
    return QStringLiteral("auto");
}

} // namespace

QString SceneGraphChoice::requested(const QStringList& arguments, const QString& environment)
{
    for (const QString& arg : arguments)
        if (arg.startsWith(kOption))
            return normalised(arg.mid(kOption.size()));
    return normalised(environment);
}

bool SceneGraphChoice::isSoftwareRenderer(const QString& glRenderer)
{
    // Mesa's rasterisers on the processor: "llvmpipe (LLVM 15.0.6, 256 bits)",
    // "softpipe", "Software Rasterizer" (swrast); Microsoft's "GDI Generic".
    const QString r = glRenderer.toLower();
    for (const char* name : {"llvmpipe", "softpipe", "swrast", "software", "gdi generic"})
        if (r.contains(QLatin1String(name)))
            return true;
    return false;
}

SceneGraphChoice::Path SceneGraphChoice::choose(const QString& request, bool openGlWorks, const QString& glRenderer)
{
    if (request == QLatin1String("software"))
        return Path::Software;
    if (request == QLatin1String("gpu"))
        return Path::Gpu;
    return !openGlWorks || isSoftwareRenderer(glRenderer) ? Path::Software : Path::Gpu;
}

bool SceneGraphChoice::gpuDevicePresent(const QString& devices)
{
    const QDir dev(devices);
    if (!QDir(dev.filePath(QStringLiteral("dri"))).entryList({QStringLiteral("card*"), QStringLiteral("renderD*")},
                                                              QDir::System | QDir::Files).isEmpty())
        return true;
    return !dev.entryList({QStringLiteral("nvidia*")}, QDir::System | QDir::Files).isEmpty();
}

QString SceneGraphChoice::probeOpenGl()
{
    QOpenGLContext context;
    if (!context.create())
        return {};
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface))
        return {};
    const auto* text = reinterpret_cast<const char*>(context.functions()->glGetString(GL_RENDERER));
    const QString renderer = text ? QString::fromLatin1(text) : QString();
    context.doneCurrent();
    return renderer;
}

QString SceneGraphChoice::apply(const QStringList& arguments)
{
    if (!qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND") || !qEnvironmentVariableIsEmpty("QSG_RHI_BACKEND"))
        return QStringLiteral("scene graph: left to Qt (QT_QUICK_BACKEND or QSG_RHI_BACKEND is set)");
    const QString request = requested(arguments, qEnvironmentVariable("MANCALA_RENDERER"));
    QString renderer;
    bool works = true;
#ifdef Q_OS_LINUX
    const bool device = gpuDevicePresent(QStringLiteral("/dev"));
#else
    const bool device = true;
#endif
    if (request == QLatin1String("auto") && device) {
        renderer = probeOpenGl();
        works = !renderer.isEmpty();
    }
    const Path path = request == QLatin1String("auto") && !device ? Path::Software : choose(request, works, renderer);
    // The GPU path is Qt's default graphics API for the platform (OpenGL on Linux).
    if (path == Path::Software)
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    const QString why = request != QLatin1String("auto") ? QStringLiteral("requested")
        : !device ? QStringLiteral("no graphics device in /dev")
        : works ? QStringLiteral("OpenGL renderer \"%1\"").arg(renderer)
                : QStringLiteral("OpenGL does not work here");
    return QStringLiteral("scene graph: %1 (%2)")
        .arg(path == Path::Software ? QStringLiteral("software") : QStringLiteral("GPU"), why);
}

} // namespace mancala::app
