#!/usr/bin/env python3
"""The server's CPU time per fresh search, for comparing builds on a busy machine:

    .venv/bin/python Benchmarks/search_cpu.py DB BINARY [BINARY ...] [--kind titles,catalog]
                                              [--queries 2000] [--rounds 2] [--slowest 10]

DB is a working copy of the benchmark's database (`Benchmarks/profile.py` makes one in
.build/bench-data/v<version>/profile/server/, with a staff token in the file `token` there), and
DB.token holds a staff token; nothing but the servers started here writes to it. A BINARY may be
preceded by environment settings for its server: `KARTOTEKA_ANSWER_CACHE_MB=0:.build/release/kartoteka`. For each round and each binary in
turn (so that builds compared share the same minutes), a server is started on DB, left to finish
its start-up work, warmed with 500 queries of its own, then asked `--queries` never-asked queries
of the benchmark's kind (Benchmarks/search.py: title beginnings for `/catalog?q=`, one to three
words for `/api/v1/titles?q=`), one after another over one kept connection. Reported: the
server's user + system CPU time (/proc/PID/stat) over those queries divided by their number —
which the machine's other work disturbs far less than the clock — its read calls per query
(/proc/PID/io: SQLite's page reads from the system's file cache), the one client's p50 and p99,
the server's RSS after, and the queries that cost the server most CPU (its threads' run time in
/proc/PID/task/*/schedstat around each query, which a busy machine does not inflate) with their
times. `--perf FILE` samples the first round's measured queries with `perf record -g` into
FILE.titles and FILE.catalog (`PERF_CALL_GRAPH="--call-graph dwarf"` for SQLite's own frames).
"""
import argparse
import http.client
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as bench  # noqa: E402
import search  # noqa: E402

PATHS = {"catalog": "/catalog?q=", "titles": "/api/v1/titles?q="}
WARM = 500


def ticks(pid):
    with open(f"/proc/{pid}/stat") as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def cpu_ns(pid):
    """The CPU time of all the process's threads so far, in nanoseconds (/proc/PID/task/*/schedstat)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as file:
                total += int(file.read().split()[0])
        except FileNotFoundError:
            pass
    return total


def reads(pid):
    """Read calls the process has made (SQLite's page reads are `pread`s; the sockets' `recv`s are not counted here)."""
    with open(f"/proc/{pid}/io") as file:
        return int(next(line for line in file if line.startswith("syscr:")).split()[1])


def queries(db, count):
    """The benchmark's fresh queries (seed 17, as `make bench`), cached beside the database."""
    cache = f"{db}.queries-{count}.json"
    if os.path.exists(cache):
        with open(cache) as file:
            return json.load(file)
    prefixes, staff = search.vocabulary_queries(db, count, seed=17)
    found = {"catalog": prefixes[:count], "titles": staff[:count]}
    with open(cache, "w") as file:
        json.dump(found, file, ensure_ascii=False)
    return found


def measure(binary, db, token, kind, warm, asked, work, perf=None):
    environment = {}
    while "=" in binary.split(":", 1)[0] and ":" in binary:
        setting, binary = binary.split(":", 1)
        key, _, value = setting.partition("=")
        environment[key] = value
    server = bench.Server(db, work, binary=os.path.abspath(binary), environment=environment)
    try:
        server.wait_for_first_answer()
        server.settle()
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
        headers = {"Authorization": f"Bearer {token}"} if kind == "titles" else {}

        def ask(text):
            connection.request("GET", PATHS[kind] + urllib.parse.quote(text, safe=""), headers=headers)
            answer = connection.getresponse()
            body = answer.read()
            assert answer.status == 200, (text, answer.status, body[:300])
            return len(body)

        for text in warm:
            ask(text)
        hertz = os.sysconf("SC_CLK_TCK")
        recorder = perf and subprocess.Popen(["perf", "record", "-e", "cpu-clock", *os.environ.get("PERF_CALL_GRAPH", "-g").split(), "-o", perf, "-p", str(server.process.pid)],
                                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if recorder:
            time.sleep(0.5)
        times = []
        size = 0
        before = ticks(server.process.pid)
        reads_before = reads(server.process.pid)
        for text in asked:
            spent = cpu_ns(server.process.pid)
            started = time.perf_counter()
            size += ask(text)
            times.append((time.perf_counter() - started, text, (cpu_ns(server.process.pid) - spent) / 1e6))
        cpu = (ticks(server.process.pid) - before) / hertz
        read_calls = reads(server.process.pid) - reads_before
        if recorder:
            recorder.send_signal(signal.SIGINT)
            recorder.wait()
        connection.close()
        memory = server.memory()
    finally:
        server.stop()
    latencies = sorted(seconds for seconds, _, _ in times)
    costs = sorted(cost for _, _, cost in times)
    return {"cpuMsPerQuery": cpu * 1000 / len(asked), "p50Ms": latencies[len(latencies) // 2] * 1000,
            "p99Ms": latencies[int(len(latencies) * 0.99)] * 1000, "meanMs": statistics.mean(latencies) * 1000,
            "bytesPerAnswer": size / len(asked), "rssMiB": memory["rssMiB"],
            "readsPerQuery": read_calls / len(asked),
            "cpuP50Ms": costs[len(costs) // 2], "cpuP99Ms": costs[int(len(costs) * 0.99)],
            "slowest": sorted(times, key=lambda item: item[2], reverse=True)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("db")
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--kind", default="titles,catalog")
    parser.add_argument("--queries", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--slowest", type=int, default=0)
    parser.add_argument("--perf", help="record the measured queries of the first round with `perf record -g` into this file")
    options = parser.parse_args()
    options.db = os.path.abspath(options.db)
    with open(options.db + ".token") as file:
        token = file.read().strip()
    every = queries(options.db, WARM + options.queries)
    work = tempfile.mkdtemp(prefix="kartoteka-search-cpu-")
    for round_number in range(1, options.rounds + 1):
        for kind in options.kind.split(","):
            for binary in options.binaries:
                result = measure(binary, options.db, token, kind, every[kind][:WARM], every[kind][WARM:], work,
                                 perf=f"{options.perf}.{kind}" if options.perf and round_number == 1 else None)
                print(f"round {round_number} {kind:7} {binary}: {result['cpuMsPerQuery']:.3f} ms CPU/query (per query: p50 "
                      f"{result['cpuP50Ms']:.2f}, p99 {result['cpuP99Ms']:.2f} ms); one client p50 "
                      f"{result['p50Ms']:.2f} ms, p99 {result['p99Ms']:.2f} ms, mean {result['meanMs']:.2f} ms; "
                      f"{result['readsPerQuery']:.0f} reads/query; {result['bytesPerAnswer']:,.0f} B/answer; RSS {result['rssMiB']:.0f} MiB", flush=True)
                for seconds, text, cost in result["slowest"][:options.slowest]:
                    print(f"    {cost:7.2f} ms CPU {seconds * 1000:7.2f} ms  {text}")


if __name__ == "__main__":
    main()
