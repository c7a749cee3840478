#!/usr/bin/env python3
"""Kartoteka's benchmarks, all in one go (`make bench`), written to docs/benchmarks.md.

What it measures, side by side in the same run, on the full dataset (400,000 titles, 1,000,000
copies, 100,000 readers, 300,000 loans; made by `kartoteka-dataset generate` and loaded with the
real `kartoteka import irbis`):

  firstrun  a fresh clone, `make run` in it, timed until the server answers: the first start as a
            new library meets it (Benchmarks/firstrun.py).
  http      wrk -t2 -c64: /locations?country=Ame against nginx serving the same bytes from a
            file; the public catalogue search /catalog?q= and the staff search
            /api/v1/titles?q= over realistic words and prefixes; the title card page /books/ID.
            Then the server's memory (VmRSS) after the load.
  startup   time from starting the server to its first answer, at the full dataset.
  iso       ISO 2709 parse only (kartoteka-dataset parse-iso, which runs KartotekaCore's
            ISO2709Reader) against `yaz-marcdump -i marc -o line`, and the full import
            (`kartoteka import iso --format rusmarc`) of 81,000 real records: the National
            Library of Russia fixture repeated 1,000 times.
  export    the whole catalogue as IRBIS text (`kartoteka export irbis --all`), records/s.
  decode    `kartoteka scan` against `zbarimg` on the same 12 MP phone-like photos.
  copycat   copy cataloguing: searches of three local Z39.50/SRU targets, ISBN look-ups through a
            kept connection (Benchmarks/copycat.py).
  postgres  PostgreSQL beside SQLite: import, lend + return at 64 connections, fresh /catalog
            searches, and two servers on one PostgreSQL database against one (Benchmarks/postgres.py).
  search    fresh never-asked searches at 64 connections and one, PostgreSQL's own full-text search
            on the same titles (pgbench), the search quality set (Benchmarks/search.py).
  imports   IRBIS text against ISO 2709 imports of the same records into the same store, and an
            import's memory by file size (Benchmarks/imports.py).

Before every timed round the machine is looked at for a second (Benchmarks/quiet.py): a round
taken while other processes used the CPU is marked noise and not taken as a result. With
`--baseline REV` (`make bench BASELINE=REV`) an older build, made once into .build/bench-baseline/
(Benchmarks/baseline.py), answers /locations in the same rounds.

The dataset, the database built from it and the test images are cached under
.build/bench-data/v<version>/ (the version is the dataset tool's); later runs reuse them. Every
run works on a copy of the database. Progress goes to standard output.

    .venv/bin/python Benchmarks/run.py [--duration S] [--rounds N] [--only http,startup,iso,export,decode,…]
                                       [--baseline REV] [--rebuild] [--output docs/benchmarks.md]

Only the standard library is used; wrk, nginx, hyperfine, yaz-marcdump, zbarimg and qrencode come
from Debian (`make bench-deps`).
"""
import argparse
import datetime
import json
import os
import platform
import random
import shutil
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import time
import urllib.parse

import baseline
import copycat
import firstrun
import imports
import postgres
import quiet
import search

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KARTOTEKA = os.path.join(ROOT, ".build/release/kartoteka")
DATASET_TOOL = os.path.join(ROOT, ".build/release/kartoteka-dataset")
WRK_SCRIPT = os.path.join(ROOT, "Benchmarks/wrk/bench.lua")
NLR_FIXTURE = os.path.join(ROOT, "Tests/Fixtures/irbis/nlr-rusmarc.cp1251.iso")
IMAGE_TOOL = os.path.join(ROOT, "Tests/Tools/barcode_images.py")
SECTIONS = ["firstrun", "http", "startup", "iso", "export", "decode", "copycat", "search", "imports", "postgres"]

# The book's sample libraries (KartotekaDemo/DemoLocations.swift), so that /locations?country=Ame answers.
LOCATIONS = [
    ("123 Eiffel Tower Street", "Paris", "France", "🇫🇷", "8am–7pm"),
    ("86 Libery Boulevard", "New York", "America", "🇺🇸", "6am–10pm"),
    ("49 Lombard Street", "San Francisco", "America", "🇺🇸", "8am–8pm"),
    ("1901 Aussie Way", "Melbourne", "Australia", "🇦🇺", "7am–8pm"),
    ("302 Deutsch Avenue", "Berlin", "Germany", "🇩🇪", "9am–6pm"),
]

STARTED = time.monotonic()


def progress(message):
    print(f"[{time.monotonic() - STARTED:7.1f} s] {message}", flush=True)


def rel(path):
    """A path relative to the repository, for the commands shown in the report."""
    return os.path.relpath(path, ROOT)


def run(command, **options):
    """Runs a command, failing loudly with its output when it fails."""
    result = subprocess.run(command, capture_output=True, text=True, **options)
    if result.returncode != 0:
        raise SystemExit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stdout}\n{result.stderr}")
    return result


def timed(command, **options):
    started = time.monotonic()
    result = run(command, **options)
    return time.monotonic() - started, result


def kartoteka(db, *arguments, **options):
    return run([KARTOTEKA, "--db", db, "--lang", "en", *arguments], **options)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def http_get(port, path, token=None):
    """One plain HTTP/1.1 request on loopback: (status, body). Bodies here are never chunked."""
    headers = f"Authorization: Bearer {token}\r\n" if token else ""
    request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{headers}Connection: close\r\n\r\n".encode()
    with socket.create_connection(("127.0.0.1", port), timeout=30) as connection:
        connection.sendall(request)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


load_average = quiet.load_average
# The pids of the servers under test (and nginx), left out of each round's look at the machine.
OWN_PIDS = set()


# MARK: - The machine


