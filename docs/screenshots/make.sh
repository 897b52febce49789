#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes the screenshots of this directory: the game window under Xvfb with
# scripted positions (see app/src/settings/launchoptions.h). Usage: make.sh [build dir]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${1:-$here/../../build}
app="$build/app/mancala"

shot() {
    local name=$1; shift
    env QT_QUICK_BACKEND=software MANCALA_SCREENSHOT="$here/$name.png" "$@" \
        xvfb-run -a -s "-screen 0 1280x800x24" "$app" >/dev/null 2>&1 || echo "failed: $name"
}

shot kalah-midgame        MANCALA_MOVES="c f auto7" MANCALA_SCREENSHOT_DELAY=600
shot kalah-sowing         MANCALA_MOVES="c f auto6 until:none" MANCALA_ANIMATE=1 MANCALA_SPEED=slow MANCALA_SCREENSHOT_DELAY=1300
shot kalah-dark           MANCALA_MOVES="c f auto9" MANCALA_THEME=dark MANCALA_SCREENSHOT_DELAY=600
shot kalah-game-over      MANCALA_MOVES="until:over" MANCALA_SCREENSHOT_DELAY=5000 MANCALA_SPEED=fast
shot qelat-midgame        MANCALA_VARIANT=qelat MANCALA_MOVES="auto24" MANCALA_SCREENSHOT_DELAY=600
shot qelat-keren-continue MANCALA_VARIANT=qelat-keren MANCALA_MOVES="until:continue" MANCALA_SCREENSHOT_DELAY=600
shot qelat-keren-round-end MANCALA_VARIANT=qelat-keren MANCALA_RULES="quiet-limit=0" MANCALA_MOVES="until:round" MANCALA_SPEED=instant MANCALA_SCREENSHOT_DELAY=600
shot mewelad-race-screen  MANCALA_VARIANT=mewelad MANCALA_SCREENSHOT_DELAY=600
shot mewelad-race         MANCALA_VARIANT=mewelad MANCALA_MOVES="ok c ok C" MANCALA_ANIMATE=1 MANCALA_SCREENSHOT_DELAY=2200
shot mewelad-take-or-leave MANCALA_VARIANT=mewelad MANCALA_RULES="claimed-captures=on" MANCALA_MOVES="until:offer" MANCALA_SCREENSHOT_DELAY=600
shot enkeshui-midgame     MANCALA_VARIANT=enkeshui MANCALA_MOVES="auto12" MANCALA_SCREENSHOT_DELAY=600
shot enkeshui-direction   MANCALA_VARIANT=enkeshui MANCALA_MOVES="until:direction" MANCALA_SCREENSHOT_DELAY=600
shot tablet-portrait      MANCALA_VARIANT=enkeshui MANCALA_MOVES="auto8" MANCALA_SIZE=800x1200 MANCALA_SCREENSHOT_DELAY=600
shot small-window         MANCALA_MOVES="c f auto5" MANCALA_SIZE=800x500 MANCALA_SCREENSHOT_DELAY=600
# Tigrinya, Amharic and Swahili at 800x500 (Ge'ez script in Abyssinica SIL).
shot lang-ti-qelat        MANCALA_LANG=ti MANCALA_VARIANT=qelat MANCALA_MOVES="auto6" MANCALA_SIZE=800x500 MANCALA_SCREENSHOT_DELAY=900
shot lang-am-race         MANCALA_LANG=am MANCALA_VARIANT=mewelad MANCALA_SIZE=800x500 MANCALA_SCREENSHOT_DELAY=900
shot lang-sw-teaching     MANCALA_LANG=sw MANCALA_VARIANT=enkeshui MANCALA_RULES="race=off" MANCALA_MOVES="c" MANCALA_TEACHING=1 MANCALA_STEP=8 MANCALA_SIZE=1280x800 MANCALA_SCREENSHOT_DELAY=900
shot lang-ti-view-menu    MANCALA_LANG=ti MANCALA_MOVES="c f auto5" MANCALA_SIZE=800x500 MANCALA_MENU=view/language MANCALA_SCREENSHOT_DELAY=900
# Teaching mode: a Mewelad relay paused at a lift, a lesson after its move, large print for a projector.
shot teaching-step        MANCALA_VARIANT=mewelad MANCALA_RULES="race=off" MANCALA_MOVES="b" MANCALA_TEACHING=1 MANCALA_STEP=6 MANCALA_SCREENSHOT_DELAY=900
shot teaching-lesson      MANCALA_VARIANT=qelat MANCALA_LESSON=qelat-walda MANCALA_MOVES="f" MANCALA_TEACHING=1 MANCALA_STEP=99 MANCALA_SCREENSHOT_DELAY=900
shot teaching-projector   MANCALA_VARIANT=qelat-keren MANCALA_MOVES="a" MANCALA_TEACHING=1 MANCALA_STEP=12 MANCALA_LARGE_PRINT=1 MANCALA_SCREENSHOT_DELAY=900
# The tool bar's menus and dialogs (MANCALA_MENU), light and dark.
shot toolbar-view-menu    MANCALA_MOVES="c f auto5" MANCALA_SIZE=1280x800 MANCALA_MENU=view/speed MANCALA_SCREENSHOT_DELAY=900
shot toolbar-dark         MANCALA_MOVES="c f auto5" MANCALA_SIZE=1280x800 MANCALA_THEME=dark MANCALA_MENU=view/language MANCALA_SCREENSHOT_DELAY=900
shot toolbar-help-menu    MANCALA_VARIANT=qelat MANCALA_MOVES="auto4" MANCALA_SIZE=1280x800 MANCALA_MENU=help/lessons MANCALA_SCREENSHOT_DELAY=900
shot toolbar-small-menu   MANCALA_MOVES="c f auto5" MANCALA_SIZE=800x500 MANCALA_MENU=game MANCALA_SCREENSHOT_DELAY=900
shot keyboard-shortcuts   MANCALA_SIZE=1280x800 MANCALA_THEME=dark MANCALA_MENU=shortcuts MANCALA_SCREENSHOT_DELAY=900
shot about                MANCALA_SIZE=1280x800 MANCALA_MENU=about MANCALA_SCREENSHOT_DELAY=900
