"""Independent readers check Kartoteka's ISO 2709 and text exports: yaz-marcdump (Debian yaz)
and pymarc must read them without errors and see the same fields the text export shows."""
import io
import subprocess

import pymarc
import pytest

from kartoteka_cli import FIXTURES, run, text_export_tags


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    """A library with the Лермонтов book on loan to a reader, and an English book whose plain
    fields are all ASCII (see test_pymarc_reads_records_with_subfield_text)."""
    folder = tmp_path_factory.mktemp("formats")
    database = folder / "library.sqlite"
    run(database, "init")
    run(database, "book", "add", "--card", FIXTURES / "seed" / "qr-book-card.txt", "--inventory", "12345",
        "--given-names", "Михаил Юрьевич", "--received", "2024-01-15")
    run(database, "copy", "add", "--isbn", "9785170795857", "--inventory", "12346", "--place", "ЧЗ", "--barcode", "B12346")
    run(database, "book", "add", "--isbn", "0451526538", "--surname", "Twain", "--initials", "M.", "--given-names", "Mark",
        "--title", "Приключения Тома Сойера", "--publisher", "Signet Classic", "--city", "New York", "--year", "1997",
        "--pages", "216", "--language", "eng", "--series", "Signet classics", "--series-number", "CE1234", "--inventory", "T-1")
    run(database, "reader", "add", "--ticket", "000123", "--surname", "Иванов", "--name", "Иван", "--patronymic", "Иванович",
        "--phone", "+7 900 000-00-00", "--city", "Москва", "--street", "Тверская", "--house", "1", "--flat", "10")
    run(database, "lend", "--inventory", "12345", "--ticket", "000123")
    return database


def export(database, folder, kind, *selection, encoding="cp1251"):
    path = folder / ("export-%s-%s.%s" % (kind, encoding, "iso" if kind == "iso" else "txt"))
    run(database, "export", kind, *selection, "--encoding", encoding, "-o", path)
    return path.read_bytes()


