#!/usr/bin/env python3
"""Search speed of shogi-cli against HaChu on the same Macadamia Shogi positions, in one run.

Both engines are driven through XBoard/CECP. A middlegame line is made by shogi-cli playing
itself at a fixed depth; both engines then receive that line move by move (force mode), so
they search the very same positions: the start position and the position after the line.
Each search runs about one second; nodes per second is taken from each engine's own
thinking output (depth, score, time in centiseconds, nodes).

HaChu (Debian package 'hachu') needs a 'memory' command before searching: without a hash
table it crashes. Usage: bench/hachu_compare.py [path/to/shogi-cli] [plies] [rounds]
"""
import sys

from xboard_process import XboardProcess as XboardEngine


def thinking(lines):
    """The last thinking line 'depth score centiseconds nodes pv...' as numbers."""
    last = None
    for line in lines:
        parts = line.split()
        if len(parts) >= 4 and all(p.lstrip("-").isdigit() for p in parts[:4]):
            last = (int(parts[0]), int(parts[1]), int(parts[2]), int(parts[3]))
    return last


def make_line(cli, plies):
    """HaChu plays itself quickly; each move is checked by shogi-cli (force mode), so the line
    is legal for both engines. Stops early at the first move shogi-cli does not accept."""
    hachu = XboardEngine(["/usr/games/hachu"])
    ours = XboardEngine([cli, "xboard"])
    for command in ["xboard", "protover 2", "memory 64", "new", "variant macadamia-shogi", "force"]:
        hachu.send(command)
    for command in ["xboard", "protover 2", "new", "variant macadamia", "force"]:
        ours.send(command)
    hachu.lines(1.0)
    ours.lines(0.5)
    moves = []
    for _ in range(plies):
        hachu.send("level 40 0:20 0")
        hachu.send("time 2000")
        hachu.send("go")
        out = hachu.lines(30, until="move ")
        move = [l.split()[1] for l in out if l.startswith("move ")]
        if not move:
            break
        hachu.send("force")
        ours.send("usermove " + move[0])
        reply = ours.lines(0.3)
        if any("Illegal" in l for l in reply):
            print("shogi-cli does not accept HaChu's move %s; line ends here" % move[0])
            break
        moves.append(move[0])
    hachu.close()
    ours.close()
    return moves


def search(argv, setup, moves, think):
    engine = XboardEngine(argv)
    for command in setup:
        engine.send(command)
    engine.lines(1.0)
    engine.send("force")
    for m in moves:
        engine.send("usermove " + m)
    engine.send("post")
    for command in think:
        engine.send(command)
    engine.send("go")
    out = engine.lines(20, until="move ")
    engine.close()
    illegal = [l for l in out if "Illegal" in l or l.startswith("Error")]
    return thinking(out), illegal


def main():
    cli = sys.argv[1] if len(sys.argv) > 1 else "build-ai/cli/shogi-cli"
    plies = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    line = make_line(cli, plies)
    print("middlegame line (%d plies): %s" % (len(line), " ".join(line)))
    ours = ([cli, "xboard"], ["xboard", "protover 2", "new", "variant macadamia"], ["st 1"])
    # HaChu's clock: 40 moves in 5 minutes with 210 s left makes it aim at about one second.
    hachu = (["/usr/games/hachu"], ["xboard", "protover 2", "memory 64", "new", "variant macadamia-shogi"],
             ["level 40 5 0", "time 21000", "otim 21000"])
    results = {}
    for label, moves in (("start", []), ("middlegame", line)):
        for name, (argv, setup, think) in (("shogi-cli", ours), ("HaChu", hachu)):
            for r in range(rounds):
                info, illegal = search(argv, setup, moves, think)
                if illegal:
                    print("%s rejected the line: %s" % (name, illegal[:2]))
                if info is None:
                    print("%s %s: no thinking output" % (name, label))
                    continue
                depth, score, cs, nodes = info
                nps = nodes / max(cs / 100.0, 0.01)
                results.setdefault((label, name), []).append(nps)
                print("%-10s %-9s round %d: depth %2d nodes %9d time %5.2f s nps %9.0f" %
                      (label, name, r + 1, depth, nodes, cs / 100.0, nps))
    print()
    for (label, name), values in results.items():
        values = sorted(values)
        print("median nps %-10s %-9s %9.0f" % (label, name, values[len(values) // 2]))


if __name__ == "__main__":
    main()
