#!/usr/bin/env python3
"""Times commands in alternation, so a machine that speeds up or slows down during a run
affects each of them alike (Benchmarks/compare.sh).

usage: interleave.py RUNS OUT.json GROUP [GROUP ...]
  GROUP: LABEL DIR STDERR COUNT ARG... (COUNT = how many ARGs form the command)

Each command runs once as a warm-up, then RUNS rounds run every command once, in turn (the
order reversed every other round); a command whose warm-up took over 10 s makes it 1 round.
Before each run DIR is emptied and the command runs in it (so relative paths in it are taken
from DIR), stdout discarded, stderr to STDERR.
Wall time: from just before the process is started to its exit (perf_counter); peak RSS: the
child's ru_maxrss from wait4. OUT.json: {label: {"walls": [s...], "rss_kib": [...], "failed": bool}}.
A failed run marks its command failed; the others go on.
"""
import json
import os
import shutil
import subprocess
import sys
import time


def parse(words):
    commands = []
    while words:
        label, folder, errors, count = words[0], words[1], words[2], int(words[3])
        commands.append({"label": label, "dir": folder, "stderr": errors, "argv": words[4:4 + count]})
        words = words[4 + count:]
    return commands


def run(command):
    """Wall seconds and peak RSS (KiB) of one run, or None if it failed."""
    shutil.rmtree(command["dir"], ignore_errors=True)
    os.makedirs(command["dir"])
    with open(command["stderr"], "wb") as errors:
        start = time.perf_counter()
        try:
            process = subprocess.Popen(command["argv"], cwd=command["dir"], stdout=subprocess.DEVNULL, stderr=errors)
        except OSError as error:  # not found or not executable (relative paths are taken from DIR)
            print(f"FAILED: {command['label']}: cannot start {command['argv'][0]}: {error.strerror}", file=sys.stderr)
            return None
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        print(f"FAILED: {command['label']}: exit {process.returncode} (see {command['stderr']})", file=sys.stderr)
        return None
    return wall, usage.ru_maxrss


def main():
    runs, out = int(sys.argv[1]), sys.argv[2]
    commands = parse(sys.argv[3:])
    results = {command["label"]: {"walls": [], "rss_kib": [], "failed": False} for command in commands}
    for command in commands:
        measured = run(command)
        if measured is None:
            results[command["label"]]["failed"] = True
        elif measured[0] > 10:
            runs = 1
    for round_index in range(runs):
        order = commands if round_index % 2 == 0 else list(reversed(commands))
        for command in order:
            result = results[command["label"]]
            if result["failed"]:
                continue
            measured = run(command)
            if measured is None:
                result["failed"] = True
                continue
            result["walls"].append(measured[0])
            result["rss_kib"].append(measured[1])
    with open(out, "w") as file:
        json.dump(results, file)


if __name__ == "__main__":
    main()
