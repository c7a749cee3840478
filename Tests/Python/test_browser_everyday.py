"""Everyday desk work in a real headless browser, over the demo library: scanning a reader's
ticket label, what the Scan page says about codes it does not know, the New Book form's Enter
key, where saving a book leads, the camera button, and one label sheet for books chosen on the
list."""

from __future__ import annotations

import base64

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kartoteka_ui import DESKTOP, Desk


@pytest.fixture(scope="module")
def desk(browser, web_server):
    browser.delete_all_cookies()
    desk = Desk(browser, web_server.url)
    desk.resize(DESKTOP)
    return desk


def photograph(desk: Desk, path: str, file) -> None:
    """Saves a picture of a page as a phone's camera would see it, at about 300 dots per inch
    (three device pixels to a CSS pixel), and leaves the viewport as it was."""
    desk.open(path)
    desk.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 800, "height": 1130, "deviceScaleFactor": 3, "mobile": False})
    try:
        shot = desk.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
        file.write_bytes(base64.b64decode(shot["data"]))
    finally:
        desk.resize(DESKTOP)


def scan_photo(desk: Desk, picture) -> None:
    desk.open("/scan")
    desk.driver.find_element(By.CSS_SELECTOR, "#scan-photo input[type=file]").send_keys(str(picture))
    desk.press("Распознать", within=desk.driver.find_element(By.ID, "scan-photo"))


def scan_typed(desk: Desk, text: str) -> None:
    """Types a code into the Scan page's box and presses Enter, as a USB barcode scanner does."""
    desk.open("/scan")
    field = desk.driver.find_element(By.CSS_SELECTOR, "#scan-code input[name=text]")
    desk._navigating(lambda: field.send_keys(text, Keys.ENTER))


def test_a_reader_ticket_label_opens_the_reader_by_photo_and_by_scanner(desk, tmp_path):
    # The label as printed: its QR card and, beside it, the ticket number as a barcode.
    picture = tmp_path / "ticket-label.png"
    photograph(desk, "/labels?ticket=000102&print=1&layout=2x7", picture)
    scan_photo(desk, picture)
    assert desk.path().split("?")[0] == "/readers/000102", desk.main_text()
    assert "Петрова" in desk.main_text()
    # A USB scanner reads the barcode alone and types it.
    scan_typed(desk, "000103")
    assert desk.path().split("?")[0] == "/readers/000103", desk.main_text()
    assert "Сидоров" in desk.main_text()


def demo_isbn(web_server, title_id: int) -> str:
    import json
    import urllib.request
    with urllib.request.urlopen(web_server.request(f"/api/v1/titles/{title_id}")) as answer:
        return json.load(answer)["isbn"]


def test_a_reader_ticket_label_in_front_of_the_camera_opens_the_reader(desk, web_server, tmp_path):
    """The phone's camera, played by Chromium's fake camera filming the printed label: frames go to
    the server, and the label's QR card, not the barcode beside it, opens the reader."""
    from PIL import Image
    from conftest import camera_phone
    from kartoteka_ui import TEST_PASSWORD, TEST_USERNAME

    picture = tmp_path / "label.png"
    photograph(desk, "/labels?ticket=000104&print=1&layout=2x7", picture)
    frame = tmp_path / "frame.jpg"
    Image.open(picture).convert("RGB").crop((0, 0, 1280, 720)).save(frame, quality=90)
    phone = camera_phone(frame)
    try:
        camera = Desk(phone, web_server.url)
        camera.sign_in(TEST_USERNAME, TEST_PASSWORD)
        camera.open("/scan")
        phone.find_element(By.ID, "camera-start").click()
        camera.wait_until(lambda: camera.path().startswith("/readers/000104"), timeout=20,
                          message="the camera's frames did not open the reader")
        assert "Кузнецова" in camera.main_text()
    finally:
        phone.quit()


