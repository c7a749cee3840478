"""The command line keeps readers' personal data as the law asks: `consent record` takes a child's
consent from a parent (and refuses the child's own), `consent missing` lists the readers without
one, `anonymise --dry-run` names whom the retention policy would destroy and changes nothing, a
run writes an act of destruction that `pd-acts show --csv` exports as the event log, and `pd-log`
reads the log of access to readers' data."""

from __future__ import annotations

import json

from kartoteka_cli import run


def test_consent_retention_and_the_act_of_destruction(tmp_path):
    database = tmp_path / "library.sqlite"
    run(database, "init")
    run(database, "reader", "add", "--ticket", "000200", "--surname", "Петрова", "--name", "Анна", "--birth", "2016-05-01",
        "--phone", "+7 900 000-00-01")
    run(database, "reader", "add", "--ticket", "000123", "--surname", "Иванов", "--name", "Иван", "--phone", "+7 900 000-00-02",
        "--registered", "2019-01-10")
    refused = run(database, "consent", "record", "000200", check=False)
    assert refused.returncode == 1 and "законный представитель" in refused.stderr.decode()
    consent = json.loads(run(database, "consent", "record", "000200", "--representative", "Петрова Мария Ивановна",
                             "--document", "паспорт 4510 123456", "--relation", "мать", "--json").stdout)
    assert consent["signer"] == "representative" and consent["representativeName"] == "Петрова Мария Ивановна"
    assert [reader["ticketNumber"] for reader in json.loads(run(database, "consent", "missing", "--json").stdout)] == ["000123"]
    # The list taken out at the command line is noted in the access log, as the page's CSV is.
    exports = [line for line in json.loads(run(database, "pd-log", "--json").stdout) if line["action"] == "export"]
    assert exports and exports[0]["detail"] == "without_consent", exports
    run(database, "settings", "set", "--retention-years", "2", "--destruction-commission", "Орлова О. О.: председатель")
    dry = json.loads(run(database, "anonymise", "--dry-run", "--json").stdout)
    assert [reader["ticketNumber"] for reader in dry["readers"]] == ["000123"] and "actID" not in dry
    assert "000123" in run(database, "consent", "missing").stdout.decode()
    done = json.loads(run(database, "anonymise", "--json").stdout)
    act = done["actID"]
    events = run(database, "pd-acts", "show", str(act), "--csv").stdout.decode("utf-8-sig")
    assert "000123" in events and "удалены персональные данные читателя" in events and "истёк срок после последней выдачи" in events
    # The same document as the page's: its headings, and who ran it in words.
    assert events.startswith("Дата и время;") and "система (по расписанию или из командной строки)" in events
    shown = json.loads(run(database, "pd-acts", "show", str(act), "--json").stdout)
    assert shown["tickets"] == ["000123"] and shown["commission"] == ["Орлова О. О.: председатель"]
    assert [line["action"] for line in json.loads(run(database, "pd-log", "--ticket", "000200", "--json").stdout)] == ["consent", "change"]
