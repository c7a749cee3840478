import KartotekaCore
import KartotekaHTTP

/// The export and import page.
enum ExchangePage {
    static func render(_ context: PageContext, settings: LibrarySettings) -> HTTPResponse {
        let mail = settings.exchange.mail
        let mailNote: HTML = mail.serverURL.isEmpty
            ? "<p class=\"muted\">\(context.t("Почта не настроена — отправка писем станет доступна после настройки в разделе «Настройки».", "E-mail is not set up yet — configure it in Settings to send exports."))</p>"
            : .empty
        let encoding = settings.exchange.encoding
        return Layout.page(context.t("Экспорт", "Export"), context, body: """
            <h1>\(context.t("Обмен с ИРБИС64", "Exchange with IRBIS64"))</h1>
            \(mailNote)
            <h2>\(context.t("Каталог (база IBIS)", "Catalogue (database IBIS)"))</h2>
            \(ExportPanel.render(context, parameters: [("what", "titles")], recipient: mail.lastRecipient))
            \(changedSince(context, what: "titles", label: context.t("Книги, изменённые с", "Titles changed since")))
            <h2>\(context.t("Читатели (база RDR)", "Readers (database RDR)"))</h2>
            \(ExportPanel.render(context, parameters: [("what", "readers")], recipient: mail.lastRecipient))
            \(changedSince(context, what: "readers", label: context.t("Читатели, изменённые с", "Readers changed since")))
            <p class="muted">\(context.t("Кодировка файлов: \(encoding.name) (меняется в настройках).", "File encoding: \(encoding.name) (change it in the settings)."))</p>
            <h2>\(context.t("Загрузка из ИРБИС или RUSMARC", "Load from IRBIS or RUSMARC"))</h2>
            <form method="post" action="/import" enctype="multipart/form-data" class="form" id="import-form">
            <fieldset><legend>\(context.t("Файл", "File"))</legend>
            <label class="field"><span>\(context.t("Файл выгрузки", "Export file"))</span><input type="file" name="file" required></label>
            <label class="field"><span>\(context.t("Вид файла", "Kind of file"))</span><select name="source">
            <option value="irbis-text">\(context.t("ИРБИС, текстовый формат (#тег: …)", "IRBIS text format (#tag: …)"))</option>
            <option value="irbis-iso">\(context.t("ИРБИС, ISO 2709", "IRBIS ISO 2709"))</option>
            <option value="rusmarc-iso">RUSMARC, ISO 2709</option></select></label>
            <label class="field"><span>\(context.t("Кодировка", "Encoding"))</span><select name="encoding">
            <option value="">\(context.t("определить сама (текст) / Windows-1251 (ISO)", "detect (text) / Windows-1251 (ISO)"))</option>
            <option value="windows-1251">Windows-1251</option><option value="utf-8">UTF-8</option></select></label>
            <label class="field"><span>\(context.t("Если запись уже есть (по ISBN, инв. номеру, билету)", "When a record exists (by ISBN, inventory number, ticket)"))</span><select name="duplicates">
            <option value="skip">\(context.t("пропустить", "skip it"))</option>
            <option value="update">\(context.t("обновить", "update it"))</option>
            <option value="add-copy">\(context.t("добавить новые экземпляры к имеющейся книге", "add new copies to the existing title"))</option></select></label>
            <label class="field check"><input type="checkbox" name="dryRun" value="1" checked> \(context.t("Пробный прогон: только показать, что изменится", "Dry run: only show what would change"))</label>
            </fieldset>
            <div class="actions"><button type="submit" class="primary">\(context.t("Загрузить", "Load"))</button></div>
            </form>
            """)
    }

    /// A download of the titles or readers changed since a day.
    private static func changedSince(_ context: PageContext, what: String, label: String) -> HTML {
        """
        <form method="get" action="/export/download" class="inline-form">
        <input type="hidden" name="what" value="\(what)">
        <label>\(label) <input type="date" name="since" required></label>
        <select name="format" aria-label="\(context.t("Формат", "Format"))"><option value="text">\(context.t("текст", "text"))</option><option value="iso">ISO 2709</option></select>
        <button type="submit">\(context.t("Скачать", "Download"))</button>
        </form>
        """
    }
}
