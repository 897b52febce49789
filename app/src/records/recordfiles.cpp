// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/recordfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace mancala::app {

RecordFiles::RecordFiles(QObject* parent)
    : QObject(parent)
{
}

QUrl RecordFiles::startFolder(const QString& lastFile) const
{
    if (!lastFile.isEmpty()) {
        const QFileInfo last(lastFile);
        if (last.dir().exists())
            return QUrl::fromLocalFile(last.absolutePath());
    }
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return QUrl::fromLocalFile(documents);
    return QUrl::fromLocalFile(QDir::homePath());
}

QUrl RecordFiles::parentFolder(const QUrl& folder) const
{
    QDir dir(folder.toLocalFile());
    if (folder.toLocalFile().isEmpty() || dir.isRoot() || !dir.cdUp())
        return {};
    return QUrl::fromLocalFile(dir.absolutePath());
}

QUrl RecordFiles::resolve(const QUrl& folder, const QString& name, bool saving) const
{
    QString path = name.trimmed();
    if (path.isEmpty())
        return {};
    if (path == QLatin1String("~") || path.startsWith(QLatin1String("~/")))
        path = QDir::homePath() + path.mid(1);
    if (QDir::isRelativePath(path))
        path = QDir(folder.toLocalFile()).filePath(path);
    path = QDir::cleanPath(path);
    const QFileInfo info(path);
    if (saving && !info.isDir() && info.suffix().isEmpty())
        path += QLatin1String(".pgn");
    return QUrl::fromLocalFile(path);
}

bool RecordFiles::exists(const QUrl& url) const
{
    return url.isLocalFile() && QFileInfo::exists(url.toLocalFile());
}

bool RecordFiles::isFolder(const QUrl& url) const
{
    return url.isLocalFile() && QFileInfo(url.toLocalFile()).isDir();
}

QString RecordFiles::displayPath(const QUrl& url) const
{
    return QDir::toNativeSeparators(url.toLocalFile());
}

QString RecordFiles::fileName(const QUrl& url) const
{
    return QFileInfo(url.toLocalFile()).fileName();
}

} // namespace mancala::app
