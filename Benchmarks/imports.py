"""The import section of `make bench` (Benchmarks/run.py calls it; `--only imports` runs it alone).

  speed   the dataset's catalogue and readers imported into a fresh SQLite database twice: as IRBIS
          text (`kartoteka import irbis catalogue.txt`, then readers.txt) and as ISO 2709 of the
          same records (`kartoteka import iso catalogue.iso --format irbis`, then readers.iso), each
          pair into a database of its own, the formats taking turns. The text import is compared
          with the ISO 2709 import of the same records into the same store: records/s by the clock,
          and the CPU time each process used (which a busy machine disturbs far less).
  memory  the peak resident memory of importing the first 1 MB, 10 MB and 100 MB of
          catalogue.txt and of catalogue.iso (whole records), each into a fresh database: an import
          reads its file a piece at a time and stores a batch per transaction, so its memory should
          stay flat as the file grows (within ±50 MB of the 1 MB file's).
"""
import json
import os
import subprocess
import time

import quiet

TEXT_RATIO_TARGET = 0.5
FLAT_TARGET_MB = 50
SLICES_MB = (1, 10, 100)


def _fresh(path):
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    return path


def _import(bench, db, arguments, work):
    """One import by a process of its own: seconds, CPU seconds, peak resident MiB, outcome.

    Through /usr/bin/time: Linux carries a process's peak resident size across exec, so a child
    forked from this (large) Python process would report the Python's peak as its own."""
    before = quiet.sample(bench.OWN_PIDS)
    started = time.monotonic()
    result = subprocess.run(["/usr/bin/time", "-f", "IMPORT-USAGE %M %U %S", bench.KARTOTEKA, "--db", db, "--lang", "en",
                             "--json", "import", *arguments], capture_output=True, text=True, cwd=work)
    seconds = time.monotonic() - started
    if result.returncode != 0:
        raise SystemExit(f"kartoteka import {' '.join(arguments)} failed: {result.stderr[-500:]}")
    usage = next(line for line in reversed(result.stderr.splitlines()) if line.startswith("IMPORT-USAGE "))
    peak_kib, user, system = usage.split()[1:]
    return {"seconds": seconds, "cpuSeconds": float(user) + float(system), "peakRSSMiB": int(peak_kib) / 1024,
            "outcome": json.loads(result.stdout), "before": before, "loadBefore": quiet.describe(before)}


def _records(outcome, kind):
    if kind == "catalogue":
        return outcome["titlesAdded"] + outcome["titlesSkipped"] + outcome["titlesUpdated"]
    return outcome["readersAdded"] + outcome["readersSkipped"] + outcome["readersUpdated"]


def speed(bench, data, work):
    """Text and ISO 2709 imports of the same records, each format into its own fresh database."""
    steps = {"text": [], "iso": []}
    databases = {name: _fresh(os.path.join(work, f"imports-{name}.sqlite")) for name in steps}
    for db in databases.values():
        bench.kartoteka(db, "init", cwd=work)
    for kind in ("catalogue", "readers"):
        order = ("iso", "text") if kind == "catalogue" else ("text", "iso")
        for name in order:
            arguments = ["irbis", os.path.join(data, f"{kind}.txt")] if name == "text" else \
                ["iso", os.path.join(data, f"{kind}.iso"), "--format", "irbis"]
            bench.progress(f"imports: {kind} as {'IRBIS text' if name == 'text' else 'ISO 2709'}…")
            step = _import(bench, databases[name], arguments, work)
            step.update(kind=kind, file=os.path.basename(arguments[1]), records=_records(step["outcome"], kind),
                        command=f"kartoteka --db {name}.sqlite import {' '.join(bench.rel(part) for part in arguments)}")
            step["recordsPerSecond"] = step["records"] / step["seconds"]
            bench.progress(f"imports:   {step['records']:,} records in {step['seconds']:.1f} s "
                           f"({step['recordsPerSecond']:,.0f} records/s, {step['cpuSeconds']:.1f} s CPU, "
                           f"{step['peakRSSMiB']:.0f} MiB peak)")
            steps[name].append(step)
    for db in databases.values():
        _fresh(db)
    return steps


def _slice(source, target, megabytes, iso):
    """The first whole records of a file up to about `megabytes` MB; returns the record count."""
    limit = megabytes * 1_000_000
    records = written = 0
    with open(source, "rb") as file, open(target, "wb") as out:
        if iso:
            while written < limit:
                head = file.read(5)
                if len(head) < 5:
                    break
                record = head + file.read(int(head) - 5)
                out.write(record)
                written += len(record)
                records += 1
        else:
            for line in file:
                out.write(line)
                written += len(line)
                if line.startswith(b"*****"):
                    records += 1
                    if written >= limit:
                        break
    return records


