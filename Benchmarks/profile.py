#!/usr/bin/env python3
"""Profiles the workloads behind docs/benchmarks.md, for whoever makes them faster.

    .venv/bin/python Benchmarks/profile.py [WORKLOAD ...] [--top N]

Workloads (default: all):

  parse      kartoteka-dataset parse-iso on the NLR fixture × 100 (8,100 records)      callgrind
  import     kartoteka import iso --format rusmarc of the same file, fresh database   callgrind
  irbis      kartoteka import irbis of 2,000 generated titles, then their 500 readers callgrind
  export     kartoteka export irbis --all of a 2,000-title database                 callgrind
  locations  the server under wrk: /locations?country=Ame                            perf (cpu-clock)
  catalog    the server under wrk: /catalog?q= over the benchmark's prefixes          perf
  titles     the server under wrk: /api/v1/titles?q= over the benchmark's terms       perf
  card       the server under wrk: /books/ID                                          perf

The command-line workloads run under valgrind --tool=callgrind on the release build (exact
instruction counts, one thread); the server runs at full speed on the full-dataset database from
`make bench` (.build/bench-data/v<version>/kartoteka.sqlite, copied) and is sampled with
`perf record -e cpu-clock -g` (this machine's perf has no hardware counters) while wrk loads it.
Output goes to .build/bench-data/v<version>/profile/: callgrind.out.NAME / perf-NAME.data and NAME.txt
with the functions that dominate (inclusive and self), which this script also prints.
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as bench  # noqa: E402  (the benchmark's helpers: servers, wrk, paths)

ROOT = bench.ROOT
DATA = os.path.join(ROOT, ".build/bench-data", "v" + bench.dataset_version())
OUT = os.path.join(DATA, "profile")
CLI = ["parse", "import", "irbis", "export"]
HTTP = ["locations", "catalog", "titles", "card"]


def demangle(text):
    tool = shutil.which("swift-demangle") or os.path.join(os.path.dirname(os.path.realpath(shutil.which("swift"))),
                                                           "swift-demangle")
    if not os.path.exists(tool):
        return text
    return subprocess.run([tool, "--simplified"], input=text, capture_output=True, text=True).stdout


def callgrind(name, command, top, cwd):
    out = os.path.join(OUT, f"callgrind.out.{name}")
    bench.progress(f"{name}: valgrind --tool=callgrind {' '.join(bench.rel(part) for part in command)}")
    bench.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command], cwd=cwd)
    inclusive = bench.run(["callgrind_annotate", "--inclusive=yes", out]).stdout
    exclusive = bench.run(["callgrind_annotate", out]).stdout
    summary = summarize(name, "inclusive", demangle(inclusive), top) + summarize(name, "self", demangle(exclusive), top)
    write(name, summary)


def summarize(name, kind, annotated, top):
    lines = [line for line in annotated.splitlines() if "(" in line and "%" in line and ":" in line]
    header = [line for line in annotated.splitlines() if "PROGRAM TOTALS" in line]
    text = f"== {name}: {kind} ({header[0].strip() if header else ''})\n"
    for line in lines[:top]:
        text += line[:260] + "\n"
    return text + "\n"


def write(name, text):
    with open(os.path.join(OUT, f"{name}.txt"), "w") as file:
        file.write(text)
    print(text)


def perf_server(name, db, token, top, seconds=15):
    work = os.path.join(OUT, "server")
    os.makedirs(work, exist_ok=True)
    server = bench.Server(db, work)
    server.wait_for_first_answer()
    data = os.path.join(OUT, f"perf-{name}.data")
    paths = None
    url = f"http://127.0.0.1:{server.port}/"
    auth = None
    manifest_terms = {"catalog": ("catalog-prefixes.txt", "/catalog?q="), "titles": ("search-terms.txt", "/api/v1/titles?q=")}
    if name == "locations":
        url = f"http://127.0.0.1:{server.port}/locations?country=Ame"
    elif name in manifest_terms:
        source, prefix = manifest_terms[name]
        with open(os.path.join(DATA, source)) as file:
            paths = bench.write_paths(work, f"{name}-paths.txt", [prefix + bench.quote(line.strip()) for line in file if line.strip()])
        auth = token if name == "titles" else None
    else:
        import random
        chooser = random.Random(1)
        with open(os.path.join(DATA, "manifest.json")) as file:
            titles = json.load(file)["titles"]
        paths = bench.write_paths(work, "card-paths.txt", [f"/books/{chooser.randint(1, titles)}" for _ in range(5000)])
        auth = token
    bench.progress(f"{name}: perf record -p {server.process.pid} during wrk -d{seconds}s")
    recorder = subprocess.Popen(["perf", "record", "-e", "cpu-clock", "-g", "-o", data, "-p", str(server.process.pid)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)
    summary = bench.wrk(url, seconds, paths=paths, token=auth)
    recorder.send_signal(signal.SIGINT)
    recorder.wait()
    server.stop()
    text = f"== {name}: wrk {summary['rps']:,.0f} req/s, p99 {summary['latency_us']['p99'] / 1000:.1f} ms while sampled\n"
    for kind, flag in (("inclusive", "--children"), ("self", "--no-children")):
        report = bench.run(["perf", "report", "-i", data, flag, "--sort", "symbol", "--stdio", "-g", "none",
                            "--percent-limit", "0.5"]).stdout
        rows = [line for line in report.splitlines() if line.strip() and not line.startswith("#") and "%" in line]
        text += f"== {name}: {kind}\n" + "\n".join(row[:240] for row in demangle("\n".join(rows[:top])).splitlines()) + "\n\n"
    write(name, text)


def small_dataset(work):
    """2,000 titles with 5,000 copies and 500 readers with 1,500 loans, as IRBIS text."""
    small = os.path.join(work, "small")
    if not os.path.exists(os.path.join(small, "manifest.json")):
        bench.run([bench.DATASET_TOOL, "generate", "--out", small, "--titles", "2000", "--copies", "5000",
                   "--readers", "500", "--loans", "1500", "--formats", "text"])
    return small


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("workloads", nargs="*", default=CLI + HTTP)
    parser.add_argument("--top", type=int, default=30)
    options = parser.parse_args()
    os.makedirs(OUT, exist_ok=True)
    work = os.path.join(OUT, "work")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)

    iso = os.path.join(work, "nlr-8100.iso")
    with open(bench.NLR_FIXTURE, "rb") as file:
        fixture = file.read()
    with open(iso, "wb") as file:
        file.write(fixture * 100)
    for name in options.workloads:
        if name == "parse":
            callgrind(name, [bench.DATASET_TOOL, "parse-iso", iso], options.top, work)
        elif name == "import":
            db = os.path.join(work, "import.sqlite")
            bench.kartoteka(db, "init")
            callgrind(name, [bench.KARTOTEKA, "--db", db, "import", "iso", iso, "--format", "rusmarc"], options.top, work)
        elif name == "irbis":
            small = small_dataset(work)
            db = os.path.join(work, "irbis.sqlite")
            bench.kartoteka(db, "init")
            callgrind("irbis-catalogue", [bench.KARTOTEKA, "--db", db, "import", "irbis", os.path.join(small, "catalogue.txt")],
                      options.top, work)
            callgrind("irbis-readers", [bench.KARTOTEKA, "--db", db, "import", "irbis", os.path.join(small, "readers.txt")],
                      options.top, work)
        elif name == "export":
            small = small_dataset(work)
            db = os.path.join(work, "export.sqlite")
            bench.kartoteka(db, "init")
            bench.kartoteka(db, "import", "irbis", os.path.join(small, "catalogue.txt"))
            callgrind(name, [bench.KARTOTEKA, "--db", db, "export", "irbis", "--all", "-o", os.path.join(work, "export.txt")],
                      options.top, work)
        elif name in HTTP:
            source = os.path.join(DATA, "kartoteka.sqlite")
            if not os.path.exists(source):
                raise SystemExit("run `make bench` first: the server workloads use its full-dataset database")
            server_work = os.path.join(OUT, "server")
            os.makedirs(server_work, exist_ok=True)
            db = os.path.join(server_work, "bench.sqlite")
            if not os.path.exists(db):
                bench.progress("copying the full-dataset database…")
                db, token = bench.working_copy(source, server_work)
                with open(os.path.join(server_work, "token"), "w") as file:
                    file.write(token)
            with open(os.path.join(server_work, "token")) as file:
                token = file.read().strip()
            perf_server(name, db, token, options.top)
        else:
            parser.error(f"unknown workload {name}")


if __name__ == "__main__":
    main()