def test_what_a_scan_found_is_said_where_it_leads_and_unknown_codes_say_what_to_do(desk, web_server):
    # An ISBN already catalogued: the title card says so, and offers a copy instead of a record.
    scan_typed(desk, demo_isbn(web_server, 2))
    assert desk.path().startswith("/books/2?"), desk.main_text()
    assert "уже есть в каталоге" in desk.notice()
    assert desk.driver.find_element(By.ID, "add-copy")
    # A new ISBN (look-ups are off on this server): the New Book form says it is not catalogued.
    scan_typed(desk, "978-0-306-40615-7")
    assert desk.driver.find_element(By.ID, "book-form")
    assert desk.notice() == "Книги с этим ISBN нет в каталоге: заполните форму."
    assert desk.values(["isbn"]) == {"isbn": "978-0-306-40615-7"}
    # A copy's number: its card says the copy was found.
    scan_typed(desk, "1004")
    assert "copy-1004" in desk.driver.current_url and "найден по этикетке" in desk.notice()
    # A code nobody has: said plainly, what to scan instead, and what may be added.
    scan_typed(desk, "ШКАФ-7")
    assert desk.path() == "/scan"
    problem = desk.driver.find_element(By.ID, "scan-problem")
    assert "«ШКАФ-7» Картотеке неизвестен" in problem.text and "штрихкод ISBN на обороте" in problem.text
    desk.click_link("Добавить книгу с инвентарным номером ШКАФ-7", within=problem)
    assert desk.values(["inventoryNumber"]) == {"inventoryNumber": "ШКАФ-7"}
    # A shop's barcode is not a book's ISBN.
    scan_typed(desk, "4607001234567")
    assert "не ISBN книги" in desk.driver.find_element(By.ID, "scan-problem").text


def test_enter_in_the_new_book_form_saves_and_the_isbn_look_up_is_posted(desk):
    desk.open("/books/new")
    desk.fill({"title": "Сказки", "authorSurname": "Андерсен", "inventoryNumber": "E-1"})
    field = desk.driver.find_element(By.NAME, "authorSurname")
    desk._navigating(lambda: field.send_keys(Keys.ENTER))
    assert "csrf" not in desk.driver.current_url and "title=" not in desk.driver.current_url
    assert desk.path().startswith("/books"), desk.path()
    assert "сохранена" in desk.notice(), desk.main_text()
    # The look-up is a button of its own, posted: nothing typed goes into the address.
    desk.open("/books/new")
    desk.fill({"isbn": "978-0-306-40615-7", "title": "Черновик", "inventoryNumber": "E-2"})
    desk.press("Найти по ISBN")
    assert desk.path() == "/books/lookup"
    assert desk.values(["isbn", "title", "inventoryNumber"]) == {
        "isbn": "978-0-306-40615-7", "title": "Черновик", "inventoryNumber": "E-2"}
    assert desk.driver.find_element(By.ID, "lookup-result").text


def test_saving_a_book_returns_to_the_list_page_and_a_likely_duplicate_is_warned_about(desk):
    desk.open("/books?q=%D0%BF%D1%83%D1%88%D0%BA%D0%B8%D0%BD&availability=available")  # «пушкин», on the shelf
    desk.press("+ Новая книга")
    desk.fill({"title": "Сказка о рыбаке и рыбке", "authorSurname": "Пушкин", "year": "2021", "inventoryNumber": "E-3"})
    desk.press("Сохранить")
    assert desk.path().startswith("/books?q=%D0%BF%D1%83%D1%88%D0%BA%D0%B8%D0%BD&availability=available&"), desk.path()
    assert desk.notice() == "Книга сохранена. Пушкин Сказка о рыбаке и рыбке, 2021, экземпляр E-3."
    # The same book typed again (in another case): a warning with the book, before anything is saved.
    desk.press("+ Новая книга")
    desk.fill({"title": "СКАЗКА о рыбаке и рыбке", "authorSurname": "пушкин", "year": "2021", "inventoryNumber": "E-4"})
    desk.press("Сохранить")
    warning = desk.driver.find_element(By.ID, "duplicate-warning")
    assert "уже есть в каталоге" in warning.text and "Пушкин Сказка о рыбаке и рыбке, 2021" in warning.text
    assert desk.values(["title", "inventoryNumber"]) == {"title": "СКАЗКА о рыбаке и рыбке", "inventoryNumber": "E-4"}
    desk.press("Добавить экземпляр E-4 к этой книге", within=warning)
    assert desk.notice() == "Экземпляр добавлен."
    assert "E-3" in desk.main_text() and "E-4" in desk.main_text()


