"""Helpers for running the built `kartoteka` binary from Python tests."""
import os
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build" / "debug" / "kartoteka"
FIXTURES = ROOT / "Tests" / "Fixtures"


def run(database, *arguments, check=True, input=None, cwd=None):
    """Runs `kartoteka --db DATABASE --lang ru ARGUMENTS` and returns the completed process."""
    environment = dict(os.environ, LANG="ru_RU.UTF-8")
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


class RunningServer:
    """`kartoteka serve` on a free loopback port, stopped by pid."""

    def __init__(self, database, demo=False):
        import time
        import urllib.request
        import json
        self.password = "test-password-1234"
        if json.loads(run(database, "user", "list", "--json").stdout or b"[]") == []:
            run(database, "user", "add", "admin", "--role", "administrator", "--password-file", "-", input=self.password.encode())
        self.token = json.loads(run(database, "user", "token", "add", "admin", "--name", "tests", "--json").stdout)["token"]
        self.port = free_port()
        self.base_url = "http://127.0.0.1:%d" % self.port
        arguments = [str(BINARY), "--db", str(database), "serve", "--port", str(self.port)] + (["--demo"] if demo else [])
        self.process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                urllib.request.urlopen(self.base_url + "/locations", timeout=1).read()
                return
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise AssertionError("the server did not start")

    def request(self, path, data=None, method=None, headers=None):
        """A urllib request to the server signed with the administrator's API token."""
        import urllib.request
        headers = dict(headers or {}, Authorization="Bearer " + self.token)
        return urllib.request.Request(self.base_url + path, data=data, method=method, headers=headers)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
