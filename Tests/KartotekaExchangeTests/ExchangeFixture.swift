import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaStore
import KartotekaTestSupport

/// A library on a temporary file with a clock at a chosen instant, plus fixture access.
struct ExchangeFixture {
    let store: SQLiteLibraryStore
    let clock: FixedClock
    let path: String

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    init(at instant: Date = ExchangeFixture.instant(2024, 1, 15, 14, 30)) throws {
        let folder = TemporaryDirectory.path("exchange")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("library.sqlite").path
        clock = FixedClock(instant)
        store = try SQLiteLibraryStore(path: path, clock: clock, calendar: .utc)
    }

    static func instant(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
        LibraryCalendar.utc.instant(of: Day(year: year, month: month, day: day)!,
                                    time: String(format: "%02d%02d00", hour, minute))
    }

    var exporter: IRBISExportService { IRBISExportService(store: store, clock: clock, calendar: .utc) }
    var importer: IRBISImportService { IRBISImportService(store: store, clock: clock, calendar: .utc) }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(path)))
    }

    /// The library as the worked examples assume: operator SWIFT, place АБ.
    func configure() throws {
        var settings = try store.settings()
        settings.operatorName = "SWIFT"
        settings.defaultStoragePlace = "АБ"
        try store.saveSettings(settings)
    }

    /// The Лермонтов book from its QR card, with given names, copy 12345 received 2024-01-15.
    func addLermontov() throws -> TitleDetails {
        var draft = BookCard(parsing: String(decoding: try ExchangeFixture.bytes("seed/qr-book-card.txt"), as: UTF8.self)).titleDraft
        draft.authorGivenNames = "Михаил Юрьевич"
        draft.language = "rus"
        var copy = CopyDraft(inventoryNumber: "12345", storagePlace: "АБ")
        copy.receivedOn = "2024-01-15"
        let (title, copies) = try NewTitle(title: draft, copies: [copy]).validated(authorSignStyle: .compact)
        return try store.addTitle(title, copies: copies)
    }

    /// The reader of the worked example.
    func addIvanov() throws {
        _ = try store.addReader(ReaderDraft.workedExampleIvanov.validated(today: Day(year: 2024, month: 1, day: 15)!))
    }
}
