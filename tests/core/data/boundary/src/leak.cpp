// SPDX-License-Identifier: GPL-3.0-or-later
// A core file that reaches into the app (the editor, a folder the boundary
// check once did not know): core_boundary_finds_app_include must refuse it.
#include "editor/markchoice.h"
