"""Exports reach IRBIS by e-mail: a real SMTP server (aiosmtpd) on loopback receives the
message, and its attachment is byte-identical to the download."""
import email
import email.policy
import json
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest
from aiosmtpd.controller import Controller

from kartoteka_cli import FIXTURES, free_port, run


class Inbox:
    """An aiosmtpd handler that keeps every message."""

    def __init__(self):
        self.messages = []

    async def handle_DATA(self, server, session, envelope):
        self.messages.append((envelope.mail_from, list(envelope.rcpt_tos), envelope.original_content))
        return "250 OK"


@pytest.fixture
def smtp():
    inbox = Inbox()
    controller = Controller(inbox, hostname="127.0.0.1", port=free_port())
    controller.start()
    yield controller, inbox
    controller.stop()


@pytest.fixture
def library(tmp_path):
    database = tmp_path / "library.sqlite"
    run(database, "init")
    run(database, "book", "add", "--card", FIXTURES / "seed" / "qr-book-card.txt", "--inventory", "12345")
    return database


def attachment(raw):
    message = email.message_from_bytes(raw, policy=email.policy.default)
    assert message["Subject"] == "Файл для импорта."
    parts = list(message.iter_parts())
    assert parts[0].get_content().strip() == "В приложении файл для импорта в ИРБИС."
    return parts[1].get_filename(), parts[1].get_content_type(), parts[1].get_payload(decode=True)


def test_the_cli_mails_the_export_and_the_attachment_equals_the_download(library, tmp_path, smtp):
    controller, inbox = smtp
    download = tmp_path / "book.txt"
    result = run(library, "export", "irbis", "--inventory", "12345", "-o", download, "--mail-to", "irbis@library.example",
                 "--smtp-url", "smtp://127.0.0.1:%d" % controller.port, "--smtp-from", "desk@library.example")
    assert "отправлено" in result.stderr.decode("utf-8")
    assert len(inbox.messages) == 1
    sender, recipients, raw = inbox.messages[0]
    assert sender == "desk@library.example" and recipients == ["irbis@library.example"]
    name, content_type, data = attachment(raw)
    assert name.endswith(".txt") and content_type == "text/plain"
    assert data == download.read_bytes()
    assert "Герой нашего времени".encode("cp1251") in data


def test_the_iso_export_goes_as_application_marc(library, tmp_path, smtp):
    controller, inbox = smtp
    download = tmp_path / "book.iso"
    run(library, "export", "iso", "--all", "-o", download, "--mail-to", "irbis@library.example",
        "--smtp-url", "smtp://127.0.0.1:%d" % controller.port)
    name, content_type, data = attachment(inbox.messages[0][2])
    assert name.endswith(".iso") and content_type == "application/marc" and data == download.read_bytes()


def test_smtp_down_says_why_and_keeps_the_export(library, tmp_path):
    result = run(library, "export", "irbis", "--inventory", "12345", "--mail-to", "irbis@library.example",
                 "--smtp-url", "smtp://127.0.0.1:%d" % free_port(), check=False, cwd=tmp_path)
    assert result.returncode == 1
    message = result.stderr.decode("utf-8")
    assert "не отвечает" in message
    assert "сохранена в файл" in message
    saved = [line for line in message.splitlines() if "сохранена в файл" in line][0].split("файл ")[-1].rstrip(".")
    assert (tmp_path / saved).read_bytes().startswith("#920: PAZK".encode("cp1251"))


def test_the_server_mails_from_the_api_and_remembers_the_recipient(library, tmp_path, smtp, kartoteka_server_factory):
    controller, inbox = smtp
    run(library, "settings", "set", "--smtp-url", "smtp://127.0.0.1:%d" % controller.port, "--smtp-from", "desk@library.example")
    server = kartoteka_server_factory(demo=False, database=library)
    try:
        request = server.request("/api/v1/export/mail", method="POST",
                                 data=json.dumps({"inventory": "12345", "to": "irbis@library.example"}).encode(),
                                 headers={"Content-Type": "application/json"})
        answer = json.loads(urllib.request.urlopen(request, timeout=30).read())
        assert answer["sent"] is True and answer["recordCount"] == 1
        download = urllib.request.urlopen(server.request("/api/v1/export?inventory=12345"), timeout=30).read()
        assert attachment(inbox.messages[0][2])[2] == download
        page = urllib.request.urlopen(server.request("/export"), timeout=30).read().decode("utf-8")
        assert 'value="irbis@library.example"' in page
    finally:
        server.stop()


def test_the_server_reports_a_refused_connection_and_offers_the_download(library, tmp_path, kartoteka_server_factory):
    port = free_port()
    run(library, "settings", "set", "--smtp-url", "smtp://127.0.0.1:%d" % port)
    server = kartoteka_server_factory(demo=False, database=library)
    try:
        body = urllib.parse.urlencode({"what": "titles", "inventory": "12345", "format": "text", "to": "irbis@library.example"}).encode()
        request = server.request("/export/mail", data=body, method="POST",
                                 headers={"Content-Type": "application/x-www-form-urlencoded"})
        # The message is prepared and sent by a background job; its page reloads itself until it is done.
        page = ""
        for _ in range(100):
            answer = urllib.request.urlopen(request, timeout=30)
            page = answer.read().decode("utf-8")
            if 'http-equiv="refresh"' not in page:
                break
            request = server.request(urllib.parse.urlparse(answer.url).path)
            time.sleep(0.1)
        # What failed and what to do, with the download; the mail server's address stays in the log.
        assert "почтовый сервер из настроек не принял" in page and "/export/download?" in page
        assert str(port) not in page and "Номер для обращения" in page
    finally:
        server.stop()
