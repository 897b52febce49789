// SPDX-License-Identifier: GPL-3.0-or-later
// How long an exercise takes to reach a whole class (issue 36, docs/
// benchmarks.md): a teacher (ClassHost, in this program) and P pupils, each
// its own `mancala-cli join --class` process, all on 127.0.0.1. The teacher
// pushes a position N times; for each push the time from the push to the
// moment the last pupil's program has written its `exercise` line (read
// from its standard output here), and the median pupil's. Prints the median
// and the largest over the N pushes.
//
//   mancala-class-bench [--pupils P] [--pushes N] [--cli PATH]

#include "classhost.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

using namespace mancala;
using namespace mancala::net;

namespace {

struct Pupil {
    std::unique_ptr<QProcess> process;
    QByteArray pending;
    int lastExercise = 0;
    qint64 arrivedNs = 0;
};

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    int pupils = 30;
    int pushes = 20;
    QString cli = QStringLiteral(MANCALA_CLI);
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--pupils"))
            pupils = std::clamp(args[i + 1].toInt(), 1, int(kMaxPupils));
        else if (args[i] == QLatin1String("--pushes"))
            pushes = std::max(1, args[i + 1].toInt());
        else if (args[i] == QLatin1String("--cli"))
            cli = args[i + 1];
    }

    ClassBoard board;
    ClassBoard::read("kalah: 0,0,0,1,2,3/1,0,0,2,0,1 20,18 - - s play - 1 1 0 -", board); // judged at once
    ClassHost host;
    const QString code = QStringLiteral("123456");
    if (const QString why = host.host(QStringLiteral("Teacher"), board, QHostAddress::LocalHost, 0, code); !why.isEmpty()) {
        std::fprintf(stderr, "cannot listen: %s\n", qPrintable(why));
        return 1;
    }

    QElapsedTimer clock;
    clock.start();
    std::vector<Pupil> class_(pupils);
    for (int k = 0; k < pupils; ++k) {
        Pupil& pupil = class_[k];
        pupil.process = std::make_unique<QProcess>();
        QProcess* process = pupil.process.get();
        QObject::connect(process, &QProcess::readyReadStandardOutput, process, [&pupil, process, &clock] {
            pupil.pending += process->readAllStandardOutput();
            for (qsizetype end; (end = pupil.pending.indexOf('\n')) >= 0;) {
                const QByteArray line = pupil.pending.left(end);
                pupil.pending.remove(0, end + 1);
                if (line.startsWith("exercise ")) {
                    pupil.lastExercise = line.split(' ').value(1).toInt();
                    pupil.arrivedNs = clock.nsecsElapsed();
                }
            }
        });
        process->start(cli, {QStringLiteral("join"), QStringLiteral("127.0.0.1:%1").arg(host.port()), code,
                             QStringLiteral("--class"), QStringLiteral("--name"), QStringLiteral("pupil%1").arg(k + 1)});
    }
    if (!QTest::qWaitFor([&] { return host.presentCount() == pupils; }, 60000)) {
        std::fprintf(stderr, "only %d of %d pupils joined\n", host.presentCount(), pupils);
        return 1;
    }

    std::vector<double> allMs, medianMs;
    for (int n = 1; n <= pushes; ++n) {
        QTest::qWait(50); // the class at rest between pushes
        const qint64 start = clock.nsecsElapsed();
        host.pushPosition(board, QStringLiteral("push %1").arg(n));
        const int number = host.exerciseNumber();
        if (!QTest::qWaitFor([&] {
                return std::all_of(class_.begin(), class_.end(), [&](const Pupil& p) { return p.lastExercise == number; });
            }, 60000)) {
            std::fprintf(stderr, "push %d did not reach every pupil\n", n);
            return 1;
        }
        std::vector<double> arrivals;
        for (const Pupil& p : class_)
            arrivals.push_back(double(p.arrivedNs - start) / 1e6);
        allMs.push_back(*std::max_element(arrivals.begin(), arrivals.end()));
        medianMs.push_back(median(arrivals));
    }
    std::printf("%d pupils, %d pushes on 127.0.0.1\n", pupils, pushes);
    std::printf("until all %d have it:   median %.1f ms, max %.1f ms\n", pupils, median(allMs),
                *std::max_element(allMs.begin(), allMs.end()));
    std::printf("the median pupil:        median %.1f ms, max %.1f ms\n", median(medianMs),
                *std::max_element(medianMs.begin(), medianMs.end()));
    host.close(QStringLiteral("the benchmark is over"));
    if (!QTest::qWaitFor([&] {
            return std::all_of(class_.begin(), class_.end(),
                               [](const Pupil& p) { return p.process->state() == QProcess::NotRunning; });
        }, 10000))
        std::fprintf(stderr, "some pupils did not end after the teacher's bye\n");
    for (Pupil& p : class_)
        p.process->waitForFinished(5000);
    return 0;
}
