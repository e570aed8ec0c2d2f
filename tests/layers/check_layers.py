#!/usr/bin/env python3
"""Checks that core's floors run one way: every #include "folder/..." in core/FOLDER/ names a
folder that core/layers.txt lets FOLDER include, and no core file includes a Qt header.
Usage: check_layers.py CORE_DIR. Prints each wrong include with its file and line; exit 1 if any."""
import pathlib
import re
import sys

core = pathlib.Path(sys.argv[1])
allowed = {}
for line in (core / "layers.txt").read_text().splitlines():
    line = line.split("#", 1)[0].strip()
    if not line:
        continue
    folder, _, below = line.partition(":")
    allowed[folder.strip()] = set(below.split()) | {folder.strip()}

include = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
problems = []
files = 0
for path in sorted(core.rglob("*")):
    if path.suffix not in {".h", ".cpp", ".inc", ".in"}:
        continue
    folder = path.relative_to(core).parts[0]
    if folder not in allowed:
        problems.append(f"{path}: folder '{folder}' is not in layers.txt")
        continue
    files += 1
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        m = include.match(text)
        if not m:
            continue
        kind, name = m.groups()
        if kind == "<" and re.match(r"Q[A-Za-z]*(/|$)", name):
            problems.append(f"{path}:{number}: Qt header <{name}> in core")
        elif kind == '"' and "/" in name:
            target = name.split("/", 1)[0]
            if target not in allowed:
                problems.append(f"{path}:{number}: '{name}': no folder '{target}' in core")
            elif target not in allowed[folder]:
                problems.append(f"{path}:{number}: '{name}': {folder}/ may not include {target}/ (core/layers.txt)")

for p in problems:
    print(p)
print(f"{files} files of {len(allowed)} folders checked, {len(problems)} wrong-way includes")
sys.exit(1 if problems else 0)