def test_the_series_is_typed_in_the_form_shown_on_the_card_searched_and_edited(desk):
    desk.open("/books/new")
    labels = [label.text for label in desk.driver.find_elements(By.CSS_SELECTOR, "#book-form label.field > span")]
    assert labels.index("Серия") == labels.index("Цена") + 1 and labels.index("Номер в серии") == labels.index("Серия") + 1
    desk.fill({"title": "Остров сокровищ", "authorSurname": "Стивенсон", "series": "Библиотека приключений",
               "seriesNumber": "7", "inventoryNumber": "S-1"})
    desk.press("Сохранить")
    assert "сохранена" in desk.notice(), desk.main_text()
    desk.open("/books?q=%D0%BF%D1%80%D0%B8%D0%BA%D0%BB%D1%8E%D1%87%D0%B5%D0%BD%D0%B8%D0%B9")  # «приключений»: the series' words are searched
    desk.click_link("Остров сокровищ")
    facts = desk.driver.find_element(By.CSS_SELECTOR, "dl.facts").text
    assert "Серия\nБиблиотека приключений" in facts and "Номер в серии\n7" in facts, facts
    desk.click_link("Изменить")
    assert desk.values(["series", "seriesNumber"]) == {"series": "Библиотека приключений", "seriesNumber": "7"}
    desk.fill({"series": "Золотая библиотека", "seriesNumber": ""})
    desk.press("Сохранить")
    facts = desk.driver.find_element(By.CSS_SELECTOR, "dl.facts").text
    assert "Золотая библиотека" in facts and "Номер в серии" not in facts, facts


def test_the_camera_button_shows_only_where_the_camera_can_work_and_elsewhere_the_page_says_why(desk, browser,
                                                                                                  kartoteka_server_factory, lan_address):
    from kartoteka_ui import TEST_PASSWORD
    # On this computer (a secure address for the browser) the camera can be asked for.
    desk.open("/scan")
    assert desk.driver.find_element(By.ID, "camera-start").is_displayed()
    # From another computer over plain http it cannot: no button, and the page says why and what to do.
    server = kartoteka_server_factory(demo=False, host="0.0.0.0", password=TEST_PASSWORD)
    remote = Desk(browser, server.base_url.replace("127.0.0.1", lan_address))
    remote.open("/scan")
    assert not remote.driver.find_element(By.ID, "camera-start").is_displayed()
    message = remote.driver.find_element(By.ID, "scan-message").text
    assert "https://" in message and "загрузите фото" in message and "USB-сканер" in message


def test_books_ticked_on_the_list_print_on_one_label_sheet(desk):
    desk.open("/books?q=%D1%82%D0%BE%D0%BB%D1%81%D1%82%D0%BE%D0%B9")  # «толстой»: two titles
    rows = desk.rows()
    assert len(rows) == 2
    for row in rows:
        row.find_element(By.CSS_SELECTOR, "input[type=checkbox][name=title]").click()
    desk.press("Этикетки отмеченных книг")
    assert desk.path().startswith("/labels?title=")
    chosen = [item.text for item in desk.driver.find_elements(By.CSS_SELECTOR, "ul.history li")]
    assert len(chosen) >= 2 and all(item.startswith("экземпляр ") for item in chosen), chosen
    inventory = "&".join("inventory=" + item.split(" ", 1)[1] for item in chosen)
    desk.open("/labels?print=1&layout=3x8&" + inventory)
    sheet = desk.driver.find_element(By.TAG_NAME, "body").text
    assert all(item.split(" ", 1)[1] in sheet for item in chosen)
    assert len(desk.driver.find_elements(By.CSS_SELECTOR, "svg")) >= 2 * len(chosen)  # a QR code and a barcode each


def test_an_administrator_lifts_the_wait_after_failed_sign_ins_from_the_command_line(browser, kartoteka_server_factory):
    import sqlite3
    import time
    from kartoteka_ui import TEST_PASSWORD
    server = kartoteka_server_factory(demo=False, password=TEST_PASSWORD)
    desk = Desk(browser, server.base_url)
    for attempt in range(3):  # free: no wait between them, however slow the machine
        desk.sign_in(password=f"mistyped {attempt}")
        assert "Неверное имя или пароль" in desk.main_text()
    with sqlite3.connect(server.database) as database:
        rows = database.execute("SELECT address FROM sign_in_failures WHERE name = 'admin'").fetchall()
        assert len(rows) == 3
        # Seven more mistypes from the same desk, as the throttle would have counted them just now.
        database.executemany("INSERT INTO sign_in_failures (name, address, failed_at) VALUES ('admin', ?, ?)",
                             [(rows[0][0], int(time.time()))] * 7)
    desk.sign_in()
    assert "Повторите через" in desk.main_text() and "kartoteka user unlock" in desk.main_text()
    assert "admin" in server._cli("user", "unlock", "admin")
    desk.sign_in()
    assert desk.driver.find_elements(By.CSS_SELECTOR, "form.account")
    # Signed in, the sign-in page's own "Выйти" signs out (its forms carry the sign-in form's token).
    desk.driver.get(server.base_url + "/login")
    desk.sign_out()
    assert not desk.driver.find_elements(By.CSS_SELECTOR, "form.account"), desk.main_text()
