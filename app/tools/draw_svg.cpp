// SPDX-License-Identifier: GPL-3.0-or-later
// Build tool: draws an SVG drawing into a picture of the drawing's own size,
// opaque, in the format its name ends in (a JPEG at quality 92). The board's
// wood grain (resources/wood.svg: many long strokes) took a fifth of the
// start's processor time to draw; drawn here once, the game only decodes the
// picture, and a JPEG decodes faster than a PNG (docs/benchmarks.md).
//   draw_svg IN.svg OUT.jpg
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char* argv[])
{
    // No window: the minimal platform is enough to paint into an image.
    qputenv("QT_QPA_PLATFORM", "minimal");
    QGuiApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: draw_svg IN.svg OUT.jpg\n");
        return 2;
    }
    QSvgRenderer svg(QString::fromLocal8Bit(argv[1]));
    if (!svg.isValid() || svg.defaultSize().isEmpty()) {
        std::fprintf(stderr, "draw_svg: %s is not an SVG drawing with a size\n", argv[1]);
        return 1;
    }
    QImage image(svg.defaultSize(), QImage::Format_RGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    if (!image.save(QString::fromLocal8Bit(argv[2]), nullptr, 92)) {
        std::fprintf(stderr, "draw_svg: cannot write %s\n", argv[2]);
        return 1;
    }
    return 0;
}
