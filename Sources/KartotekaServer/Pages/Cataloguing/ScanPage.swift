import KartotekaCore
import KartotekaHTTP
import KartotekaMetadata
import KartotekaScan
import KartotekaStore

/// `/scan`: the camera (frames decoded on the server), a photo upload for when there is no
/// camera, and a box for a USB scanner or pasted QR text. Whatever is read opens what it leads to.
enum ScanPage {
    static let endpoints = [page, read]

    static let page = Endpoint.page(.get, "/scan", .permission(.lookUp)) { context in
        render(context.page, message: nil)
    }

    static let read = Endpoint.form("/scan", .permission(.lookUp), work: .long) { context, _ in
        do {
            let codes = try CataloguingAPI.codes(in: context.request, scanner: context.services.scanner)
            let resolution = try ScanResolver(store: context.store, lookup: context.services.lookup)
                .resolve(codes.map { ScanMeaning(text: $0.text, symbology: $0.symbology.rawValue) })
            guard let next = resolution.next else {
                return render(context.page, message: Bilingual(ru: resolution.russian, en: resolution.english), status: 422)
            }
            return .redirect(to: next)
        } catch let error as ScanError {
            return render(context.page, message: error.message, status: 422)
        }
    }

    private static func render(_ context: PageContext, message: Bilingual?, status: Int = 200) -> HTTPResponse {
        let problem: HTML = message.map { "<p class=\"problems\" role=\"alert\" id=\"scan-problem\">\(context.t($0))</p>" } ?? .empty
        return Layout.page(context.t("Сканировать", "Scan"), context, status: status, body: """
            <h1>\(context.t("Сканировать", "Scan"))</h1>
            \(problem)
            <p>\(context.t("Наведите камеру на штрихкод ISBN, QR-карточку книги, этикетку экземпляра или читательский билет.",
                           "Point the camera at an ISBN barcode, a QR book card, a copy label or a reader card."))</p>
            <div class="camera">
            <button type="button" id="camera-start" class="primary" hidden>\(context.t("Включить камеру", "Turn on the camera"))</button>
            <video id="camera" autoplay playsinline muted hidden></video>
            <p id="scan-message" role="status" aria-live="polite" data-looking="\(context.t("Ищу код…", "Looking for a code…"))"
               data-denied="\(context.t("Камера недоступна — загрузите фото ниже.", "The camera is not available — upload a photo below."))"></p>
            </div>
            <h2>\(context.t("Фото", "Photo"))</h2>
            <form method="post" action="/scan" enctype="multipart/form-data" class="inline-form" id="scan-photo">
            <label>\(context.t("Снимок кода", "A picture of the code")) <input type="file" name="photo" accept="image/*" capture="environment"></label>
            <button type="submit" class="primary">\(context.t("Распознать", "Read it"))</button>
            </form>
            <h2>\(context.t("Сканер штрихкодов или ввод", "Barcode scanner or typing"))</h2>
            <form method="post" action="/scan" class="search-box" id="scan-code">
            <input name="text" autofocus autocomplete="off" aria-label="\(context.t("ISBN или инвентарный номер", "ISBN or inventory number"))"
                   placeholder="\(context.t("ISBN или инвентарный номер", "ISBN or inventory number"))">
            <button type="submit" class="primary">\(context.t("Найти", "Find"))</button>
            </form>
            <details><summary>\(context.t("Вставить текст QR-карточки", "Paste a QR card’s text"))</summary>
            <form method="post" action="/scan" class="form compact" id="scan-text">
            <label class="field"><span>\(context.t("Текст карточки", "Card text"))</span><textarea name="text" rows="6"></textarea></label>
            <div class="actions"><button type="submit">\(context.t("Открыть", "Open"))</button></div>
            </form></details>
            """)
    }
}
