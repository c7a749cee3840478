"""A librarian's first day with an empty library, in a real headless browser, through the pages
only: catalogue a book, fail to save one and fix it, register readers (two sharing a phone, the
card saying whose it is too), lend a book choosing the reader from the searchable list, and take
it back.

The tests run in order and build on each other, as the day does."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kartoteka_ui import DESKTOP, Desk

LERMONTOV = {
    "isbn": "978-5-17-079585-7",
    "authorSurname": "Лермонтов",
    "authorInitials": "М. Ю.",
    "title": "Герой нашего времени",
    "publisher": "АСТ",
    "city": "Москва",
    "year": "2018",
    "pages": "414",
    "inventoryNumber": "12345",
    "price": "254",
    "bbk": "84(2Рос=Рус)1",
    "authorSign": "Л49",
}

PUSHKIN = {
    "isbn": "978-5-17-079585-8",  # wrong check digit
    "authorSurname": "Пушкин",
    "authorInitials": "А. С.",
    "title": "",  # missing
    "publisher": "Эксмо",
    "city": "Москва",
    "year": "2019",
    "pages": "320",
    "inventoryNumber": "12345",  # Lermontov's copy already has it
    "price": "199",
    "bbk": "84(2Рос=Рус)1",
    "authorSign": "П91",
}

IVANOV = {
    "ticketNumber": "000123",
    "surname": "Иванов",
    "firstName": "Иван",
    "patronymic": "Петрович",
    "birth": "1990",
    "gender": "male",
    "category": "студент",
    "workplace": "МГУ",
    "phone": "+7 900 123-45-67",
    "email": "ivanov@example.org",
    "postcode": "119991",
    "city": "Москва",
    "street": "Ленинский проспект",
    "house": "1",
    "flat": "2",
}

PETROVA = {
    "ticketNumber": "000124",
    "surname": "Петрова",
    "firstName": "Анна",
    "patronymic": "Сергеевна",
    "birth": "17.05.1995",
    "gender": "female",
    "category": "преподаватель",
    "workplace": "Школа № 5",
    "phone": "8 (900) 123-45-67",  # Ivanov's number, written the other way
    "email": "petrova@example.org",
    "postcode": "101000",
    "city": "Москва",
    "street": "Тверская",
    "house": "7",
    "flat": "15",
}


@pytest.fixture(scope="module")
def desk(browser, web_server_clean):
    browser.delete_all_cookies()
    desk = Desk(browser, web_server_clean.url)
    desk.resize(DESKTOP)
    return desk


def test_new_book_form_saves_every_original_field(desk):
    desk.open("/")
    desk.click_link("Книги", within=desk.driver.find_element(By.CSS_SELECTOR, ".tiles"))
    assert "В каталоге пока нет книг." in desk.main_text()
    desk.press("+ Новая книга")
    assert desk.path() == "/books/new"
    # A barcode scanner types the ISBN and presses Enter: that moves on instead of saving.
    desk.driver.find_element(By.ID, "isbn").send_keys("9785170795857", Keys.ENTER)
    assert desk.driver.switch_to.active_element.get_attribute("name") == "authorSurname"
    assert desk.path() == "/books/new" and not desk.driver.find_elements(By.CSS_SELECTOR, ".error")
    desk.fill(LERMONTOV)
    desk.press("Сохранить")

    assert desk.path().startswith("/books?")
    assert desk.notice().startswith("Книга сохранена.")
    row = desk.row_with("Герой нашего времени")
    assert "Лермонтов М. Ю." in row.find_element(By.CSS_SELECTOR, ".author").text

    row.find_element(By.TAG_NAME, "a").click()
    card = desk.main_text()
    for shown in ("Лермонтов М. Ю.", "Герой нашего времени", "978-5-17-079585-7", "АСТ", "Москва", "2018", "414",
                  "254.00", "84(2Рос=Рус)1", "Л49", "12345"):
        assert shown in card


def test_failed_book_save_shows_problems_by_the_fields_and_keeps_everything_typed(desk):
    desk.open("/books/new")
    desk.fill(PUSHKIN)
    desk.press("Сохранить")

    assert desk.path() == "/books/new"
    assert desk.driver.find_elements(By.CSS_SELECTOR, ".problems[role=alert]")
    assert desk.error_for("title") == "Укажите название книги."
    assert "контрольная цифра" in desk.error_for("isbn")
    assert desk.values(PUSHKIN) == PUSHKIN
    assert desk.driver.find_element(By.ID, "title").get_attribute("aria-invalid") == "true"
    assert desk.error_for("publisher") == ""

    # The title and ISBN fixed, the inventory number is still taken by Lermontov's copy.
    desk.fill({"title": "Евгений Онегин", "isbn": "978-0-306-40615-7"})
    desk.press("Сохранить")
    assert "12345" in desk.error_for("inventoryNumber")
    assert desk.error_for("title") == "" and desk.error_for("isbn") == ""
    assert desk.values(PUSHKIN) == {**PUSHKIN, "title": "Евгений Онегин", "isbn": "978-0-306-40615-7"}

    desk.fill({"inventoryNumber": "12346"})
    desk.press("Сохранить")
    assert desk.notice().startswith("Книга сохранена.")
    assert [row.find_element(By.CSS_SELECTOR, ".title").text for row in desk.rows()] == [
        "Герой нашего времени, 2018", "Евгений Онегин, 2019"]


def test_siblings_share_a_phone_the_card_says_whose_it_is_and_any_spelling_finds_them(desk):
    desk.open("/readers")
    assert "Читателей пока нет." in desk.main_text()
    desk.press("+ Новый читатель")
    desk.fill(IVANOV)
    desk.press("Сохранить")
    assert desk.notice() == "Читатель сохранён."
    assert desk.driver.find_element(By.TAG_NAME, "h1").text == "Иванов Иван Петрович"
    card = desk.main_text()
    for shown in ("000123", "+7 900 123-45-67", "ivanov@example.org", "студент", "МГУ", "Москва"):
        assert shown in card
    assert not desk.driver.find_elements(By.ID, "shared-phone")

    # Petrova gives the same number written the other way: saved, and her card says whose it is too.
    desk.open("/readers/new")
    desk.fill(PETROVA)
    desk.press("Сохранить")
    assert desk.notice() == "Читатель сохранён."
    shared = desk.driver.find_element(By.ID, "shared-phone").text
    assert "Иванов И. П." in shared and "000123" in shared
    desk.open("/readers/000123")
    assert "000124" in desk.driver.find_element(By.ID, "shared-phone").text
    desk.open("/readers/000124/edit")
    assert "000123" in desk.driver.find_element(By.ID, "shared-phone").text

    # Any spelling of the number finds both.
    for typed in ("+7 900 123-45-67", "8 900 123-45-67", "900-123-45-67", "89001234567"):
        desk.open("/readers")
        search = desk.driver.find_element(By.CSS_SELECTOR, "input[name=q]")
        desk.type_into(search, typed)
        desk._navigating(lambda: search.send_keys(Keys.ENTER))
        names = [row.find_element(By.CSS_SELECTOR, ".title").text for row in desk.rows("#reader-list > li")]
        assert names == ["Иванов Иван Петрович", "Петрова Анна Сергеевна"], typed


def test_lend_page_live_search_shows_and_hides_nothing_found(desk):
    desk.open("/books")
    desk.row_with("Герой нашего времени").find_element(By.TAG_NAME, "a").click()
    desk.press("Выдать", within=desk.driver.find_element(By.CSS_SELECTOR, "li[data-inventory='12345']"))
    assert desk.path() == "/copies/12345/lend"

    search = desk.driver.find_element(By.CSS_SELECTOR, "input[type=search]")
    desk.live_search(search, "Яяя")
    assert "Никого не найдено." in desk.main_text()
    assert desk.rows("#reader-choices li") == []
    desk.live_search(search, "Ива")
    assert "Иванов Иван Петрович" in desk.driver.find_element(By.ID, "reader-choices").text
    assert "Никого не найдено." not in desk.main_text()


def test_lend_to_a_reader_chosen_from_the_list_highlights_the_row_until_returned(desk):
    desk.open("/copies/12345/lend")
    desk.live_search(desk.driver.find_element(By.CSS_SELECTOR, "input[type=search]"), "Иванов")
    choice = desk.row_with("Иванов Иван Петрович", "#reader-choices li")
    assert "Петрова" not in desk.main_text()
    desk.press("Выдать", within=choice)

    assert desk.notice() == "Книга выдана."
    copy = desk.driver.find_element(By.CSS_SELECTOR, "li[data-inventory='12345']")
    assert "выдан" in copy.text and "Иванов И. П." in copy.text and "000123" in copy.text
    assert "on-loan" in copy.get_attribute("class")

    desk.open("/books")
    lent, plain = desk.row_with("Герой нашего времени"), desk.row_with("Евгений Онегин")
    assert "on-loan" in lent.get_attribute("class")
    assert desk.background(lent) != desk.background(plain)
    plain_background = desk.background(plain)

    desk.click_link("Выданы", within=desk.driver.find_element(By.CSS_SELECTOR, ".filters"))
    assert "availability=on_loan" in desk.path()
    assert [row.find_element(By.CSS_SELECTOR, ".title").text for row in desk.rows()] == ["Герой нашего времени, 2018"]

    desk.open("/readers/000123")
    assert "Герой нашего времени" in desk.driver.find_element(By.ID, "reader-loans").text

    desk.open("/books")
    desk.row_with("Герой нашего времени").find_element(By.TAG_NAME, "a").click()
    desk.press("Вернуть")
    assert desk.notice() == "Книга возвращена."
    copy = desk.driver.find_element(By.CSS_SELECTOR, "li[data-inventory='12345']")
    assert "on-loan" not in copy.get_attribute("class")

    desk.open("/books")
    row = desk.row_with("Герой нашего времени")
    assert "on-loan" not in row.get_attribute("class")
    assert desk.background(row) == plain_background
    desk.open("/books?availability=on_loan")
    assert desk.rows() == []
    assert "Ничего не найдено." in desk.main_text()


def test_lend_by_ticket_number_and_a_copy_lent_meanwhile_says_who_has_it(desk):
    # Two librarians open the lend page of the same copy; the second one is a moment late.
    desk.open("/copies/12346/lend")
    first = desk.driver.current_window_handle
    desk.driver.switch_to.new_window("tab")
    desk.open("/copies/12346/lend")
    form = desk.driver.find_element(By.ID, "lend-by-ticket")
    desk.fill({"ticketNumber": "000124"}, form=form)
    desk.press("Выдать", within=form)
    assert desk.notice() == "Книга выдана."
    assert "Петрова А. С." in desk.driver.find_element(By.CSS_SELECTOR, "li[data-inventory='12346']").text
    desk.driver.close()
    desk.driver.switch_to.window(first)

    form = desk.driver.find_element(By.ID, "lend-by-ticket")
    desk.fill({"ticketNumber": "000123"}, form=form)
    desk.press("Выдать", within=form)
    assert desk.path() == "/copies/12346/lend"
    unavailable = desk.driver.find_element(By.ID, "lend-unavailable").text
    assert "уже выдан" in unavailable and "Петрова А. С." in unavailable and "000124" in unavailable
    assert not desk.driver.find_elements(By.ID, "lend-by-ticket")

    desk.press("Принять возврат")
    assert desk.path().startswith("/copies/12346/lend?")
    assert desk.notice() == "Книга возвращена."
    assert desk.driver.find_elements(By.ID, "lend-by-ticket")
