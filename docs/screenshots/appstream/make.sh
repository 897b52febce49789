#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes the screenshots of the AppStream metainfo (packaging/org.mancala.Mancala.metainfo.xml):
# the real game window, 1280x720, under Xvfb, driven by xdotool where a click is
# needed, taken by ImageMagick's import, with a home of its own (no autosave, no
# settings of the player's). Needs xvfb, xdotool and imagemagick (not dependencies
# of the game). Usage: make.sh [build dir]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=$(cd "${1:-$here/../../../build}" && pwd)

if [ -z "${MANCALA_SHOTS_DISPLAY:-}" ]; then
    exec env MANCALA_SHOTS_DISPLAY=1 xvfb-run -a -s "-screen 0 1600x900x24" "$0" "$build"
fi

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT

# shot NAME [VAR=VALUE ...] [-- CLICK_X CLICK_Y]: starts the game, clicks, saves NAME.png.
shot() {
    local name=$1; shift
    local vars=() click=()
    while [ $# -gt 0 ]; do
        if [ "$1" = "--" ]; then shift; click=("$@"); break; fi
        vars+=("$1"); shift
    done
    rm -rf "$home"/*
    mkdir -p "$home"/{config,data,cache,state}
    env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
        XDG_CACHE_HOME="$home/cache" XDG_STATE_HOME="$home/state" \
        QT_QUICK_BACKEND=software MANCALA_SIZE=1280x720 "${vars[@]}" \
        "$build/app/mancala" >/dev/null 2>&1 &
    local pid=$!
    local window
    window=$(xdotool search --sync --onlyvisible --name "Mancala" | head -1)
    sleep 1.5
    if [ ${#click[@]} -eq 2 ]; then
        xdotool mousemove --sync "${click[0]}" "${click[1]}" click 1
        sleep 4   # the analysis searches a few depths
    fi
    import -window "$window" -strip -define png:compression-level=9 "$here/$name.png"
    kill "$pid"
    wait "$pid" 2>/dev/null || true
}

shot picker           MANCALA_LANG=en -- 420 120                       # the Qelat card
shot qelat-game       MANCALA_LANG=en MANCALA_VARIANT=qelat MANCALA_MOVES=auto44
# The analysis says "-3 seeds" once mancala_en.ts has the English plural of
# "%n seed(s)" (context Analysis); before, "-3 seed(s)".
shot kalah-analysis   MANCALA_LANG=en MANCALA_MOVES="c f auto9" -- 1147 85   # Analysis
shot mewelad-teaching MANCALA_LANG=en MANCALA_VARIANT=mewelad MANCALA_RULES="race=off" \
                      MANCALA_MOVES="b" MANCALA_TEACHING=1 MANCALA_STEP=6
shot qelat-tigrinya   MANCALA_LANG=ti MANCALA_VARIANT=qelat MANCALA_MOVES=auto44
