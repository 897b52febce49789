// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/launchoptions.h"

#include <QFileInfo>
#include <QProcessEnvironment>

namespace mancala::app {

namespace {

QString& startFile()
{
    static QString path;
    return path;
}

} // namespace

LaunchOptions::LaunchOptions(QObject* parent)
    : QObject(parent)
{
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    m_variant = env.value(QStringLiteral("MANCALA_VARIANT"), QStringLiteral("kalah"));
    const QStringList rules = env.value(QStringLiteral("MANCALA_RULES")).split(QLatin1Char(';'), Qt::SkipEmptyParts);
    for (const QString& rule : rules) {
        const qsizetype eq = rule.indexOf(QLatin1Char('='));
        if (eq > 0)
            m_houseRules.insert(rule.left(eq).trimmed(), rule.mid(eq + 1).trimmed());
    }
    m_moves = env.value(QStringLiteral("MANCALA_MOVES")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    m_step = env.value(QStringLiteral("MANCALA_STEP"), QStringLiteral("-1")).toInt();
    m_animateLast = env.value(QStringLiteral("MANCALA_ANIMATE")) == QLatin1String("1");
    m_speed = env.value(QStringLiteral("MANCALA_SPEED"));
    m_theme = env.value(QStringLiteral("MANCALA_THEME"));
    m_seed = env.value(QStringLiteral("MANCALA_SEED"), QStringLiteral("1")).toLongLong();
    m_lesson = env.value(QStringLiteral("MANCALA_LESSON"));
    m_teaching = env.value(QStringLiteral("MANCALA_TEACHING")) == QLatin1String("1");
    m_menu = env.value(QStringLiteral("MANCALA_MENU"));
    const QStringList size = env.value(QStringLiteral("MANCALA_SIZE")).split(QLatin1Char('x'));
    if (size.size() == 2)
        m_size = QSize(size[0].toInt(), size[1].toInt());
    if (!startFile().isEmpty())
        m_file = QUrl::fromLocalFile(startFile());
}

void LaunchOptions::setFile(const QString& path)
{
    startFile() = path;
}

QStringList LaunchOptions::fileArguments(const QStringList& arguments)
{
    QStringList files;
    bool optionsEnded = false;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        QString word = arguments[i];
        if (!optionsEnded && word == QLatin1String("--")) {
            optionsEnded = true;
            continue;
        }
        if (word.isEmpty() || (!optionsEnded && word.startsWith(QLatin1Char('-'))))
            continue;
        if (word.startsWith(QLatin1String("file:"))) {
            const QUrl url(word);
            if (url.isLocalFile())
                word = url.toLocalFile();
        }
        files << QFileInfo(word).absoluteFilePath();
    }
    return files;
}

} // namespace mancala::app
