#!/usr/bin/python3
"""Writes the program's sounds (resources/sounds/*.wav) from a few lines of synthesis, so that
nothing recorded or downloaded is needed and anyone can change them:

  move.wav      a piece set down: a short knock of wood on wood
  capture.wav   a piece taken: two knocks, the second heavier
  check.wav     a royal can be captured: two high pings
  end.wav       the game is over: three rising notes
  lowtime.wav   the clock of the side to move runs low: a short tick

16-bit mono at 22050 Hz; the same output on every run (the noise has a fixed seed).
Usage: /usr/bin/python3 tools/sounds/make_sounds.py [OUT_DIR]   (default resources/sounds)
"""

import math
import os
import random
import struct
import sys
import wave

RATE = 22050
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def knock(seconds=0.07, pitch=180.0, weight=1.0, seed=1):
    """A damped low tone with a burst of filtered noise: wood on wood."""
    rng = random.Random(seed)
    out, low = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        decay = math.exp(-t * 60)
        low += 0.25 * (rng.uniform(-1, 1) - low)  # a one-pole low-pass: the noise loses its hiss
        out.append(weight * decay * (0.6 * math.sin(2 * math.pi * pitch * t) + 0.8 * low))
    return out


def tone(freq, seconds, decay=8.0, volume=0.5):
    return [volume * math.exp(-i / RATE * decay) * math.sin(2 * math.pi * freq * i / RATE)
            for i in range(int(RATE * seconds))]


def mix(*parts):
    out = []
    for p in parts:
        out += p
    return out


def write(path, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 * 32767 / peak
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(s * scale)) for s in samples))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "resources", "sounds")
    os.makedirs(out, exist_ok=True)
    sounds = {
        "move": knock(),
        "capture": mix(knock(0.05, 200, 0.7, 2), silence(0.03), knock(0.09, 150, 1.0, 3)),
        "check": mix(tone(988, 0.11, 14), silence(0.04), tone(988, 0.14, 12)),
        "end": mix(tone(523, 0.16, 5), tone(659, 0.16, 5), tone(784, 0.45, 4)),
        "lowtime": tone(1568, 0.05, 40, 0.4),
    }
    for name, samples in sounds.items():
        write(os.path.join(out, name + ".wav"), samples)
    print(f"{len(sounds)} sounds in {out}")


if __name__ == "__main__":
    sys.exit(main())
