"""The JSON API keeps its OpenAPI description: schemathesis generates requests from
/api/v1/openapi.json (valid and invalid ones, and chains of them through the links) against a
fresh demo server, and every answer must be a documented status with a body of the documented
schema and content type; no 5xx; invalid input must be refused with a 4xx.

The upload endpoints are fuzzed like the others: `POST /api/v1/import` gets random bytes and text
(a file it cannot read is a 200 report of its problems, never a 5xx) and `POST /api/v1/scan` gets
pictures, text and JSON. Per-operation settings are in schemathesis.toml beside this file.

Bounded: at most MAX_EXAMPLES cases per operation and phase, and a time budget of MAX_TIME
seconds for the whole run (fuzzing and stateful testing repeat until it is spent). The seed is
fixed so a failure can be replayed; set KARTOTEKA_SCHEMATHESIS_SEED to explore other cases.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

MAX_EXAMPLES = int(os.environ.get("KARTOTEKA_SCHEMATHESIS_MAX_EXAMPLES", "50"))
MAX_TIME = int(os.environ.get("KARTOTEKA_SCHEMATHESIS_MAX_TIME", "90"))
SEED = os.environ.get("KARTOTEKA_SCHEMATHESIS_SEED", "20261202")
CONFIG = Path(__file__).resolve().parent / "schemathesis.toml"

# Every check except positive_data_acceptance (a valid-looking request may still be refused:
# a wrong ISBN check digit, a duplicate phone) and object_level_authorization (it needs a second
# account's credentials). ignored_auth sends requests without the token and expects 401.
CHECKS = [
    "not_a_server_error",
    "status_code_conformance",
    "content_type_conformance",
    "response_schema_conformance",
    "response_headers_conformance",
    "negative_data_rejection",
    "missing_required_header",
    "unsupported_method",
    "use_after_free",
    "ensure_resource_availability",
    "ignored_auth",
]


def schemathesis_command() -> list[str]:
    """`st` from the same environment as this Python (the .venv in CI)."""
    beside = Path(sys.executable).parent / "st"
    return [str(beside)] if beside.exists() else [sys.executable, "-m", "schemathesis.cli"]


def test_openapi_document_is_served(kartoteka_server_factory):
    base_url = kartoteka_server_factory(demo=False).base_url
    with urllib.request.urlopen(base_url + "/api/v1/openapi.json") as response:
        assert response.headers["Content-Type"].startswith("application/json")
        document = json.load(response)
    assert document["openapi"].startswith("3.0")
    assert "/api/v1/titles" in document["paths"] and "/locations" in document["paths"]


def test_api_keeps_its_openapi_contract(kartoteka_server_factory):
    server = kartoteka_server_factory(demo=True)
    base_url = server.base_url
    work = Path(tempfile.mkdtemp(prefix="kartoteka-schemathesis-"))
    command = schemathesis_command() + [
        "--config-file", str(CONFIG),
        "run", f"{base_url}/api/v1/openapi.json",
        "--checks", ",".join(CHECKS),
        "--max-examples", str(MAX_EXAMPLES),
        "--max-time", str(MAX_TIME),
        "--seed", SEED,
        "--workers", "1",
        "--request-timeout", "10",
        "--header", f"Authorization: Bearer {server.token}",
        "--generation-database", "none",
        "--no-color",
        "--report", "junit", "--report-dir", str(work / "report"),
    ]
    try:
        run = subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=MAX_TIME + 120,
                             env={**os.environ, "SCHEMATHESIS_HOOKS": ""})
        output = run.stdout + run.stderr
        summary = "\n".join(line for line in output.splitlines() if "generated" in line or "passed" in line)
        print(summary)
        assert run.returncode == 0, f"schemathesis found problems (exit {run.returncode}):\n{output}"
        assert " passed" in output
    finally:
        shutil.rmtree(work, ignore_errors=True)
