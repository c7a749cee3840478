"""The librarians' pages in a real headless browser over the demo library: loan highlighting,
overdue, locations, escaping of user text, the English switch, and the layout on a phone and a
desktop. Everything is done through the pages, as a librarian would."""

from __future__ import annotations

import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kartoteka_ui import DESKTOP, PHONE, Desk

SCRIPT = "<script>alert(1)</script>"
IMAGE = '"><img src=x onerror=alert(2)>'
LONG_WORD = "Сверхдлиннаянепрерывнаястрокабезединогопробела" * 2
LONG_INVENTORY = "LONG-" + "7" * 27


@pytest.fixture(scope="module")
def desk(browser, web_server):
    return Desk(browser, web_server.url)


@pytest.fixture(autouse=True)
def russian_desktop(desk):
    desk.driver.delete_all_cookies()
    desk.resize(DESKTOP)


def first_link(desk: Desk, list_path: str, selector: str = "#book-list > li a") -> str:
    desk.open(list_path)
    return desk.driver.find_element(By.CSS_SELECTOR, selector).get_attribute("pathname")


def add_book(desk: Desk, fields: dict[str, str]) -> None:
    desk.open("/books/new")
    desk.fill(fields)
    desk.press("Сохранить")
    assert desk.notice().startswith("Книга сохранена."), desk.main_text()


def add_reader(desk: Desk, fields: dict[str, str]) -> None:
    desk.open("/readers/new")
    desk.fill(fields)
    desk.press("Сохранить")
    assert desk.notice() == "Читатель сохранён.", desk.main_text()


def lend(desk: Desk, inventory: str, search: str, reader: str) -> None:
    desk.open(f"/copies/{inventory}/lend")
    desk.live_search(desk.driver.find_element(By.CSS_SELECTOR, "input[type=search]"), search)
    desk.press("Выдать", within=desk.row_with(reader, "#reader-choices li"))
    assert desk.notice() == "Книга выдана.", desk.main_text()


# Loans and overdue ------------------------------------------------------------------------------

def test_plain_on_loan_and_overdue_rows_have_three_different_styles(desk):
    desk.open("/books?availability=overdue")
    overdue_rows = desk.rows()
    assert len(overdue_rows) >= 3
    assert all("overdue" in row.get_attribute("class") for row in overdue_rows)
    assert all("просрочено" in row.text for row in overdue_rows)
    overdue = {desk.background(row) for row in overdue_rows}

    desk.open("/books?availability=on_loan")
    on_loan_rows = [row for row in desk.rows() if row.get_attribute("class") == "row on-loan"]
    assert on_loan_rows, "no title is on loan without being overdue"
    on_loan = {desk.background(row) for row in on_loan_rows}

    desk.open("/books?availability=available")
    plain = {desk.background(row) for row in desk.rows() if row.get_attribute("class") == "row"}

    assert len(overdue) == len(on_loan) == len(plain) == 1
    assert len(overdue | on_loan | plain) == 3


def test_overdue_page_lists_overdue_loans_in_the_overdue_style(desk):
    desk.open("/books?availability=overdue")
    overdue_background = desk.background(desk.rows()[0])
    overdue_titles = [row.find_element(By.CSS_SELECTOR, ".title").text.rsplit(",", 1)[0] for row in desk.rows()]

    desk.open("/")
    desk.click_link("Просрочки", within=desk.driver.find_element(By.CSS_SELECTOR, "nav.menu"))
    assert desk.path() == "/overdue"
    loans = desk.rows("#overdue-list > li")
    assert len(loans) >= len(overdue_titles)
    for loan in loans:
        assert "overdue" in loan.get_attribute("class")
        assert desk.background(loan) == overdue_background
        assert "просрочено на" in loan.text
        assert loan.find_elements(By.CSS_SELECTOR, ".phone")
    shown = desk.driver.find_element(By.ID, "overdue-list").text
    for title in overdue_titles:
        assert title in shown

    desk.open(first_link(desk, "/overdue", "#overdue-list > li a[href^='/books/']"))
    overdue_copy = desk.driver.find_element(By.CSS_SELECTOR, "li.copy.overdue")
    assert "просрочено на" in overdue_copy.text
    assert desk.background(overdue_copy) == overdue_background


