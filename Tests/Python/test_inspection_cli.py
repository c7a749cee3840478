"""The command line checks the fund against the lists: `lists import` reads the Ministry's file as
published (Windows-1251), `lists check` finds the listed titles and writes the journal, `lists
confirm` decides a candidate, `lists journal --csv` prints the journal, `lists withdraw` lists the
copies; `age unmarked` lists titles of 2012 or later without an age mark, and the ISO 2709 export
carries a title's age mark in 333 for pymarc to read."""

from __future__ import annotations

import json

import pymarc

from kartoteka_cli import run

LIST = ("#;Материал;Дата включения\r\n"
        "1;\"Брошюра И. И. Сидорова \"Путь воина\" — решение суда\";20.01.2013\r\n"
        "2;Информационный материал \"Слово о правде\" (решение суда);11.03.2010\r\n")


def test_lists_import_check_confirm_and_journal(tmp_path):
    database = tmp_path / "library.sqlite"
    run(database, "init")
    run(database, "book", "add", "--title", "Путь воина", "--surname", "Сидоров", "--year", "2020", "--inventory", "103")
    run(database, "book", "add", "--title", "Путь воина", "--surname", "Антонов", "--year", "2020", "--inventory", "104")
    run(database, "book", "add", "--title", "Тёмные воды", "--year", "2015", "--age-mark", "16+", "--inventory", "105")
    run(database, "book", "add", "--title", "Без маркировки", "--year", "2019", "--inventory", "106")
    listed = tmp_path / "exportfsm.csv"
    listed.write_bytes(LIST.encode("cp1251"))
    imported = run(database, "lists", "import", listed).stdout.decode()
    assert "Загружено записей: 2 (с № 1 по № 2)" in imported
    check = json.loads(run(database, "lists", "check", "--commission", "Иванова И. И.: председатель", "--json").stdout)
    assert check["titlesChecked"] == 4 and check["found"] == 1 and check["foundCopies"] == ["103"]
    matches = json.loads(run(database, "lists", "matches", "--json").stdout)
    assert [match["copies"] for match in matches] == [["103"]]
    run(database, "lists", "confirm", matches[0]["id"])
    assert json.loads(run(database, "lists", "check", "--json").stdout)["newCandidates"] == 0
    journal = run(database, "lists", "journal", "--csv").stdout.decode("utf-8-sig")
    assert journal.count("\r\n") == 3 and "с № 1 по № 2" in journal and "Иванова И. И.: председатель" in journal
    assert "103" in run(database, "lists", "withdraw").stdout.decode()
    unmarked = run(database, "age", "unmarked").stdout.decode()
    assert "Без маркировки" in unmarked and "Тёмные воды" not in unmarked


def test_the_iso_export_carries_the_age_mark(tmp_path):
    database = tmp_path / "library.sqlite"
    run(database, "init")
    run(database, "book", "add", "--title", "Тёмные воды", "--year", "2015", "--age-mark", "16+", "--inventory", "105")
    exported = tmp_path / "out.iso"
    run(database, "export", "iso", "--all", "--encoding", "utf-8", "--output", exported)
    records = list(pymarc.MARCReader(exported.read_bytes(), to_unicode=True, force_utf8=True))
    assert [field.get_subfields("a") for field in records[0].get_fields("333")] == [["16+"]]
