"""The search section of `make bench` (Benchmarks/run.py calls it; `--only search` runs it alone
with the dataset run.py prepares), and the search quality set, which also runs on its own in
seconds:

    .venv/bin/python Benchmarks/search.py [--binary .build/debug/kartoteka] [--postgres]

What the section measures on the full dataset:

  fresh     wrk, 64 connections, one thread (so that no path is asked twice), over never-asked
            queries drawn from the catalogue's own words: title beginnings for the public
            `/catalog?q=`, one to three words (the last one often half typed) for the staff
            `/api/v1/titles?q=`. The warm-up uses other queries. Then one client (-c1) for p50.
  postgres  PostgreSQL's own full-text search on the same titles: a throwaway cluster
            (Tests/Python/postgres_cluster.py), the titles copied in, a weighted tsvector of the
            `russian` configuration with a GIN index, and `pgbench -f` asking the same staff
            queries (as tsqueries, the last word a prefix), ranked by ts_rank, 25 rows — 64
            clients, then one.
  quality   the quality set (below), on an SQLite store and on a PostgreSQL one.

The quality set: Benchmarks/quality/queries.tsv (word forms, authors' names in their cases,
prefixes, subjects, spelling mistakes, English titles, ISBNs, inventory numbers, BBK/UDC
classes, author signs — each with the titles it must find) over Benchmarks/quality/catalogue.txt
(IRBIS text of real Russian and English titles), imported into a fresh database and asked
through `GET /api/v1/titles?q=…&limit=10` of a running server: the share of expected titles
found among the first ten.
"""
import argparse
import json
import os
import random
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests/Python"))

import postgres_cluster  # noqa: E402  (the tests' throwaway cluster, as Benchmarks/postgres.py uses it)

QUALITY = os.path.join(ROOT, "Benchmarks/quality")
WORD = re.compile(r"\w+")
TARGETS = {"catalog": (3_000, 25.0), "titles": (2_000, 40.0)}
# Staff full-text search at 64 connections against PostgreSQL's own on the same titles and queries.
POSTGRES_RATIO_TARGET = 4.0


# MARK: - Never-asked queries


def vocabulary_queries(db, count, seed):
    """Title beginnings and staff queries (three disjoint lists: warm-up, load, one client) from
    the titles of the database, each query once."""
    connection = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    rows = connection.execute("SELECT title, author_surname FROM titles").fetchall()
    connection.close()
    chooser = random.Random(seed)
    chooser.shuffle(rows)
    prefixes, staff = [], []
    seen_prefixes, seen_staff = set(), set()
    for title, surname in rows:
        words = WORD.findall(title.lower())
        if not words:
            continue
        # A title's beginning, cut inside a word.
        cut = min(len(title), chooser.randint(3, 14))
        prefix = title[:cut].strip()
        if len(prefix) >= 3 and prefix not in seen_prefixes:
            seen_prefixes.add(prefix)
            prefixes.append(prefix)
        # One to three of its words, or a word and the author; the last word often half typed.
        start = chooser.randrange(len(words))
        picked = words[start:start + chooser.randint(1, 3)]
        if chooser.random() < 0.3 and surname:
            picked = [picked[0], surname.lower()]
        if chooser.random() < 0.5 and len(picked[-1]) > 4:
            picked[-1] = picked[-1][:chooser.randint(3, len(picked[-1]) - 1)]
        text = " ".join(picked)
        if text not in seen_staff:
            seen_staff.add(text)
            staff.append(text)
        if len(prefixes) >= count and len(staff) >= count:
            break
    return prefixes, staff


def split(queries, warmup, single):
    """Warm-up, one-client and load lists, apart."""
    return queries[:warmup], queries[warmup:warmup + single], queries[warmup + single:]


# MARK: - The section


