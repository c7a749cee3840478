"""PostgreSQL beside SQLite in the same run: the `postgres` section of Benchmarks/run.py.

  import       `kartoteka import irbis` of the dataset's catalogue and readers into an empty
               database of each store, records/s.
  circulation  lending and taking back at 64 connections (Benchmarks/wrk/circulation.lua):
               `POST /api/v1/loans`, then `POST /api/v1/copies/{inventory}/return` of the copy lent
               1,024 lends earlier, over copies on the shelf and readers with nothing on loan.
  catalog      the public search /catalog?q= with no kept answers (every request searched afresh).
  CPU          the processor time each lend or return costs, Kartoteka's and the database
               server's, from /proc (on two shared cores, "two servers beat one" cannot be
               measured honestly; the time an operation takes of the machine can).

The PostgreSQL cluster is a throwaway one (initdb into a temporary folder, a loopback port, stopped
by its pid), durable as SQLite is in Kartoteka (write-ahead log, commits not waiting for the disk:
SQLite's `synchronous = NORMAL` in WAL mode, PostgreSQL's `synchronous_commit = off`; both survive
a crash of the program with the data consistent, and may lose the last moment's commits when the
machine loses power).
"""
import contextlib
import json
import os
import random
import sqlite3
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests/Python"))

from postgres_cluster import PostgresCluster  # noqa: E402

CIRCULATION_SCRIPT = os.path.join(ROOT, "Benchmarks/wrk/circulation.lua")
SETTINGS = {"fsync": "on", "synchronous_commit": "off", "full_page_writes": "on", "max_connections": "200",
            "shared_buffers": "512MB", "max_wal_size": "4GB", "checkpoint_timeout": "15min"}
TARGET_RATIO = 2.0
CIRCULATION_RATIO = 1.5


def benchmark(bench, data, manifest, sqlite_copy, sqlite_token, work, options, results):
    """Runs every measurement of the section into `results["postgres"]`."""
    cluster = PostgresCluster(settings=SETTINGS, prefix="kartoteka-bench-postgres-")
    cluster.start()
    try:
        section = {"settings": SETTINGS, "runs": max(1, options.rounds - 1)}
        section["import"] = imports(bench, data, manifest, cluster, work, results.get("search", {}).get("import"))
        url = section["import"]["postgresURL"]
        bench.progress("postgres: anonymising old returned loans, as on the SQLite side…")
        bench.kartoteka(url, "anonymise", cwd=work)
        bench.kartoteka(url, "user", "add", "bench", "--role", "librarian", "--password-file", "-",
                        input="bench-password-123\n", cwd=work)
        token = json.loads(bench.kartoteka(url, "--json", "user", "token", "add", "bench", "--name", "benchmarks",
                                           cwd=work).stdout)["token"]
        regions = circulation_regions(sqlite_copy, work, bench)
        section["circulation"] = circulation(bench, sqlite_copy, sqlite_token, url, token, regions, work, options, cluster)
        section["catalog"] = catalog(bench, data, manifest, sqlite_copy, url, work, options)
        results["postgres"] = section
    finally:
        cluster.remove()


def imports(bench, data, manifest, cluster, work, sqlite_steps=None):
    """The catalogue and the readers imported into an empty database of each store (SQLite's
    taken from the search section's import of the same files, when it ran)."""
    url = cluster.create_database("kartoteka_bench")
    sqlite_path = os.path.join(work, "import.sqlite")
    outcome = {"postgresURL": url, "steps": [{**step, "store": "SQLite"} for step in sqlite_steps or []]}
    stores = (("PostgreSQL", url),) if sqlite_steps else (("SQLite", sqlite_path), ("PostgreSQL", url))
    for store, db in stores:
        bench.kartoteka(db, "init", cwd=work)
        for name, records in (("catalogue.txt", manifest["titles"]), ("readers.txt", manifest["readers"])):
            bench.progress(f"postgres: {store}: importing {name} ({records:,} records)…")
            seconds, _ = bench.timed([bench.KARTOTEKA, "--db", db, "--lang", "en", "--json", "import", "irbis",
                                      os.path.join(data, name)], cwd=work)
            bench.progress(f"postgres: {store}: {name} in {seconds:.1f} s ({records / seconds:,.0f} records/s)")
            outcome["steps"].append({"store": store, "file": name, "records": records, "seconds": seconds,
                                     "recordsPerSecond": records / seconds})
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(sqlite_path + suffix):
            os.remove(sqlite_path + suffix)
    return outcome


