"""A throwaway PostgreSQL cluster for the Python tests, made as the Swift tests make theirs
(Tests/KartotekaTestSupport/TestPostgresCluster.swift): `initdb` into a temporary folder,
`postgres` on a free loopback port with its socket in that folder, trusted connections for the
account `kartoteka`, durability off. PostgreSQL refuses to run as root, so under root both run as
the `postgres` system user, which owns the folder. The server is stopped by its process id.
"""

from __future__ import annotations

import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from itertools import count
from pathlib import Path

from kartoteka_cli import free_port


def binary(name: str) -> str:
    """A PostgreSQL program: the newest version's under /usr/lib/postgresql, else on PATH."""
    root = Path("/usr/lib/postgresql")
    versions = sorted((p for p in root.iterdir() if p.name.isdigit()), key=lambda p: int(p.name), reverse=True) if root.is_dir() else []
    for version in versions:
        candidate = version / "bin" / name
        if os.access(candidate, os.X_OK):
            return str(candidate)
    found = shutil.which(name)
    if not found:
        raise RuntimeError(f"{name} not found: install PostgreSQL (make test-deps)")
    return found


def available() -> bool:
    """Whether this machine has PostgreSQL's server programs."""
    try:
        binary("initdb")
        return True
    except RuntimeError:
        return False


class PostgresCluster:
    """One cluster; `start()` makes and starts it, `stop()` stops it keeping its data (as a
    database server going away), `start()` again brings it back on the same port, `remove()`
    stops it and deletes everything."""

    #: The server's settings for tests: durability off, a small memory.
    TEST_SETTINGS = {"fsync": "off", "synchronous_commit": "off", "full_page_writes": "off", "max_connections": "200",
                     "shared_buffers": "32MB"}

    def __init__(self, settings: dict[str, str] | None = None, prefix: str = "kartoteka-pytest-postgres-") -> None:
        self.folder = Path(tempfile.mkdtemp(prefix=prefix))
        self.settings = settings or self.TEST_SETTINGS
        self.data = self.folder / "data"
        self.port = 0
        self.pid = 0
        self._names = count(1)
        if os.getuid() == 0:
            user = pwd.getpwnam("postgres")
            os.chown(self.folder, user.pw_uid, user.pw_gid)

    @property
    def url(self) -> str:
        """The URL of the cluster's `postgres` database."""
        return f"postgresql://kartoteka@127.0.0.1:{self.port}/postgres"

    def database_url(self, name: str) -> str:
        """The URL of a database of the cluster."""
        return f"postgresql://kartoteka@127.0.0.1:{self.port}/{name}"

    def _as_server_user(self, program: str, *arguments: str) -> list[str]:
        command = [binary(program), *arguments]
        return ["runuser", "-u", "postgres", "--", *command] if os.getuid() == 0 else command

    def start(self) -> None:
        """Makes the cluster on the first start, then starts the server and waits until it
        accepts connections."""
        if not self.data.exists():
            subprocess.run(self._as_server_user("initdb", "-D", str(self.data), "-U", "kartoteka", "--auth=trust", "--encoding=UTF8",
                                                "--locale=C.UTF-8", "--no-sync", "--no-instructions"),
                           check=True, capture_output=True, timeout=120)
        if not self.port:
            self.port = free_port()
        log = open(self.folder / "postgres.log", "ab")
        process = subprocess.Popen(self._as_server_user(
            "postgres", "-D", str(self.data), "-p", str(self.port), "-k", str(self.folder), "-c", "listen_addresses=127.0.0.1",
            *(part for name, value in self.settings.items() for part in ("-c", f"{name}={value}"))),
            stdout=log, stderr=log, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        pid_file = self.data / "postmaster.pid"
        while time.monotonic() < deadline:
            lines = pid_file.read_text().splitlines() if pid_file.exists() else []
            if len(lines) >= 8 and lines[3] == str(self.port) and lines[7].strip() == "ready":
                self.pid = int(lines[0])
                return
            if process.poll() is not None:
                raise RuntimeError("postgres exited: " + (self.folder / "postgres.log").read_text(errors="replace"))
            time.sleep(0.02)
        raise RuntimeError("postgres did not become ready within 30 s")

    def stop(self) -> None:
        """Stops the server (fast shutdown: open sessions end), keeping its data."""
        if not self.pid:
            return
        os.kill(self.pid, signal.SIGINT)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                os.kill(self.pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.02)
        self.pid = 0

    def remove(self) -> None:
        """Stops the server and deletes the cluster."""
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)

    def create_database(self, name: str | None = None) -> str:
        """A new, empty database (named, or with a made-up name); returns its URL."""
        name = name or f"kartoteka_pytest_{os.getpid()}_{next(self._names)}"
        subprocess.run([binary("createdb"), f"--maintenance-db={self.url}", name], check=True, capture_output=True, timeout=60)
        return self.database_url(name)

    def query(self, url: str, sql: str) -> list[list[str]]:
        """Rows of a query, as text."""
        run = subprocess.run([binary("psql"), "-X", "-qtA", "-F", "\t", f"--dbname={url}", "-c", sql],
                             check=True, capture_output=True, timeout=60, text=True)
        return [line.split("\t") for line in run.stdout.splitlines() if line]
