// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/record.h"
#include "mancala/types.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <string_view>

namespace mancala::app {

/// The value of a tag, empty when there is none or it is PGN's "unknown" (`?`, `????.??.??`).
QString knownTag(const GameRecord& record, std::string_view name);

/// The name of a side's player (the South or North tag), empty when unknown or only the side's own name ("South").
QString playerName(const GameRecord& record, Side side);

/**
 * @brief What tells a game of a record apart from the others of its file:
 * its `Title` tag (docs/notation.md), its `Event`, and the comments before
 * its first turn (a prepared position's question).
 */
struct RecordHeading {
    Q_GADGET
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QString event MEMBER event)
    Q_PROPERTY(QString question MEMBER question)
    /// The title, else the event: what the card beside the board shows.
    Q_PROPERTY(QString shownTitle READ shownTitle)
    QML_VALUE_TYPE(recordHeading)

public:
    QString title;
    QString event;
    QString question;

    QString shownTitle() const { return title.isEmpty() ? event : title; }

    /// The title, else the event, else the question cut to `length` characters (with "…"); empty when none.
    QString headline(int length = 80) const;
};

RecordHeading recordHeading(const GameRecord& record);

} // namespace mancala::app
