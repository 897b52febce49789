#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds in Release and runs every test headless.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
MANCALA_SKIP_RUN=1 "$here/play.sh"
build="${MANCALA_BUILD_DIR:-$here/build}"
export QT_QPA_PLATFORM=offscreen
export QT_QUICK_BACKEND=software
# The tests never touch the user's settings, saved games or caches: they get
# a home of their own, made anew for every run.
home="$build/test-home"
rm -rf "$home"
mkdir -p "$home/config" "$home/data" "$home/cache" "$home/runtime"
chmod 700 "$home/runtime"
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
export XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/runtime"
ctest --test-dir "$build" --output-on-failure -j "$(nproc)" --timeout 600
