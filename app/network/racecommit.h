// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The racing start over the network (W2, E2): each side first sends the
// hash of its choice with a random salt, and shows the choice and the salt
// only once it holds the other side's hash, so that neither learns the
// other's choice before both have chosen.

#include <QString>

namespace mancala::net {

/// A fresh salt: 32 hex digits from the system's random source.
QString newSalt();

/// SHA-256 of "move:salt", in lowercase hex (64 digits).
QString commitHash(const QString& move, const QString& salt);

} // namespace mancala::net
