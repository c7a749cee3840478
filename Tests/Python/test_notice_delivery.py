"""Readers' notices reach a real SMTP server (aiosmtpd) on loopback: `kartoteka notices send`
records the overdue reminder and the hold-waiting notice and mails them; running it again sends
nothing twice; a dry run records nothing; a mail server that is down leaves the notice failed
(to be tried again later), and a reminder of a book that came back meanwhile is dropped, not sent."""
import email
import email.policy
import sqlite3

from kartoteka_cli import FIXTURES, free_port, run
from test_mail_delivery import smtp  # noqa: F401 — the loopback SMTP server fixture


def test_notices_go_once_each_and_a_reminder_no_longer_needed_is_dropped(tmp_path, smtp):
    controller, inbox = smtp
    database = tmp_path / "library.sqlite"
    run(database, "init")
    run(database, "book", "add", "--card", FIXTURES / "seed" / "qr-book-card.txt", "--inventory", "12345")
    run(database, "reader", "add", "--ticket", "000123", "--surname", "Иванов", "--name", "Иван", "--email", "ivanov@example.org")
    run(database, "reader", "add", "--ticket", "000124", "--surname", "Петрова", "--name", "Анна", "--email", "petrova@example.org")
    run(database, "lend", "--inventory", "12345", "--ticket", "000123")
    # The loan is long overdue (the command line has no clock to move; reminders are sent only
    # for a day that has come).
    with sqlite3.connect(database) as connection:
        connection.execute("UPDATE loans SET due_on = '2020-01-01'")
    run(database, "hold", "place", "--ticket", "000124", "--title", "1")

    # No mail server answering yet: the reminder is recorded and fails, to be tried again.
    dead = free_port()
    run(database, "settings", "set", "--smtp-url", "smtp://127.0.0.1:%d" % dead, "--smtp-from", "library@example.org")
    ahead = run(database, "notices", "send", "--at", "2099-06-01", check=False)
    assert ahead.returncode != 0 and "ещё не наступило" in ahead.stderr.decode("utf-8"), ahead.stderr
    dry = run(database, "notices", "send", "--dry-run", "--at", "2099-06-01").stdout.decode("utf-8")
    assert "было бы записано извещений: 1" in dry and "ivanov@example.org" in dry
    failed = run(database, "notices", "send").stdout.decode("utf-8")
    assert "записано извещений: 1, отправлено: 0, не удалось: 1" in failed, failed

    run(database, "settings", "set", "--smtp-url", "smtp://127.0.0.1:%d" % controller.port)
    run(database, "return", "--inventory", "12345")  # the copy is set aside for Петрова: her notice is recorded
    sent = run(database, "notices", "send").stdout.decode("utf-8")
    assert "отправлено: 1" in sent, sent  # the reminder is dropped (the book came back); the hold notice goes
    again = run(database, "notices", "send").stdout.decode("utf-8")
    assert "записано извещений: 0, отправлено: 0" in again
    assert len(inbox.messages) == 1
    sender, recipients, raw = inbox.messages[0]
    assert recipients == ["petrova@example.org"]
    message = email.message_from_bytes(raw, policy=email.policy.default)
    assert "Анна" in message.get_content() or "Петрова" in message.get_content()
