// SPDX-License-Identifier: GPL-3.0-or-later
// The bytes of a file, for the tests that check what was written.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

/// The whole file; empty when it cannot be read (a test compares it with what it expects).
inline QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
