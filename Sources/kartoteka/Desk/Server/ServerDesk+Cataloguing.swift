import Foundation
import KartotekaClient
import KartotekaCore
import KartotekaScan
import KartotekaUseCases

extension ServerDesk: CataloguingDesk {
    /// The server reads the picture and says where its codes lead.
    func scan(_ image: Data) throws -> ScanReport {
        let mediaType = image.starts(with: [0xFF, 0xD8]) ? "image/jpeg" : "image/png"
        let result = try call { try await $0.scan(image: image, mediaType: mediaType) }
        // The server names symbologies as this program does; one it does not know is a QR code's text.
        let codes = result.codes.map { ScannedCode(symbology: Symbology(rawValue: $0.symbology) ?? .qr, text: $0.text) }
        return ScanReport(codes: codes, resolution: result.resolution)
    }

    /// The server looks in its catalogue first, then asks its providers.
    func lookUp(_ isbn: ISBN) throws -> LookupReport {
        let result = try call { try await $0.lookUp(isbn: isbn.digits) }
        if let catalogued = result.cataloguedTitleId {
            return LookupReport(source: nil, draft: nil, cataloguedTitleId: catalogued)
        }
        return LookupReport(source: result.candidates.first?.source, draft: result.draft, cataloguedTitleId: nil)
    }

    func labelSheet(copies: [InventoryNumber], readers: [TicketNumber], layout: LabelLayout, start: Int, spines: Bool) throws -> String {
        try call {
            try await $0.labelSheet(inventoryNumbers: copies, ticketNumbers: readers, layout: layout, start: start, spines: spines)
        }
    }
}