def circulation_regions(sqlite_copy, work, bench):
    """Files of `inventory<TAB>ticket` lines, each a different part of the copies on the shelf, so
    that no run meets the copies an earlier run left lent. Both stores hold the same data."""
    connection = sqlite3.connect(f"file:{sqlite_copy}?mode=ro", uri=True)
    copies = [row[0] for row in connection.execute(
        "SELECT inventory_number FROM copies WHERE status = 'available' ORDER BY id")]
    readers = [row[0] for row in connection.execute(
        "SELECT ticket_number FROM readers r WHERE NOT EXISTS "
        "(SELECT 1 FROM loans l WHERE l.reader_id = r.id AND l.returned_at IS NULL) ORDER BY id")]
    connection.close()
    random.Random(7).shuffle(copies)
    count = 8
    size = len(copies) // count
    regions = []
    for number in range(count):
        lines = [f"{copies[index]}\t{readers[index % len(readers)]}" for index in range(number * size, (number + 1) * size)]
        regions.append(bench.write_paths(work, f"circulation-{number + 1}.tsv", lines))
    bench.progress(f"postgres: {len(copies):,} copies on the shelf in {count} parts, {len(readers):,} readers")
    return regions


def circulation(bench, sqlite_copy, sqlite_token, url, token, regions, work, options, cluster):
    """Lend + return at 64 connections on each store, with the processor time they cost."""
    unused = iter(regions)
    outcome = {}
    for key, db, auth in (("sqlite", sqlite_copy, sqlite_token), ("postgres", url, token)):
        with serving(bench, [db], work) as (server,):
            outcome[key] = []
            for number in range(max(1, options.rounds - 1)):
                bench.progress(f"postgres: lend + return on {key}, run {number + 1}…")
                kartoteka_before = cpu_seconds([server.process.pid])
                database_before = cpu_seconds(postgres_processes(cluster.pid)) if key == "postgres" else 0.0
                summary = circulation_run(bench, server.port, auth, next(unused), options.duration, 64, 2)
                requests = max(1, summary["lends"] + summary["returns"])
                summary["cpuKartotekaMs"] = (cpu_seconds([server.process.pid]) - kartoteka_before) * 1000 / requests
                summary["cpuDatabaseMs"] = ((cpu_seconds(postgres_processes(cluster.pid)) - database_before) * 1000 / requests
                                            if key == "postgres" else 0.0)
                bench.progress(f"postgres:   CPU per request: Kartoteka {summary['cpuKartotekaMs']:.2f} ms, "
                               f"database server {summary['cpuDatabaseMs']:.2f} ms")
                outcome[key].append(summary)
    return outcome


def cpu_seconds(pids):
    """The processor time (user and system) the processes have used, in seconds, from /proc."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except FileNotFoundError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / ticks


def postgres_processes(postmaster):
    """The cluster's processes: the postmaster and its children (the backends, the writers)."""
    pids = [postmaster]
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError):
            continue
        if int(fields[1]) == postmaster:
            pids.append(int(entry))
    return pids


def circulation_run(bench, port, token, region, duration, connections, threads):
    summary = bench.wrk(f"http://127.0.0.1:{port}/", duration, token=token, connections=connections, threads=threads,
                        shown_url="http://127.0.0.1:PORT/", script=CIRCULATION_SCRIPT,
                        variables={"WRK_PAIRS": region, "WRK_THREADS": str(threads)})
    summary["pairsPerSecond"] = summary["returns"] / (summary["duration_us"] / 1e6)
    bench.progress(f"postgres:   {summary['rps']:,.0f} req/s ({summary['lends']:,} lends, {summary['returns']:,} returns), "
                   f"p50 {summary['latency_us']['p50'] / 1000:.1f} ms, p99 {summary['latency_us']['p99'] / 1000:.1f} ms, "
                   f"errors {summary['errorCount']}")
    return summary


def catalog(bench, data, manifest, sqlite_copy, url, work, options):
    """/catalog?q= with no kept answers on each store."""
    with open(os.path.join(data, manifest["catalogPrefixes"])) as file:
        prefixes = [line.strip() for line in file if line.strip()]
    paths = bench.write_paths(work, "postgres-catalog-paths.txt", [f"/catalog?q={bench.quote(text)}" for text in prefixes])
    fresh = {"KARTOTEKA_ANSWER_CACHE_MB": "0"}
    outcome = {"paths": len(prefixes)}
    for key, db in (("sqlite", sqlite_copy), ("postgres", url)):
        with serving(bench, [db], work, fresh) as (server,):
            outcome[key] = bench.wrk_runs(f"http://127.0.0.1:{server.port}", f"/catalog?q= on {key}, no kept answers",
                                          paths, None, options.duration, max(1, options.rounds - 1))["runs"]
    return outcome


@contextlib.contextmanager
def serving(bench, databases, work, environment=None):
    """A server on each database, answering, stopped at the end."""
    servers = [bench.Server(db, work, environment=environment) for db in databases]
    try:
        for server in servers:
            server.wait_for_first_answer()
        yield servers
    finally:
        for server in servers:
            server.stop()


# MARK: - The report


def best(runs):
    return max(runs, key=lambda summary: summary["rps"])


