#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Draws resources/wood.svg: a warm wood surface with long grain lines and
two knots. Deterministic (fixed seed); run it again only to change the look.
The build draws the SVG into the picture the board shows (wood.jpg,
app/tools/draw_svg.cpp): drawing the SVG at every start was slow."""
import math
import random

W, H = 1200, 600
rng = random.Random(7)
out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
       '<!-- SPDX-License-Identifier: GPL-3.0-or-later -->',
       '<defs><linearGradient id="base" x1="0" y1="0" x2="0" y2="1">',
       '<stop offset="0" stop-color="#b9793f"/><stop offset="0.35" stop-color="#a4642f"/>',
       '<stop offset="0.6" stop-color="#b06d36"/><stop offset="1" stop-color="#8d5226"/>',
       '</linearGradient>',
       '<radialGradient id="knot" cx="0.5" cy="0.5" r="0.5">',
       '<stop offset="0" stop-color="#4a260f" stop-opacity="0.85"/>',
       '<stop offset="0.45" stop-color="#6b3a18" stop-opacity="0.5"/>',
       '<stop offset="1" stop-color="#8d5226" stop-opacity="0"/></radialGradient></defs>',
       f'<rect width="{W}" height="{H}" fill="url(#base)"/>']
knots = [(310, 170, 38), (880, 420, 30)]

def bend(x, y):
    """Grain flows around the knots."""
    dy = 0.0
    for kx, ky, r in knots:
        d = math.hypot(x - kx, (y - ky) * 1.6)
        if d < r * 4:
            push = (r * 4 - d) / (r * 4)
            dy += math.copysign(push * push * r * 1.4, y - ky)
    return dy

y = -10.0
while y < H + 10:
    step = rng.uniform(4, 14)
    y += step
    amp = rng.uniform(1.5, 7)
    freq = rng.uniform(0.002, 0.006)
    phase = rng.uniform(0, 6.3)
    pts = []
    for x in range(-20, W + 40, 40):
        yy = y + amp * math.sin(x * freq + phase) + bend(x, y)
        pts.append((x, yy))
    d = f'M{pts[0][0]},{pts[0][1]:.1f}' + ''.join(f' L{px},{py:.1f}' for px, py in pts[1:])
    dark = rng.random() < 0.55
    colour = '#5e3214' if dark else '#d49a5e'
    opacity = rng.uniform(0.10, 0.32) if dark else rng.uniform(0.08, 0.22)
    width = rng.uniform(0.6, 2.6)
    out.append(f'<path d="{d}" fill="none" stroke="{colour}" stroke-opacity="{opacity:.2f}" '
               f'stroke-width="{width:.1f}" stroke-linejoin="round"/>')

for kx, ky, r in knots:
    out.append(f'<ellipse cx="{kx}" cy="{ky}" rx="{r * 1.7}" ry="{r}" fill="url(#knot)"/>')
    for k in range(4):
        out.append(f'<ellipse cx="{kx}" cy="{ky}" rx="{r * (0.5 + k * 0.4) * 1.7:.1f}" '
                   f'ry="{r * (0.5 + k * 0.4):.1f}" fill="none" stroke="#4a260f" '
                   f'stroke-opacity="{0.25 - k * 0.05:.2f}" stroke-width="1.2"/>')
out.append('</svg>')
open('wood.svg', 'w').write('\n'.join(out) + '\n')
