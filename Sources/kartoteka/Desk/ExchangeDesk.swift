import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaUseCases

/// Exchange with IRBIS64: export files, by e-mail too, and imports.
protocol ExchangeDesk: Sendable {
    /// The export file an order describes.
    func export(_ order: ExportOrder) throws -> ExportFile
    /// Sends an order's export by e-mail: `file` is the export already built for it (a server
    /// builds and sends its own); `smtp` overrides the library's mail settings.
    func mail(_ file: ExportFile, of order: ExportOrder, to recipient: String, smtp: MailOverrides) throws
    /// Imports a file, or with `dryRun` only reports what would change; copies without a КСУ
    /// number join the batch `receipt`, when given; `progress` hears (records done, records in
    /// all) on long local imports.
    func importFile(_ bytes: [UInt8], source: ImportSource, encoding: IRBISEncoding?, duplicates: DuplicatePolicy, receipt: YearlyNumber?,
                    dryRun: Bool, progress: @escaping @Sendable (Int, Int) -> Void) throws -> ImportSummary
    /// Imports a file on disk; a local desk reads it as it imports, so memory stays bounded.
    func importFile(at path: String, source: ImportSource, encoding: IRBISEncoding?, duplicates: DuplicatePolicy, receipt: YearlyNumber?,
                    dryRun: Bool, progress: @escaping @Sendable (ImportProgress) -> Void) throws -> ImportSummary
}

extension ExchangeDesk {
    /// Reads the whole file and imports its bytes (a remote desk uploads them).
    func importFile(at path: String, source: ImportSource, encoding: IRBISEncoding?, duplicates: DuplicatePolicy, receipt: YearlyNumber?,
                    dryRun: Bool, progress: @escaping @Sendable (ImportProgress) -> Void) throws -> ImportSummary {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        return try importFile(bytes, source: source, encoding: encoding, duplicates: duplicates, receipt: receipt, dryRun: dryRun) { done, total in
            progress(ImportProgress(recordsDone: done, fractionRead: total > 0 ? Double(done) / Double(total) : 1, isFinal: done >= total))
        }
    }
}
