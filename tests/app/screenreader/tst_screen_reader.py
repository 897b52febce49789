#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader (Orca) finds in the game's window, through AT-SPI.

Starts the game (the program named first) once per rule set, with one seed
a hole so that a whole game is short, the computer playing North in four, and plays it to its end by pressing
holes and decision buttons through their AT-SPI actions, as a screen reader
user's keys would. After every decision it checks that
- every hole is named with its letter, owner and count (and "legal" when it
  may be sown), every store with its owner and count (or both players' scores
  where the rule set has no stores), every button and dialog with a name;
- the holes come in the board's order (a, b, ... then A, B, ...);
- nothing hidden is exposed as showing (a showing object has showing parents,
  no hole shows under the racing start's screen);
- the line under the board is said: a notification shows with the new line;
and at the end that the line says why the game ended and the final box is a
dialog named with the winner and the score, its button focused.

Run by run_screen_reader_test.sh inside its own D-Bus session and X server.
"""

import os
import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

PROGRAM = sys.argv[1]
HOLE = re.compile(r"^[a-lA-L], (South|North)'s hole, \d+ seeds?(, .+)?$")
STORE = re.compile(r"^.+: \d+ seeds?$")
# Decision buttons a player may have to press when no hole is to be sown.
DECISIONS = re.compile(r"^(I am .+: show the board|Next round|↺ Counter-clockwise|Take|Pass)$")
HANDOVER = re.compile(r"^I am .+: show the board$")
FINAL = re.compile(r"^(.+ wins!|A draw), .+ \d+ – \d+ .+$")

failures = []
# What was said and pressed; printed as it happens with SCREEN_READER_VERBOSE=1,
# else only its last lines at a failure (CI shows a failing test's output whole).
transcript = []
verbose = os.environ.get("SCREEN_READER_VERBOSE") == "1"


def note(line):
    transcript.append(line)
    if verbose:
        print(line, flush=True)


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what, flush=True)
        if not verbose:
            print("  the last lines before it:", *transcript[-8:], sep="\n  ", flush=True)
    return condition


said = []


def on_showing(event):
    try:
        if event.detail1 and event.source.getRole() == pyatspi.ROLE_NOTIFICATION:
            said.append(event.source.name)
            note("  said: " + event.source.name)
    except Exception:  # the object may be gone already (a seed flying away)
        pass


def pump(seconds):
    end = time.time() + seconds
    context = GLib.MainContext.default()
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_until(condition, seconds=30):
    """Pumps the bus until condition() holds; returns whether it did (a loaded
    machine delivers the last events of a move late)."""
    end = time.time() + seconds
    while time.time() < end:
        if condition():
            return True
        pump(0.05)
    return condition()


def wait_said(count, seconds=60):
    """Waits until more than `count` lines were said; returns the newest or None."""
    end = time.time() + seconds
    while time.time() < end:
        pump(0.05)
        if len(said) > count:
            pump(0.15)  # a line said at once after (the computer's move) comes too
            return said[-1]
    return None


def walk(node):
    yield node
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk(child)


def showing(node):
    return node.getState().contains(pyatspi.STATE_SHOWING)


def children(node):
    return [c for c in (node.getChildAtIndex(i) for i in range(node.childCount)) if c is not None]


def role(node):
    """The node's role, or None when it is gone already (a seed that flew away)."""
    try:
        return node.getRole()
    except GLib.GError:
        return None


ROLES_ON_TOP = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_DIALOG, pyatspi.ROLE_TABLE, pyatspi.ROLE_NOTIFICATION)
top_level = {}


def on_top(app):
    """The showing buttons, dialogs (with what they hold) and the board of
    the window's top level: where a player presses. They are made once with
    the window and looked up once (a walk of the whole tree over D-Bus is
    slow, and the move list grows with every move: it is walked at the
    start and the end only)."""
    if app not in top_level:
        top_level[app] = [n for window in children(app) for n in children(window)
                          if role(n) in ROLES_ON_TOP]
    found = []
    for node in top_level[app]:
        if not showing(node):
            continue
        found.append(node)
        if node.getRole() == pyatspi.ROLE_DIALOG:
            found += [c for c in walk(node) if c is not node and showing(c)]
    return found


def find_app(pid, seconds=90):
    end = time.time() + seconds
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app is not None and app.get_process_id() == pid and app.childCount > 0:
                    return app
            except Exception:
                pass
        pump(0.3)
    return None


