import Foundation
import KartotekaClient
import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaUseCases
import KartotekaLabels
import KartotekaMetadata
import KartotekaScan

extension DatabaseDesk: CataloguingDesk {
    /// Reads the picture here; says where the codes lead when the database exists (it is not
    /// created for a scan).
    func scan(_ image: Data) throws -> ScanReport {
        let codes = try ZBarScanner().scan(imageData: image)
        var resolution: ScanResolution?
        if database.exists {
            resolution = try run(ResolveScan(codes.map { ScanMeaning(text: $0.text, symbology: $0.symbology.rawValue) },
                                             providers: configuration.metadataLookup(clock: clock), catalogues: configuration.copyCataloguingClient()))
        }
        return ScanReport(codes: codes, resolution: resolution)
    }

    /// Says which title has the ISBN when the library has it, as the server does; else asks the
    /// configured providers, and the library's catalogues where it puts them; the author sign
    /// follows the library's style when the database exists.
    func lookUp(_ isbn: ISBN) throws -> LookupReport {
        if database.exists, let existing = try store.title(isbn: isbn) {
            return LookupReport(source: nil, draft: nil, cataloguedTitleId: existing.id.rawValue)
        }
        let chain = database.exists ? try scanFlowLookup() : configuration.metadataLookup(clock: clock)
        guard let lookup = chain else { throw MetadataError.noProviders }
        let result = try lookup.lookup(isbn)
        guard let candidate = result.candidates.first else { throw MetadataError.noMatch(isbn: isbn, failures: result.failures) }
        let style = database.exists ? try store.settings().authorSignStyle : .compact
        return LookupReport(source: candidate.source, draft: candidate.titleDraft(authorSignStyle: style), cataloguedTitleId: nil)
    }

    /// The configured providers with the library's enabled catalogues (Z39.50, SRU) where its
    /// settings put them.
    private func scanFlowLookup() throws -> MetadataLookup? {
        try MetadataLookup.scanFlow(providers: configuration.metadataLookup(clock: clock), catalogues: configuration.copyCataloguingClient(),
                                    store: store)
    }

    func labelSheet(copies: [InventoryNumber], readers: [TicketNumber], layout: LabelLayout, start: Int, spines: Bool) throws -> String {
        let store = try store
        var labels: [Label] = []
        let library = try store.libraryFrame().name
        for number in copies {
            let copy = try store.copy(number)
            let title = try store.title(copy.record.titleID).record.title
            labels.append(.of(copy: copy.record.inventoryNumber, of: title, libraryName: library, spine: spines))
        }
        for ticket in readers {
            labels.append(.readerTicket(ReaderTicketLabel(card: ReaderCard(reader: try store.reader(ticket).record.reader, libraryName: library))))
        }
        return try LabelSheet(layout: Self.sheetLayout(layout), labels: labels, startPosition: start, language: language).html()
    }

    private static func sheetLayout(_ layout: LabelLayout) -> LabelSheetLayout {
        switch layout {
        case .sheet3x8: .sheet3x8
        case .sheet3x7: .sheet3x7
        case .sheet2x7: .sheet2x7
        case .sheet4x10: .sheet4x10
        }
    }
}
