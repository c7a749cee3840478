import Foundation
import KartotekaCore
import KartotekaStore

/// Loads IRBIS text, IRBIS ISO 2709 or RUSMARC files into the library: titles with copies,
/// readers with loans. Duplicates are found by ISBN, inventory number or ticket number and
/// handled by a policy; records are stored a batch per transaction with progress reported after
/// each; a dry run reports what would change and stores nothing.
public struct IRBISImportService: Sendable {
    let store: any LibraryStore
    let clock: any LibraryClock
    let calendar: LibraryCalendar

    /// Creates the service.
    public init(store: any LibraryStore, clock: any LibraryClock, calendar: LibraryCalendar) {
        self.store = store
        self.clock = clock
        self.calendar = calendar
    }

    /// Imports a file's bytes. `progress` gets (records done, records in all) after each batch.
    public func run(_ bytes: [UInt8], source: ImportSource, encoding: IRBISEncoding? = nil, duplicates: DuplicatePolicy = .skip,
                    dryRun: Bool = false, batchSize: Int = 2_000, progress: (Int, Int) -> Void = { _, _ in }) throws -> ImportReport {
        let read = source.format.read(bytes, encoding: encoding)
        var diagnostics = read.diagnostics
        let items = map(read.records, source: source, diagnostics: &diagnostics)
        var outcome = ImportOutcome()
        var done = 0
        for start in stride(from: 0, to: items.count, by: max(1, batchSize)) {
            let slice = items[start..<min(start + max(1, batchSize), items.count)]
            var batch = ImportBatch(duplicates: duplicates)
            for item in slice {
                switch item {
                case .title(let title): batch.titles.append(title)
                case .reader(let reader): batch.readers.append(reader)
                }
            }
            outcome.add(try store.importBatch(batch, dryRun: dryRun))
            done += slice.count
            progress(done, items.count)
        }
        return ImportReport(recordsRead: read.records.count, outcome: outcome, diagnostics: diagnostics, dryRun: dryRun)
    }

    private enum Item {
        case title(ImportBatch.TitleItem)
        case reader(ImportBatch.ReaderItem)
    }

    private func map(_ records: [IRBISRecord], source: ImportSource, diagnostics: inout [IRBISDiagnostic]) -> [Item] {
        let today = calendar.day(of: clock.now())
        var items: [Item] = []
        items.reserveCapacity(records.count)
        for (index, record) in records.enumerated() {
            let number = index + 1
            if source == .rusmarcISO {
                let (title, found) = RUSMARCImporter.title(from: record, number: number)
                diagnostics += found
                if let title { items.append(.title(.init(recordNumber: number, title: title.title, copies: title.copies))) }
            } else if record.value(920)?.uppercased() == "RDR" {
                let (reader, found) = IRBISReaderImporter.reader(from: record, number: number)
                diagnostics += found
                guard let reader else { continue }
                do {
                    let valid = try reader.draft.validated(today: today)
                    items.append(.reader(.init(recordNumber: number, reader: valid, loans: loans(reader.loans))))
                } catch {
                    diagnostics += error.problems.map { IRBISDiagnostic(record: number, .invalidReader($0.message)) }
                }
            } else {
                let (title, found) = IRBISCatalogueImporter.title(from: record, number: number)
                diagnostics += found
                if let title { items.append(.title(.init(recordNumber: number, title: title.title, copies: title.copies))) }
            }
        }
        return items
    }

    private func loans(_ fields: [IRBISLoanField]) -> [ImportBatch.LoanItem] {
        fields.compactMap { field in
            guard let issued = field.issuedOn, let inventory = try? InventoryNumber(validating: field.inventoryNumber) else { return nil }
            return ImportBatch.LoanItem(
                inventoryNumber: inventory, issuedAt: calendar.instant(of: issued, time: field.issueTime),
                dueOn: field.dueOn ?? issued.adding(days: 14), returnedAt: field.returnedOn.map { calendar.instant(of: $0) },
                renewals: field.renewals)
        }
    }
}
