// SPDX-License-Identifier: GPL-3.0-or-later
#include "test_support.h"

#include <QTest>

using namespace mancala;
using namespace testsupport;

class TestQelat : public QObject {
    Q_OBJECT

private slots:
    void placeholder() { QSKIP("not written yet"); }
};

QTEST_APPLESS_MAIN(TestQelat)
#include "tst_qelat.moc"
