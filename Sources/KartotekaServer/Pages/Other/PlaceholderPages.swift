import KartotekaHTTP

/// Entry points whose features arrive later: scanning and IRBIS export. They say so plainly.
enum PlaceholderPages {
    static func register(on router: inout Router) {
        router.add("GET", "/scan") { request, _ in
            let context = PageContext(request: request)
            return Layout.page(context.t("Сканировать", "Scan"), context, body: """
                <h1>\(context.t("Сканировать", "Scan"))</h1>
                <p>\(context.t("Сканирование камерой появится в следующей версии. Пока штрихкод ISBN можно ввести сканером прямо в поле ISBN формы новой книги.",
                               "Camera scanning comes in the next version. Meanwhile a barcode scanner can type the ISBN straight into the new book form."))</p>
                <p><a class="button primary" href="/books/new">\(context.t("Новая книга", "New book"))</a></p>
                """)
        }
        router.add("GET", "/export") { request, _ in
            let context = PageContext(request: request)
            return Layout.page(context.t("Экспорт", "Export"), context, body: """
                <h1>\(context.t("Экспорт в ИРБИС", "Export to IRBIS"))</h1>
                <p>\(context.t("Выгрузка в форматы ИРБИС64 появится в следующей версии.", "Export to IRBIS64 formats comes in the next version."))</p>
                """)
        }
    }
}