def test_a_refused_action_says_why_and_leads_back(desk):
    desk.open("/readers/000101")
    assert "Книги на руках (1)" in desk.main_text()
    desk.press("Удалить", confirm=True)
    assert desk.driver.find_element(By.TAG_NAME, "h1").text == "Не получилось"
    assert "нельзя удалить" in desk.main_text()
    desk.press("← Назад")
    assert desk.path() == "/readers/000101"
    assert desk.driver.find_element(By.TAG_NAME, "h1").text == "Иванов Иван Иванович"


# Locations --------------------------------------------------------------------------------------

def location_cities(desk: Desk) -> list[str]:
    return [item.find_element(By.CSS_SELECTOR, "div").text.split("\n")[1].split(",")[0]
            for item in desk.rows("#location-results > li")]


def test_locations_search_by_country_as_you_type_and_by_submitting(desk):
    desk.open("/locations/search")
    assert len(desk.rows("#location-results > li")) == 5
    search = desk.driver.find_element(By.ID, "country")
    desk.live_search(search, "Ame")
    assert sorted(location_cities(desk)) == ["New York", "San Francisco"]
    assert "Библиотек в такой стране нет." not in desk.main_text()

    desk.live_search(search, "zz")
    assert location_cities(desk) == []
    assert "Библиотек в такой стране нет." in desk.main_text()

    desk.live_search(search, "")
    assert len(location_cities(desk)) == 5
    assert "Библиотек в такой стране нет." not in desk.main_text()

    # Without the script: the form itself.
    desk.open("/locations/search")
    desk.driver.find_element(By.ID, "country").send_keys("ame", Keys.ENTER)
    desk.wait_until(lambda: "country=ame" in desk.path())
    assert sorted(location_cities(desk)) == ["New York", "San Francisco"]
    desk.open("/locations/search?country=zz")
    assert location_cities(desk) == [] and "Библиотек в такой стране нет." in desk.main_text()


def test_locations_are_added_edited_and_deleted_on_the_manage_page(desk):
    desk.open("/locations/search")
    desk.press("Управление адресами")
    assert desk.path() == "/locations/manage"
    new = desk.driver.find_element(By.ID, "new-location")
    typed = {"streetAddress": "Воздвиженка, 3/5", "city": "", "country": "Russia", "emoji": "🇷🇺", "hours": "9–20"}
    desk.fill(typed, form=new)
    desk.press("Добавить")
    assert desk.error_for("city") == "Укажите город."
    assert desk.values(typed, form=desk.driver.find_element(By.ID, "new-location")) == typed

    desk.fill({"city": "Москва"}, form=desk.driver.find_element(By.ID, "new-location"))
    desk.press("Добавить")
    assert desk.notice() == "Адрес сохранён."
    assert len(set(element.get_attribute("id") for element in desk.driver.find_elements(By.CSS_SELECTOR, "[id]"))) == \
        len(desk.driver.find_elements(By.CSS_SELECTOR, "[id]")), "element ids repeat on the manage page"
    row = desk.row_with("Воздвиженка, 3/5", "li.location-edit")
    assert "Москва" in row.find_element(By.TAG_NAME, "summary").text
    assert not row.find_element(By.NAME, "city").is_displayed(), "a location's form is open before it is pressed"
    row_id = row.get_attribute("id")

    desk.open("/locations/search?country=rus")
    assert location_cities(desk) == ["Москва"]

    desk.open("/locations/manage")
    row = desk.driver.find_element(By.ID, row_id)
    row.find_element(By.TAG_NAME, "summary").click()
    desk.fill({"city": "", "hours": "10–22"}, form=row)
    desk.press("Сохранить", within=row)
    row = desk.driver.find_element(By.ID, row_id)
    error = row.find_element(By.ID, row_id + "-city-error")
    assert error.is_displayed() and error.text == "Укажите город."
    summary = desk.driver.find_element(By.CSS_SELECTOR, ".problems[role=alert]")
    assert summary.find_element(By.CSS_SELECTOR, f"a[href='#{row_id}-city']").text == "Укажите город."
    assert desk.values(["streetAddress", "city", "hours"], form=row) == {
        "streetAddress": "Воздвиженка, 3/5", "city": "", "hours": "10–22"}
    assert desk.error_for("city") == "", "the new location's form shows another form's problem"
    desk.fill({"city": "Москва, центр"}, form=row)
    desk.press("Сохранить", within=row)
    assert desk.notice() == "Адрес сохранён."
    desk.open("/locations/search?country=Rus")
    assert location_cities(desk) == ["Москва"] and "Москва, центр" in desk.main_text() and "10–22" in desk.main_text()

    desk.open("/locations/manage")
    row = desk.driver.find_element(By.ID, row_id)
    row.find_element(By.TAG_NAME, "summary").click()
    desk.press("Удалить", within=row, confirm=True)
    assert desk.notice() == "Адрес удалён."
    assert not desk.driver.find_elements(By.ID, row_id)
    desk.open("/locations/search?country=Rus")
    assert location_cities(desk) == []


