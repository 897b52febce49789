#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds in Release and runs every test headless.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
MANCALA_SKIP_RUN=1 "$here/play.sh"
build="${MANCALA_BUILD_DIR:-$here/build}"
export QT_QPA_PLATFORM=offscreen
export QT_QUICK_BACKEND=software
ctest --test-dir "$build" --output-on-failure -j "$(nproc)" --timeout 600
