"""Cataloguing by scan, end to end: the CLI and the Scan page read real images, look ISBNs up
in a loopback stub of Google Books / Open Library, and lead to a prefilled form and labels."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from kartoteka_cli import FIXTURES, ROOT, run
from kartoteka_ui import Desk

STUB = ROOT / "Tests" / "Stubs" / "provider_stub.py"
IMAGES = ROOT / "Tests" / "Tools" / "barcode_images.py"


@pytest.fixture(scope="module")
def images(tmp_path_factory):
    """EAN-13 of 978-5-17-079585-7 and the QR book card, clean and as degraded photos."""
    folder = tmp_path_factory.mktemp("images")
    card = (FIXTURES / "seed" / "qr-book-card.txt").read_text(encoding="utf-8")
    subprocess.run(["qrencode", "-o", str(folder / "qr.png"), "-s", "6", card], check=True)
    subprocess.run([sys.executable, str(IMAGES), str(folder)], check=True)
    return folder


@pytest.fixture(scope="module")
def providers(tmp_path_factory):
    """A stub answering Google Books with the Лермонтов volume and Open Library with the Twain
    edition; the environment variables that point Kartoteka at it."""
    folder = tmp_path_factory.mktemp("stub")
    routes = {
        "/books/v1/volumes?q=isbn:9785170795857": {"status": 200, "file": str(FIXTURES / "providers" / "google-books-9785170795857.json")},
        "/books/v1/volumes?q=isbn:9780451526533": {"status": 200, "file": str(FIXTURES / "providers" / "google-books-no-match.json")},
        "/books/v1/volumes?q=isbn:9785000000007": {"status": 429, "file": str(FIXTURES / "providers" / "google-books-429-quota.json")},
        "/books/v1/volumes": {"status": 200, "file": str(FIXTURES / "providers" / "google-books-no-match.json")},
        "/api/books?bibkeys=ISBN:9780451526533,ISBN:0451526538&format=json&jscmd=data":
            {"status": 200, "file": str(FIXTURES / "providers" / "openlibrary-books-0451526538.json")},
        "/api/books": {"status": 200, "file": str(FIXTURES / "providers" / "openlibrary-no-match.json")},
    }
    (folder / "routes.json").write_text(json.dumps(routes))
    stub = subprocess.Popen([sys.executable, str(STUB), str(folder / "routes.json")], stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True)
    port = int(stub.stdout.readline().split()[1])
    url = "http://127.0.0.1:%d" % port
    yield {"KARTOTEKA_PROVIDERS": "google,openlibrary", "KARTOTEKA_GOOGLE_BOOKS_URL": url, "KARTOTEKA_OPEN_LIBRARY_URL": url}
    stub.stdin.close()
    stub.terminate()
    stub.wait(timeout=10)


def test_lookup_finds_books_in_either_provider_and_says_why_not(tmp_path, providers):
    database = tmp_path / "library.sqlite"
    found = run(database, "lookup", "978-5-17-079585-7", "--json", environment=providers)
    answer = json.loads(found.stdout)
    assert answer["source"] == "Google Books"
    assert answer["draft"]["title"] == "Герой нашего времени" and answer["draft"]["authorSurname"] == "Лермонтов"
    assert answer["draft"]["authorSign"] == "Л49"
    english = json.loads(run(database, "lookup", "0451526538", "--json", environment=providers).stdout)
    assert english["source"] == "Open Library" and english["draft"]["city"] == "New York" and english["draft"]["pages"] == "216"
    missing = run(database, "lookup", "978-0-306-40615-7", environment=providers, check=False)
    assert missing.returncode == 1 and "не найдена" in missing.stderr.decode("utf-8").lower()
    quota = run(database, "lookup", "9785000000007", environment={**providers, "KARTOTEKA_PROVIDERS": "google"}, check=False)
    assert quota.returncode == 1 and "лимит запросов" in quota.stderr.decode("utf-8")
    down = run(database, "lookup", "9785170795857", environment={"KARTOTEKA_PROVIDERS": "google",
                                                                  "KARTOTEKA_GOOGLE_BOOKS_URL": "http://127.0.0.1:9"}, check=False)
    assert down.returncode == 1 and down.stderr


def test_the_configuration_file_points_at_the_providers_too(tmp_path, providers):
    conf = tmp_path / "kartoteka.conf"
    conf.write_text("# loopback stub\nproviders = google\ngoogle_books_url = %s\n" % providers["KARTOTEKA_GOOGLE_BOOKS_URL"])
    result = run(tmp_path / "library.sqlite", "--config", conf, "lookup", "9785170795857", "--json",
                 environment={"KARTOTEKA_PROVIDERS": None})
    assert json.loads(result.stdout)["source"] == "Google Books"
    conf.write_text("provider = google\n")
    bad = run(tmp_path / "library.sqlite", "--config", conf, "lookup", "9785170795857", check=False)
    assert bad.returncode == 1 and "строка 1" in bad.stderr.decode("utf-8")


@pytest.mark.parametrize("name", ["ean13.png", "ean13-photo.jpg", "qr.png", "qr-rotated.png", "qr-q40.jpg"])
def test_the_cli_reads_codes_from_photos(tmp_path, images, providers, name):
    database = tmp_path / "library.sqlite"
    run(database, "init")
    result = json.loads(run(database, "scan", images / name, "--json", environment=providers).stdout)
    assert result["codes"], name
    resolution = result["resolution"]
    if name.startswith("ean13"):
        assert result["codes"][0]["text"] == "9785170795857"
        assert resolution["kind"] == "isbn" and resolution["source"] == "Google Books"
    else:
        assert "Название книги: Герой нашего времени" in result["codes"][0]["text"]
        assert resolution["kind"] == "bookCard" and resolution["source"] == "QR"
    assert resolution["next"].startswith("/books/new?isbn=978-5-17-079585-7")


def test_no_code_and_not_an_image_say_so(tmp_path, images):
    nothing = run(tmp_path / "library.sqlite", "scan", images / "nocode.jpg", check=False)
    assert nothing.returncode == 1 and "код" in nothing.stderr.decode("utf-8").lower()
    text = tmp_path / "not-an-image.png"
    text.write_text("hello")
    refused = run(tmp_path / "library.sqlite", "scan", text, check=False)
    assert refused.returncode == 1 and refused.stderr


def test_a_librarian_scans_a_photo_saves_the_book_and_prints_its_label(kartoteka_server_factory, browser, images, providers):
    from kartoteka_ui import TEST_PASSWORD
    server = kartoteka_server_factory(demo=False, environment=providers)
    run(server.database, "user", "passwd", "admin", "--password-file", "-", input=TEST_PASSWORD.encode())
    desk = Desk(browser, server.base_url)
    desk.open("/scan")
    upload = desk.driver.find_element(By.CSS_SELECTOR, "#scan-photo input[type=file]")
    upload.send_keys(str(images / "ean13-photo.jpg"))
    desk.press("Распознать", within=desk.driver.find_element(By.ID, "scan-photo"))
    assert desk.driver.find_element(By.ID, "book-form")
    assert "Google Books" in desk.driver.find_element(By.ID, "lookup-result").text
    values = desk.values(["isbn", "title", "authorSurname", "publisher", "year", "pages", "authorSign"])
    assert values == {"isbn": "978-5-17-079585-7", "title": "Герой нашего времени", "authorSurname": "Лермонтов",
                      "publisher": "АСТ", "year": "2018", "pages": "414", "authorSign": "Л49"}
    desk.fill({"city": "Москва", "inventoryNumber": "12345"})
    desk.press("Сохранить")
    assert desk.notice().startswith("Книга сохранена.")

    # The same barcode again now offers a copy of the catalogued book.
    desk.open("/scan")
    desk.driver.find_element(By.CSS_SELECTOR, "#scan-photo input[type=file]").send_keys(str(images / "ean13.png"))
    desk.press("Распознать", within=desk.driver.find_element(By.ID, "scan-photo"))
    assert desk.path().startswith("/books/1?addCopy=")

    # Its QR card photo with the copy label opens the copy.
    card = (FIXTURES / "seed" / "qr-book-card.txt").read_text(encoding="utf-8") + "\r\nИнвентарный номер: 12345"
    label = images / "label.png"
    subprocess.run(["qrencode", "-o", str(label), "-s", "6", card], check=True)
    desk.open("/scan")
    desk.driver.find_element(By.CSS_SELECTOR, "#scan-photo input[type=file]").send_keys(str(label))
    desk.press("Распознать", within=desk.driver.find_element(By.ID, "scan-photo"))
    assert desk.path() == "/books/1?notice=scanned-copy" and "copy-12345" in desk.driver.current_url

    desk.driver.find_element(By.CSS_SELECTOR, "input[name=inventory][value='12345']").click()
    desk.press("Этикетки отмеченных")
    assert desk.path().startswith("/labels?inventory=12345")
    sheet = desk.driver.find_element(By.ID, "label-form")
    sheet.find_element(By.CSS_SELECTOR, "select[name=layout]").send_keys("2")
    desk.open("/labels?inventory=12345&print=1&layout=3x8")
    assert desk.driver.find_elements(By.TAG_NAME, "svg")
    assert "12345" in desk.driver.find_element(By.TAG_NAME, "body").text


def test_a_scanner_typing_into_the_scan_box_opens_the_copy(kartoteka_server_factory, browser):
    from kartoteka_ui import TEST_PASSWORD
    server = kartoteka_server_factory(demo=True)
    run(server.database, "user", "passwd", "admin", "--password-file", "-", input=TEST_PASSWORD.encode())
    desk = Desk(browser, server.base_url)
    desk.open("/scan")
    field = desk.driver.find_element(By.CSS_SELECTOR, "#scan-code input[name=text]")
    from selenium.webdriver.common.keys import Keys
    desk._navigating(lambda: field.send_keys("1004", Keys.ENTER))
    assert desk.path().startswith("/books/") and "copy-1004" in desk.driver.current_url


def test_a_book_in_front_of_the_camera_opens_the_new_book_form_filled_in(kartoteka_server_factory, images, providers, tmp_path):
    """The Scan page's camera (Chromium's fake camera filming the barcode photo): a book the
    catalogue lacks opens the New Book form filled in from the look-up, through the scan form's
    post (its record, annotation and all, never travels in an address)."""
    from PIL import Image
    from conftest import camera_phone
    from kartoteka_ui import TEST_PASSWORD, TEST_USERNAME
    server = kartoteka_server_factory(demo=False, environment=providers)
    run(server.database, "user", "passwd", "admin", "--password-file", "-", input=TEST_PASSWORD.encode())
    frame = tmp_path / "frame.jpg"
    picture = Image.open(images / "ean13-photo.jpg").convert("RGB")
    canvas = Image.new("RGB", (1280, 720), "white")
    picture.thumbnail((1280, 720))
    canvas.paste(picture, (0, 0))
    canvas.save(frame, quality=90)
    phone = camera_phone(frame)
    try:
        camera = Desk(phone, server.base_url)
        camera.sign_in(TEST_USERNAME, TEST_PASSWORD)
        camera.open("/scan")
        phone.find_element(By.ID, "camera-start").click()
        camera.wait_until(lambda: phone.find_elements(By.ID, "book-form"), timeout=30,
                          message="the camera's frames did not open the New Book form")
        assert camera.values(["isbn", "title"]) == {"isbn": "978-5-17-079585-7", "title": "Герой нашего времени"}
        assert camera.path() == "/scan", "answered to the post, not opened by an address"
    finally:
        phone.quit()
