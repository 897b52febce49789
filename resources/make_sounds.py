#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Synthesizes the game's sounds into resources/sounds/*.wav (mono, 16-bit,
44.1 kHz): the project's own, made from sine partials and noise, no samples.

  click-0..4.wav  a seed dropped into a hole: a wooden tick, five pitches
                  (the app picks one at random for each seed, so that a long
                  sowing does not sound mechanical)
  store.wav       a seed dropped into a store: a deeper, hollow knock
  pour.wav        seeds poured into a store or tally (a capture, a sweep)
  mark.wav        a soft chime: a hole becomes a walda, bull, ekwarna or Jen
  end.wav         the end of the game: a short cadence on a wooden marimba

Deterministic (fixed seeds): running it again writes the same bytes. Run it
only to change a sound:  python3 resources/make_sounds.py
The sounds are under the project's licence (GPL-3.0-or-later)."""
import math
import os
import random
import struct
import wave

RATE = 44100
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "sounds")


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at=0.0, gain=1.0):
    """Adds `sound` into `into` from `at` seconds, growing it as needed."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += gain * v
    return into


def mode(freq, decay, seconds, amp=1.0, attack=0.0005):
    """One damped partial: a sine that fades by e every `decay` seconds,
    with a short fade-in so that it does not start on a step."""
    n = int(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = math.exp(-t / decay) * min(1.0, t / attack if attack > 0 else 1.0)
        out.append(amp * env * math.sin(2 * math.pi * freq * t))
    return out


def noise_burst(rng, seconds, decay, brightness=0.6, cutoff=6000.0):
    """A short burst of noise (the contact of seed and wood), band-passed by
    two one-pole filters: `brightness` near 1 keeps less of the low end,
    `cutoff` (Hz) rolls off the hiss above it."""
    n = int(seconds * RATE)
    smooth = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, last_in, last_out, low = [], 0.0, 0.0, 0.0
    for i in range(n):
        x = rng.uniform(-1, 1) * math.exp(-(i / RATE) / decay)
        y = brightness * (last_out + x - last_in)
        last_in, last_out = x, y
        low += smooth * (y - low)
        out.append(low)
    return out


def fade_out(sound, seconds=0.01):
    """Ends on silence whatever the partials still ring."""
    n = min(len(sound), int(seconds * RATE))
    for i in range(n):
        sound[len(sound) - n + i] *= 1 - (i + 1) / n
    return sound


def normalize(sound, peak):
    top = max(abs(v) for v in sound) or 1.0
    return [v * peak / top for v in sound]


def click(rng, pitch):
    """A seed on wood: a few inharmonic modes of a small hard body that die
    in a hundredth of a second, over a hiss of contact."""
    s = silence(0.07)
    for f, d, a in ((1250, 0.010, 1.0), (2710, 0.006, 0.55), (4300, 0.004, 0.3), (640, 0.016, 0.35)):
        mix(s, mode(f * pitch * rng.uniform(0.98, 1.02), d, 0.07, a))
    mix(s, noise_burst(rng, 0.01, 0.0015, 0.85), gain=0.5)
    return fade_out(s)


def store(rng):
    """A seed into a big hollow: the same tick over the low ring of the store."""
    s = silence(0.22)
    for f, d, a in ((196, 0.060, 1.0), (311, 0.045, 0.6), (523, 0.025, 0.35), (1480, 0.006, 0.45)):
        mix(s, mode(f, d, 0.22, a, attack=0.002))
    mix(s, noise_burst(rng, 0.012, 0.002, 0.8), gain=0.35)
    return fade_out(s, 0.03)


def pour(rng):
    """Seeds poured out of a hand: many small ticks, thick in the middle,
    over a soft thump of the first seeds landing."""
    length = 0.55
    s = silence(length)
    mix(s, mode(170, 0.05, 0.25, 0.5, attack=0.004))
    ticks = 34
    for _ in range(ticks):
        # The ticks crowd towards the first third: a pour starts thick and thins out.
        at = (rng.betavariate(1.6, 3.2)) * (length - 0.08)
        pitch = rng.uniform(0.75, 1.45)
        tick = silence(0.05)
        mix(tick, mode(1900 * pitch, 0.006, 0.05, 1.0))
        mix(tick, mode(3300 * pitch, 0.004, 0.05, 0.4))
        mix(tick, noise_burst(rng, 0.006, 0.001, 0.9), gain=0.4)
        mix(s, tick, at, gain=rng.uniform(0.35, 1.0))
    return fade_out(s, 0.05)


def bell(freq, seconds, decay):
    """A small bell: the partials of a struck bar or bowl, the high ones
    fading first."""
    s = silence(seconds)
    for ratio, amp, d in ((1.0, 1.0, 1.0), (2.0, 0.35, 0.6), (2.76, 0.3, 0.45), (5.40, 0.12, 0.25)):
        mix(s, mode(freq * ratio, decay * d, seconds, amp, attack=0.004))
    return fade_out(s, 0.08)


def chime():
    """A soft two-note chime (a fifth apart), like a mark set on the board."""
    s = silence(0.9)
    mix(s, bell(1046.5, 0.8, 0.35))
    mix(s, bell(1568.0, 0.75, 0.3), at=0.09, gain=0.7)
    return s


def marimba(freq, seconds, decay):
    """A wooden bar: the fundamental and the bar's fourth and tenth partials."""
    s = silence(seconds)
    for ratio, amp, d in ((1.0, 1.0, 1.0), (3.93, 0.3, 0.25), (9.2, 0.08, 0.1)):
        mix(s, mode(freq * ratio, decay * d, seconds, amp, attack=0.002))
    return fade_out(s, 0.06)


def cadence():
    """The end of the game: G, B, D rising, then C major held (V to I)."""
    notes = (196.0, 246.9, 293.7)           # G3 B3 D4, one after the other
    final = (261.6, 329.6, 392.0, 523.3)    # C4 E4 G4 C5 together
    s = silence(1.8)
    for k, f in enumerate(notes):
        mix(s, marimba(f, 0.5, 0.25), at=0.13 * k, gain=0.8)
    for k, f in enumerate(final):
        mix(s, marimba(f, 1.3, 0.5), at=0.45 + 0.012 * k, gain=0.7)
    return fade_out(s, 0.2)


def write(name, sound):
    path = os.path.join(OUT, name)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in sound))
    print(f"{path}: {len(sound) / RATE:.2f} s, peak {max(abs(v) for v in sound):.2f}")


def main():
    os.makedirs(OUT, exist_ok=True)
    # Peaks below full scale (no clipping), the clicks softest: there are many.
    for k, pitch in enumerate((0.86, 0.93, 1.0, 1.07, 1.15)):
        write(f"click-{k}.wav", normalize(click(random.Random(100 + k), pitch), 0.45))
    write("store.wav", normalize(store(random.Random(200)), 0.55))
    write("pour.wav", normalize(pour(random.Random(300)), 0.55))
    write("mark.wav", normalize(chime(), 0.4))
    write("end.wav", normalize(cadence(), 0.5))


if __name__ == "__main__":
    main()
