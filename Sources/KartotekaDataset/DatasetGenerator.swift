import Foundation
import KartotekaCore

/// Writes the whole dataset: the catalogue (database IBIS: one record a title, a 910 field a
/// copy) and the readers (database RDR: field 40 a loan, open and returned), each as IRBIS text
/// and ISO 2709, plus lists of search terms for the HTTP benchmarks and a manifest.
struct DatasetGenerator {
    let configuration: DatasetConfiguration

    /// What a loan needs to know of its title, kept from the catalogue pass (not the records).
    private struct TitleForLoans: Sendable {
        var shelfCode: String
        var description: String
        var place: String
        var readingRoom: Bool
    }

    func run() throws {
        let started = Date()
        let configuration = configuration
        try FileManager.default.createDirectory(atPath: configuration.outputDirectory, withIntermediateDirectories: true)
        let today = configuration.today
        let instant = LibraryCalendar.utc.instant(of: today)
        let settings = IRBISExportSettings(catalogingDate: today, operatorName: "Бенчмарк", storagePlace: "АБ")
        let titles = TitleFactory(seed: configuration.seed, count: configuration.titles)
        let readers = ReaderFactory(seed: configuration.seed, today: today)
        let pipeline = BatchPipeline()

        log("planning \(configuration.copies) copies of \(configuration.titles) titles, \(configuration.loans) loans of \(configuration.readers) readers")
        let copies = CopyPlan(seed: configuration.seed, titles: configuration.titles, copies: configuration.copies)
        let loans = LoanPlan(seed: configuration.seed, readers: readers, readerCount: configuration.readers,
                             loans: configuration.loans, copies: copies, today: today)
        log("plan ready: \(loans.openCount) loans open (\(seconds(since: started)) s); \(pipeline.workers) workers")

        // The catalogue: the product's catalogue exporter maps each title with its copies.
        let catalogueFiles = try files("catalogue", settings: settings)
        var forLoans: [TitleForLoans] = []
        forLoans.reserveCapacity(configuration.titles)
        try pipeline.run(count: configuration.titles, files: catalogueFiles, progress: { done in
            log("catalogue: \(done) titles (\(seconds(since: started)) s)")
        }, make: { range in
            let exporter = IRBISCatalogueExporter(settings: settings)
            var records: [IRBISRecord] = []
            var extra: [TitleForLoans] = []
            for index in range {
                let generated = titles.title(index)
                let record = TitleRecord(id: TitleID(Int64(index + 1)), title: generated.title, createdAt: instant, updatedAt: instant)
                let copyRecords = copies.copyRecords(ofTitle: index, generated, today: today, at: instant)
                let lent = Set(copyRecords.filter { loans.onLoan[Int($0.id.rawValue) - 1] }.map(\.inventoryNumber))
                let mapped = exporter.record(for: record, copies: copyRecords, onLoan: lent, number: index + 1).record
                records.append(mapped)
                extra.append(TitleForLoans(shelfCode: mapped.value(903) ?? "", description: generated.title.shortDescription,
                                           place: generated.place, readingRoom: generated.readingRoom))
            }
            return (records, extra)
        }, merge: { _, extra in forLoans += extra })
        for file in catalogueFiles { try file.close() }
        let titleInfo = forLoans

        // The readers with their loans, as the product's reader exporter and loan field write them.
        let readerFiles = try files("readers", settings: settings)
        try pipeline.run(count: configuration.readers, files: readerFiles, progress: { done in
            log("readers: \(done) readers (\(seconds(since: started)) s)")
        }, make: { range in
            let exporter = IRBISReaderExporter(settings: settings)
            let calendar = LibraryCalendar.utc
            var records: [IRBISRecord] = []
            for index in range {
                let reader = readers.reader(index)
                let fields = loans.loans(ofReader: index).map { planned in
                    let copyNumber = Int(planned.copy)
                    let titleIndex = DatasetGenerator.title(of: copyNumber, in: copies)
                    let info = titleInfo[titleIndex]
                    let copy = copies.loanView(copyNumber, position: copyNumber - copies.copies(ofTitle: titleIndex).lowerBound,
                                               usualPlace: info.place, readingRoom: info.readingRoom)
                    let issuedAt = Date(timeIntervalSince1970: TimeInterval(Int(planned.issued) * 86_400 + Int(planned.time)))
                    func day(_ value: Int32) -> Day? { value < 0 ? nil : Day(daysSinceEpoch: Int(value)) }
                    // Field for field what IRBISLoanField(loan:title:copy:shelfCode:settings:) makes of a stored loan.
                    return IRBISLoanField(
                        shelfCode: info.shelfCode, inventoryNumber: copy.inventory, barcode: copy.barcode ?? "",
                        description: info.description, issuedOn: calendar.day(of: issuedAt), issueTime: calendar.compactTime(of: issuedAt),
                        dueOn: day(planned.due), returnedOn: day(planned.returned), renewedOn: day(planned.renewed),
                        renewals: Int(planned.renewals), database: settings.catalogueDatabase,
                        storagePlace: copy.place.isEmpty ? settings.storagePlace : copy.place,
                        issuePoint: settings.effectiveServicePoint, librarian: settings.operatorName)
                }
                let record = ReaderRecord(id: ReaderID(Int64(index + 1)), reader: reader, createdAt: instant, updatedAt: instant)
                records.append(exporter.record(for: record, loans: fields))
            }
            return (records, ())
        }, merge: { _, _ in })
        for file in readerFiles { try file.close() }

        let terms = SearchTerms(titles: titles, copies: copies, seed: configuration.seed)
        try terms.write(to: configuration.outputDirectory)

        let all = catalogueFiles + readerFiles
        for file in all {
            let expected = file.path.hasSuffix("/catalogue.\(file.format.fileExtension)") ? configuration.titles : configuration.readers
            for diagnostic in file.diagnostics.prefix(5) { log("\(file.path): \(diagnostic)") }
            guard file.records == expected else { throw DatasetError.recordsLost(file.path, expected: expected, written: file.records) }
        }
        let manifest = DatasetManifest(
            version: DatasetConfiguration.version, seed: configuration.seed, today: today.isoText,
            titles: configuration.titles, copies: copies.copyCount, readers: configuration.readers, loans: loans.loans.count,
            openLoans: loans.openCount, copiesOnLoan: loans.onLoan.filter { $0 }.count,
            files: all.map { .init(name: URL(fileURLWithPath: $0.path).lastPathComponent, format: $0.format.rawValue,
                                   records: $0.records, bytes: $0.bytes, diagnostics: $0.diagnostics.count) },
            searchTerms: terms.queryFile, catalogPrefixes: terms.prefixFile, seconds: Date().timeIntervalSince(started))
        try manifest.write(to: configuration.outputDirectory)
        log("done in \(seconds(since: started)) s")
    }

    private func files(_ name: String, settings: IRBISExportSettings) throws -> [RecordFile] {
        try configuration.formats.map { format in
            let path = "\(configuration.outputDirectory)/\(name).\(format.fileExtension)"
            return try RecordFile(path: path, format: format, settings: settings)
        }
    }

    /// The title a copy belongs to (binary search over the first copies).
    static func title(of copy: Int, in plan: CopyPlan) -> Int {
        var low = 0
        var high = plan.titleCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(plan.firstCopy[middle]) <= copy { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func seconds(since start: Date) -> String {
        String(format: "%.1f", Date().timeIntervalSince(start))
    }
}

/// Progress on standard error.
func log(_ message: String) {
    FileHandle.standardError.write(Data("kartoteka-dataset: \(message)\n".utf8))
}