def summary_rows(results, verdict):
    """Rows for the results table: PostgreSQL against SQLite, and two servers against one."""
    section = results.get("postgres")
    if not section:
        return []
    rows = []
    steps = {(step["store"], step["file"]): step for step in section["import"]["steps"]}
    for name in ("catalogue.txt", "readers.txt"):
        lite, post = steps[("SQLite", name)], steps[("PostgreSQL", name)]
        ratio = lite["recordsPerSecond"] / post["recordsPerSecond"]
        rows.append((f"IRBIS text import of {name} ({lite['records']:,} records), PostgreSQL vs SQLite",
                     f"{post['recordsPerSecond']:,.0f} records/s", f"{lite['recordsPerSecond']:,.0f} records/s (SQLite)",
                     f"{ratio:.2f}x slower", f"≤ {TARGET_RATIO:.0f}x slower", verdict(ratio <= TARGET_RATIO)))
    targets = {"circulation": CIRCULATION_RATIO, "catalog": TARGET_RATIO}
    for key, label in (("circulation", "lend + return at 64 connections, req/s"),
                       ("catalog", "/catalog?q= fresh (no kept answers) at 64 connections, req/s")):
        lite, post = best(section[key]["sqlite"]), best(section[key]["postgres"])
        ratio = lite["rps"] / post["rps"]
        clean = lite["errorCount"] == 0 and post["errorCount"] == 0
        target = targets[key]
        rows.append((f"{label}, PostgreSQL vs SQLite",
                     f"{post['rps']:,.0f}; p99 {post['latency_us']['p99'] / 1000:.1f} ms",
                     f"{lite['rps']:,.0f}; p99 {lite['latency_us']['p99'] / 1000:.1f} ms (SQLite)",
                     f"{ratio:.2f}x slower", f"≤ {target:g}x slower, no errors", verdict(ratio <= target and clean)))
    lite, post = best(section["circulation"]["sqlite"]), best(section["circulation"]["postgres"])
    rows.append(("processor time per lend or return at 64 connections: Kartoteka + database server",
                 f"{post['cpuKartotekaMs']:.2f} + {post['cpuDatabaseMs']:.2f} ms (PostgreSQL)",
                 f"{lite['cpuKartotekaMs']:.2f} ms (SQLite, in the process)",
                 f"{(post['cpuKartotekaMs'] + post['cpuDatabaseMs']) / lite['cpuKartotekaMs']:.2f}x", "reported", "—"))
    return rows


def report(results):
    """The section's raw numbers, as Markdown lines."""
    section = results.get("postgres")
    if not section:
        return []
    lines = ["### PostgreSQL beside SQLite", ""]
    add = lines.append
    add("A throwaway PostgreSQL cluster on the same machine (" + ", ".join(f"`{k} = {v}`" for k, v in section["settings"].items())
        + "). Commits wait for the write-ahead log to reach the operating system, not the disk — the durability SQLite has in "
          "Kartoteka (`journal_mode = WAL`, `synchronous = NORMAL`).")
    add("")
    add("| store | file | records | time | records/s |")
    add("|---|---|---|---|---|")
    for step in section["import"]["steps"]:
        add(f"| {step['store']} | {step['file']} | {step['records']:,} | {step['seconds']:.1f} s | {step['recordsPerSecond']:,.0f} |")
    add("")
    add("`kartoteka --db DB import irbis FILE` into a database just made with `kartoteka --db DB init` (DB a file, or "
        "`postgresql://kartoteka@127.0.0.1:PORT/kartoteka_bench`).")
    add("")
    for key, title in (("circulation", "Lend + return (wrk/circulation.lua)"), ("catalog", "/catalog?q=, no kept answers")):
        add(f"#### {title}")
        add("")
        cpu = key == "circulation"
        add("| store | run | req/s | p50 | p99 | max | errors (non-2xx, timeouts) | load before |"
            + (" CPU per request: Kartoteka | database server |" if cpu else ""))
        add("|---|---|---|---|---|---|---|---|" + ("---|---|" if cpu else ""))
        for store in ("sqlite", "postgres"):
            for number, s in enumerate(section[key][store], 1):
                add(run_row(store, number, s) + (f" {s['cpuKartotekaMs']:.2f} ms | {s['cpuDatabaseMs']:.2f} ms |" if cpu else ""))
        add("")
        if key == "circulation":
            add("Each request is one lend or one return (half each); a pair is one book out and back. The copies are "
                "those on the shelf, in 8 disjoint shuffled parts (no run meets a copy another left lent); the readers "
                "those with nothing on loan. CPU per request: the processor time (user + system, /proc/PID/stat) of the "
                "Kartoteka server and of every process of the PostgreSQL cluster over the run, divided by the requests "
                "sent; on SQLite the database is inside the Kartoteka process.")
        else:
            add(f"{section['catalog']['paths']:,} title prefixes taken in turn; the servers run with "
                "`KARTOTEKA_ANSWER_CACHE_MB=0`.")
        add("")
        add("```")
        add(section[key]["postgres"][0]["command"])
        add("```")
        add("")
    return lines


def run_row(store, number, s):
    latency = s["latency_us"]
    return (f"| {store} | {number} | {s['rps']:,.0f} | {latency['p50'] / 1000:.2f} ms | {latency['p99'] / 1000:.2f} ms | "
            f"{latency['max'] / 1000:.1f} ms | {s['errorCount']} ({s['errors']['status']}, {s['errors']['timeout']}) | "
            f"{s['loadBefore']} |")
