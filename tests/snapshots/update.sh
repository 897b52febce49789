#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Rewrites every snapshot in tests/snapshots/ from what the code prints now:
# builds the programs the snapshot tests run, then runs those tests (the
# CTest label "snapshot") with MANCALA_UPDATE_SNAPSHOTS=1, which makes them
# write their files instead of comparing. Everything they check by hand is
# still checked, so a change that breaks a worked example writes nothing.
# Then read `git diff tests/snapshots` and explain each change in the commit
# (docs/testing.md).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build="${MANCALA_BUILD_DIR:-$here/build}"
if [ ! -f "$build/CTestTestfile.cmake" ]; then
  echo "update.sh: no build in $build: run MANCALA_SKIP_RUN=1 ./play.sh first (or set MANCALA_BUILD_DIR)." >&2
  exit 1
fi
cmake --build "$build" --parallel "${MANCALA_JOBS:-2}" --target mancala-cli tst_perft tst_selfplay
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/config" "$home/data" "$home/cache" "$home/runtime"
chmod 700 "$home/runtime"
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
export XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/runtime"
export QT_QPA_PLATFORM=offscreen
MANCALA_UPDATE_SNAPSHOTS=1 ctest --test-dir "$build" -L '^snapshot$' --output-on-failure
git -C "$here" status --short -- tests/snapshots