# Escaping ---------------------------------------------------------------------------------------

def assert_shown_literally(desk: Desk, *texts: str) -> None:
    assert desk.alerts() == [], f"a script ran on {desk.path()}"
    injected = desk.driver.execute_script(
        "return document.querySelectorAll('img, main script, [onerror], [onload]').length")
    assert injected == 0, f"markup from user text became elements on {desk.path()}"
    shown = desk.main_text()
    for text in texts:
        assert text in shown, f"{text!r} not shown on {desk.path()}"


def test_user_text_is_shown_literally_and_never_runs(desk):
    add_book(desk, {
        "authorSurname": IMAGE, "authorInitials": "И. И.", "title": SCRIPT + " Том 1", "publisher": IMAGE,
        "city": SCRIPT, "bbk": IMAGE, "keywords": SCRIPT, "annotation": SCRIPT + IMAGE, "inventoryNumber": "XSS-1",
        "storagePlace": IMAGE,
    })
    add_reader(desk, {
        "ticketNumber": "XSS-007", "surname": IMAGE, "firstName": SCRIPT, "patronymic": IMAGE,
        "category": SCRIPT, "workplace": IMAGE, "phone": "+7 999 000-00-07", "city": SCRIPT, "street": IMAGE,
    })
    assert_shown_literally(desk, SCRIPT, IMAGE)

    desk.open("/books")
    desk.driver.find_element(By.NAME, "q").send_keys("alert", Keys.ENTER)
    desk.wait_until(lambda: "q=alert" in desk.path())
    assert_shown_literally(desk, SCRIPT + " Том 1")
    card = desk.rows()[0].find_element(By.TAG_NAME, "a").get_attribute("pathname")

    desk.open(card)
    assert_shown_literally(desk, SCRIPT + " Том 1", IMAGE, SCRIPT + IMAGE)
    assert desk.driver.title.startswith(SCRIPT)

    desk.open(card + "/edit")
    assert_shown_literally(desk)
    assert desk.values(["title", "authorSurname", "annotation"]) == {
        "title": SCRIPT + " Том 1", "authorSurname": IMAGE, "annotation": SCRIPT + IMAGE}
    desk.press("Сохранить")
    assert desk.notice() == "Книга сохранена."
    assert_shown_literally(desk, SCRIPT + " Том 1")

    lend(desk, "XSS-1", "XSS-007", SCRIPT)
    assert_shown_literally(desk, SCRIPT + " Том 1", IMAGE)

    desk.open("/readers/XSS-007")
    assert_shown_literally(desk, SCRIPT, IMAGE, SCRIPT + " Том 1")
    desk.open("/readers/XSS-007/edit")
    assert_shown_literally(desk)
    assert desk.values(["surname", "firstName", "street"]) == {"surname": IMAGE, "firstName": SCRIPT, "street": IMAGE}
    desk.open("/readers?q=XSS-007")
    assert_shown_literally(desk, SCRIPT, IMAGE)
    desk.open("/copies/XSS-1/edit")
    assert_shown_literally(desk)
    assert desk.values(["storagePlace"]) == {"storagePlace": IMAGE}

    # Text typed into search boxes comes back in the box and in the links, never as markup.
    desk.open("/books")
    desk.driver.find_element(By.NAME, "q").send_keys(IMAGE + SCRIPT, Keys.ENTER)
    desk.wait_until(lambda: "%3C" in desk.path())
    assert_shown_literally(desk)
    assert desk.values(["q"]) == {"q": IMAGE + SCRIPT}
    desk.click_link("English")
    assert_shown_literally(desk)
    assert desk.values(["q"]) == {"q": IMAGE + SCRIPT}
    desk.driver.delete_all_cookies()
    desk.open("/copies/1002/lend")
    desk.live_search(desk.driver.find_element(By.NAME, "q"), IMAGE + SCRIPT)
    assert_shown_literally(desk)
    desk.open(desk.path())
    assert_shown_literally(desk)
    assert desk.values(["q"]) == {"q": IMAGE + SCRIPT}

    desk.open("/overdue")
    assert_shown_literally(desk)
    desk.open("/readers/" + "%3Cscript%3Ealert(1)%3C%2Fscript%3E")
    assert_shown_literally(desk)

    desk.open("/locations/manage")
    desk.fill({"streetAddress": IMAGE, "city": SCRIPT, "country": "Xanadu", "emoji": IMAGE, "hours": SCRIPT},
              form=desk.driver.find_element(By.ID, "new-location"))
    desk.press("Добавить")
    assert_shown_literally(desk, IMAGE, SCRIPT)
    desk.open("/locations/search?country=Xan")
    assert_shown_literally(desk, IMAGE, SCRIPT)

    # Take the book back so that the other tests see the demo loans only.
    desk.open(card)
    desk.press("Вернуть")


