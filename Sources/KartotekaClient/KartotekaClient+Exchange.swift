import Foundation

extension KartotekaClient {
    /// An IRBIS export file (`GET /api/v1/export`): the records the request names, as plain text or
    /// ISO 2709. Needs an account with the `exchange` permission (librarian, administrator).
    public func export(_ request: ExportRequest = ExportRequest()) async throws(KartotekaClientError) -> ExportedFile {
        let answer = try await sendForFile(Request(
            method: "GET", path: ["api", "v1", "export"],
            query: request.parameters.map { URLQueryItem(name: $0.name, value: $0.value) },
            accept: "text/plain, application/marc, application/json;q=0.5"))
        let status = answer.response.statusCode
        guard let fileName = Self.attachmentName(answer.header("Content-Disposition")) else {
            throw .unreadableResponse(status: status, body: answer.body, reason: "no file name in Content-Disposition")
        }
        guard let recordCount = answer.header("X-Kartoteka-Records").flatMap({ Int($0) }) else {
            throw .unreadableResponse(status: status, body: answer.body, reason: "no X-Kartoteka-Records count")
        }
        return ExportedFile(bytes: answer.body, fileName: fileName, mediaType: answer.header("Content-Type") ?? "application/octet-stream",
                            recordCount: recordCount)
    }

    /// Sends an IRBIS export by e-mail with the mail server set in the library's settings
    /// (`POST /api/v1/export/mail`). Refused with 400 `mail_not_configured` when none is set; a
    /// failing mail server is 503 `mail_…` (the same file can still be downloaded with ``export(_:)``).
    public func mailExport(_ request: ExportRequest = ExportRequest(), to recipient: String) async throws(KartotekaClientError)
        -> ExportMailReceipt {
        let parameters = Dictionary(request.parameters.map { ($0.name, $0.value) }) { _, last in last }
        return try await send(self.request("POST", ["api", "v1", "export", "mail"],
                                           body: ExportMailInput(parameters: parameters, to: recipient)))
    }

    /// Imports an IRBIS or RUSMARC file (`POST /api/v1/import`); with `dryRun` reads and checks
    /// everything and stores nothing. Records that cannot be read or stored are listed in the
    /// report's problems rather than failing the import. Copies without a КСУ number of their own
    /// join the batch `receipt` (`2027/5`), when given. Needs the `exchange` permission.
    public func importFile(_ data: Data, source: ImportFileSource = .irbisText, duplicates: DuplicatePolicy = .skip,
                           dryRun: Bool = false, encoding: IRBISEncoding? = nil,
                           receipt: String? = nil) async throws(KartotekaClientError) -> ImportFileReport {
        var query = [URLQueryItem(name: "source", value: source.rawValue), URLQueryItem(name: "duplicates", value: duplicates.rawValue)]
        if dryRun { query.append(URLQueryItem(name: "dryRun", value: "1")) }
        if let receipt { query.append(URLQueryItem(name: "receipt", value: receipt)) }
        if let encoding { query.append(URLQueryItem(name: "encoding", value: encoding.rawValue)) }
        return try await send(Request(method: "POST", path: ["api", "v1", "import"], query: query, body: data,
                                      contentType: source == .irbisText ? "text/plain" : "application/marc"))
    }

    /// The file name in `attachment; filename="…"`.
    static func attachmentName(_ disposition: String?) -> String? {
        guard let disposition, let start = disposition.range(of: "filename=\"") else { return nil }
        let rest = disposition[start.upperBound...]
        guard let end = rest.firstIndex(of: "\""), end > rest.startIndex else { return nil }
        return String(rest[..<end])
    }
}
