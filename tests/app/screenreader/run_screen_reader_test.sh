#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs tst_screen_reader.py against the game (its path the first argument)
# as Orca would meet it: an X server of its own (Xvfb), a D-Bus session of
# its own with the accessibility bus (at-spi2-core), Qt's AT-SPI bridge on.
# Exits 77 (skipped) when python3-pyatspi, Xvfb or dbus-run-session is missing.
set -eu
program=$1
here=$(cd "$(dirname "$0")" && pwd)
python=""
for candidate in python3 /usr/bin/python3; do
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c "import pyatspi" 2>/dev/null; then
        python=$candidate
        break
    fi
done
if [ -z "$python" ]; then
    echo "SKIPPED: python3-pyatspi is not installed (apt install python3-pyatspi at-spi2-core): the screen reader test cannot run."
    exit 77
fi
for tool in Xvfb dbus-run-session; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIPPED: $tool is not installed: the screen reader test cannot run."
        exit 77
    fi
done
home=$(mktemp -d)
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$home"' EXIT
# Xvfb picks a free display and writes its number.
exec 3>"$home/display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 50); do
    [ -s "$home/display" ] && break
    sleep 0.1
done
exec 3>&-
display=":$(cat "$home/display")"
# The accessibility bus's socket goes under XDG_RUNTIME_DIR: one of the test's own.
mkdir -m 700 "$home/runtime"
DISPLAY=$display XDG_RUNTIME_DIR="$home/runtime" QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QUICK_BACKEND=software \
    SCREEN_READER_HOME="$home" NO_AT_BRIDGE=0 \
    dbus-run-session -- "$python" "$here/tst_screen_reader.py" "$program"