def check_tree(app, context, whole=False):
    """Checks what a screen reader finds; `whole`: every object, else the window's top level."""
    shown = [n for n in walk(app) if showing(n)] if whole else on_top(app)
    for node in shown:
        parent = node.parent
        if whole and parent is not None and parent.getRole() != pyatspi.ROLE_APPLICATION:
            check(showing(parent), f"{context}: {node.getRoleName()} '{node.name}' shows inside a hidden parent")
        if node.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_DIALOG):
            check(node.name.strip() != "", f"{context}: a {node.getRoleName()} without a name")
    tables = [n for n in shown if n.getRole() == pyatspi.ROLE_TABLE]
    if any(n.getRole() == pyatspi.ROLE_PUSH_BUTTON and HANDOVER.match(n.name) for n in shown):
        # The racing start covers the board: nothing of it may show.
        check(not tables, f"{context}: the board shows under the racing start's screen")
        return []
    if not check(len(tables) == 1, f"{context}: one board, found {len(tables)}"):
        return []
    board = tables[0]
    holes = [board.getChildAtIndex(i) for i in range(board.childCount)]
    holes = [h for h in holes if h.getRole() == pyatspi.ROLE_PUSH_BUTTON and showing(h)]
    check(len(holes) >= 8 and len(holes) % 2 == 0, f"{context}: {len(holes)} holes")
    letters = [h.name[:1] for h in holes]
    half = len(holes) // 2
    expected = [chr(ord("a") + i) for i in range(half)] + [chr(ord("A") + i) for i in range(half)]
    check(letters == expected, f"{context}: holes in the board's order, found {letters}")
    for h in holes:
        check(HOLE.match(h.name) is not None, f"{context}: hole named '{h.name}'")
        if not whole:
            continue
        # (Read twice when they disagree: the name and the description are two calls, the board may change between.)
        agree = lambda: (", legal" in h.name) == bool(h.description)
        if not agree():
            pump(0.5)
        check(agree(), f"{context}: '{h.name}' tells how to sow it only when legal")
    stores = [board.getChildAtIndex(i) for i in range(board.childCount)]
    stores = [s for s in stores if s.getRole() == pyatspi.ROLE_LABEL and showing(s) and STORE.match(s.name)]
    if stores:
        check(len(stores) == 2, f"{context}: two stores or tallies named with their seeds, found {[s.name for s in stores]}")
    elif whole:
        scores = [n for n in shown if n.getRole() == pyatspi.ROLE_LABEL and re.match(r"^Score \d+$", n.name)]
        check(len(scores) == 2, f"{context}: both players' scores, found {[n.name for n in scores]}")
    return holes


def final_box(app):
    """The box at the end of the game, a dialog named with the winner and the score, or None."""
    for node in on_top(app):
        if node.getRole() == pyatspi.ROLE_DIALOG and showing(node) and FINAL.match(node.name):
            return node
    return None


def press(node):
    action = node.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == "Press":
            action.doAction(i)
            return
    check(False, f"'{node.name}' has no Press action")


