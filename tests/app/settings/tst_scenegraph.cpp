// SPDX-License-Identifier: GPL-3.0-or-later
// The choice of scene graph: software where OpenGL runs on the processor,
// the GPU's elsewhere, and the overrides.
#include "settings/scenegraphchoice.h"

#include <QDir>
#include <QFile>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

using namespace mancala::app;
using Path = SceneGraphChoice::Path;

class TestSceneGraph : public QObject {
    Q_OBJECT

private slots:
    void softwareRenderers_data()
    {
        QTest::addColumn<QString>("renderer");
        QTest::addColumn<bool>("software");
        QTest::newRow("llvmpipe") << "llvmpipe (LLVM 15.0.6, 256 bits)" << true;
        QTest::newRow("softpipe") << "softpipe" << true;
        QTest::newRow("swrast") << "Software Rasterizer" << true;
        QTest::newRow("windows") << "GDI Generic" << true;
        QTest::newRow("intel") << "Mesa Intel(R) UHD Graphics 620 (KBL GT2)" << false;
        QTest::newRow("amd") << "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)" << false;
        QTest::newRow("nvidia") << "NVIDIA GeForce GTX 1060 6GB/PCIe/SSE2" << false;
        QTest::newRow("virgl") << "virgl (Intel(R) Iris Xe Graphics)" << false;
    }
    void softwareRenderers()
    {
        QFETCH(QString, renderer);
        QFETCH(bool, software);
        QCOMPARE(SceneGraphChoice::isSoftwareRenderer(renderer), software);
        QCOMPARE(SceneGraphChoice::choose(QStringLiteral("auto"), true, renderer),
                 software ? Path::Software : Path::Gpu);
    }

    void noOpenGlMeansSoftware()
    {
        QCOMPARE(SceneGraphChoice::choose(QStringLiteral("auto"), false, QString()), Path::Software);
    }

    void graphicsDevices()
    {
        // A virtual machine: no /dev/dri, no /dev/nvidia*: OpenGL would be llvmpipe.
        QTemporaryDir dev;
        QVERIFY(dev.isValid());
        QVERIFY(QDir(dev.path()).mkdir(QStringLiteral("dri")));
        QFile(dev.filePath(QStringLiteral("null"))).open(QIODevice::WriteOnly);
        QVERIFY(!SceneGraphChoice::gpuDevicePresent(dev.path()));
        // A card's render node, or NVIDIA's own driver.
        QFile(dev.filePath(QStringLiteral("dri/renderD128"))).open(QIODevice::WriteOnly);
        QVERIFY(SceneGraphChoice::gpuDevicePresent(dev.path()));
        QTemporaryDir nvidia;
        QFile(nvidia.filePath(QStringLiteral("nvidia0"))).open(QIODevice::WriteOnly);
        QVERIFY(SceneGraphChoice::gpuDevicePresent(nvidia.path()));
    }

    void overrides()
    {
        const QString llvmpipe = QStringLiteral("llvmpipe (LLVM 15.0.6, 256 bits)");
        const QString gpu = QStringLiteral("Mesa Intel(R) UHD Graphics 620");
        QCOMPARE(SceneGraphChoice::choose(QStringLiteral("gpu"), true, llvmpipe), Path::Gpu);
        QCOMPARE(SceneGraphChoice::choose(QStringLiteral("software"), true, gpu), Path::Software);
        // The command line wins over the environment; unknown values mean auto.
        QCOMPARE(SceneGraphChoice::requested({QStringLiteral("mancala"), QStringLiteral("--renderer=gpu")},
                                             QStringLiteral("software")),
                 QStringLiteral("gpu"));
        QCOMPARE(SceneGraphChoice::requested({QStringLiteral("mancala")}, QStringLiteral("Software")),
                 QStringLiteral("software"));
        QCOMPARE(SceneGraphChoice::requested({QStringLiteral("mancala"), QStringLiteral("--renderer=opengl")}, {}),
                 QStringLiteral("gpu"));
        QCOMPARE(SceneGraphChoice::requested({QStringLiteral("mancala"), QStringLiteral("--renderer=fast")}, {}),
                 QStringLiteral("auto"));
        QCOMPARE(SceneGraphChoice::requested({QStringLiteral("mancala")}, {}), QStringLiteral("auto"));
    }

    void applySetsTheSceneGraph()
    {
        qunsetenv("QT_QUICK_BACKEND");
        qunsetenv("QSG_RHI_BACKEND");
        const QString said = SceneGraphChoice::apply({QStringLiteral("mancala"), QStringLiteral("--renderer=software")});
        QCOMPARE(QQuickWindow::sceneGraphBackend(), QStringLiteral("software"));
        QVERIFY2(said.contains(QStringLiteral("software")), qPrintable(said));
    }

    void qtsOwnChoiceWins()
    {
        qputenv("QT_QUICK_BACKEND", "software");
        const QString said = SceneGraphChoice::apply({QStringLiteral("mancala"), QStringLiteral("--renderer=gpu")});
        QVERIFY2(said.contains(QStringLiteral("left to Qt")), qPrintable(said));
        qunsetenv("QT_QUICK_BACKEND");
    }
};

QTEST_MAIN(TestSceneGraph)
#include "tst_scenegraph.moc"
