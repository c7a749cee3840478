import Foundation

extension KartotekaClient {
    /// An IRBIS export file (`GET /api/v1/export`): the records the request names, as plain text or
    /// ISO 2709. Needs an account with the `exchange` permission (librarian, administrator).
    public func export(_ request: ExportRequest = ExportRequest()) async throws(KartotekaClientError) -> ExportedFile {
        let file = try await send(Routes.Exchange.export, query: request.items, accept: "text/plain, application/marc, application/json;q=0.5")
        guard let fileName = Self.attachmentName(file.header("Content-Disposition")) else {
            throw .unreadableResponse(status: 200, body: file.data, reason: "no file name in Content-Disposition")
        }
        guard let recordCount = file.header("X-Kartoteka-Records").flatMap({ Int($0) }) else {
            throw .unreadableResponse(status: 200, body: file.data, reason: "no X-Kartoteka-Records count")
        }
        return ExportedFile(bytes: file.data, fileName: fileName, mediaType: file.header("Content-Type") ?? "application/octet-stream",
                            recordCount: recordCount, recordsLeftOut: file.header("X-Kartoteka-Records-Left-Out").flatMap { Int($0) } ?? 0)
    }

    /// Sends an IRBIS export by e-mail with the mail server set in the library's settings
    /// (`POST /api/v1/export/mail`). Refused with 400 `mail_not_configured` when none is set; a
    /// failing mail server is 503 `mail_…` (the same file can still be downloaded with ``export(_:)``).
    public func mailExport(_ request: ExportRequest = ExportRequest(), to recipient: String) async throws(KartotekaClientError)
        -> ExportMailReceipt {
        try await send(Routes.Exchange.mail, body: .json(ExportMailInput(request, to: recipient)))
    }

    /// Imports an IRBIS or RUSMARC file (`POST /api/v1/import`); with `dryRun` reads and checks
    /// everything and stores nothing. Records that cannot be read or stored are listed in the
    /// report's problems rather than failing the import. Copies without a КСУ number of their own
    /// join the batch `receipt`, when given. Needs the `exchange` permission.
    public func importFile(_ data: Data, source: ImportFileSource = .irbisText, duplicates: DuplicatePolicy = .skip,
                           dryRun: Bool = false, encoding: IRBISEncoding? = nil,
                           receipt: YearlyNumber? = nil) async throws(KartotekaClientError) -> ImportFileReport {
        let route = Routes.Exchange.self
        return try await send(route.importFile, query: [
            route.source.item(source), route.duplicates.item(duplicates), route.dryRun.item(dryRun ? true : nil),
            route.importReceipt.item(receipt), route.importEncoding.item(encoding),
        ], body: .file(FileUpload(data, mediaType: source == .irbisText ? "text/plain" : "application/marc")))
    }

    /// The file name in `attachment; filename="…"`.
    static func attachmentName(_ disposition: String?) -> String? {
        guard let disposition, let start = disposition.range(of: "filename=\"") else { return nil }
        let rest = disposition[start.upperBound...]
        guard let end = rest.firstIndex(of: "\""), end > rest.startIndex else { return nil }
        return String(rest[..<end])
    }
}
