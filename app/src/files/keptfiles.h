// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace mancala::app {

/**
 * @brief Keeps a file the program could not read beside it, under a
 * numbered name that no file has yet: `autosave.pgn` becomes
 * `autosave.broken-1.pgn`, then `-2`, ...; a kept file is never overwritten.
 *
 * With `move` the file is renamed (it is gone from its place), else copied
 * (the original stays to be rewritten). Returns the kept file's path, or
 * an empty string when it could not be kept (a read-only folder).
 * `nameLike` names it after another file (`autosave.pgn.reading` is kept
 * as `autosave.broken-1.pgn`).
 */
QString keepAside(const QString& path, bool move, const QString& nameLike = {});

/// The name keepAside() would give `path` now.
QString nextKeptName(const QString& path);

} // namespace mancala::app
