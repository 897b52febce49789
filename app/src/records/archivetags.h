// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/record.h"

#include <QString>
#include <QtGlobal>

#include <algorithm>
#include <string_view>

// What the record's objects (RecordDocument, AutosaveStore,
// RecordImportExport) share: the autosave's own tags, the size limit and
// the way a file is written.

namespace mancala::app {

/// The ply shown when the game was saved, in the autosave only.
inline constexpr std::string_view kPlyTag = "Ply";
/// The decisions of the board's line when it is not the main line, in the autosave only.
inline constexpr std::string_view kLineTag = "Line";
/// The main line is a record's (kept when a new decision makes a variation), in the autosave only.
inline constexpr std::string_view kKeptTag = "MainLineKept";
/// Record files larger than this are not read (a game with its comments is far smaller).
inline constexpr qint64 kMaxRecordFileBytes = qint64(16) << 20;

inline void removeTag(GameRecord& record, std::string_view name)
{
    std::erase_if(record.tags, [name](const Tag& t) { return t.name == name; });
}

/// Writes `data` to `path` atomically (QSaveFile), its folder made first; false with `why` set.
bool writeFile(const QString& path, const QByteArray& data, QString* why);

} // namespace mancala::app
