import Foundation
import KartotekaClient
import KartotekaCore
import KartotekaExchange
import KartotekaUseCases

extension ServerDesk: ExchangeDesk {
    /// The server's file; it does not send the export's diagnostics, only the records and how
    /// many it left out.
    func export(_ order: ExportOrder) throws -> ExportFile {
        let request = ExportRequest(order)
        let file = try call { try await $0.export(request) }
        var exported = ExportFile(bytes: [UInt8](file.bytes), fileName: file.fileName, mediaType: file.mediaType, recordCount: file.recordCount,
                                  diagnostics: [])
        exported.leftOutOnServer = file.recordsLeftOut
        return exported
    }

    /// Asks the server to build and send the export with its own mail settings; the SMTP options
    /// are refused before a command gets here, being local-only.
    func mail(_ file: ExportFile, of order: ExportOrder, to recipient: String, smtp: MailOverrides) throws {
        let request = ExportRequest(order)
        _ = try call { try await $0.mailExport(request, to: recipient) }
    }

    /// The server reports what reading the file found and then the records it could not store,
    /// in one list; the latter are the outcome's problems, so the list's head is what reading found.
    func importFile(_ bytes: [UInt8], source: ImportSource, encoding: IRBISEncoding?, duplicates: DuplicatePolicy, receipt: YearlyNumber?,
                    dryRun: Bool, progress: @escaping @Sendable (Int, Int) -> Void) throws -> ImportSummary {
        let batch = receipt
        let data = Data(bytes)
        let kind: ImportFileSource = switch source {
        case .irbisText: .irbisText
        case .irbisISO: .irbisISO
        case .rusmarcISO: .rusmarcISO
        }
        let report = try call { try await $0.importFile(data, source: kind, duplicates: duplicates, dryRun: dryRun, encoding: encoding,
                                                        receipt: batch) }
        let notes = report.problems.dropLast(report.outcome.problems.count).map {
            ExchangeNote(isError: $0.severity == "error", message: $0.message)
        }
        return ImportSummary(outcome: report.outcome, summary: report.summary, notes: Array(notes))
    }
}
