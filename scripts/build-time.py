#!/usr/bin/env python3
"""Where a build's compiler time goes, module by module: runs a build (by default the release
build `make run` waits for) and samples every compiler process it starts, then ranks the modules
by the CPU seconds their compiler processes used, with when each module's compiling began and
ended.

    scripts/build-time.py [--out build-time.json] [-- swift build -c release -Xswiftc -gline-tables-only --product kartoteka]

CPU seconds hardly depend on what else the machine runs; the begin and end times do, so on a
shared machine read the order of the modules from them, not the durations. The processes are
read from /proc every `--interval` seconds, the build's own (not other builds on the machine);
the last moments of a process are lost between two readings, so short jobs count a little less
than they used."""
import argparse
import json
import os
import re
import subprocess
import sys
import time

COMPILERS = ("swift-frontend", "swiftc", "clang", "clang++")


def parents():
    """Every running process's parent: pid → parent pid."""
    found = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as file:
                    found[int(name)] = int(file.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
    return found


def descendants(root):
    """The processes started (directly or not) by `root`: other builds on the machine are not ours."""
    parent = parents()
    children = {}
    for pid, ppid in parent.items():
        children.setdefault(ppid, []).append(pid)
    found, waiting = set(), [root]
    while waiting:
        for child in children.get(waiting.pop(), []):
            if child not in found:
                found.add(child)
                waiting.append(child)
    return found


def processes(root):
    """The compiler processes `root` runs now: pid → (module, CPU seconds)."""
    found = {}
    hertz = os.sysconf("SC_CLK_TCK")
    for pid in descendants(root):
        name = str(pid)
        try:
            with open(f"/proc/{name}/cmdline", "rb") as file:
                arguments = file.read().split(b"\0")
            if not arguments or os.path.basename(arguments[0].decode(errors="replace")) not in COMPILERS:
                continue
            with open(f"/proc/{name}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        texts = []
        for argument in arguments:
            text = argument.decode(errors="replace")
            if text.startswith("@") and os.path.exists(text[1:]):  # a response file holds the arguments
                try:
                    with open(text[1:], errors="replace") as file:
                        texts += [line.strip().strip('"') for line in file.read().split()]
                    continue
                except OSError:
                    pass
            texts.append(text)
        module = None
        if "-module-name" in texts:
            module = texts[texts.index("-module-name") + 1]
        else:
            # C targets: the folder of the first source file (Sources/CSQLite/shim.c → CSQLite).
            sources = [text for text in texts if re.search(r"/Sources/[^/]+/.*\.(c|cc|cpp|m)$", text)]
            module = sources[0].split("/Sources/")[1].split("/")[0] if sources else os.path.basename(texts[0])
        found[int(name)] = (module, (int(fields[11]) + int(fields[12])) / hertz)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--interval", type=float, default=0.25)
    parser.add_argument("--out", help="also write the figures as JSON here")
    parser.add_argument("command", nargs="*", default=["swift", "build", "-c", "release", "-Xswiftc", "-gline-tables-only", "--product", "kartoteka"])
    options = parser.parse_args()
    started = time.monotonic()
    build = subprocess.Popen(options.command)
    seen = {}  # pid → [module, CPU seconds, first seen, last seen]
    while build.poll() is None:
        now = time.monotonic() - started
        for pid, (module, cpu) in processes(build.pid).items():
            entry = seen.setdefault(pid, [module, 0.0, now, now])
            entry[1] = max(entry[1], cpu)
            entry[3] = now
        time.sleep(options.interval)
    wall = time.monotonic() - started
    modules = {}
    for module, cpu, first, last in seen.values():
        entry = modules.setdefault(module, {"module": module, "cpuSeconds": 0.0, "processes": 0, "began": first, "ended": last})
        entry["cpuSeconds"] += cpu
        entry["processes"] += 1
        entry["began"] = min(entry["began"], first)
        entry["ended"] = max(entry["ended"], last)
    ranked = sorted(modules.values(), key=lambda entry: -entry["cpuSeconds"])
    total = sum(entry["cpuSeconds"] for entry in ranked)
    print(f"\n{' '.join(options.command)}: exit {build.returncode}, {wall:.0f} s by the clock, "
          f"{total:.0f} s of compiler CPU in {sum(entry['processes'] for entry in ranked)} processes")
    print(f"{'module':<32} {'CPU s':>8} {'share':>6} {'jobs':>5} {'began':>7} {'ended':>7}")
    for entry in ranked:
        print(f"{entry['module']:<32} {entry['cpuSeconds']:8.1f} {100 * entry['cpuSeconds'] / max(total, 1e-9):5.1f}% "
              f"{entry['processes']:5d} {entry['began']:7.0f} {entry['ended']:7.0f}")
    if options.out:
        with open(options.out, "w") as file:
            json.dump({"command": options.command, "wallSeconds": wall, "cpuSeconds": total, "modules": ranked}, file, indent=1)
    sys.exit(build.returncode)


if __name__ == "__main__":
    main()
