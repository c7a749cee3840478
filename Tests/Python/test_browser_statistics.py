"""Statistics in a real headless browser, on an empty library: after a book is lent and another
returned today, the statistics page shows the month's figures in its table (the same as the API
says) and draws the charts as SVG with a title and the numbers in words; bad input is answered
next to its field, and the page keeps within its Content-Security-Policy."""

from __future__ import annotations

import datetime
import json
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from kartoteka_ui import Desk

TODAY = datetime.date.today()
MONTH_START = TODAY.replace(day=1).isoformat()


@pytest.fixture(scope="module")
def desk(browser, web_server_clean):
    browser.delete_all_cookies()
    desk = Desk(browser, web_server_clean.url)
    desk.sign_in()
    return desk


def call(server, path: str, body: dict | None = None, post: bool = False) -> dict:
    data = json.dumps(body).encode() if body is not None else (b"" if post else None)
    request = server.request(path, data=data, method="POST" if body is not None or post else "GET",
                             headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)


def test_the_page_shows_the_months_figures_and_charts(desk, web_server_clean):
    server = web_server_clean
    call(server, "/api/v1/titles", {"title": "Герой нашего времени", "authorSurname": "Лермонтов", "bbk": "84(2Рос=Рус)1",
                                    "copies": [{"inventoryNumber": "701"}, {"inventoryNumber": "702"}]})
    call(server, "/api/v1/readers", {"ticketNumber": "000701", "surname": "Петрова", "firstName": "Анна",
                                     "phone": "+7 900 000-07-01"})
    call(server, "/api/v1/loans", {"inventoryNumber": "701", "ticketNumber": "000701"})
    call(server, "/api/v1/loans", {"inventoryNumber": "702", "ticketNumber": "000701"})
    call(server, "/api/v1/copies/702/return", post=True)
    expected = call(server, f"/api/v1/stats?from={MONTH_START}&to={TODAY.isoformat()}")["total"]
    assert (expected["loans"], expected["returns"], expected["visits"], expected["activeReaders"]) == (2, 1, 1, 1)

    desk.open("/stats")
    desk.fill({"from": MONTH_START, "to": TODAY.isoformat()})
    desk.driver.find_element(By.CSS_SELECTOR, "select[name=by] option[value=section]").click()
    desk.press("Показать")
    table = desk.driver.find_element(By.ID, "stats-figures")
    headings = [cell.text for cell in table.find_elements(By.CSS_SELECTOR, "thead th")]
    assert headings[:5] == ["Отдел знаний (ББК)", "Книговыдача", "Возвращено", "Посещения", "Читатели, обслуженные за период"]
    fiction = table.find_element(By.CSS_SELECTOR, "tbody tr")
    assert fiction.text.split()[:3] == ["художественная", "литература", "(84)"]
    total = [cell.text for cell in table.find_elements(By.CSS_SELECTOR, "tfoot td")]
    assert total[:4] == ["2", "1", "1", "1"]

    chart = desk.driver.find_element(By.CSS_SELECTOR, "#chart-sections svg")
    assert chart.get_attribute("role") == "img"
    assert desk.driver.find_element(By.ID, "chart-sections-title").get_attribute("textContent") == "Книговыдача по отделам знаний"
    assert "художественная литература (84) — 2" in desk.driver.find_element(By.ID, "chart-sections-desc").get_attribute("textContent")
    bars = desk.driver.find_elements(By.CSS_SELECTOR, "#chart-sections rect")
    widths = [float(bar.get_attribute("width")) for bar in bars]
    assert len(bars) == 8 and sum(1 for width in widths if width > 0) == 1
    assert desk.driver.find_elements(By.CSS_SELECTOR, "#chart-months rect")
    refused = [entry["message"] for entry in desk.driver.get_log("browser") if "Content Security Policy" in entry["message"]]
    assert refused == []


def test_a_period_that_runs_backwards_is_refused_next_to_its_field(desk):
    desk.open(f"/stats?from={TODAY.isoformat()}&to=2000-01-01")
    assert "Поменяйте даты местами" in desk.error_for("to")
    assert not desk.driver.find_elements(By.ID, "stats-figures")


@pytest.mark.parametrize("width", [1366, 390])
def test_no_chart_label_is_cut_at_the_charts_edge(desk, width):
    """«общественные и гуманитарные науки (6, 7, 8)» is longer than the room beside the bars: it
    is broken into lines inside the chart, not cut at its left edge, at either width."""
    desk.open(f"/stats?from={MONTH_START}&to={TODAY.isoformat()}&by=section")
    desk.resize((width, 900))
    try:
        outside = desk.driver.execute_script("""
            var cut = [];
            document.querySelectorAll('.chart svg').forEach(function (svg) {
              var box = svg.viewBox.baseVal;
              svg.querySelectorAll('.chart-label').forEach(function (label) {
                var b = label.getBBox();
                if (b.x < box.x - 0.5 || b.x + b.width > box.x + box.width + 0.5 || b.y < box.y - 0.5
                    || b.y + b.height > box.y + box.height + 0.5) { cut.push(label.textContent); }
              });
            });
            return cut;""")
        labels = desk.driver.find_elements(By.CSS_SELECTOR, "#chart-sections .chart-label")
        assert outside == []
        assert "общественные и гуманитарные науки (6, 7, 8)" in [" ".join(
            span.get_attribute("textContent") for span in label.find_elements(By.TAG_NAME, "tspan")) for label in labels]
        assert desk.layout_problems() == []
    finally:
        desk.resize((1366, 900))
