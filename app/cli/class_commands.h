// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// mancala-cli host --class and join --class: the teacher and a pupil of a
// class (docs/network.md, "A class"), headless: what happens as lines on
// standard output, the teacher's or the pupil's actions from standard input
// (docs/cli.md, "A class"). The benchmark and the tests drive them.

#include "options.h"

#include <QString>

namespace mancala::cli {

int classHostCommand(const Options& options);
int classJoinCommand(const QString& address, quint16 port, const QString& code, const Options& options);

} // namespace mancala::cli