def machine():
    info = {"kernel": platform.release(), "cores": os.cpu_count()}
    with open("/proc/cpuinfo") as file:
        for line in file:
            if line.startswith("model name"):
                info["cpu"] = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as file:
        for line in file:
            if line.startswith("MemTotal"):
                info["memory"] = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    try:
        with open("/etc/os-release") as file:
            for line in file:
                if line.startswith("PRETTY_NAME="):
                    info["os"] = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    virt = subprocess.run(["systemd-detect-virt"], capture_output=True, text=True)
    lscpu = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
    hypervisor = next((line.split(":", 1)[1].strip() for line in lscpu.splitlines() if line.startswith("Hypervisor vendor")), "")
    info["virtualisation"] = ", ".join(part for part in (f"{hypervisor} guest" if hypervisor else "", virt.stdout.strip())
                                       if part and part != "none") or "none"

    def version(command, pick=lambda text: text.splitlines()[0]):
        try:
            result = subprocess.run(command, capture_output=True, text=True)
            return pick((result.stdout + result.stderr).strip())
        except (OSError, IndexError):
            return "?"

    info["tools"] = {
        "kartoteka": version([KARTOTEKA, "--version"]),
        "swift": version(["swift", "--version"]),
        "wrk": version(["wrk", "-v"]).split(" Copyright")[0],
        "nginx": version(["nginx", "-v"]),
        "hyperfine": version(["hyperfine", "--version"]),
        "yaz-marcdump": version(["yaz-marcdump", "-V"]),
        "zbarimg": version(["zbarimg", "--version"]),
        "sqlite": version(["sqlite3", "--version"], lambda text: text.split()[0]),
    }
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    changed = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no", "--", "Sources", "Package.swift"],
                             capture_output=True, text=True)
    info["commit"] = commit.stdout.strip() + (" with uncommitted changes to the sources" if changed.stdout.strip() else "")
    return info


# MARK: - The dataset and the database


def dataset_version():
    return run([DATASET_TOOL, "--version"]).stdout.strip()


def ensure_dataset(data, rebuild):
    manifest_path = os.path.join(data, "manifest.json")
    if os.path.exists(manifest_path) and not rebuild:
        with open(manifest_path) as file:
            manifest = json.load(file)
        progress(f"dataset: cached in {rel(data)} ({manifest['titles']:,} titles, {manifest['readers']:,} readers)")
        return manifest, True
    progress("dataset: generating (400,000 titles, 1,000,000 copies, 100,000 readers, 300,000 loans)…")
    seconds, _ = timed([DATASET_TOOL, "generate", "--out", data], stdout=None, stderr=None)
    with open(manifest_path) as file:
        manifest = json.load(file)
    progress(f"dataset: generated in {seconds:.0f} s")
    return manifest, False


def ensure_database(data, manifest, rebuild):
    """The full-dataset database, built by importing the generated IRBIS text files."""
    db = os.path.join(data, "kartoteka.sqlite")
    record = os.path.join(data, "database.json")
    if os.path.exists(db) and os.path.exists(record) and not rebuild:
        with open(record) as file:
            build = json.load(file)
        progress(f"database: cached ({build['built']})")
        build["cached"] = True
        return db, build
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(db + suffix):
            os.remove(db + suffix)
    kartoteka(db, "init")
    build = {"built": datetime.datetime.now().isoformat(timespec="seconds"), "steps": [], "cached": False}
    for name, records in (("catalogue.txt", manifest["titles"]), ("readers.txt", manifest["readers"])):
        path = os.path.join(data, name)
        progress(f"database: importing {name} ({records:,} records)…")
        started = time.monotonic()
        result = run(["/usr/bin/time", "-f", "%M", KARTOTEKA, "--db", db, "--lang", "en", "--json", "import", "irbis", path],
                     cwd=data)
        seconds = time.monotonic() - started
        peak_kib = int(result.stderr.strip().splitlines()[-1])
        outcome = json.loads(result.stdout)
        build["steps"].append({
            "file": name, "records": records, "seconds": seconds, "recordsPerSecond": records / seconds,
            "peakRSSMiB": peak_kib / 1024, "outcome": outcome,
            "command": f"kartoteka --db kartoteka.sqlite import irbis {name}",
        })
        progress(f"database: {name} imported in {seconds:.0f} s ({records / seconds:,.0f} records/s)")
    # The server's scheduled care anonymises loans returned more than a year ago on its first start
    # (a long write); do it here once, so that every run starts from the same steady state.
    progress("database: anonymising old returned loans (kartoteka anonymise)…")
    seconds, result = timed([KARTOTEKA, "--db", db, "--lang", "en", "anonymise"], cwd=data)
    build["anonymise"] = {"seconds": seconds, "output": result.stdout.strip() or result.stderr.strip(),
                          "command": "kartoteka --db kartoteka.sqlite anonymise"}
    progress(f"database: {build['anonymise']['output']} ({seconds:.0f} s)")
    checkpoint(db)
    build["bytes"] = os.path.getsize(db)
    with open(record, "w") as file:
        json.dump(build, file, indent=2)
    return db, build


def checkpoint(db):
    """Moves everything in the write-ahead log into the database file, so the file alone is complete."""
    connection = sqlite3.connect(db)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()


def working_copy(db, work):
    """A copy of the database for this run, with the book's libraries and a staff API token."""
    copy = os.path.join(work, "bench.sqlite")
    if os.path.exists(db + "-wal"):
        checkpoint(db)
    shutil.copyfile(db, copy)
    for street, city, country, emoji, hours in LOCATIONS:
        kartoteka(copy, "location", "add", "--street", street, "--city", city, "--country", country,
                  "--emoji", emoji, "--hours", hours, cwd=work)
    kartoteka(copy, "user", "add", "bench", "--role", "librarian", "--password-file", "-",
              input="bench-password-123\n", cwd=work)
    token = json.loads(kartoteka(copy, "--json", "user", "token", "add", "bench", "--name", "benchmarks", cwd=work).stdout)
    return copy, token["token"]


# MARK: - Servers


