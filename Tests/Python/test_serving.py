"""Serving the library's network: phones on the library's Wi-Fi reach the server when it is told
to listen there (`serve --host 0.0.0.0`, or `listen` in the configuration or the environment),
and the server says at which addresses, and that the camera needs HTTPS."""

from __future__ import annotations

import urllib.error
import urllib.request

import pytest


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url + "/api/v1/openapi.json", timeout=5) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


def test_the_server_answers_on_the_machines_network_address_when_told_and_says_where(kartoteka_server_factory, lan_address):
    local = kartoteka_server_factory(demo=False)
    port = local.base_url.rsplit(":", 1)[1]
    assert not answers(f"http://{lan_address}:{port}"), "the default is this computer only"
    assert "kartoteka serve --host 0.0.0.0" in local.output()

    served = kartoteka_server_factory(demo=False, host=None, environment={"KARTOTEKA_LISTEN": "0.0.0.0:0", "LANG": "en_GB.UTF-8"})
    port = served.base_url.rsplit(":", 1)[1]
    assert answers(f"http://{lan_address}:{port}")
    output = served.output()
    assert f"  http://{lan_address}:{port}\n" in output, output
    assert "camera works on the Scan page only over HTTPS" in output, output