def play(variant, north_level, rules, decisions):
    home = os.environ["SCREEN_READER_HOME"] + "/" + variant
    for sub in ("config", "data", "cache", "runtime"):
        os.makedirs(f"{home}/{sub}", exist_ok=True)
    os.chmod(f"{home}/runtime", 0o700)
    settings = f"{home}/settings.ini"
    with open(settings, "w") as f:
        f.write(f"[players]\nnorthLevel={north_level}\n")
    env = dict(os.environ, XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data",
               XDG_CACHE_HOME=f"{home}/cache", XDG_RUNTIME_DIR=f"{home}/runtime",
               MANCALA_SETTINGS=settings, MANCALA_VARIANT=variant, MANCALA_RULES=rules,
               MANCALA_SPEED="instant", MANCALA_SEED="3", LANGUAGE="en", LC_ALL="C.UTF-8")
    process = subprocess.Popen([PROGRAM, "--lang=en"], env=env)
    try:
        app = find_app(process.pid)
        if not check(app is not None, f"{variant}: the window is not on the accessibility bus"):
            return
        # The window is on the bus before its board is made (a loaded machine takes seconds).
        def board_shows():
            top_level.pop(app, None)  # looked up anew until the window holds its board
            return any(role(n) == pyatspi.ROLE_TABLE for n in on_top(app))
        wait_until(board_shows, 60)
        pump(1.0)
        context = f"{variant} start"
        holes = check_tree(app, context, whole=True)
        # A hole that may not be sown is refused, and the refusal is said.
        illegal = [h for h in holes if ", legal" not in h.name]
        if illegal:
            before = len(said)
            press(illegal[-1])
            line = wait_said(before, 30)
            check(line is not None and line not in said[:before], f"{variant}: a refused hole is said ({line})")
        for turn in range(decisions):
            context = f"{variant} decision {turn + 1}"
            if final_box(app):
                break
            for fresh in (False, True):
                if fresh:
                    # Qt may have made the objects of a button anew: look them up again.
                    top_level.pop(app, None)
                top = on_top(app)
                nodes = [n for n in top if n.getRole() == pyatspi.ROLE_PUSH_BUTTON]
                for board in (n for n in top if n.getRole() == pyatspi.ROLE_TABLE):
                    nodes += [h for h in children(board) if h.getRole() == pyatspi.ROLE_PUSH_BUTTON and showing(h)]
                legal = [n for n in nodes if n.name.endswith(", legal")]
                choices = [n for n in nodes if DECISIONS.match(n.name)]
                if legal or choices:
                    break
            before = len(said)
            if not legal and not choices:
                # The computer's turn: what it played is said. Or the game has just ended and
                # its box is still on its way (the last line was said before the box showed).
                def said_or_ended():
                    top_level.pop(app, None)
                    return len(said) > before or final_box(app) is not None
                if not check(wait_until(said_or_ended, 120), f"{context}: nothing to press and nothing said"):
                    print("showing:", [(n.getRoleName(), n.name) for n in walk(app) if showing(n)
                                       and n.getRole() in ROLES_ON_TOP + (pyatspi.ROLE_ALERT,)])
                    return
                continue
            target = legal[0] if legal else choices[0]
            note("  press: " + target.name)
            press(target)
            if HANDOVER.match(target.name):
                # The board shows again: the focus goes to it (the line is the same).
                pump(0.5)
            elif not check(wait_said(before) is not None, f"{context}: nothing said after pressing '{target.name}'"):
                print("said so far:", said[-3:])
                return
            check_tree(app, context)
        if decisions < 400 and not final_box(app):
            print(f"{variant}: {decisions} decisions played and said, the last line: {said[-1:]}", flush=True)
            return
        # The end: why it ended, and the final box named with the winner and the score.
        # (The box may show before the line that says the computer's last move arrives.)
        wait_until(lambda: said and "The game is over." in said[-1])
        check(said and "The game is over." in said[-1], f"{variant}: the end is said with its reason: {said[-1:]}")
        check(final_box(app) is not None, f"{variant}: the final box names the winner and the score")
        check_tree(app, f"{variant} end", whole=True)
        play_again_focused = lambda: any(n.name == "Play again" for n in on_top(app)
                                         if n.getState().contains(pyatspi.STATE_FOCUSED) and showing(n))
        check(wait_until(play_again_focused), f"{variant}: Play again has the focus")
        if north_level:
            check(any(re.search(r"played [A-L]", s) for s in said), f"{variant}: the computer's moves are said")
        print(f"{variant}: {len(said)} lines said, the last: {said[-1]}", flush=True)
    finally:
        process.terminate()
        process.wait(10)


pyatspi.Registry.registerEventListener(on_showing, "object:state-changed:showing")
# One seed a hole (and four holes a row where rounds make a game long): short whole games.
# The games of rounds take minutes to the end through the accessibility bus:
# ./test.sh plays their first 15 decisions; SCREEN_READER_WHOLE=1 plays them
# to the end as well (docs/testing.md).
whole = os.environ.get("SCREEN_READER_WHOLE") == "1"
games = (("kalah", 1, "seeds=1", 400), ("qelat", 0, "seeds=1", 400), ("qelat-keren", 1, "seeds=1;houses=4", 15),
         ("mewelad", 1, "seeds=1;houses=4", 15), ("enkeshui", 1, "seeds=1", 400))
only = os.environ.get("SCREEN_READER_VARIANTS", "").split()
for variant, north_level, rules, decisions in games:
    if only and variant not in only:
        continue
    said.clear()
    play(variant, north_level, rules, 400 if whole else decisions)

if failures:
    print(f"{len(failures)} check(s) failed:")
    for what in failures:
        print("  ", what)
    sys.exit(1)
print("All screen reader checks passed")
