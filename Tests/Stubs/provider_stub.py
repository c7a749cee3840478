#!/usr/bin/env python3
"""A loopback HTTP server that answers from a table of canned responses, for provider tests.

    provider_stub.py ROUTES.json

ROUTES.json maps a request target to a response. The target is matched exactly first
("/books/v1/volumes?q=isbn:9785170795857"), then by path alone ("/books/v1/volumes"):

    {"/books/v1/volumes": {"status": 429, "file": "/abs/google-books-429-quota.json",
                           "delay": 0, "headers": {"Retry-After": "60"}},
     "/api/books": {"status": 200, "body": "{}"},
     "/big": {"status": 200, "repeat": "x", "count": 3000000}}

Unknown targets get 404. GET /__requests answers with every request seen so far (method,
target, headers) as JSON. The server binds 127.0.0.1 on a free port and prints "PORT <n>" on
its first line of output; it runs until terminated or until its standard input closes.
"""
import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROUTES = {}
SEEN = []
SEEN_LOCK = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        if self.path == "/__requests":
            with SEEN_LOCK:
                self.answer(200, json.dumps(SEEN).encode(), {"Content-Type": "application/json"})
            return
        with SEEN_LOCK:
            SEEN.append({"method": "GET", "target": self.path, "headers": dict(self.headers.items())})
        route = ROUTES.get(self.path) or ROUTES.get(self.path.split("?", 1)[0])
        if route is None:
            self.answer(404, b'{"error": "no route"}', {"Content-Type": "application/json"})
            return
        time.sleep(route.get("delay", 0))
        if "file" in route:
            with open(route["file"], "rb") as file:
                body = file.read()
        elif "repeat" in route:
            body = route["repeat"].encode() * route.get("count", 1)
        else:
            body = route.get("body", "").encode()
        headers = {"Content-Type": "application/json; charset=UTF-8"}
        headers.update(route.get("headers", {}))
        self.answer(route.get("status", 200), body, headers)

    def answer(self, status, body, headers):
        try:
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (a timeout test): nothing to do

    def log_message(self, *arguments):
        pass


def exit_when_stdin_closes():
    """The test holds our stdin open; when it closes it (or dies), we go too."""
    sys.stdin.buffer.read()
    os._exit(0)


def main():
    # A child of a Swift test inherits the signal mask of the dispatch thread that started it,
    # where SIGTERM is blocked: unblock it so Process.terminate() works.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    with open(sys.argv[1], encoding="utf-8") as file:
        ROUTES.update(json.load(file))
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print("PORT", server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
