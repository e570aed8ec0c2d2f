#!/usr/bin/env python3
"""Test of bench/compare_builds.py's statistics (CTest: compare_builds_statistic).

Two stand-in builds whose bench/shogi-search-bench prints a fixed sequence of nodes/s, one
value per run (as Google Benchmark's JSON): the report must give each build's median of the
runs by default and its fastest run with --statistic best, and the ratios between them.
Usage: test_compare_builds.py
"""
import os
import re
import stat
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# The stand-in bench: the nth run prints the nth of its values for one benchmark.
FAKE_BENCH = """#!/usr/bin/env python3
import json, os
values = {values}
counter = os.path.join(os.path.dirname(os.path.abspath(__file__)), "runs")
n = int(open(counter).read()) if os.path.exists(counter) else 0
open(counter, "w").write(str(n + 1))
print(json.dumps({{"benchmarks": [{{"name": "search_start/macadamia", "nps": values[n], "depth": 7}}]}}))
"""


def check(condition, what):
    if not condition:
        print("FAILED: " + what, file=sys.stderr)
        sys.exit(1)


def fake_build(root, label, values):
    bench_dir = os.path.join(root, label, "bench")
    os.makedirs(bench_dir)
    path = os.path.join(bench_dir, "shogi-search-bench")
    with open(path, "w") as f:
        f.write(FAKE_BENCH.format(values=values))
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    return os.path.join(root, label)


def report(statistic):
    with tempfile.TemporaryDirectory() as root:
        old = fake_build(root, "old", [100000, 400000, 200000])  # median 200k, fastest 400k
        new = fake_build(root, "new", [300000, 500000, 100000])  # median 300k, fastest 500k
        r = subprocess.run([sys.executable, os.path.join(HERE, "compare_builds.py"), f"old={old}", f"new={new}",
                            "--reps", "3", "--variants", "macadamia", "--statistic", statistic],
                           capture_output=True, text=True, timeout=60)
    print(r.stdout)
    print(r.stderr, file=sys.stderr)
    check(r.returncode == 0, f"compare_builds.py --statistic {statistic} exited with {r.returncode}")
    line = re.search(r"^search_start/macadamia\t(.*)$", r.stdout, re.M)
    check(line is not None, "a row for search_start/macadamia")
    return r.stdout, line.group(1).split("\t")


def main():
    out, cells = report("median")
    check("median of 3" in out, "the header names the median")
    check(cells == ["200k d7", "300k d7", "1.50"], f"medians 200k and 300k, ratio 1.50: {cells}")
    out, cells = report("best")
    check("fastest of 3" in out, "the header names the fastest run")
    check(cells == ["400k d7", "500k d7", "1.25"], f"fastest 400k and 500k, ratio 1.25: {cells}")
    print("compare_builds.py: median and fastest as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