class Server:
    """`kartoteka serve` on a free loopback port, stopped by its pid."""

    def __init__(self, db, work, environment=None, binary=None):
        self.port = free_port()
        self.log = open(os.path.join(work, "server.log"), "ab")
        self.command = [binary or KARTOTEKA, "--db", db, "serve", "--port", str(self.port)]
        self.started = time.monotonic()
        self.process = subprocess.Popen(self.command, stdout=self.log, stderr=self.log, cwd=work,
                                        env={**os.environ, **(environment or {})})
        OWN_PIDS.add(self.process.pid)

    def wait_for_first_answer(self, path="/locations?country=Ame", timeout=120):
        """Seconds from start to the first complete 200 answer."""
        request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode()
        while time.monotonic() - self.started < timeout:
            if self.process.poll() is not None:
                raise SystemExit(f"the server stopped: {self.command}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=5) as connection:
                    connection.sendall(request)
                    answer = b""
                    while chunk := connection.recv(65536):
                        answer += chunk
                    if answer.startswith(b"HTTP/1.1 200"):
                        return time.monotonic() - self.started
            except OSError:
                time.sleep(0.002)
        raise SystemExit("the server did not answer in time")

    def get(self, path, token=None):
        return http_get(self.port, path, token)

    def settle(self, timeout=180):
        """Waits until the server has done its start-up work (the scheduled care runs a few seconds
        after the start: anonymising, notices) and sits idle, so that no round measures it.
        Returns the CPU seconds the server used until then."""
        hertz = os.sysconf("SC_CLK_TCK")

        def ticks():
            with open(f"/proc/{self.process.pid}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
            return int(fields[11]) + int(fields[12])

        deadline = time.monotonic() + timeout
        time.sleep(max(0.0, 7 - (time.monotonic() - self.started)))  # the care's first look comes after 5 s
        while time.monotonic() < deadline:
            before = ticks()
            time.sleep(1)
            if ticks() - before <= hertz * 0.02:
                break
        return ticks() / hertz

    def memory(self):
        values = {}
        with open(f"/proc/{self.process.pid}/status") as file:
            for line in file:
                key, _, value = line.partition(":")
                if key in ("VmRSS", "VmHWM", "Threads"):
                    values[key] = int(value.split()[0])
        return {"rssMiB": values["VmRSS"] / 1024, "peakRSSMiB": values["VmHWM"] / 1024, "threads": values["Threads"]}

    def stop(self):
        OWN_PIDS.discard(self.process.pid)
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


class Nginx:
    """Debian's nginx-light with its own configuration in the run's directory, stopped by its pid."""

    def __init__(self, work, body):
        self.port = free_port()
        self.prefix = os.path.join(work, "nginx")
        os.makedirs(os.path.join(self.prefix, "www"), exist_ok=True)
        os.chmod(work, 0o755)
        os.chmod(self.prefix, 0o755)
        os.chmod(os.path.join(self.prefix, "www"), 0o755)
        self.file = os.path.join(self.prefix, "www", "locations.json")
        with open(self.file, "wb") as file:
            file.write(body)
        os.chmod(self.file, 0o644)
        user = "user root root;\n" if os.geteuid() == 0 else ""
        self.config = os.path.join(self.prefix, "nginx.conf")
        with open(self.config, "w") as file:
            file.write(f"""# Written by Benchmarks/run.py: the same /locations bytes as a static file.
{user}worker_processes auto;
daemon off;
pid {self.prefix}/nginx.pid;
error_log {self.prefix}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    keepalive_timeout 65;
    client_body_temp_path {self.prefix}/client_body;
    proxy_temp_path {self.prefix}/proxy;
    fastcgi_temp_path {self.prefix}/fastcgi;
    uwsgi_temp_path {self.prefix}/uwsgi;
    scgi_temp_path {self.prefix}/scgi;
    server {{
        listen 127.0.0.1:{self.port};
        location = /locations {{
            default_type application/json;
            alias {self.file};
        }}
    }}
}}
""")
        self.process = subprocess.Popen(["nginx", "-p", self.prefix, "-c", self.config],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        OWN_PIDS.add(self.process.pid)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                if self.process.poll() is not None:
                    raise SystemExit(f"nginx did not start: {self.process.stderr.read().decode()}")
                time.sleep(0.02)
        raise SystemExit("nginx did not start in time")

    def stop(self):
        OWN_PIDS.discard(self.process.pid)
        self.process.send_signal(signal.SIGQUIT)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


# MARK: - wrk


def wrk(url, duration, paths=None, token=None, connections=64, threads=2, shown_url=None, script=WRK_SCRIPT,
        variables=None):
    """One wrk run; returns its summary with requests/s and the command (with `shown_url` for the URL).
    `variables` are further environment variables for the script, shown in the command by name."""
    environment = dict(os.environ)
    shown = []
    for name, value in (variables or {}).items():
        environment[name] = value
        shown.append(f"{name}={rel(value) if os.path.isabs(value) else value}")
    if paths:
        environment["WRK_PATHS"] = paths
        shown.append(f"WRK_PATHS={rel(paths)}")
    if token:
        environment["WRK_TOKEN"] = token
        shown.append("WRK_TOKEN=$TOKEN")
    command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{duration}s", "--timeout", "10s", "-s", script, url]
    before = quiet.sample(OWN_PIDS)
    result = run(command, env=environment)
    line = next(line for line in result.stdout.splitlines() if line.startswith("WRKJSON "))
    summary = json.loads(line[len("WRKJSON "):])
    summary["rps"] = summary["requests"] / (summary["duration_us"] / 1e6)
    summary["errorCount"] = sum(summary["errors"].values())
    summary["before"] = before
    summary["loadBefore"] = quiet.describe(before)
    summary["command"] = " ".join(shown + ["wrk"] + [rel(part) if part == script else part for part in command[1:-1]]
                                  + [shown_url or url])
    return summary


def write_paths(work, name, paths):
    path = os.path.join(work, name)
    with open(path, "w") as file:
        file.write("\n".join(paths) + "\n")
    return path


def quote(text):
    return urllib.parse.quote(text, safe="")


def http_benchmarks(server, token, work, data, manifest, options, results):
    duration = options.duration
    base = f"http://127.0.0.1:{server.port}"
    status, body = server.get("/locations?country=Ame")
    assert status == 200 and body.startswith(b"["), (status, body[:200])
    nginx = Nginx(work, body)
    older = None
    if options.baseline:
        commit, binary = baseline.ensure_binary(options.baseline, progress)
        older = Server(baseline.locations_database(binary, work, LOCATIONS), work, binary=binary)
    try:
        status_nginx, same = http_get(nginx.port, "/locations?country=Ame")
        assert status_nginx == 200 and same == body
        results["settleCPUSeconds"] = server.settle()
        progress(f"http: the server's start-up work done ({results['settleCPUSeconds']:.1f} s CPU)")
        if older:
            older.wait_for_first_answer()
            older.settle()
        rounds = []
        for number in range(options.rounds):
            progress(f"http: /locations round {number + 1}/{options.rounds}: nginx…")
            static = wrk(f"http://127.0.0.1:{nginx.port}/locations?country=Ame", duration,
                         shown_url="http://127.0.0.1:NGINX_PORT/locations?country=Ame")
            progress(f"http:   nginx {static['rps']:,.0f} req/s; Kartoteka…")
            ours = wrk(f"{base}/locations?country=Ame", duration, shown_url="http://127.0.0.1:PORT/locations?country=Ame")
            progress(f"http:   Kartoteka {ours['rps']:,.0f} req/s")
            rounds.append({"nginx": static, "kartoteka": ours})
            if older:
                rounds[-1]["baseline"] = wrk(f"http://127.0.0.1:{older.port}/locations?country=Ame", duration,
                                             shown_url="http://127.0.0.1:BASELINE_PORT/locations?country=Ame")
                progress(f"http:   {options.baseline} {rounds[-1]['baseline']['rps']:,.0f} req/s")
    finally:
        nginx.stop()
        if older:
            older.stop()
    results["locations"] = {"bytes": len(body), "rounds": rounds, "nginxConfig": nginx.config,
                            "baseline": {"revision": options.baseline, "commit": commit} if older else None}

    with open(os.path.join(data, manifest["catalogPrefixes"])) as file:
        prefixes = [line.strip() for line in file if line.strip()]
    with open(os.path.join(data, manifest["searchTerms"])) as file:
        terms = [line.strip() for line in file if line.strip()]
    catalog_paths = write_paths(work, "catalog-paths.txt", [f"/catalog?q={quote(text)}" for text in prefixes])
    staff_paths = write_paths(work, "titles-paths.txt", [f"/api/v1/titles?q={quote(text)}" for text in terms])
    chooser = random.Random(1)
    card_paths = write_paths(work, "card-paths.txt",
                             [f"/books/{chooser.randint(1, manifest['titles'])}" for _ in range(5000)])
    for path, auth in ((f"/catalog?q={quote(prefixes[0])}", None), (f"/api/v1/titles?q={quote(terms[0])}", token),
                       ("/books/1", token)):
        status, body = server.get(path, auth)
        assert status == 200, (path, status, body[:300])

    searches = (("catalog", "/catalog?q= (public, title prefix)", catalog_paths, None),
                ("titles", "/api/v1/titles?q= (staff, full-text)", staff_paths, token))
    for key, label, paths, auth in searches + (("card", "/books/ID (title card page)", card_paths, token),):
        results[key] = wrk_runs(base, label, paths, auth, duration, max(1, options.rounds - 1))
    results["memoryAtOnce"] = server.memory()
    # The server gives memory a burst freed back once it has been quiet for a second.
    time.sleep(2)
    results["memory"] = server.memory()
    progress(f"http: server memory after the load: {results['memoryAtOnce']['rssMiB']:.0f} MiB at once, "
             f"{results['memory']['rssMiB']:.0f} MiB 2 s later")
    # The same searches on a server that keeps no answers: every request is searched afresh.
    fresh = Server(server.command[2], work, environment={"KARTOTEKA_ANSWER_CACHE_MB": "0"})
    try:
        fresh.wait_for_first_answer()
        fresh.settle()
        for key, label, paths, auth in searches:
            results[key + "Fresh"] = wrk_runs(f"http://127.0.0.1:{fresh.port}", label + ", no kept answers", paths, auth,
                                              duration, 1)
    finally:
        fresh.stop()


def wrk_runs(base, label, paths, auth, duration, count):
    """A 3-second warm-up, then `count` wrk runs over the paths in turn."""
    progress(f"http: {label}: warming up…")
    wrk(f"{base}/", 3, paths=paths, token=auth)
    runs = []
    for number in range(count):
        progress(f"http: {label}: run {number + 1}…")
        summary = wrk(f"{base}/", duration, paths=paths, token=auth, shown_url="http://127.0.0.1:PORT/")
        progress(f"http:   {summary['rps']:,.0f} req/s, p50 {summary['latency_us']['p50'] / 1000:.1f} ms, "
                 f"p99 {summary['latency_us']['p99'] / 1000:.1f} ms, errors {summary['errorCount']}")
        runs.append(summary)
    requests = open(paths).read().split()
    return {"label": label, "runs": runs, "paths": len(requests), "distinctPaths": len(set(requests))}


def startup_benchmark(db, work, options, results):
    samples = []
    for number in range(options.startups):
        server = Server(db, work)
        try:
            samples.append(server.wait_for_first_answer())
        finally:
            server.stop()
        progress(f"startup: run {number + 1}: {samples[-1] * 1000:.0f} ms")
    results["startup"] = {"samples": samples, "median": statistics.median(samples), "min": min(samples),
                          "command": f"kartoteka --db bench.sqlite serve --port PORT  # then GET /locations?country=Ame until 200"}


# MARK: - Command-line benchmarks


def hyperfine(commands, work, name, runs, warmup=1, prepare=None):
    export = os.path.join(work, f"hyperfine-{name}.json")
    command = ["hyperfine", "-N", "--warmup", str(warmup), "--runs", str(runs), "--export-json", export]
    if prepare:
        command = ["hyperfine", "--warmup", str(warmup), "--runs", str(runs), "--export-json", export, "--prepare", prepare]
    run(command + commands, cwd=work)
    with open(export) as file:
        return json.load(file)["results"]


def iso_benchmarks(data, work, options, results):
    iso = os.path.join(data, "nlr-81000.iso")
    if not os.path.exists(iso):
        with open(NLR_FIXTURE, "rb") as file:
            fixture = file.read()
        with open(iso, "wb") as file:
            file.write(fixture * 1000)
    parsed = json.loads(run([DATASET_TOOL, "parse-iso", iso]).stdout)
    yaz = subprocess.run(["yaz-marcdump", "-i", "marc", "-o", "line", iso], capture_output=True)
    yaz_lines = yaz.stdout.count(b"\n")
    progress(f"iso: {parsed['records']:,} records, {parsed['bytes'] / 1e6:.1f} MB; parse-only vs yaz-marcdump…")
    parse_cmd = f"{DATASET_TOOL} parse-iso {iso}"
    yaz_cmd = f"yaz-marcdump -i marc -o line {iso}"
    parse = hyperfine([parse_cmd, yaz_cmd], work, "iso-parse", runs=options.cli_runs)
    progress("iso: full import (fresh database each run)…")
    db = os.path.join(work, "import.sqlite")
    prepare = f"rm -f {db} {db}-wal {db}-shm && {KARTOTEKA} --db {db} init"
    import_cmd = f"{KARTOTEKA} --db {db} import iso {iso} --format rusmarc"
    full = hyperfine([import_cmd], work, "iso-import", runs=max(2, options.cli_runs - 2), warmup=0, prepare=prepare)
    run(["sh", "-c", prepare])
    outcome = json.loads(kartoteka(db, "--json", "import", "iso", iso, "--format", "rusmarc", cwd=work).stdout)
    results["iso"] = {
        "records": parsed["records"], "bytes": parsed["bytes"], "fields": parsed["fields"], "yazLines": yaz_lines,
        "parseOnlyInternalSeconds": parsed["parseSeconds"], "readSeconds": parsed["readSeconds"],
        "parse": parse, "import": full[0], "secondImportOutcome": outcome,
        "commands": {
            "parse": f"hyperfine -N --warmup 1 --runs {options.cli_runs} "
                     f"'.build/release/kartoteka-dataset parse-iso {rel(iso)}' 'yaz-marcdump -i marc -o line {rel(iso)}'",
            "import": f"kartoteka --db import.sqlite init && kartoteka --db import.sqlite import iso {rel(iso)} --format rusmarc",
        },
    }
    for item, name in zip(parse, ("kartoteka-dataset parse-iso", "yaz-marcdump")):
        progress(f"iso:   {name}: {item['mean']:.3f} s")
    progress(f"iso:   import {full[0]['mean']:.2f} s ({parsed['records'] / full[0]['mean']:,.0f} records/s)")


def export_benchmark(db, work, manifest, results):
    output = os.path.join(work, "export.txt")
    progress(f"export: the whole catalogue ({manifest['titles']:,} titles) as IRBIS text…")
    started = time.monotonic()
    result = run(["/usr/bin/time", "-f", "%M %U %S", KARTOTEKA, "--db", db, "--lang", "en", "export", "irbis", "--all",
                  "-o", output], cwd=work)
    seconds = time.monotonic() - started
    peak_kib, user, system = result.stderr.strip().splitlines()[-1].split()
    records = sum(1 for line in open(output, "rb") if line.startswith(b"*****"))
    results["export"] = {"seconds": seconds, "records": records, "recordsPerSecond": records / seconds,
                         "bytes": os.path.getsize(output), "peakRSSMiB": int(peak_kib) / 1024,
                         "userSeconds": float(user), "systemSeconds": float(system),
                         "command": "kartoteka --db bench.sqlite export irbis --all -o export.txt"}
    progress(f"export: {records:,} records in {seconds:.1f} s ({records / seconds:,.0f} records/s)")
    os.remove(output)


def decode_benchmark(data, work, options, results):
    images = os.path.join(data, "images")
    wanted = [os.path.join(images, "ean13-photo-large.jpg"), os.path.join(images, "qr-photo-large.jpg")]
    if not all(os.path.exists(path) for path in wanted):
        progress("decode: making the 12 MP test photos…")
        os.makedirs(images, exist_ok=True)
        run(["qrencode", "-o", os.path.join(images, "qr.png"), "-s", "8", "-m", "4",
             "KARTOTEKA:1\nISBN: 978-5-17-079585-7\nАвтор: Лермонтов М. Ю.\nНазвание: Герой нашего времени"])
        run([sys.executable, IMAGE_TOOL, images, "--large"])
    db = os.path.join(work, "scan.sqlite")
    kartoteka(db, "init")
    entries = []
    for image in wanted:
        scanned = json.loads(run([KARTOTEKA, "--db", db, "--lang", "en", "--json", "scan", image], cwd=work).stdout)
        ours = " ".join(f"{code['symbology']}:{code['text']}" for code in scanned.get("codes", []))
        theirs = subprocess.run(["zbarimg", "-q", image], capture_output=True, text=True).stdout
        progress(f"decode: {os.path.basename(image)}: Kartoteka and zbarimg…")
        timing = hyperfine([f"{KARTOTEKA} --db {db} scan {image}", f"zbarimg -q {image}"], work,
                           "decode-" + os.path.basename(image).split(".")[0], runs=options.cli_runs)
        entries.append({"image": os.path.basename(image), "bytes": os.path.getsize(image), "kartoteka": timing[0],
                        "zbarimg": timing[1], "kartotekaOutput": ours.strip()[:400], "zbarimgOutput": theirs.strip()[:200],
                        "command": f"hyperfine -N --warmup 1 --runs {options.cli_runs} "
                                   f"'kartoteka --db scan.sqlite scan {rel(image)}' 'zbarimg -q {rel(image)}'"})
        progress(f"decode:   Kartoteka {timing[0]['mean'] * 1000:.0f} ms, zbarimg {timing[1]['mean'] * 1000:.0f} ms")
    results["decode"] = entries


# MARK: - The report


def best(runs, key="rps"):
    """The best of the runs taken on a quiet machine (of all of them when none was)."""
    return max(quiet.counted(runs) or runs, key=lambda summary: summary[key])


def verdict(ok, runs=()):
    """pass / MISS, or noise when every run behind the figure was taken under load."""
    return quiet.verdict(ok, list(runs))


def report(info, manifest, dataset_cached, build, results, options, begun, load_start, load_end):
    lines = []
    add = lines.append
    add("# Kartoteka benchmarks")
    add("")
    add(f"Measured {begun:%Y-%m-%d %H:%M} UTC by `make bench` (`Benchmarks/run.py`), commit `{info['commit']}`, "
        f"in {(time.monotonic() - STARTED) / 60:.1f} minutes.")
    add("")
    add(f"**Machine:** {info.get('cpu', '?')}, {info['cores']} cores, {info.get('memory', '?')} memory, "
        f"Linux {info['kernel']} ({info.get('os', '?')}, virtualisation: {info['virtualisation']}). "
        f"Shared with other work: load average {load_start} at the start, {load_end} at the end — "
        "numbers on a busy 2-core machine move by ±20 % or more between runs.")
    add("")
    add("**Tools:** " + "; ".join(f"{name} {version}" for name, version in info["tools"].items()) + ".")
    add("")
    add("wrk, nginx and the server share the same two cores, as they would on the library's own small machine. "
        f"Each wrk run lasts {options.duration} s with 2 threads and 64 connections; the best of "
        f"{options.rounds} alternating rounds is compared for /locations, and every run is listed below.")
    add("")

    rows = []
    loc = results.get("locations")
    if loc:
        measured = [run for r in loc["rounds"] for run in r.values()]
        ours = best([r["kartoteka"] for r in loc["rounds"]])
        theirs = best([r["nginx"] for r in loc["rounds"]])
        ratio = ours["rps"] / theirs["rps"]
        rows.append(("/locations?country=Ame req/s vs nginx static (best quiet round of each)", f"{ours['rps']:,.0f}",
                     f"{theirs['rps']:,.0f}", f"{ratio:.2f}x", "≥ 1.0x", verdict(ratio >= 1.0, measured)))
        if loc.get("baseline"):
            older = best([r["baseline"] for r in loc["rounds"]])
            ratio = ours["rps"] / older["rps"]
            rows.append((f"/locations?country=Ame req/s vs the older build {loc['baseline']['revision']} "
                         f"(`{loc['baseline']['commit'][:9]}`)", f"{ours['rps']:,.0f}", f"{older['rps']:,.0f}",
                         f"{ratio:.2f}x", "≥ 1.0x (never slower than before)", verdict(ratio >= 1.0, measured)))
        else:
            rows.append(("/locations?country=Ame req/s vs an older build", "—", "—", "—", "≥ 1.0x",
                         "not measured: `make bench BASELINE=REV`"))
    for key in ("catalog", "catalogFresh", "titles", "titlesFresh"):
        if key in results:
            summary = best(results[key]["runs"])
            p99 = summary["latency_us"]["p99"] / 1000
            ok = p99 <= 10 and summary["rps"] >= 10_000 and summary["errorCount"] == 0
            rows.append((f"search {results[key]['label']}: req/s; p50 / p99",
                         f"{summary['rps']:,.0f}; {summary['latency_us']['p50'] / 1000:.2f} / {p99:.2f} ms", "—", "—",
                         "≥ 10,000 req/s, p99 ≤ 10 ms", verdict(ok, results[key]["runs"])))
    if "card" in results:
        summary = best(results["card"]["runs"])
        rows.append(("title card page /books/ID req/s; p50 / p99",
                     f"{summary['rps']:,.0f}; {summary['latency_us']['p50'] / 1000:.2f} / {summary['latency_us']['p99'] / 1000:.2f} ms",
                     "—", "—", "(no target)", "—"))
    iso = results.get("iso")
    if iso:
        ours = iso["parse"][0]["mean"]
        yaz = iso["parse"][1]["mean"]
        rows.append((f"ISO 2709 parse only, {iso['records']:,} records (s)", f"{ours:.3f} s", f"{yaz:.3f} s (yaz-marcdump)",
                     f"{yaz / ours:.2f}x", "≥ 1.0x yaz", verdict(yaz / ours >= 1.0)))
        rate = iso["records"] / iso["import"]["mean"]
        rows.append((f"ISO 2709 full import, {iso['records']:,} records", f"{rate:,.0f} records/s ({iso['import']['mean']:.2f} s)",
                     "—", "—", "≥ 40,000 records/s", verdict(rate >= 40_000)))
    exp = results.get("export")
    if exp:
        rows.append((f"whole-catalogue IRBIS text export, {exp['records']:,} records",
                     f"{exp['recordsPerSecond']:,.0f} records/s ({exp['seconds']:.1f} s)", "—", "—", "≥ 200,000 records/s",
                     verdict(exp["recordsPerSecond"] >= 200_000)))
    for entry in results.get("decode", []):
        ratio = entry["kartoteka"]["mean"] / entry["zbarimg"]["mean"]
        rows.append((f"decode {entry['image']} (12 MP)", f"{entry['kartoteka']['mean'] * 1000:.0f} ms",
                     f"{entry['zbarimg']['mean'] * 1000:.0f} ms (zbarimg)", f"{ratio:.2f}x", "≤ 1.0x zbarimg",
                     verdict(ratio <= 1.0)))
    mem = results.get("memory")
    if mem:
        rows.append(("server RSS after the HTTP load", f"{mem['rssMiB']:.0f} MiB (peak {mem['peakRSSMiB']:.0f} MiB)", "—", "—",
                     "≤ 100 MB", verdict(mem["rssMiB"] * 1.048576 <= 100)))
    start = results.get("startup")
    if start:
        rows.append(("start-up to first answer, full dataset", f"{start['median'] * 1000:.0f} ms (median of {len(start['samples'])})",
                     "—", "—", "≤ 300 ms", verdict(start["median"] <= 0.3)))

    rows += copycat.summary_rows(results, verdict)
    rows += firstrun.summary_rows(results, verdict)
    rows += postgres.summary_rows(results, verdict)
    rows += search.summary_rows(results, verdict)
    rows += imports.summary_rows(results, verdict)
    add("## Results against the targets")
    add("")
    add("| measurement | Kartoteka | baseline | ratio | target | |")
    add("|---|---|---|---|---|---|")
    for row in rows:
        add("| " + " | ".join(row) + " |")
    add("")
    add("Ratios: /locations is Kartoteka ÷ nginx requests/s; ISO parse is yaz-marcdump time ÷ Kartoteka time (above 1 "
        "means Kartoteka is faster); decode is Kartoteka time ÷ zbarimg time (below 1 means faster). MB in the targets is "
        "taken as 10^6 bytes (100 MB = 95.4 MiB).")
    add("")
    add("Where a target is missed, [performance.md](performance.md) shows where the time goes (profiles made with "
        "`Benchmarks/profile.py`: callgrind for the command-line work, perf for the server) and what limits it.")
    add("")

    add("## The dataset")
    add("")
    add(f"`kartoteka-dataset generate` (version {manifest['version']}, seed {manifest['seed']}, as of {manifest['today']}): "
        f"{manifest['titles']:,} titles with {manifest['copies']:,} copies, {manifest['readers']:,} readers with "
        f"{manifest['loans']:,} loans ({manifest['openLoans']:,} still open). Russian (75 %) and English titles and names, "
        "real publishers' ISBN prefixes with valid check digits, BBK and UDC indices, Havkina author signs, shelf codes "
        "(903), one 910 per copy (status, inventory number, receipt date, place, barcode), readers with a field 40 per "
        "loan. Written with KartotekaCore's own IRBIS text and ISO 2709 writers, CP1251.")
    add("")
    add("| file | records | size |")
    add("|---|---|---|")
    for item in manifest["files"]:
        add(f"| {item['name']} | {item['records']:,} | {item['bytes'] / 1e6:,.0f} MB |")
    add("")
    add(f"Generation took {manifest['seconds']:.0f} s{' (cached from an earlier run)' if dataset_cached else ''}: "
        f"`.build/release/kartoteka-dataset generate --out .build/bench-data/v{manifest['version']}`.")
    add("")
    add("The database was built with the real import, file by file"
        + (f" (cached, built {build['built']})" if build.get("cached") else "") + ":")
    add("")
    add("| step | records | time | records/s | peak RSS | outcome |")
    add("|---|---|---|---|---|---|")
    for step in build["steps"]:
        outcome = step["outcome"]
        summary = ", ".join(f"{key} {value:,}" for key, value in outcome.items()
                            if isinstance(value, int) and value and key != "problems")
        add(f"| `{step['command']}` | {step['records']:,} | {step['seconds']:.0f} s | {step['recordsPerSecond']:,.0f} | "
            f"{step['peakRSSMiB']:,.0f} MiB | {summary} |")
    add("")
    if "anonymise" in build:
        add(f"Then `{build['anonymise']['command']}` ({build['anonymise']['output'].rstrip('.')}, "
            f"{build['anonymise']['seconds']:.0f} s): the server's scheduled care does the same on its first start, "
            "holding the writer that long, so the cached database is kept in that steady state.")
        add("")
    add(f"Database size: {build['bytes'] / 1e6:,.0f} MB.")
    add("")

    add("## Raw numbers")
    add("")
    if loc:
        add(f"### /locations?country=Ame against nginx ({loc['bytes']} bytes of JSON)")
        add("")
        add("| round | server | req/s | p50 | p99 | max | errors | other processes' CPU before (1 s); load |")
        add("|---|---|---|---|---|---|---|---|")
        for number, item in enumerate(loc["rounds"], 1):
            for name in ("nginx", "kartoteka", "baseline"):
                if name not in item:
                    continue
                s = item[name]
                add(f"| {number} | {name} | {s['rps']:,.0f} | {s['latency_us']['p50'] / 1000:.2f} ms | "
                    f"{s['latency_us']['p99'] / 1000:.2f} ms | {s['latency_us']['max'] / 1000:.1f} ms | {s['errorCount']} | {s['loadBefore']} |")
        add("")
        add("nginx runs with `worker_processes auto`, `access_log off`, `sendfile on` and `keepalive_requests 1000000`, "
            "serving the bytes Kartoteka answered as a file (`location = /locations { alias …; }`); the configuration is "
            "written into the run's directory and nginx is stopped by its pid. Kartoteka writes its request log to a file.")
        add("")
        if loc.get("baseline"):
            add(f"`baseline` is the release build of {loc['baseline']['revision']} (`{loc['baseline']['commit']}`), built once "
                "into `.build/bench-baseline/` (Benchmarks/baseline.py), on a database its own `init` made with the same "
                "libraries; it answers the same bytes.")
            add("")
        add("```")
        add(loc["rounds"][0]["nginx"]["command"])
        add(loc["rounds"][0]["kartoteka"]["command"])
        add("```")
        add("")
    for key in ("catalog", "catalogFresh", "titles", "titlesFresh", "card"):
        if key not in results:
            continue
        item = results[key]
        add(f"### {item['label']}")
        add("")
        add(f"{item['paths']:,} requests ({item['distinctPaths']:,} distinct: people repeat searches), taken in turn "
            "(each wrk thread from its own place).")
        if key in ("catalog", "titles"):
            add(" The server keeps each answer until the data changes (`answer_cache_mb`, 16 MiB by default), so "
                "repeated searches are answered from memory; the run below without kept answers searches every time.")
        add("")
        add("| run | req/s | p50 | p75 | p90 | p99 | p99.9 | max | errors (non-2xx, timeouts) | other processes' CPU before; load |")
        add("|---|---|---|---|---|---|---|---|---|---|")
        for number, s in enumerate(item["runs"], 1):
            l = s["latency_us"]
            add(f"| {number} | {s['rps']:,.0f} | {l['p50'] / 1000:.2f} ms | {l['p75'] / 1000:.2f} ms | {l['p90'] / 1000:.2f} ms | "
                f"{l['p99'] / 1000:.2f} ms | {l['p999'] / 1000:.2f} ms | {l['max'] / 1000:.1f} ms | "
                f"{s['errorCount']} ({s['errors']['status']}, {s['errors']['timeout']}) | {s['loadBefore']} |")
        add("")
        add("```")
        add(item["runs"][0]["command"])
        add("```")
        add("")
    if mem:
        at_once = results.get("memoryAtOnce", mem)
        add(f"### Memory: VmRSS {mem['rssMiB']:.1f} MiB, VmHWM (peak) {mem['peakRSSMiB']:.1f} MiB, {mem['threads']} threads "
            f"— read from /proc/PID/status two seconds after the last wrk run ({at_once['rssMiB']:.1f} MiB right after it).")
        add("")
    if start:
        add("### Start-up")
        add("")
        add("From `Popen` of `kartoteka --db bench.sqlite serve --port PORT` to the first complete `200` answer of "
            "`GET /locations?country=Ame` (polled every 2 ms), on the full-dataset database: "
            + ", ".join(f"{value * 1000:.0f} ms" for value in start["samples"]) + ".")
        add("")
    if iso:
        add("### ISO 2709")
        add("")
        add(f"`.build/bench-data/v{manifest['version']}/nlr-81000.iso`: `{rel(NLR_FIXTURE)}` (81 records) repeated 1,000 times: "
            f"{iso['records']:,} records, {iso['fields']:,} fields, {iso['bytes'] / 1e6:.1f} MB. yaz-marcdump printed "
            f"{iso['yazLines']:,} lines.")
        add("")
        add("| command | mean | σ | min | max | runs |")
        add("|---|---|---|---|---|---|")
        for item in iso["parse"] + [iso["import"]]:
            add(f"| `{item['command'].replace(ROOT + '/', '')}` | {item['mean']:.3f} s | {item['stddev'] or 0:.3f} s | "
                f"{item['min']:.3f} s | {item['max']:.3f} s | {len(item['times'])} |")
        add("")
        add(f"Inside `parse-iso`: reading the file {iso['readSeconds'] * 1000:.0f} ms, parsing {iso['parseOnlyInternalSeconds'] * 1000:.0f} ms "
            f"({iso['records'] / iso['parseOnlyInternalSeconds']:,.0f} records/s); the rest of its wall time is the "
            "process starting and ending.")
        outcome = iso["secondImportOutcome"]
        add("")
        add("Each import runs into a fresh database; what one run stores (the fixture's records repeat, so all but the "
            "first copy of each are found as duplicates by ISBN or by author, title, year and publisher, and skipped): "
            + ", ".join(f"{key} {value:,}" for key, value in outcome.items() if isinstance(value, int) and value) + ".")
        add("")
        add("```")
        add(iso["commands"]["parse"])
        add(iso["commands"]["import"])
        add("```")
        add("")
    if exp:
        add("### Export")
        add("")
        add(f"{exp['records']:,} records, {exp['bytes'] / 1e6:,.0f} MB in {exp['seconds']:.1f} s wall "
            f"({exp['userSeconds']:.1f} s user, {exp['systemSeconds']:.1f} s system), peak RSS {exp['peakRSSMiB']:,.0f} MiB.")
        add("")
        add("```")
        add(exp["command"])
        add("```")
        add("")
    if results.get("decode"):
        add("### Decoding a photo")
        add("")
        add("12 MP (4000×3000) phone-like JPEG photos from `Tests/Tools/barcode_images.py --large` (code small in a grey, "
            "noisy, unevenly lit frame).")
        add("")
        add("Both read the same codes; zbarimg loads the JPEG through ImageMagick, Kartoteka through libjpeg directly.")
        add("")
        add("| image | Kartoteka mean (σ) | zbarimg mean (σ) | Kartoteka found | zbarimg found |")
        add("|---|---|---|---|---|")
        for entry in results["decode"]:
            k, z = entry["kartoteka"], entry["zbarimg"]
            found = entry["kartotekaOutput"].replace("\n", " ")[:120].replace("|", "\\|")
            add(f"| {entry['image']} | {k['mean'] * 1000:.0f} ms ({(k['stddev'] or 0) * 1000:.0f}) | "
                f"{z['mean'] * 1000:.0f} ms ({(z['stddev'] or 0) * 1000:.0f}) | `{found}` | "
                f"`{entry['zbarimgOutput'].replace(chr(10), ' ')[:80]}` |")
        add("")
        add("```")
        for entry in results["decode"]:
            add(entry["command"])
        add("```")
        add("")
    lines += copycat.report(results)
    lines += firstrun.report(results)
    lines += postgres.report(results)
    lines += search.report(results)
    lines += imports.report(results)
    add("## Reproducing")
    add("")
    add("`make bench` runs all of it: about 25 minutes on two cores with the dataset cached in `.build/bench-data/` "
        "(the first start's release build about five of them, the search, imports and PostgreSQL sections most of the rest), "
        "some minutes more the first time, generating and importing the dataset. `.venv/bin/python Benchmarks/run.py --only http,startup` runs a part (with `--output` elsewhere, so "
        "that this file keeps the whole run); `--rebuild` regenerates the dataset and the database. A staff token for the "
        "commands above: `kartoteka --db bench.sqlite user token add USER --json`.")
    add("")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=int, default=10, help="seconds per wrk run (default 10)")
    parser.add_argument("--rounds", type=int, default=3, help="alternating nginx/Kartoteka rounds (default 3)")
    parser.add_argument("--startups", type=int, default=5, help="server starts to time (default 5)")
    parser.add_argument("--cli-runs", type=int, default=5, help="hyperfine runs per command (default 5)")
    parser.add_argument("--only", default=",".join(SECTIONS), help="sections to run: " + ",".join(SECTIONS))
    parser.add_argument("--baseline", metavar="REV", help="an older revision whose release build answers /locations in "
                                                          "the same rounds (built once into .build/bench-baseline/)")
    parser.add_argument("--rebuild", action="store_true", help="regenerate the dataset and rebuild the database")
    parser.add_argument("--output", default=os.path.join(ROOT, "docs/benchmarks.md"))
    parser.add_argument("--data", help="dataset directory (default .build/bench-data/v<version>); "
                                       "a smaller dataset made with `kartoteka-dataset generate --out DIR ...` for trial runs")
    options = parser.parse_args()
    sections = [name.strip() for name in options.only.split(",") if name.strip()]
    unknown = set(sections) - set(SECTIONS)
    if unknown:
        parser.error(f"unknown sections: {', '.join(sorted(unknown))}")

    for tool in ("wrk", "nginx", "hyperfine", "yaz-marcdump", "zbarimg", "qrencode"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is missing: run `make bench-deps`")
    if not os.path.exists(DATASET_TOOL):
        progress("building kartoteka-dataset…")
        run(["swift", "build", "-c", "release", "-Xswiftc", "-gline-tables-only", "--product", "kartoteka-dataset"], cwd=ROOT)
    if not os.path.exists(KARTOTEKA):
        raise SystemExit("no release build: run `make build` (or `make bench`)")

    begun = datetime.datetime.now(datetime.timezone.utc)
    load_start = load_average()
    info = machine()
    progress(f"{info.get('cpu')} × {info['cores']}, load {load_start}")
    data = os.path.abspath(options.data) if options.data else os.path.join(ROOT, ".build/bench-data", f"v{dataset_version()}")
    os.makedirs(data, exist_ok=True)
    manifest, dataset_cached = ensure_dataset(data, options.rebuild)
    db, build = ensure_database(data, manifest, options.rebuild)
    work = os.path.join(data, "run")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    results = {}
    copy, token = working_copy(db, work)
    progress("working copy of the database ready")

    if "firstrun" in sections:
        firstrun.benchmark(results, progress, free_port)
    if "startup" in sections:
        startup_benchmark(copy, work, options, results)
    if "http" in sections:
        server = Server(copy, work)
        try:
            server.wait_for_first_answer()
            http_benchmarks(server, token, work, data, manifest, options, results)
        finally:
            server.stop()
    if "iso" in sections:
        iso_benchmarks(data, work, options, results)
    if "export" in sections:
        export_benchmark(copy, work, manifest, results)
    if "decode" in sections:
        decode_benchmark(data, work, options, results)
    if "copycat" in sections:
        copycat.benchmark(work, results, kartoteka, Server, progress)
    if "search" in sections:
        search.benchmark(sys.modules[__name__], copy, token, work, data, manifest, options, results)
    if "imports" in sections:
        imports.benchmark(sys.modules[__name__], data, work, results)
    if "postgres" in sections:
        postgres.benchmark(sys.modules[__name__], data, manifest, copy, token, work, options, results)

    load_end = load_average()
    with open(os.path.join(data, "results.json"), "w") as file:
        json.dump({"machine": info, "results": results, "database": build, "manifest": manifest}, file, indent=2, default=str)
    text = report(info, manifest, dataset_cached, build, results, options, begun, load_start, load_end)
    os.makedirs(os.path.dirname(options.output), exist_ok=True)
    with open(options.output, "w") as file:
        file.write(text)
    progress(f"written {rel(options.output)} (raw results: {rel(os.path.join(data, 'results.json'))})")


if __name__ == "__main__":
    main()
