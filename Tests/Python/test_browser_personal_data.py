"""Readers' personal data in a real headless browser, on an empty library: a child's consent is
recorded on the card with the parent's name and prints with it; the readers without one are
listed; a retention policy set on the Settings page names an old reader in the anonymiser's dry
run; a run writes the act of destruction and the export of the event log; the administrator reads
the log of access to readers' data.

The tests run in order and build on each other."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kartoteka_ui import Desk, api_json as api


@pytest.fixture(scope="module")
def desk(browser, web_server_clean):
    browser.delete_all_cookies()
    return Desk(browser, web_server_clean.url)


def test_a_childs_consent_is_recorded_and_prints_with_the_parents_name(desk, web_server_clean):
    api(web_server_clean, "POST", "/api/v1/readers", {"ticketNumber": "000200", "surname": "Петрова", "firstName": "Анна",
                                                      "birth": "2016-05-01"})
    api(web_server_clean, "POST", "/api/v1/readers", {"ticketNumber": "000123", "surname": "Иванов", "firstName": "Иван",
                                                      "registeredOn": "2019-01-10"})
    desk.open("/readers/000200")
    assert "Согласия на обработку персональных данных нет" in desk.driver.find_element(By.ID, "consent-state").text
    form = desk.driver.find_element(By.ID, "consent-form")
    desk.fill({"representativeName": "Петрова Мария Ивановна", "representativeDocument": "паспорт 4510 123456",
               "representativeRelation": "мать"}, form)
    desk.press("Записать согласие", form)
    assert "Согласие получено" in desk.driver.find_element(By.ID, "consent-state").text
    desk.press("Бланк согласия (A4)")
    body = desk.driver.find_element(By.ID, "consent-body").text
    assert "Петрова Мария Ивановна" in body and "паспорт 4510 123456" in body and "Петрова Анна" in body
    desk.open("/personal-data/without-consent")
    listed = desk.driver.find_element(By.ID, "without-consent").text
    assert "000123" in listed and "000200" not in listed


def test_a_run_of_the_anonymiser_writes_the_act_and_the_event_log_export(desk):
    desk.open("/settings")
    form = desk.driver.find_element(By.NAME, "retentionYears").find_element(By.XPATH, "./ancestor::form")
    desk.fill({"retentionYears": "2", "destructionCommission": "Орлова О. О.: председатель\nЕршова Е. Е.: член комиссии"}, form)
    desk.press("Сохранить", form)
    desk.open("/personal-data")
    assert "000123" in desk.driver.find_element(By.ID, "dry-run").text
    desk.press("Запустить обезличивание", desk.driver.find_element(By.ID, "anonymise-form"))
    act = desk.driver.find_element(By.ID, "destruction-act").text
    assert "000123" in act and "после последней выдачи" in act
    assert "Орлова О. О." in desk.driver.find_element(By.CSS_SELECTOR, ".signatures").text
    desk.open("/personal-data")
    desk.click_link("Выгрузка из журнала регистрации событий", desk.driver.find_element(By.ID, "destruction-acts"))
    events = desk.driver.find_element(By.ID, "destruction-events").text
    assert "000123" in events and "удалены персональные данные читателя" in events


def test_the_administrator_reads_the_access_log(desk):
    desk.open("/personal-data/log")
    log = desk.driver.find_element(By.ID, "reader-data-log").text
    assert "просмотр карточки" in log and "000200" in log and "запись согласия" in log


def test_the_desk_offers_the_age_override_and_the_18_plus_copies_in_the_open_are_listed(desk, web_server_clean):
    for title, mark, inventory, place in [("Тёмные воды", "16+", "501", "АБ"), ("Взрослая книга", "18+", "502", "АБ")]:
        api(web_server_clean, "POST", "/api/v1/titles", {"title": title, "year": 2020, "ageMark": mark,
                                                         "copies": [{"inventoryNumber": inventory, "storagePlace": place}]})
    desk.open("/desk?ticket=000200")
    # The reading-room switch on: the override, a scan sent again to the desk, keeps it.
    desk.driver.find_element(By.CSS_SELECTOR, "#desk-reading-room input").click()
    desk.driver.find_element(By.ID, "desk-code").send_keys("501", Keys.ENTER)
    desk.wait_until(lambda: desk.driver.find_elements(By.ID, "desk-age-override"), timeout=10,
                    message="no override offered for a 16+ title")
    desk.press("Выдать, хотя маркировка выше возраста читателя (решение библиотекаря; кроме 18+)",
               desk.driver.find_element(By.ID, "desk-age-override"))
    assert desk.path().startswith("/desk")
    message = desk.driver.find_element(By.ID, "desk-message")
    assert message.get_attribute("data-outcome") == "lent" and "501" in message.text, message.text
    assert desk.driver.find_element(By.CSS_SELECTOR, "#desk-reading-room input").is_selected()
    assert "000200" in desk.driver.find_element(By.ID, "desk-reader").text, "the reader stays at the desk"
    loan = api(web_server_clean, "GET", "/api/v1/copies/501")["loan"]
    assert loan["inLibrary"] is True and loan["ticketNumber"] == "000200"
    # Never for 18+.
    desk.driver.find_element(By.ID, "desk-code").send_keys("502", Keys.ENTER)
    desk.wait_until(lambda: desk.driver.find_element(By.ID, "desk-message").get_attribute("data-outcome") == "refused"
                    and "502" in desk.driver.find_element(By.ID, "desk-message").text, timeout=10)
    assert not desk.driver.find_elements(By.ID, "desk-age-override")
    desk.driver.get(web_server_clean.url + "/age-marks/outside-closed")
    listed = desk.driver.find_element(By.ID, "adult-copies-in-the-open").text
    assert "502" in listed and "501" not in listed


def test_a_reader_brought_up_at_the_desk_is_in_the_access_log(desk):
    def views() -> int:
        desk.open("/personal-data/log")
        return len([row for row in desk.driver.find_elements(By.CSS_SELECTOR, "#reader-data-log tr")
                    if "000200" in row.text and "просмотр карточки" in row.text])

    before = views()
    desk.open("/desk")
    desk.driver.find_element(By.ID, "desk-code").send_keys("000200", Keys.ENTER)
    desk.wait_until(lambda: desk.driver.find_elements(By.ID, "desk-reader"), timeout=10, message="the reader did not come up")
    assert views() == before + 1
