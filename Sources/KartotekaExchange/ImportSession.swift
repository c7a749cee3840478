import KartotekaCore
import KartotekaStore

/// One running import: maps each record as it is read, gathers the mapped items into batches
/// and stores each full batch in its own transaction, so that memory holds one batch at most.
struct ImportSession {
    let service: IRBISImportService
    let source: ImportSource
    let duplicates: DuplicatePolicy
    let receipt: YearlyNumber?
    let dryRun: Bool
    let batchSize: Int
    let today: Day

    private(set) var recordsRead = 0
    private(set) var itemsDone = 0
    private(set) var outcome = ImportOutcome()
    /// Problems found mapping records (reading problems are the reader's), the first
    /// ``ImportReport/keptNotes`` of them: a file whose every record has a note must not fill memory.
    private(set) var mappingDiagnostics: [IRBISDiagnostic] = [] {
        didSet {
            guard mappingDiagnostics.count > ImportReport.keptNotes else { return }
            notesLeftOut += mappingDiagnostics.count - ImportReport.keptNotes
            mappingDiagnostics.removeLast(mappingDiagnostics.count - ImportReport.keptNotes)
        }
    }
    /// How many notes were counted beyond those kept: mapping problems, reading problems and
    /// records not stored.
    private(set) var notesLeftOut = 0
    private var batch: ImportBatch
    private var batchCount = 0

    init(service: IRBISImportService, source: ImportSource, duplicates: DuplicatePolicy, receipt: YearlyNumber?, dryRun: Bool,
         batchSize: Int) {
        self.service = service
        self.source = source
        self.duplicates = duplicates
        self.receipt = receipt
        self.dryRun = dryRun
        self.batchSize = max(1, batchSize)
        self.today = service.calendar.day(of: service.clock.now())
        self.batch = ImportBatch(duplicates: duplicates, receipt: receipt)
    }

    /// Maps one record (numbered from 1 among the records read) and stores the batch when full;
    /// returns whether a batch was stored.
    mutating func take(_ read: IRBISRecord, number: Int) throws -> Bool {
        recordsRead += 1
        let (record, cleanedTags) = read.removingControlCharacters()
        mappingDiagnostics += cleanedTags.map { IRBISDiagnostic(record: number, tag: $0, .controlCharactersRemoved) }
        if source == .rusmarcISO {
            let (title, found) = RUSMARCImporter.title(from: record, number: number)
            mappingDiagnostics += found
            if let title { add(.title(.init(recordNumber: number, title: title.title, copies: title.copies, kindStated: title.kindStated))) }
        } else if record.value(920)?.uppercased() == "RDR" {
            let (reader, found) = IRBISReaderImporter.reader(from: record, number: number)
            mappingDiagnostics += found
            guard let reader else { return false }
            do {
                let valid = try reader.draft.validated(today: today)
                add(.reader(.init(recordNumber: number, reader: valid, loans: loans(reader.loans, record: number))))
            } catch {
                mappingDiagnostics += error.problems.map { IRBISDiagnostic(record: number, .invalidReader($0.message)) }
            }
        } else {
            let (title, found) = IRBISCatalogueImporter.title(from: record, number: number)
            mappingDiagnostics += found
            if let title {
                add(.title(.init(recordNumber: number, title: title.title, copies: title.copies, accounts: title.accounts,
                                 kindStated: title.kindStated)))
            }
        }
        guard batchCount >= batchSize else { return false }
        try flush()
        return true
    }

    /// Stores what is gathered (in a dry run, only checks it); returns whether there was anything.
    @discardableResult
    mutating func flush() throws -> Bool {
        guard batchCount > 0 else { return false }
        outcome.add(try service.store.importBatch(batch, dryRun: dryRun))
        keepFirstProblems()
        itemsDone += batchCount
        batch = ImportBatch(duplicates: duplicates, receipt: receipt)
        batchCount = 0
        return true
    }

    /// Counts notes that were not kept (a reader's beyond ``ImportReport/keptNotes``).
    mutating func countNotesLeftOut(_ count: Int) {
        notesLeftOut += count
    }

    /// Keeps the first ``ImportReport/keptNotes`` of the records not stored and counts the rest,
    /// so that a file whose every record fails does not fill memory with their reasons.
    private mutating func keepFirstProblems() {
        let over = outcome.problems.count - ImportReport.keptNotes
        guard over > 0 else { return }
        notesLeftOut += over
        outcome.problems.removeLast(over)
    }

    private enum Item {
        case title(ImportBatch.TitleItem)
        case reader(ImportBatch.ReaderItem)
    }

    private mutating func add(_ item: Item) {
        switch item {
        case .title(let title): batch.titles.append(title)
        case .reader(let reader): batch.readers.append(reader)
        }
        batchCount += 1
    }

    /// The loans of reader record `record`; one without a day of issue or an inventory number is
    /// left out, and the report says so (the book would otherwise stand on the shelf unnoticed).
    private mutating func loans(_ fields: [IRBISLoanField], record: Int) -> [ImportBatch.LoanItem] {
        let calendar = service.calendar
        return fields.compactMap { field in
            guard let issued = field.issuedOn, let inventory = try? InventoryNumber(validating: field.inventoryNumber) else {
                mappingDiagnostics.append(IRBISDiagnostic(record: record, tag: 40, .loanLeftOut(field.inventoryNumber)))
                return nil
            }
            return ImportBatch.LoanItem(
                inventoryNumber: inventory, issuedAt: calendar.instant(of: issued, time: field.issueTime),
                dueOn: field.dueOn ?? issued.adding(days: 14), returnedAt: field.returnedOn.map { calendar.instant(of: $0) },
                renewals: field.renewals)
        }
    }
}
