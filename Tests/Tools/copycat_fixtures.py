#!/usr/bin/env python3
"""Writes the copy-cataloguing fixtures that the tests load into a local Zebra server:
RUSMARC records in Windows-1251 and MARC 21 records in UTF-8, as ISO 2709.

    python3 Tests/Tools/copycat_fixtures.py Tests/Fixtures/copycat

The records are small and made up from real editions' facts; the ISBNs are valid. A tiny ISO 2709
writer is enough here (two indicators, subfield codes of one character), so no library is needed.
"""
import sys
from pathlib import Path

SUBFIELD, FIELD_END, RECORD_END = b"\x1f", b"\x1e", b"\x1d"


def iso2709(leader: str, fields: list, encoding: str) -> bytes:
    """One record: `fields` are (tag, data) for control fields, (tag, indicators, [(code, value)])."""
    directory, data = b"", b""
    for field in fields:
        if len(field) == 2:
            body = field[1].encode(encoding) + FIELD_END
        else:
            tag, indicators, subfields = field
            body = indicators.encode("ascii")
            for code, value in subfields:
                body += SUBFIELD + code.encode("ascii") + value.encode(encoding)
            body += FIELD_END
        directory += ("%s%04d%05d" % (field[0], len(body), len(data))).encode("ascii")
        data += body
    directory += FIELD_END
    base = 24 + len(directory)
    length = base + len(data) + 1
    head = ("%05d" % length) + leader[5:12] + ("%05d" % base) + leader[17:24]
    assert len(head) == 24
    return head.encode("ascii") + directory + data + RECORD_END


RUSMARC_LEADER = "00000nam0 2200000   450 "
MARC21_LEADER = "00000nam a2200000 i 4500"

RUSMARC = [
    [("001", "RU\\TEST\\bibl\\1001"),
     ("010", "  ", [("a", "978-5-17-079585-7"), ("d", "254 р.")]),
     ("100", "  ", [("a", "20180301d2018    k  y0rusy50      ca")]),
     ("101", "0 ", [("a", "rus")]),
     ("200", "1 ", [("a", "Герой нашего времени"), ("e", "роман"), ("f", "Михаил Лермонтов")]),
     ("210", "  ", [("a", "М."), ("c", "АСТ"), ("d", "2018")]),
     ("215", "  ", [("a", "414, [2] с.")]),
     ("330", "  ", [("a", "Роман о Печорине.")]),
     ("610", "0 ", [("a", "русская классика")]),
     ("675", "  ", [("a", "821.161.1-31")]),
     ("686", "  ", [("a", "84(2Рос=Рус)1"), ("b", "Л49"), ("2", "rubbk")]),
     ("700", " 1", [("a", "Лермонтов"), ("b", "М. Ю."), ("g", "Михаил Юрьевич")])],
    [("001", "RU\\TEST\\bibl\\1002"),
     ("010", "  ", [("a", "978-5-04-116650-2")]),
     ("101", "0 ", [("a", "rus")]),
     ("200", "1 ", [("a", "Война и мир"), ("e", "роман в четырёх томах"), ("f", "Лев Толстой")]),
     ("210", "  ", [("a", "СПб."), ("c", "Азбука"), ("d", "2021")]),
     ("215", "  ", [("a", "1360 с.")]),
     ("686", "  ", [("a", "84(2Рос=Рус)1"), ("2", "rubbk")]),
     ("700", " 1", [("a", "Толстой"), ("b", "Л. Н."), ("g", "Лев Николаевич")])],
    [("001", "RU\\TEST\\bibl\\1003"),
     ("010", "  ", [("a", "978-5-389-07435-4")]),
     ("101", "0 ", [("a", "rus")]),
     ("200", "1 ", [("a", "Евгений Онегин"), ("e", "роман в стихах")]),
     ("210", "  ", [("a", "М."), ("c", "Азбука"), ("d", "2020")]),
     ("215", "  ", [("a", "320 с.")]),
     ("686", "  ", [("a", "84(2Рос=Рус)1"), ("b", "П88"), ("2", "rubbk")]),
     ("700", " 1", [("a", "Пушкин"), ("b", "А. С."), ("g", "Александр Сергеевич")])],
]

MARC21 = [
    [("001", "us-1001"),
     ("008", "970101s1997    nyu           000 1 eng d"),
     ("020", "  ", [("a", "0451526538"), ("q", "paperback")]),
     ("100", "1 ", [("a", "Twain, Mark,"), ("d", "1835-1910.")]),
     ("245", "14", [("a", "The adventures of Tom Sawyer /"), ("c", "Mark Twain.")]),
     ("264", " 1", [("a", "New York :"), ("b", "Signet Classics,"), ("c", "1997.")]),
     ("300", "  ", [("a", "216 p. ;"), ("c", "18 cm.")]),
     ("520", "  ", [("a", "A boy on the Mississippi.")]),
     ("650", " 0", [("a", "Boys"), ("v", "Fiction.")])],
    [("001", "us-1002"),
     ("008", "180301s2018    ru            000 1 rus d"),
     ("020", "  ", [("a", "9785170795857")]),
     ("041", "0 ", [("a", "rus")]),
     ("080", "  ", [("a", "821.161.1-31")]),
     ("084", "  ", [("a", "84(2Рос=Рус)1"), ("2", "rubbk")]),
     ("100", "1 ", [("a", "Лермонтов, Михаил Юрьевич,"), ("d", "1814-1841.")]),
     ("245", "10", [("a", "Герой нашего времени :"), ("b", "роман /"), ("c", "Михаил Лермонтов.")]),
     ("260", "  ", [("a", "Москва :"), ("b", "АСТ,"), ("c", "2018.")]),
     ("300", "  ", [("a", "414 с.")])],
    [("001", "us-1003"),
     ("008", "030101s2003    nyu           000 1 eng d"),
     ("020", "  ", [("a", "978-0-452-28423-4")]),
     ("100", "1 ", [("a", "Orwell, George,"), ("d", "1903-1950.")]),
     ("245", "10", [("a", "Nineteen eighty-four /"), ("c", "George Orwell.")]),
     ("264", " 1", [("a", "New York :"), ("b", "Plume,"), ("c", "2003.")]),
     ("300", "  ", [("a", "339 p.")])],
]


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "Tests/Fixtures/copycat")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "records.rusmarc").write_bytes(b"".join(iso2709(RUSMARC_LEADER, fields, "cp1251") for fields in RUSMARC))
    (folder / "records.marc21").write_bytes(b"".join(iso2709(MARC21_LEADER, fields, "utf-8") for fields in MARC21))


if __name__ == "__main__":
    main()
