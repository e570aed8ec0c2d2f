#!/usr/bin/python3
"""Renders a contact sheet of one variant's pieces, every set, to PNG.

Each cell shows a face as kanji (two characters, then one), mnemonic for Black and mnemonic for
White (turned 180 degrees, as the program draws it), labelled with the face's code and English
name.
Needs rsvg-convert (librsvg2-bin) and ImageMagick (convert, montage).

  /usr/bin/python3 tools/pieceart/contact_sheet.py hook docs/piece-art/hook.png
  /usr/bin/python3 tools/pieceart/contact_sheet.py hook /tmp/hook36.png --size 36

With --board (needs --json) it draws the start position instead, a board per set of --sets
side by side (kanji and mnemonic by default), at --size pixels per square (default 36 there),
to judge readability.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variant")
    ap.add_argument("output")
    ap.add_argument("--size", type=int, default=64, help="pixels per piece (default 64)")
    ap.add_argument("--columns", type=int, default=0, help="cells per row (default: by size)")
    ap.add_argument("--pieces", default=os.path.join(ROOT, "resources", "pieces"), help="piece art folder")
    ap.add_argument("--json", help="pieceart-dump output, for names (default: file names only)")
    ap.add_argument("--title", help="sheet title (default: the variant)")
    ap.add_argument("--faces", help="only these file stems, comma-separated (e.g. P,pP,LN)")
    ap.add_argument("--board", action="store_true", help="draw the start position (needs --json)")
    ap.add_argument("--sets", default="kanji,mnemonic",
                    help="with --board: the sets drawn side by side (kanji, kanji1, mnemonic)")
    args = ap.parse_args()
    if args.board:
        return board(args)

    kanji_dir = os.path.join(args.pieces, "kanji", args.variant)
    if not os.path.isdir(kanji_dir):
        raise SystemExit(f"no pieces for {args.variant} in {args.pieces}")
    names = {}
    order = None
    if args.json:
        with open(args.json, encoding="utf-8") as f:
            data = json.load(f)
        for v in data["variants"]:
            if v["id"] == args.variant:
                order = [face["file"] for face in v["faces"]]
                names = {face["file"]: f'{face["kind"]} {face["name"]}' for face in v["faces"]}
    if order is None:
        stems = sorted(os.path.splitext(n)[0] for n in os.listdir(kanji_dir))
        order = sorted(stems, key=lambda s: (s.startswith("p"), s.lstrip("p") if s.startswith("p") else s))

    if args.faces:
        wanted = args.faces.split(",")
        missing = [f for f in wanted if f not in order]
        if missing:
            raise SystemExit(f"no such faces in {args.variant}: {', '.join(missing)}")
        order = wanted
    size = args.size
    columns = args.columns or max(3, 1200 // (4 * size + 16))
    with tempfile.TemporaryDirectory() as tmp:
        cells = []
        for stem in order:
            parts = []
            for i, sub in enumerate(("kanji/%s" % args.variant, "kanji1/%s" % args.variant,
                                     "mnemonic/%s/black" % args.variant, "mnemonic/%s/white" % args.variant)):
                svg = os.path.join(args.pieces, sub, stem + ".svg")
                png = os.path.join(tmp, f"{stem}-{i}.png")
                subprocess.run(["rsvg-convert", "-w", str(size), "-h", str(size), "-o", png, svg], check=True)
                if i == 3:
                    subprocess.run(["convert", png, "-rotate", "180", png], check=True)
                parts.append(png)
            cell = os.path.join(tmp, f"{stem}.png")
            subprocess.run(["convert", "-background", "#c9b27c", *parts, "+append", cell], check=True)
            cells.append((cell, names.get(stem, stem)))
        cmd = ["montage", "-background", "#c9b27c", "-fill", "#222", "-pointsize", str(max(9, min(13, size // 5))),
               "-geometry", "+6+4", "-tile", f"{columns}x"]
        for cell, label in cells:
            cmd += ["-label", label[:3 * size // 6], cell]
        cmd += ["-title", args.title or args.variant, "-depth", "8", args.output]
        subprocess.run(cmd, check=True)
        palette(args.output)
    print(args.output)


def palette(png):
    """Rewrites the PNG with a 256-colour palette: a third of the size, no visible change."""
    subprocess.run(["convert", png, "-dither", "None", "-colors", "256", "PNG8:" + png], check=True)


def parse_setup(setup):
    """Rows of the start position, top rank first; cells are None or (code, white?)."""
    rows = []
    for rank in setup.split()[0].split("/"):
        row = []
        for cell in rank.split(","):
            if cell.isdigit():
                row += [None] * int(cell)
            else:
                promoted = cell.startswith("+")
                code = cell.lstrip("+")
                row.append((("p" if promoted else "") + code.upper(), code.islower()))
        rows.append(row)
    return rows


def board(args):
    if not args.json:
        raise SystemExit("--board needs --json")
    with open(args.json, encoding="utf-8") as f:
        data = json.load(f)
    v = next((v for v in data["variants"] if v["id"] == args.variant), None)
    if v is None:
        raise SystemExit(f"unknown variant {args.variant}")
    size = args.size if args.size != 64 else 36
    rows = parse_setup(v["setup"])
    with tempfile.TemporaryDirectory() as tmp:
        empty = os.path.join(tmp, "empty.png")
        subprocess.run(["convert", "-size", f"{size}x{size}", "xc:#e3c27a", "-fill", "none", "-stroke", "#7a5b2a",
                        "-draw", f"rectangle 0,0 {size - 1},{size - 1}", empty], check=True)
        rendered = {}

        def square(kind, stem, white):
            key = (kind, stem, white)
            if key not in rendered:
                if kind.startswith("kanji"):
                    svg = os.path.join(args.pieces, kind, args.variant, stem + ".svg")
                else:
                    svg = os.path.join(args.pieces, "mnemonic", args.variant, "white" if white else "black", stem + ".svg")
                png = os.path.join(tmp, f"{kind}-{stem}-{int(white)}.png")
                piece = png + ".piece.png"
                subprocess.run(["rsvg-convert", "-w", str(size - 2), "-h", str(size - 2), "-o", piece, svg], check=True)
                subprocess.run(["convert", empty, piece, *(["-rotate", "180"] if white else []),
                                "-gravity", "center", "-composite", png], check=True)
                rendered[key] = png
            return rendered[key]

        outputs = []
        for kind in args.sets.split(","):
            cells = [square(kind, c[0], c[1]) if c else empty for row in rows for c in row]
            out = os.path.join(tmp, f"board-{kind}.png")
            subprocess.run(["montage", *cells, "-tile", f"{v['files']}x{v['ranks']}", "-geometry", "+0+0", out],
                           check=True)
            outputs.append(out)
        spliced = [outputs[0]] + [x for out in outputs[1:] for x in ("(", out, "-splice", "8x0", ")")]
        subprocess.run(["convert", "-background", "#555", *spliced, "+append", "-depth", "8", args.output], check=True)
        palette(args.output)
    print(args.output)


if __name__ == "__main__":
    sys.exit(main())
