#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Does the .deb install on a brand-new Debian 12 system? Meant to run on one
# (docs/packaging.md): builds the package with what play.sh installs, removes
# every package that added, so that the system is new again, installs the
# .deb with apt (its dependencies only, no recommends) and runs both programs.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="${MANCALA_BUILD_DIR:-$here/build}"
work=$(mktemp -d)

dpkg-query -W -f='${Package}\n' | sort >"$work/before"
MANCALA_SKIP_RUN=1 "$here/play.sh"
(cd "$build" && cpack -G DEB)
cp "$build"/mancala_*.deb "$work/"

# Back to the new system: everything the build brought in goes again.
dpkg-query -W -f='${Package}\n' | sort >"$work/after"
comm -13 "$work/before" "$work/after" >"$work/added"
echo "Removing the $(wc -l <"$work/added") packages the build installed"
DEBIAN_FRONTEND=noninteractive xargs -a "$work/added" apt-get purge -y -q -o DPkg::Lock::Timeout=300 >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get autoremove --purge -y -q >/dev/null
for tool in qmake6 cmake g++; do
  ! command -v "$tool" >/dev/null || { echo "check-deb: $tool is still installed"; exit 1; }
done

DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends -o DPkg::Lock::Timeout=300 \
  "$work"/mancala_*.deb
mancala-cli variants | head -c 200; echo
QT_QPA_PLATFORM=offscreen mancala --version
# The window itself on the offscreen platform: every QML module it imports is there.
QT_QPA_PLATFORM=offscreen MANCALA_SCREENSHOT="$work/window.png" mancala
test -s "$work/window.png"
mkdir -p /src/out 2>/dev/null && cp "$work/window.png" /src/out/ 2>/dev/null || true
man -w mancala mancala-cli 2>/dev/null || ls /usr/share/man/man6/mancala*.6*
echo "check-deb: the package installs and runs"
