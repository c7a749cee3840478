"""Helpers for running the built `kartoteka` binary from Python tests."""
import os
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build" / "debug" / "kartoteka"
FIXTURES = ROOT / "Tests" / "Fixtures"


def run(database, *arguments, check=True, input=None, cwd=None, environment=None):
    """Runs `kartoteka --db DATABASE --lang ru ARGUMENTS` and returns the completed process.
    Book metadata providers are off unless `environment` points them somewhere; a None value
    removes a variable."""
    environment = {**os.environ, "LANG": "ru_RU.UTF-8", "KARTOTEKA_PROVIDERS": "none", **(environment or {})}
    environment = {key: value for key, value in environment.items() if value is not None}
    result = subprocess.run([str(BINARY), "--db", str(database), "--lang", "ru", *map(str, arguments)],
                            capture_output=True, input=input, env=environment, timeout=120, cwd=cwd)
    if check and result.returncode != 0:
        raise AssertionError("kartoteka %s failed (%d): %s" % (" ".join(map(str, arguments)), result.returncode,
                                                                result.stderr.decode("utf-8", "replace")))
    return result


def text_export_tags(data, encoding):
    """The tags of every record of a text export, record by record."""
    records, current = [], []
    for line in data.decode(encoding).splitlines():
        if line == "*****":
            records.append(current)
            current = []
        elif line.startswith("#"):
            current.append(int(line[1:line.index(":")]))
    return records


def free_port():
    """A TCP port on loopback that nothing listens on right now."""
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
