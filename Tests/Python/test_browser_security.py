"""What the pages keep out, in a real headless browser: a Content-Security-Policy without
`unsafe-inline` that every page (and the label sheet) lives within, long-lived assets named by
their content, and long work (an import, a whole-catalogue export) done by a background job whose
page shows the progress and then the outcome."""

from __future__ import annotations

import re
import time
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from kartoteka_ui import DESKTOP, Desk

PAGES = ["/", "/books", "/readers", "/scan", "/overdue", "/catalogue", "/locations/search", "/settings", "/export",
         "/accounts", "/books/new", "/readers/new", "/locations/manage", "/login"]


@pytest.fixture(scope="module")
def desk(browser, web_server):
    return Desk(browser, web_server.url)


@pytest.fixture(autouse=True)
def desktop(desk):
    desk.resize(DESKTOP)
    desk.driver.get_log("browser")


def refused(desk: Desk) -> list[str]:
    """What the browser refused to load or run since the last look, by the page's policy."""
    return [entry["message"] for entry in desk.driver.get_log("browser")
            if "Content Security Policy" in entry["message"] or "Refused to" in entry["message"]]


def test_every_page_lives_within_its_policy(desk, web_server):
    for path in PAGES:
        desk.open(path)
        assert refused(desk) == [], path
    desk.open("/books")
    book = desk.driver.find_element(By.CSS_SELECTOR, "#book-list > li a").get_attribute("pathname")
    desk.open(book)
    assert refused(desk) == [], book
    # The scripts still run under the policy: the live search replaces the list as one types.
    desk.open("/locations/search")
    box = desk.driver.find_element(By.CSS_SELECTOR, "input[type=search]")
    desk.live_search(box, "Fr")
    assert refused(desk) == []


def test_the_label_sheet_has_its_own_policy_and_keeps_to_it(desk, web_server):
    desk.open("/books")
    book = desk.driver.find_element(By.CSS_SELECTOR, "#book-list > li a").get_attribute("pathname")
    desk.open(book)
    inventory = desk.driver.find_element(By.CSS_SELECTOR, ".inventory").text.strip()
    desk.open(f"/labels?inventory={inventory}&print=1&layout=3x8")
    assert desk.driver.find_elements(By.CSS_SELECTOR, "svg.label")
    assert refused(desk) == []
    width = desk.driver.execute_script("return document.querySelector('.sheet').getBoundingClientRect().width")
    assert width > 700, "the sheet's stylesheet was applied"


def test_pages_send_the_policy_and_assets_are_named_by_their_content(web_server):
    page = urllib.request.urlopen(web_server.url + "/catalogue", timeout=30)
    policy = page.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "style-src 'self'" in policy and "unsafe-inline" not in policy
    assert "frame-ancestors 'none'" in policy
    html = page.read().decode()
    assert "<style" not in html and " style=" not in html and "<script>" not in html
    assets = re.findall(r'(?:href|src)="(/static/[a-z]+-[0-9a-z]+\.(?:css|js))"', html)
    assert len(assets) == 3, assets
    for asset in assets:
        answer = urllib.request.urlopen(web_server.url + asset, timeout=30)
        assert "max-age=31536000" in answer.headers["Cache-Control"] and "immutable" in answer.headers["Cache-Control"]
    try:
        urllib.request.urlopen(web_server.url + "/static/app-0.css", timeout=30)
        raise AssertionError("an old asset name answered")
    except urllib.error.HTTPError as error:
        assert error.code == 404


def wait_for_job(desk: Desk) -> None:
    """Waits while a job's page reloads itself."""
    for _ in range(200):
        if not desk.driver.find_elements(By.CSS_SELECTOR, "meta[http-equiv=refresh]"):
            return
        time.sleep(0.1)
    raise AssertionError("the job did not finish: " + desk.main_text())


def test_a_whole_catalogue_export_is_prepared_by_a_job(desk):
    desk.open("/export/download?what=titles&format=text")
    assert "/jobs/" in desk.path()
    wait_for_job(desk)
    link = desk.driver.find_element(By.ID, "job-download")
    assert "записей" in desk.main_text()
    assert link.get_attribute("href").endswith("/file")
    assert refused(desk) == []


def test_an_import_from_the_page_shows_its_progress_then_its_report(desk, tmp_path):
    record = "#920: PAZK\n#700: ^AТургенев^BИ. С.\n#200: ^AОтцы и дети\n#210: ^AМосква^CАСТ^D2019\n#910: ^A0^B77001^DАБ\n*****\n"
    file = tmp_path / "one.txt"
    file.write_text(record, encoding="utf-8")
    desk.open("/export")
    form = desk.driver.find_element(By.ID, "import-form")
    form.find_element(By.CSS_SELECTOR, "input[type=file]").send_keys(str(file))
    desk.press("Загрузить", within=form)
    assert "/jobs/" in desk.path()
    wait_for_job(desk)
    summary = desk.driver.find_element(By.ID, "import-summary").text
    assert "1" in summary, summary
    desk.open("/books?q=Отцы")
    assert "Отцы и дети" in desk.main_text()
