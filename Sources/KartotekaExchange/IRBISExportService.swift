import Foundation
import KartotekaCore
import KartotekaStore

extension IRBISExportService {
    /// The mapping settings: the library's own, today's date, and an encoding (default from settings).
    public func settings(encoding: IRBISEncoding? = nil) throws -> IRBISExportSettings {
        let library = try store.settings()
        var settings = IRBISExportSettings(
            catalogingDate: calendar.day(of: clock.now()), operatorName: library.operatorName,
            storagePlace: library.defaultStoragePlace, shelfCodePattern: library.exchange.shelfCodePattern,
            authorSignStyle: library.authorSignStyle, encoding: encoding ?? library.exchange.encoding,
            knownStoragePlaces: library.exchange.knownStoragePlaces, timeZone: calendar.timeZone)
        settings.branchPlaces = Dictionary(uniqueKeysWithValues: try store.branches().map { ($0.code, $0.branch.irbisStoragePlace) })
        settings.receiptActs = try receiptActs()
        return settings
    }

    /// The number of the act each batch came with (910^Y), for the batches that came with an act.
    private func receiptActs() throws -> [YearlyNumber: String] {
        var acts: [YearlyNumber: String] = [:]
        var page = PageRequest(offset: 0, limit: PageRequest.maximumLimit)
        while true {
            let receipts = try store.receipts(ReceiptQuery(page: page))
            for record in receipts.items where [.acceptanceAct, .transferAct].contains(record.receipt.document.kind) {
                if !record.receipt.document.number.isEmpty { acts[record.number] = record.receipt.document.number }
            }
            guard receipts.hasMore else { return acts }
            page.offset += page.limit
        }
    }

    /// Writes the export piece by piece to `sink`; returns how many records were written (a record
    /// that cannot be written — a character the encoding lacks — is left out and diagnosed).
    @discardableResult
    public func export(_ subject: ExportSubject, format: IRBISFileFormat, encoding: IRBISEncoding? = nil,
                       to sink: ([UInt8]) throws -> Void) throws -> (recordCount: Int, diagnostics: [IRBISDiagnostic]) {
        let settings = try settings(encoding: encoding)
        var count = 0
        var written = 0
        var diagnostics: [IRBISDiagnostic] = []
        switch subject {
        case .titles(let selection):
            let exporter = IRBISCatalogueExporter(settings: settings)
            try store.forEachTitle(selection, batchSize: 1_000) { batch in
                // Plain records go straight into the bytes; any other goes through the general
                // writer in its place. Mapping diagnostics come first, then the writer's, as for a batch.
                var bytes: [UInt8] = []
                bytes.reserveCapacity(batch.count * 1_024)
                var writing: [IRBISDiagnostic] = []
                for (offset, item) in batch.enumerated() {
                    let number = count + offset + 1
                    if let mapping = exporter.appendPlainText(
                        for: item.title, copies: item.copies, number: number, format: format, to: &bytes) {
                        diagnostics += mapping
                        written += 1
                        continue
                    }
                    let mapped = exporter.record(for: item.title, copies: item.copies, number: number)
                    diagnostics += mapped.diagnostics
                    written += try write([mapped.record], first: number - 1, format: format, settings: settings, into: &writing) {
                        bytes += $0
                    }
                }
                diagnostics += writing
                try sink(bytes)
                count += batch.count
            }
        case .readers(let selection):
            let exporter = IRBISReaderExporter(settings: settings)
            try store.forEachReader(selection, batchSize: 500) { batch in
                let records = batch.map { item in
                    exporter.record(for: item.reader, loans: item.loans.map { loanField($0, settings: settings) })
                }
                written += try write(records, first: count, format: format, settings: settings, into: &diagnostics, sink)
                count += batch.count
            }
        }
        return (written, diagnostics)
    }

    /// The whole export as a file in memory, for download and e-mail.
    public func exportFile(_ subject: ExportSubject, format: IRBISFileFormat, encoding: IRBISEncoding? = nil) throws -> ExportFile {
        let chosen = try encoding ?? store.settings().exchange.encoding
        var bytes: [UInt8] = []
        let result = try export(subject, format: format, encoding: chosen) { bytes += $0 }
        return ExportFile(bytes: bytes, fileName: fileName(subject, format: format), mediaType: ExportFile.mediaType(format, chosen),
                          recordCount: result.recordCount, diagnostics: result.diagnostics)
    }

    /// `kartoteka-ibis-2024-01-15.txt`, `kartoteka-rdr-000123-2024-01-15.iso`…
    public func fileName(_ subject: ExportSubject, format: IRBISFileFormat) -> String {
        let day = calendar.day(of: clock.now()).isoText
        let what: String
        switch subject {
        case .titles(.ids(let ids)) where ids.count == 1: what = "ibis-\(ids[0])"
        case .titles: what = "ibis"
        case .readers(.tickets(let tickets)) where tickets.count == 1: what = "rdr-\(tickets[0].rawValue.filter { $0.isLetter || $0.isNumber })"
        case .readers: what = "rdr"
        }
        return "kartoteka-\(what)-\(day).\(format.fileExtension)"
    }

    private func loanField(_ item: ReaderWithLoans.OpenLoan, settings: IRBISExportSettings) -> IRBISLoanField {
        let shelfCode = IRBISShelfCode.make(pattern: settings.shelfCodePattern, title: item.title.title,
                                            copies: item.title.copies, signStyle: settings.authorSignStyle).code
        return IRBISLoanField(loan: item.loan, title: item.title.title.title, copy: item.copy.copy, shelfCode: shelfCode, settings: settings)
    }

    private func write(_ records: [IRBISRecord], first: Int, format: IRBISFileFormat, settings: IRBISExportSettings,
                       into diagnostics: inout [IRBISDiagnostic], _ sink: ([UInt8]) throws -> Void) throws -> Int {
        let result = format.write(records, settings: settings)
        diagnostics += result.diagnostics.map { diagnostic in
            var shifted = diagnostic
            shifted.record = diagnostic.record.map { $0 + first }
            return shifted
        }
        try sink(result.bytes)
        return result.recordsWritten
    }
}