# Language ---------------------------------------------------------------------------------------

def test_english_switch_works_and_persists_across_pages(desk):
    desk.open("/books?availability=on_loan")
    assert desk.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ru"
    desk.driver.find_element(By.CSS_SELECTOR, "a.lang").click()
    desk.wait_until(lambda: desk.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en")
    assert desk.path() == "/books?availability=on_loan"
    assert desk.driver.find_element(By.TAG_NAME, "h1").text == "Books"
    assert desk.driver.find_element(By.CSS_SELECTOR, ".filters a[aria-current]").text == "On loan"

    desk.click_link("Readers", within=desk.driver.find_element(By.CSS_SELECTOR, "nav.menu"))
    assert desk.driver.find_element(By.TAG_NAME, "h1").text == "Readers"
    desk.press("+ New reader")
    desk.press("Save")
    assert desk.error_for("ticketNumber") == ""  # the next free ticket number is offered
    assert desk.error_for("firstName").startswith("Enter the")
    assert desk.error_for("phone") == "", "a reader may have no phone"
    assert "Please check the fields marked in red:" in desk.main_text()
    # The form was posted to /readers/new; switching the language goes back to the form's page.
    desk.click_link("Русский")
    assert desk.path() == "/readers/new" and desk.driver.find_element(By.TAG_NAME, "h1").text == "Новый читатель"
    desk.click_link("English")
    assert desk.driver.find_element(By.TAG_NAME, "h1").text == "New reader"
    desk.open("/locations/manage")
    desk.press("Add")
    assert desk.error_for("streetAddress") == "Enter the street address."
    desk.click_link("Русский")
    assert desk.path() == "/locations/manage" and desk.driver.find_element(By.TAG_NAME, "h1").text == "Адреса библиотек"
    desk.click_link("English")

    # The home page is headed by the library's name (its main branch's until the settings name it).
    desk.open("/")
    assert desk.driver.find_element(By.TAG_NAME, "h1").get_attribute("id") == "library-name"
    assert desk.driver.find_element(By.CSS_SELECTOR, "#today h2").text.startswith("Today, ")
    for path, heading in (("/overdue", "Overdue loans"), ("/locations/search", "Libraries by country"),
                          ("/settings", "Library settings"), ("/scan", "Scan"), ("/export", "Exchange with IRBIS64")):
        desk.open(path)
        assert desk.driver.find_element(By.TAG_NAME, "h1").text == heading
        assert desk.driver.find_element(By.CSS_SELECTOR, "a.lang").text == "Русский"

    desk.open("/settings")
    desk.press("Save")
    assert desk.notice() == "The settings were saved."

    desk.driver.find_element(By.CSS_SELECTOR, "a.lang").click()
    desk.wait_until(lambda: desk.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ru")
    assert desk.driver.find_element(By.TAG_NAME, "h1").text == "Настройки библиотеки"
    desk.open("/books")
    assert desk.driver.find_element(By.TAG_NAME, "h1").text == "Книги"


# Layout -----------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def long_strings(desk):
    """A book and a reader whose texts are long and unbroken, the copy lent to the reader."""
    desk.driver.delete_all_cookies()
    add_book(desk, {"authorSurname": LONG_WORD, "title": LONG_WORD + " " + LONG_WORD, "publisher": LONG_WORD,
                    "city": LONG_WORD, "bbk": LONG_WORD[:60], "keywords": LONG_WORD, "annotation": LONG_WORD,
                    "inventoryNumber": LONG_INVENTORY, "storagePlace": LONG_WORD[:30]})
    add_reader(desk, {"ticketNumber": "T" + "9" * 31, "surname": LONG_WORD, "firstName": LONG_WORD,
                      "workplace": LONG_WORD, "phone": "+7 999 000-00-99", "email": "x" * 60 + "@example.org"})
    lend(desk, LONG_INVENTORY, "T999", LONG_WORD)
    title = desk.driver.execute_script("return location.pathname")
    return {"title": title, "reader": "/readers/T" + "9" * 31}


def page_states(desk: Desk, long_strings: dict[str, str]):
    """(name, how to get there): every route, forms with problems, cards with loans, long words."""
    on_loan = first_link(desk, "/books?availability=on_loan", "#book-list > li.on-loan a")
    overdue = first_link(desk, "/books?availability=overdue")

    def submit_empty(path: str, button: str = "Сохранить", clear: tuple[str, ...] = ()):
        def go():
            desk.open(path)
            desk.fill({name: "" for name in clear})
            desk.press(button)
            assert desk.driver.find_elements(By.CSS_SELECTOR, ".error"), f"no problems shown on {path}"
        return go

    def lend_with_problem():
        desk.open("/copies/1002/lend?q=%D0%98")
        form = desk.driver.find_element(By.ID, "lend-by-ticket")
        desk.fill({"ticketNumber": "000999"}, form=form)
        desk.press("Выдать", within=form)
        assert desk.driver.find_elements(By.CSS_SELECTOR, ".error")

    def location_with_problem():
        desk.open("/locations/manage")
        row = desk.driver.find_elements(By.CSS_SELECTOR, "li.location-edit")[0]
        row.find_element(By.TAG_NAME, "summary").click()
        desk.fill({"country": "", "streetAddress": LONG_WORD}, form=row)
        desk.press("Сохранить", within=row)
        assert desk.driver.find_elements(By.CSS_SELECTOR, ".error")

    def refused_delete():
        desk.open("/readers/000101")
        desk.press("Удалить", confirm=True)
        assert desk.driver.find_element(By.TAG_NAME, "h1").text == "Не получилось"

    def settings_with_problems():
        desk.open("/settings")
        desk.fill({"loanDays": "0", "maximumRenewals": "99"})
        desk.press("Сохранить")
        assert len(desk.driver.find_elements(By.CSS_SELECTOR, ".error")) == 2

    plain = [
        ("home", "/"), ("books", "/books"), ("books-on-loan", "/books?availability=on_loan"),
        ("books-overdue", "/books?availability=overdue"), ("books-search", "/books?q=%D0%BF%D1%83%D1%88"),
        ("books-page-2", "/books?offset=25"), ("book-new", "/books/new"), ("title-on-loan", on_loan),
        ("title-overdue", overdue), ("title-edit", on_loan + "/edit"), ("lend", "/copies/1002/lend"),
        ("lend-results", "/copies/1002/lend?q=%D0%98"), ("lend-on-loan", "/copies/1001/lend"), ("copy-edit", "/copies/1002/edit"), ("readers", "/readers"),
        ("reader-new", "/readers/new"), ("reader-on-loan", "/readers/000101"), ("reader-edit", "/readers/000101/edit"),
        ("overdue", "/overdue"), ("locations", "/locations/search"), ("locations-ame", "/locations/search?country=Ame"),
        ("locations-none", "/locations/search?country=zz"), ("locations-manage", "/locations/manage"),
        ("settings", "/settings"), ("scan", "/scan"), ("export", "/export"), ("not-found", "/books/999999"),
        ("long-list", "/books?q=" + LONG_WORD[:20]), ("long-title", long_strings["title"]),
        ("long-title-edit", long_strings["title"] + "/edit"), ("long-reader", long_strings["reader"]),
        ("long-readers", "/readers?q=T999"), ("long-lend", f"/copies/1002/lend?q={LONG_WORD[:12]}"),
        ("long-copy-edit", f"/copies/{LONG_INVENTORY}/edit"),
    ]
    for name, path in plain:
        yield name, (lambda path=path: desk.open(path))
    yield "book-new-problems", submit_empty("/books/new")
    yield "title-edit-problems", submit_empty(on_loan + "/edit", clear=("title",))
    yield "copy-edit-problems", submit_empty("/copies/1002/edit", clear=("inventoryNumber",))
    yield "reader-new-problems", submit_empty("/readers/new")
    yield "reader-edit-problems", submit_empty("/readers/000101/edit", clear=("phone", "surname"))
    yield "lend-problems", lend_with_problem
    yield "locations-manage-problems", location_with_problem
    yield "locations-new-problems", submit_empty("/locations/manage", button="Добавить")
    yield "settings-problems", settings_with_problems
    yield "refused-delete", refused_delete
    yield "title-add-copy-problem", submit_empty(on_loan, button="Добавить экземпляр", clear=("inventoryNumber",))


SCREENSHOTS = {"home", "books", "books-overdue", "title-on-loan", "title-overdue", "book-new-problems",
               "reader-new-problems", "lend-results", "reader-on-loan", "locations-manage", "long-title", "overdue",
               "lend-on-loan", "refused-delete", "readers", "settings-problems", "locations-manage-problems"}


def test_no_page_scrolls_sideways_and_no_label_breaks(desk, long_strings, screenshot_dir, failure_screenshot_dir):
    """Every state is checked on a phone (360x740) and, after widening the same window, on a
    desktop. Set KARTOTEKA_SCREENSHOTS=/some/dir to keep screenshots of the main pages."""
    problems = []
    for name, go in page_states(desk, long_strings):
        desk.resize(PHONE)
        go()
        for size in (PHONE, DESKTOP):
            if size != PHONE:
                desk.resize(size)
            found = desk.layout_problems()
            if found:
                problems.append(f"{name} at {size[0]} px ({desk.path()}): " + " / ".join(found))
                desk.screenshot(failure_screenshot_dir / f"{size[0]}-{name}.png")
            if screenshot_dir and name in SCREENSHOTS:
                desk.screenshot(screenshot_dir / f"{size[0]}-{name}.png")
    assert not problems, "\n".join(problems)


def test_desktop_layout_is_sane(desk):
    desk.open("/books")
    assert re.search(r"/static/app-[0-9a-z]+\.css$", desk.driver.find_element(By.CSS_SELECTOR, "link[rel=stylesheet]").get_attribute("href"))
    assert desk.driver.execute_script("return getComputedStyle(document.body).backgroundColor") == "rgb(246, 245, 241)"
    main = desk.driver.find_element(By.TAG_NAME, "main").rect
    assert main["width"] <= 60 * 16 + 1
    assert abs(main["x"] - (DESKTOP[0] - main["width"] - main["x"])) <= 2, "the content is not centred"
    assert desk.driver.find_element(By.CSS_SELECTOR, "header.top").rect["height"] < 60, "the menu takes more than one line"
    author, title, status = (desk.rows()[0].find_element(By.CSS_SELECTOR, part).rect
                             for part in (".author", ".title", ".status"))
    assert author["x"] < title["x"] < status["x"], "the list is not in columns"

    desk.open("/books/new")
    isbn, surname = (desk.driver.find_element(By.ID, name).rect for name in ("isbn", "authorSurname"))
    assert isbn["y"] == surname["y"] and isbn["x"] < surname["x"], "the form is not in two columns"

    desk.resize(PHONE)
    desk.open("/books")
    author, title = (desk.rows()[0].find_element(By.CSS_SELECTOR, part).rect for part in (".author", ".title"))
    assert author["y"] < title["y"], "the list does not stack on a phone"
