import KartotekaHTTP

/// Entry points whose features arrive later: scanning. It says so plainly.
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
    }
}
