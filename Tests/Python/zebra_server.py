"""A Zebra Z39.50/SRU server for the Python tests and the benchmark: the fixture records of
Tests/Fixtures/copycat (RUSMARC in Windows-1251 in the database `rusmarc`, MARC 21 in UTF-8 in
`marc21`) indexed by `zebraidx` into a temporary folder, `zebrasrv` on a free loopback port,
stopped by its process id."""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "Fixtures" / "copycat"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


class ZebraServer:
    """`with ZebraServer() as zebra:` — `zebra.port` serves both databases over Z39.50 and SRU."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="kartoteka-zebra-"))
        self.port = 0
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> "ZebraServer":
        for item in FIXTURES.iterdir():
            shutil.copy(item, self.folder / item.name)
        (self.folder / "register").mkdir()
        for arguments in (["init"], ["-d", "rusmarc", "update", "records.rusmarc"], ["-d", "marc21", "update", "records.marc21"]):
            subprocess.run(["zebraidx", "-c", "zebra.cfg", *arguments], cwd=self.folder, check=True, capture_output=True)
        self.port = _free_port()
        log = open(self.folder / "zebrasrv.log", "wb")
        self.process = subprocess.Popen(["zebrasrv", "-T", "-f", "server.xml", f"tcp:127.0.0.1:{self.port}"], cwd=self.folder,
                                        stdin=subprocess.DEVNULL, stdout=log, stderr=log)
        deadline = time.monotonic() + 20
        while not _listening(self.port):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("zebrasrv did not start: " + (self.folder / "zebrasrv.log").read_text(errors="replace"))
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=2)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> "ZebraServer":
        return self.start()

    def __exit__(self, *_) -> None:
        self.stop()
