import Foundation
import KartotekaCore
import KartotekaMetadata
import KartotekaStore
import KartotekaWire

/// Turns what a scan read into what the desk does next: a QR book card opens the New Book form
/// prefilled; an ISBN already catalogued offers adding a copy; a new ISBN is looked up and opens
/// the form with the candidate to check; a copy label opens that copy with lend/return; a reader
/// card opens the reader.
public struct ScanResolver: Sendable {
    let store: any LibraryStore
    let lookup: MetadataLookup?

    /// Creates a resolver; without a lookup, new ISBNs open the form with only the ISBN.
    public init(store: any LibraryStore, lookup: MetadataLookup?) {
        self.store = store
        self.lookup = lookup
    }

    /// Resolves the most telling of the codes read from one picture or input.
    public func resolve(_ meanings: [ScanMeaning]) throws -> ScanResolution {
        guard let meaning = meanings.min(by: { $0.priority < $1.priority }) else {
            return ScanResolution(kind: "unknown", Bilingual { $0.noCodeRecognised })
        }
        switch meaning {
        case .copyLabel(let inventory, let card):
            if let copy = try store.existingCopy(inventory) {
                var resolution = ScanResolution(kind: "copy", Bilingual { $0.scannedCopy(inventory, status: copy.record.copy.status) },
                    next: "/books/\(copy.record.titleID)#copy-\(Self.anchor(inventory.rawValue))")
                resolution.inventoryNumber = inventory.rawValue
                resolution.titleId = copy.record.titleID.rawValue
                return resolution
            }
            guard let card else {
                return ScanResolution(kind: "unknown", Bilingual { $0.scannedCopyNotFound(inventory) })
            }
            var resolution = try cardResolution(card, inventory: inventory)
            resolution.inventoryNumber = inventory.rawValue
            return resolution
        case .readerTicket(let ticket):
            guard try store.existingReader(ticket) != nil else {
                return ScanResolution(kind: "unknown", Bilingual { $0.scannedReaderNotFound(ticket) })
            }
            var resolution = ScanResolution(kind: "reader", Bilingual { $0.scannedReader(ticket) },
                                            next: "/readers/\(Self.query(ticket.rawValue))")
            resolution.ticketNumber = ticket.rawValue
            return resolution
        case .bookCard(let card):
            return try cardResolution(card, inventory: nil)
        case .isbn(let isbn):
            return try isbnResolution(isbn, fallback: nil)
        case .unrecognised(let text):
            return ScanResolution(kind: "unknown", Bilingual { $0.scannedTextUnknown(text.prefix(60)) })
        }
    }

    /// A QR book card: the form prefilled (with the copy's number when the card carries one), or
    /// adding a copy when its ISBN is catalogued.
    private func cardResolution(_ card: BookCard, inventory: InventoryNumber?) throws -> ScanResolution {
        let draft = card.titleDraft
        if let isbn = try? ISBN(parsing: draft.isbn), let existing = try store.title(isbn: isbn) {
            return catalogued(existing, isbn: isbn, inventory: inventory)
        }
        var resolution = ScanResolution(kind: "bookCard", Bilingual { $0.scannedBookCard },
            next: Self.formLink(draft, source: "QR", inventory: inventory))
        resolution.draft = draft
        resolution.source = "QR"
        resolution.isbn = (try? ISBN(parsing: draft.isbn))?.hyphenated
        return resolution
    }

    private func isbnResolution(_ isbn: ISBN, fallback: TitleDraft?) throws -> ScanResolution {
        if let existing = try store.title(isbn: isbn) { return catalogued(existing, isbn: isbn, inventory: nil) }
        var draft = TitleDraft()
        draft.isbn = isbn.hyphenated
        var message = Bilingual { $0.scannedISBNNotCatalogued(isbn) }
        var source: String?
        if let lookup {
            let style = try store.settings().authorSignStyle
            do {
                if let candidate = try lookup.lookup(isbn).candidates.first {
                    draft = candidate.titleDraft(authorSignStyle: style)
                    source = candidate.source
                    message = Bilingual { $0.foundIn(candidate.source) }
                }
            } catch {
                message = Bilingual.joined([message, error.message])
            }
        }
        var resolution = ScanResolution(kind: "isbn", message, next: Self.formLink(draft, source: source, inventory: nil))
        resolution.isbn = isbn.hyphenated
        resolution.draft = draft
        resolution.source = source
        return resolution
    }

    private func catalogued(_ title: TitleRecord, isbn: ISBN, inventory: InventoryNumber?) -> ScanResolution {
        var resolution = ScanResolution(kind: "catalogued", Bilingual { $0.scannedTitleCatalogued(title.id) },
            next: "/books/\(title.id)?addCopy=\(Self.query(inventory?.rawValue ?? ""))#add-copy")
        resolution.titleId = title.id.rawValue
        resolution.isbn = isbn.hyphenated
        return resolution
    }

    /// `/books/new?isbn=…&title=…&source=…`: the New Book form with the fields filled in.
    static func formLink(_ draft: TitleDraft, source: String?, inventory: InventoryNumber?) -> String {
        var parts = TitleDraft.fields.compactMap { name, keyPath -> String? in
            let value = draft[keyPath: keyPath]
            return value.isEmpty ? nil : "\(name)=\(query(value))"
        }
        if let inventory { parts.append("inventoryNumber=\(query(inventory.rawValue))") }
        if let source { parts.append("source=\(query(source))") }
        return "/books/new?" + parts.joined(separator: "&")
    }

    static func query(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    static func anchor(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }
}
