#!/usr/bin/env python3
"""Times two commands side by side: `REPEAT` alternating runs each (our tool
`OURS_PER_REF` times per reference run, since it is much faster), CPU time
(user + sys) from the kernel's rusage (microseconds, not /usr/bin/time's
10 ms, which is 10 % of a 0.1 s run), wall time and peak memory.

Usage: time_pair.py REPEAT OURS_PER_REF REF_OUT OURS_OUT -- REF_CMD... -- OURS_CMD...
Writes each command's stderr to REF_OUT / OURS_OUT (last run) and prints
`ref_wall ref_cpu ref_mb ours_wall ours_cpu ours_mb` (medians, max memory).
"""
import os
import statistics
import sys
import time


def run(cmd, err_path):
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:
        out = os.open(os.devnull, os.O_WRONLY)
        err = os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(out, 1)
        os.dup2(err, 2)
        os.execvp(cmd[0], cmd)
    _, _, usage = os.wait4(pid, 0)
    return time.monotonic() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss // 1024


def main():
    args = sys.argv[1:]
    repeat, per_ref = int(args[0]), int(args[1])
    ref_out, ours_out = args[2], args[3]
    rest = args[5:]
    split = rest.index("--")
    ref_cmd, ours_cmd = rest[:split], rest[split + 1 :]
    ref, ours = [], []
    for _ in range(repeat):
        ref.append(run(ref_cmd, ref_out))
        ours.extend(run(ours_cmd, ours_out) for _ in range(per_ref))
    med = lambda xs, i: statistics.median(x[i] for x in xs)
    print(
        f"{med(ref, 0)} {med(ref, 1)} {max(x[2] for x in ref)} "
        f"{med(ours, 0)} {med(ours, 1)} {max(x[2] for x in ours)}"
    )


main()