def benchmark(bench, copy, token, work, data, manifest, options, results):
    """Runs the section; `bench` is run.py (its Server, wrk, kartoteka, progress)."""
    duration = options.duration
    needed = 8_000 * duration + 40_000
    prefixes, staff = vocabulary_queries(copy, needed, seed=17)
    bench.progress(f"search: {len(prefixes):,} title beginnings and {len(staff):,} staff queries, none asked before")
    section = {"queries": {"catalog": len(prefixes), "titles": len(staff)}}
    server = bench.Server(copy, work)
    try:
        server.wait_for_first_answer()
        server.settle()
        for key, queries, path, auth in (("catalog", prefixes, "/catalog?q=", None), ("titles", staff, "/api/v1/titles?q=", token)):
            warm, single, load = split(queries, min(5_000, len(queries) // 5), min(4_000, len(queries) // 5))
            files = {name: bench.write_paths(work, f"search-{key}-{name}.txt", [path + bench.quote(text) for text in items])
                     for name, items in (("warm", warm), ("single", single), ("load", load))}
            status, body = server.get(path + bench.quote(warm[0]), auth)
            assert status == 200, (path, status, body[:300])
            bench.progress(f"search: {path}: warming up…")
            bench.wrk(f"http://127.0.0.1:{server.port}/", 3, paths=files["warm"], token=auth, threads=1)
            bench.progress(f"search: {path}: 64 connections, fresh queries…")
            loaded = bench.wrk(f"http://127.0.0.1:{server.port}/", duration, paths=files["load"], token=auth, threads=1,
                               shown_url="http://127.0.0.1:PORT/")
            loaded["paths"] = len(load)
            bench.progress(f"search:   {loaded['rps']:,.0f} req/s, p50 {loaded['latency_us']['p50'] / 1000:.2f} ms, "
                           f"p99 {loaded['latency_us']['p99'] / 1000:.2f} ms, {loaded['requests']:,} requests over "
                           f"{len(load):,} queries, errors {loaded['errorCount']}")
            alone = bench.wrk(f"http://127.0.0.1:{server.port}/", min(duration, 5), paths=files["single"], token=auth,
                              connections=1, threads=1, shown_url="http://127.0.0.1:PORT/")
            alone["paths"] = len(single)
            bench.progress(f"search:   one client: p50 {alone['latency_us']['p50'] / 1000:.2f} ms")
            section[key] = {"load": loaded, "single": alone}
    finally:
        server.stop()
    section["postgres"] = postgres_benchmark(bench, copy, staff, work, duration)
    section["quality"] = quality(bench, work)
    section["qualityPostgres"] = quality_on_postgres(bench, work)
    results["search"] = section


def postgres_benchmark(bench, copy, staff, work, duration):
    """PostgreSQL's full-text search on the same titles through pgbench, 64 clients then one."""
    cluster = postgres_cluster.PostgresCluster()
    try:
        cluster.start()
        url = cluster.create_database()
        psql = [postgres_cluster.binary("psql"), "-X", "-q", "-v", "ON_ERROR_STOP=1", f"--dbname={url}"]
        bench.progress("search: PostgreSQL: copying the titles in…")
        bench.run(psql + ["-c", """
            CREATE TABLE bench_titles (id bigint PRIMARY KEY, title text, authors text, subjects text, other text);
            CREATE TABLE bench_queries (n integer PRIMARY KEY, query text)"""])
        connection = sqlite3.connect(f"file:{copy}?mode=ro", uri=True)
        rows = connection.execute("""
            SELECT id, title, author_surname || ' ' || author_initials || ' ' || author_given_names || ' ' || other_authors,
                   subtitle || ' ' || keywords, annotation || ' ' || publisher || ' ' || city FROM titles""")
        tsv = os.path.join(work, "postgres-titles.tsv")
        with open(tsv, "w") as file:
            for row in rows:
                file.write("\t".join(str(value).replace("\\", " ").replace("\t", " ").replace("\n", " ") for value in row) + "\n")
        connection.close()
        queries = os.path.join(work, "postgres-queries.tsv")
        with open(queries, "w") as file:
            for number, text in enumerate(staff, 1):
                words = WORD.findall(text)
                file.write(f"{number}\t{' & '.join(words[:-1] + [words[-1] + ':*'])}\n")
        started = time.monotonic()
        bench.run(psql + ["-c", f"\\copy bench_titles FROM '{tsv}'", "-c", f"\\copy bench_queries FROM '{queries}'", "-c", """
            ALTER TABLE bench_titles ADD COLUMN search tsvector GENERATED ALWAYS AS (
                setweight(to_tsvector('russian', title), 'A') || setweight(to_tsvector('russian', authors), 'B') ||
                setweight(to_tsvector('russian', subjects), 'C') || setweight(to_tsvector('russian', other), 'D')) STORED;
            CREATE INDEX bench_titles_search ON bench_titles USING gin (search)""",
                          "-c", "VACUUM ANALYZE bench_titles", "-c", "VACUUM ANALYZE bench_queries"])
        indexed = time.monotonic() - started
        bench.progress(f"search: PostgreSQL: titles indexed in {indexed:.0f} s; pgbench…")
        script = os.path.join(work, "postgres-search.sql")
        with open(script, "w") as file:
            file.write(f"\\set n random(1, {len(staff)})\n"
                       "SELECT t.id FROM bench_titles t, (SELECT to_tsquery('russian', query) AS q FROM bench_queries WHERE n = :n) w\n"
                       "WHERE t.search @@ w.q ORDER BY ts_rank(t.search, w.q) DESC, t.id LIMIT 25;\n")
        section = {"indexSeconds": indexed, "script": open(script).read()}
        for key, clients, seconds in (("load", 64, duration), ("single", 1, min(duration, 5))):
            prefix = os.path.join(work, f"pgbench-{key}")
            for old in os.listdir(work):
                if old.startswith(f"pgbench-{key}."):
                    os.remove(os.path.join(work, old))
            before = bench.quiet.sample(bench.OWN_PIDS | {cluster.pid})
            result = bench.run([postgres_cluster.binary("pgbench"), "-n", "-c", str(clients), "-j", "2" if clients > 1 else "1",
                                "-T", str(seconds), "-f", script, "-l", f"--log-prefix={prefix}", url], cwd=work)
            latencies = []
            for name in os.listdir(work):
                if name.startswith(f"pgbench-{key}."):
                    with open(os.path.join(work, name)) as file:
                        latencies += [int(line.split()[2]) for line in file if line.strip()]
            latencies.sort()
            tps = float(re.search(r"tps = ([\d.]+)", result.stdout).group(1))
            section[key] = {"tps": tps, "transactions": len(latencies),
                            "p50_ms": latencies[len(latencies) // 2] / 1000 if latencies else None,
                            "p99_ms": latencies[int(len(latencies) * 0.99)] / 1000 if latencies else None,
                            "command": f"pgbench -n -c {clients} -j {2 if clients > 1 else 1} -T {seconds} -f postgres-search.sql -l URL",
                            "before": before}
            bench.progress(f"search:   PostgreSQL, {clients} client(s): {tps:,.0f} queries/s, p50 {section[key]['p50_ms']:.2f} ms, "
                           f"p99 {section[key]['p99_ms']:.2f} ms")
        return section
    finally:
        cluster.remove()


# MARK: - Quality


def quality_set():
    """The quality set's queries: (kind, text, titles it must find)."""
    entries = []
    with open(os.path.join(QUALITY, "queries.tsv")) as file:
        for line in file:
            if line.startswith("#") or not line.strip():
                continue
            kind, text, titles = line.rstrip("\n").split("\t")
            entries.append((kind, text, [title.strip() for title in titles.split(" | ")]))
    return entries


def quality(bench, work, database=None):
    """Recall in the first ten of the quality set, over its own catalogue in a fresh database: an
    SQLite file, or the empty PostgreSQL database at the URL `database`."""
    folder = os.path.join(work, "quality-postgres" if database else "quality")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    db = database or os.path.join(folder, "quality.sqlite")
    bench.kartoteka(db, "init", cwd=folder)
    bench.kartoteka(db, "import", "irbis", os.path.join(QUALITY, "catalogue.txt"), cwd=folder)
    bench.kartoteka(db, "user", "add", "quality", "--role", "librarian", "--password-file", "-", input="quality-password-123\n",
                    cwd=folder)
    token = json.loads(bench.kartoteka(db, "--json", "user", "token", "add", "quality", "--name", "quality", cwd=folder).stdout)["token"]
    server = bench.Server(db, folder)
    entries = quality_set()
    missed = []
    found = expected = 0
    by_kind = {}
    try:
        server.wait_for_first_answer()
        started = time.monotonic()
        for kind, text, titles in entries:
            status, body = server.get(f"/api/v1/titles?limit=10&q={urllib.parse.quote(text, safe='')}", token)
            assert status == 200, (text, status, body[:300])
            shown = [item["title"] for item in json.loads(body)["items"]]
            hits = sum(1 for title in titles if title in shown)
            found += hits
            expected += len(titles)
            tally = by_kind.setdefault(kind, [0, 0])
            tally[0] += hits
            tally[1] += len(titles)
            if hits < len(titles):
                missed.append({"kind": kind, "text": text, "missing": [title for title in titles if title not in shown],
                               "shown": shown})
        seconds = time.monotonic() - started
    finally:
        server.stop()
    recall = found / expected
    bench.progress(f"quality{' (PostgreSQL)' if database else ''}: {found} of {expected} expected titles in the first ten "
                   f"({recall:.1%}), {len(entries)} queries in {seconds:.1f} s")
    return {"queries": len(entries), "expected": expected, "found": found, "recall": recall, "byKind": by_kind,
            "missed": missed, "seconds": seconds}


def quality_on_postgres(bench, work):
    """The quality set on a PostgreSQL store, in a throwaway cluster."""
    cluster = postgres_cluster.PostgresCluster()
    try:
        cluster.start()
        return quality(bench, work, database=cluster.create_database())
    finally:
        cluster.remove()


# MARK: - The report


def summary_rows(results, verdict):
    """Rows of the results table."""
    section = results.get("search")
    if not section:
        return []
    rows = []
    postgres = section.get("postgres", {})
    for key, label in (("catalog", "/catalog?q= (public, fresh title beginnings)"), ("titles", "/api/v1/titles?q= (staff, fresh words)")):
        if key not in section:
            continue
        rps, p99_target = TARGETS[key]
        load = section[key]["load"]
        p99 = load["latency_us"]["p99"] / 1000
        if key == "titles" and "load" in postgres:
            baseline = f"{postgres['load']['tps']:,.0f} q/s; p99 {postgres['load']['p99_ms']:.2f} ms (PostgreSQL FTS, pgbench)"
        rows.append((f"search {label}, 64 connections: req/s; p50 / p99",
                     f"{load['rps']:,.0f}; {load['latency_us']['p50'] / 1000:.2f} / {p99:.2f} ms", "—", "—",
                     f"≥ {rps:,} req/s, p99 ≤ {p99_target:.0f} ms, no errors",
                     verdict(load["rps"] >= rps and p99 <= p99_target and load["errorCount"] == 0, [load])))
        if key == "titles" and "load" in postgres:
            ratio = load["rps"] / postgres["load"]["tps"]
            rows.append((f"search {label}, 64 connections, vs PostgreSQL's own full-text search (pgbench, same titles and queries)",
                         f"{load['rps']:,.0f} req/s", f"{postgres['load']['tps']:,.0f} queries/s; p99 {postgres['load']['p99_ms']:.2f} ms",
                         f"{ratio:.2f}x", f"≥ {POSTGRES_RATIO_TARGET:.0f}x PostgreSQL",
                         verdict(ratio >= POSTGRES_RATIO_TARGET, [load, postgres["load"]])))
        alone = section[key]["single"]
        single = alone["latency_us"]["p50"] / 1000
        baseline = f"{postgres['single']['p50_ms']:.2f} ms (PostgreSQL)" if key == "titles" and "single" in postgres else "—"
        rows.append((f"search {label}, one client: p50", f"{single:.2f} ms", baseline, "—", "≤ 1 ms", verdict(single <= 1.0, [alone])))
    if "quality" in section:
        q = section["quality"]
        on_postgres = section.get("qualityPostgres")
        rows.append((f"search quality: expected titles in the first 10 ({q['queries']} queries)",
                     f"{q['recall']:.1%} ({q['found']} of {q['expected']})",
                     f"{on_postgres['recall']:.1%} on the PostgreSQL store" if on_postgres else "—", "—", "≥ 95 %",
                     verdict(q["recall"] >= 0.95 and (not on_postgres or on_postgres["recall"] >= 0.95))))
    return rows


def report(results):
    """The section's part of docs/benchmarks.md."""
    section = results.get("search")
    if not section:
        return []
    lines = ["## Search", ""]
    add = lines.append
    add("Fresh queries: every request of a run asks something never asked before (a warm-up and the one-client run use "
        "queries of their own), drawn from the catalogue's titles and authors — "
        f"{section['queries']['catalog']:,} title beginnings for `/catalog?q=`, {section['queries']['titles']:,} staff "
        "queries of one to three words (the last one often half typed) for `/api/v1/titles?q=`. wrk runs one thread with "
        "64 connections (one thread, so that no query is asked twice), then one connection.")
    add("")
    add("| search | requests | queries | req/s | p50 | p99 | errors |")
    add("|---|---|---|---|---|---|---|")
    for key in ("catalog", "titles"):
        for run_name in ("load", "single"):
            if key in section:
                item = section[key][run_name]
                add(f"| {key} ({'64 connections' if run_name == 'load' else 'one client'}) | {item['requests']:,} | "
                    f"{item['paths']:,} | {item['rps']:,.0f} | {item['latency_us']['p50'] / 1000:.2f} ms | "
                    f"{item['latency_us']['p99'] / 1000:.2f} ms | {item['errorCount']} |")
    add("")
    postgres = section.get("postgres")
    if postgres:
        add("PostgreSQL's own full-text search on the same titles, side by side: the titles copied into a throwaway cluster "
            "(Tests/Python/postgres_cluster.py: fsync off, 32 MB shared buffers), a weighted `tsvector` of the `russian` "
            "configuration (title A, authors B, subtitle and keywords C, the rest D) with a GIN index "
            f"(built in {postgres['indexSeconds']:.0f} s), asked the same staff queries as tsqueries (the last word a prefix), "
            "25 rows ranked by `ts_rank`. Only the query: no HTTP, no JSON, no copy counts, which Kartoteka's answers carry.")
        add("")
        add("| pgbench | transactions | queries/s | p50 | p99 |")
        add("|---|---|---|---|---|")
        for key in ("load", "single"):
            item = postgres[key]
            add(f"| {'64 clients' if key == 'load' else 'one client'} | {item['transactions']:,} | {item['tps']:,.0f} | "
                f"{item['p50_ms']:.2f} ms | {item['p99_ms']:.2f} ms |")
        add("")
        add("```sql")
        add(postgres["script"].rstrip())
        add("```")
        add("")
    q = section.get("quality")
    if q:
        add(f"Search quality: {q['queries']} queries of Benchmarks/quality/queries.tsv over the fixture "
            "catalogue Benchmarks/quality/catalogue.txt (real Russian and English titles), each with the titles it must "
            f"find: {q['found']} of {q['expected']} expected titles among the first ten ({q['recall']:.1%}). By kind:")
        add("")
        add("| kind | found | expected |")
        add("|---|---|---|")
        for kind, (found, expected) in q["byKind"].items():
            add(f"| {kind} | {found} | {expected} |")
        add("")
        if q["missed"]:
            add("Missed: " + "; ".join(f"«{item['text']}» ({', '.join(item['missing'])})" for item in q["missed"]) + ".")
            add("")
        on_postgres = section.get("qualityPostgres")
        if on_postgres:
            add(f"The same set on the PostgreSQL store: {on_postgres['found']} of {on_postgres['expected']} "
                f"({on_postgres['recall']:.1%})" + (": missed " + "; ".join(f"«{item['text']}»" for item in on_postgres["missed"])
                                                    if on_postgres["missed"] else "") + ".")
            add("")
        add("`.venv/bin/python Benchmarks/search.py [--postgres]` computes it alone in seconds.")
        add("")
    return lines


def main():
    parser = argparse.ArgumentParser(description="The search quality set: recall in the first ten.")
    parser.add_argument("--binary", help="the kartoteka program (default .build/release/kartoteka, else .build/debug/kartoteka)")
    parser.add_argument("--postgres", action="store_true", help="on a PostgreSQL store in a throwaway cluster, not SQLite")
    parser.add_argument("--json", action="store_true", help="print the whole result as JSON")
    options = parser.parse_args()
    import run as bench
    binary = options.binary or next((path for path in (bench.KARTOTEKA, os.path.join(ROOT, ".build/debug/kartoteka"))
                                     if os.path.exists(path)), None)
    if not binary:
        raise SystemExit("no kartoteka program: run `swift build` (or `make build`)")
    bench.KARTOTEKA = os.path.abspath(binary)
    work = tempfile.mkdtemp(prefix="kartoteka-search-quality-")
    try:
        result = quality_on_postgres(bench, work) if options.postgres else quality(bench, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if options.json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        for item in result["missed"]:
            print(f"missed «{item['text']}» ({item['kind']}): {', '.join(item['missing'])}; shown: {', '.join(item['shown'])}")
        print(f"recall in the first ten: {result['recall']:.1%} ({result['found']} of {result['expected']}, {result['queries']} queries)")


if __name__ == "__main__":
    main()
