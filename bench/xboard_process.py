"""An engine that speaks XBoard/CECP, as a child process: send a line, read the lines it prints
within a time (stopping early at one that starts with a given word). Used by
bench/hachu_compare.py and bench/cross_match.py --xboard."""
import os
import select
import subprocess
import time


class XboardProcess:
    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, bufsize=0)
        self.buffer = b""

    def send(self, line):
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.flush()

    def lines(self, seconds, until=None):
        """Lines printed within `seconds`, stopping early after a line starting with `until`.
        Lines read earlier but not yet returned (after an `until` line) come first."""
        end = time.time() + seconds
        out = []
        while True:
            while b"\n" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\n", 1)
                line = raw.decode(errors="replace").strip()
                out.append(line)
                if until and line.startswith(until):
                    return out
            if time.time() >= end:
                return out
            ready, _, _ = select.select([self.proc.stdout], [], [], 0.02)
            if not ready:
                continue
            data = os.read(self.proc.stdout.fileno(), 65536)
            if not data:
                return out
            self.buffer += data

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=2)
        except Exception:
            self.proc.kill()
