// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/archivetags.h"
#include "records/recorddocument.h"
#include "records/recordheading.h"
#include "stdstrings.h"

// The game's title and event (the Title and Event tags), as the notes edit them.

namespace mancala::app {

RecordHeading RecordDocument::heading() const
{
    RecordHeading heading = recordHeading(m_document);
    heading.question = question();
    return heading;
}

void RecordDocument::setGameTitle(const QString& text)
{
    setDocumentTag("Title", text, {});
}

void RecordDocument::setEvent(const QString& text)
{
    setDocumentTag("Event", text, "?");
}

void RecordDocument::setDocumentTag(std::string_view name, const QString& text, std::string_view unknown)
{
    QString simple = text.simplified();
    // The reader refuses longer values (docs/notation.md): the record must read back.
    while (simple.toUtf8().size() > qsizetype(kMaxTagValueLength))
        simple.chop(1);
    if (simple == knownTag(m_document, name))
        return;
    if (!simple.isEmpty())
        m_document.setTag(name, toStd(simple));
    else if (!unknown.empty())
        m_document.setTag(name, std::string(unknown));
    else
        removeTag(m_document, name);
    emit commentChanged();
    autosave();
}

} // namespace mancala::app
