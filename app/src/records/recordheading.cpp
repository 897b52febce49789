// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/recordheading.h"

#include "stdstrings.h"

#include <QStringList>

namespace mancala::app {

QString knownTag(const GameRecord& record, std::string_view name)
{
    const QString v = fromStd(record.tag(name)).trimmed();
    return v.isEmpty() || v.count(QLatin1Char('?')) + v.count(QLatin1Char('.')) == v.size() ? QString() : v;
}

QString playerName(const GameRecord& record, Side side)
{
    const char* tag = side == Side::South ? "South" : "North";
    const QString name = knownTag(record, tag);
    return name == QLatin1String(tag) ? QString() : name;
}

RecordHeading recordHeading(const GameRecord& record)
{
    QStringList question;
    for (const std::string& c : record.moves.comments)
        question << fromStd(c);
    return {knownTag(record, "Title"), knownTag(record, "Event"), question.join(QLatin1Char(' '))};
}

QString RecordHeading::headline(int length) const
{
    if (!title.isEmpty())
        return title;
    if (!event.isEmpty())
        return event;
    return question.size() > length ? question.left(length - 1).trimmed() + QChar(0x2026) : question;
}

} // namespace mancala::app