@pytest.mark.parametrize("encoding,yaz_encoding", [("cp1251", "cp1251"), ("utf-8", "utf-8")])
@pytest.mark.parametrize("selection", [("--all",), ("--all", "--readers")])
def test_yaz_marcdump_reads_every_record_and_field(library, tmp_path, encoding, yaz_encoding, selection):
    iso = export(library, tmp_path, "iso", *selection, encoding=encoding)
    text = export(library, tmp_path, "irbis", *selection, encoding=encoding)
    path = tmp_path / "check.iso"
    path.write_bytes(iso)
    result = subprocess.run(["yaz-marcdump", "-f", yaz_encoding, "-t", "utf-8", "-o", "line", str(path)],
                            capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""
    expected = text_export_tags(text, "cp1251" if encoding == "cp1251" else "utf-8")
    dumped, current = [], []
    for line in result.stdout.decode("utf-8").splitlines():
        if not line.strip():
            if current:
                dumped.append(current)
                current = []
            continue
        head = line.split(" ", 1)[0]
        if head.isdigit() and len(head) == 3:
            current.append(int(head))
    if current:
        dumped.append(current)
    assert dumped == expected
    assert len(dumped) == (1 if "--readers" in selection else 2)


@pytest.mark.parametrize("encoding,python_encoding", [("cp1251", "cp1251"), ("utf-8", "utf-8")])
def test_pymarc_reads_records_with_subfield_text(library, tmp_path, encoding, python_encoding):
    """pymarc decodes everything between the directory and the first subfield as ASCII
    indicators, so it cannot read IRBIS's plain (non-subfield) values when they hold Cyrillic
    (BBK 621, author sign 908, shelf code 903). yaz-marcdump above covers those records; here the
    English book, whose plain values are ASCII, must read cleanly with Cyrillic in subfields."""
    iso = export(library, tmp_path, "iso", "--inventory", "T-1", encoding=encoding)
    text = export(library, tmp_path, "irbis", "--inventory", "T-1", encoding=encoding)
    reader = pymarc.MARCReader(io.BytesIO(iso), to_unicode=True, force_utf8=(encoding == "utf-8"), file_encoding=python_encoding)
    records = list(reader)
    assert reader.current_exception is None
    assert len(records) == 1 and records[0] is not None
    record = records[0]
    assert [int(field.tag) for field in record.fields] == text_export_tags(text, python_encoding)[0]
    assert record["200"]["a"] == "Приключения Тома Сойера"
    assert record["700"]["a"] == "Twain" and record["700"]["g"] == "Mark"
    assert record["210"]["a"] == "New York" and record["210"]["d"] == "1997"
    assert record["910"]["b"] == "T-1"
    assert record["225"]["a"] == "Signet classics" and record["225"]["v"] == "CE1234"
    assert record.leader[5:10] == "nam2 " and record.leader[10:12] == "22"


@pytest.mark.parametrize("kind", ["iso", "irbis"])
def test_the_series_goes_out_and_comes_back(library, tmp_path, kind):
    exported = export(library, tmp_path, kind, "--inventory", "T-1")
    path = tmp_path / ("series." + ("iso" if kind == "iso" else "txt"))
    path.write_bytes(exported)
    other = tmp_path / "other.sqlite"
    run(other, "init")
    run(other, "import", kind, path, *(("--format", "irbis") if kind == "iso" else ()))
    shown = __import__("json").loads(run(other, "book", "show", "--inventory", "T-1", "--json").stdout)
    assert (shown["series"], shown["seriesNumber"]) == ("Signet classics", "CE1234")


def test_pymarc_and_our_reader_agree_on_the_national_library_file(library, tmp_path):
    """Our ISO reader loads the real RUSMARC file with the same record count pymarc sees."""
    data = (FIXTURES / "irbis" / "nlr-rusmarc.cp1251.iso").read_bytes()
    pymarc_records = [r for r in pymarc.MARCReader(io.BytesIO(data), to_unicode=True, file_encoding="cp1251")]
    assert all(r is not None for r in pymarc_records)
    report = run(library, "import", "iso", FIXTURES / "irbis" / "nlr-rusmarc.cp1251.iso", "--format", "rusmarc",
                 "--dry-run", "--json")
    outcome = __import__("json").loads(report.stdout)
    assert outcome["titlesAdded"] + outcome["titlesSkipped"] == len(pymarc_records) == 81


def test_text_export_is_cp1251_with_crlf_and_no_blank_lines(library, tmp_path):
    data = export(library, tmp_path, "irbis", "--all")
    assert b"\r\n" in data and b"\n\n" not in data and not data.startswith(b"\xef\xbb\xbf")
    text = data.decode("cp1251")
    assert text.count("*****") == 2
    assert "#910: ^A1^B12345" in text
    assert "#910: ^A0^B12346" in text and "^HB12346" in text


def test_the_description_fields_golden_reads_with_yaz_and_pymarc():
    """The golden ISO 2709 record of the description's title fields (Tests/Fixtures/golden,
    written by DescriptionFieldsExchangeTests): a collective author 710, a volume and its title
    200 ^V ^I, other statements of responsibility 200 ^G and an edition statement 205 — read by
    yaz-marcdump with every field of the golden text record, and by pymarc with the subfields."""
    iso = FIXTURES / "golden" / "irbis-description.cp1251.iso"
    text = (FIXTURES / "golden" / "irbis-description.cp1251.txt").read_bytes()
    result = subprocess.run(["yaz-marcdump", "-f", "cp1251", "-t", "utf-8", "-o", "line", str(iso)], capture_output=True, timeout=60)
    assert result.returncode == 0 and result.stderr == b"", result.stderr
    tags = [int(line.split(" ", 1)[0]) for line in result.stdout.decode("utf-8").splitlines()
            if line.split(" ", 1)[0].isdigit() and len(line.split(" ", 1)[0]) == 3]
    assert tags == text_export_tags(text, "cp1251")[0]
    dumped = result.stdout.decode("utf-8")
    assert "Министерство просвещения Российской Федерации" in dumped and "Механика" in dumped
    reader = pymarc.MARCReader(io.BytesIO(iso.read_bytes()), to_unicode=True, file_encoding="cp1251")
    records = list(reader)
    assert reader.current_exception is None and len(records) == 1
    record = records[0]
    assert record["710"]["a"] == "Министерство просвещения Российской Федерации"
    assert (record["200"]["a"], record["200"]["v"], record["200"]["i"]) == ("Физика", "Ч. 2", "Механика")
    assert record["200"]["g"] == "под редакцией А. А. Пинского"
    assert record["205"]["a"] == "2-е изд., перераб."