def memory(bench, data, work):
    """Peak resident memory of imports of the first 1, 10 and 100 MB of each format."""
    rows = []
    for name, source, arguments in (("IRBIS text", "catalogue.txt", ["irbis"]), ("ISO 2709", "catalogue.iso", ["iso"])):
        for megabytes in SLICES_MB:
            part = os.path.join(work, f"slice-{megabytes}{os.path.splitext(source)[1]}")
            records = _slice(os.path.join(data, source), part, megabytes, iso=source.endswith(".iso"))
            db = _fresh(os.path.join(work, "slice.sqlite"))
            bench.kartoteka(db, "init", cwd=work)
            bench.progress(f"imports: memory, {name}, the first {megabytes} MB ({records:,} records)…")
            step = _import(bench, db, arguments + [part] + (["--format", "irbis"] if arguments == ["iso"] else []), work)
            step.update(format=name, megabytes=os.path.getsize(part) / 1e6, records=records)
            bench.progress(f"imports:   peak {step['peakRSSMiB']:.0f} MiB")
            rows.append(step)
            os.remove(part)
            _fresh(db)
    return rows


def benchmark(bench, data, work, results):
    results["imports"] = {"speed": speed(bench, data, work), "memory": memory(bench, data, work)}


def summary_rows(results, verdict):
    section = results.get("imports")
    if not section:
        return []
    rows = []
    speed_steps = section["speed"]
    for text, iso in zip(speed_steps["text"], speed_steps["iso"]):
        ratio = text["recordsPerSecond"] / iso["recordsPerSecond"]
        cpu_ratio = iso["cpuSeconds"] / text["cpuSeconds"]
        rows.append((f"IRBIS text import of {text['file']} vs ISO 2709 import of the same records ({iso['file']}), "
                     f"fresh SQLite, {text['records']:,} records",
                     f"{text['recordsPerSecond']:,.0f} records/s ({text['seconds']:.1f} s; {text['cpuSeconds']:.1f} s CPU)",
                     f"{iso['recordsPerSecond']:,.0f} records/s ({iso['seconds']:.1f} s; {iso['cpuSeconds']:.1f} s CPU)",
                     f"{ratio:.2f}x (CPU {cpu_ratio:.2f}x)", f"≥ {TEXT_RATIO_TARGET}x", verdict(ratio >= TEXT_RATIO_TARGET, [text, iso])))
        rows.append((f"IRBIS text import, {text['file']} ({text['records']:,} records)",
                     f"{text['recordsPerSecond']:,.0f} records/s", "—", "—", "≥ 20,000 records/s",
                     verdict(text["recordsPerSecond"] >= 20_000, [text])))
    by_format = {}
    for step in section["memory"]:
        by_format.setdefault(step["format"], []).append(step)
    for name, steps in by_format.items():
        small = steps[0]
        # The largest difference from the smallest file's peak, whichever size it came at.
        growth = max(((step["peakRSSMiB"] - small["peakRSSMiB"]) * 1.048576 for step in steps[1:]), key=abs, default=0.0)
        sizes = " → ".join(f"{step['megabytes']:.0f}" for step in steps)
        peaks = " → ".join(f"{step['peakRSSMiB']:.0f}" for step in steps)
        rows.append((f"{name} import memory, {sizes} MB file: peak resident",
                     f"{peaks} MiB ({growth:+.0f} MB)", "—", "—",
                     f"flat within ±{FLAT_TARGET_MB} MB of the {small['megabytes']:.0f} MB file's", verdict(abs(growth) <= FLAT_TARGET_MB)))
    return rows


def report(results):
    section = results.get("imports")
    if not section:
        return []
    lines = ["## Imports", "", "IRBIS text against ISO 2709 of the same records, each format into a fresh SQLite database "
             "of its own (the catalogue first, then the readers with their loans; the formats take turns). CPU is the "
             "import process's user and system time, which another job on the machine disturbs far less than the clock.", "",
             "| file | records | time | records/s | CPU | peak RSS | other processes' CPU before; load |",
             "|---|---|---|---|---|---|---|"]
    for name in ("iso", "text"):
        for step in section["speed"][name]:
            lines.append(f"| {step['file']} | {step['records']:,} | {step['seconds']:.1f} s | {step['recordsPerSecond']:,.0f} | "
                         f"{step['cpuSeconds']:.1f} s | {step['peakRSSMiB']:.0f} MiB | {step['loadBefore']} |")
    lines += ["", "```"] + [step["command"] for name in ("iso", "text") for step in section["speed"][name]] + ["```", ""]
    lines += ["Memory by file size: the first whole records of catalogue.txt and catalogue.iso up to 1, 10 and 100 MB, each "
              "imported into a fresh database; the peak is the process's own (`wait4`).", "",
              "| format | file | records | peak RSS | time |", "|---|---|---|---|---|"]
    for step in section["memory"]:
        lines.append(f"| {step['format']} | {step['megabytes']:.0f} MB | {step['records']:,} | {step['peakRSSMiB']:.0f} MiB | "
                     f"{step['seconds']:.1f} s |")
    lines.append("")
    return lines
