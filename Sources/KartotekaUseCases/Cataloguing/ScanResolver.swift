import Foundation
import KartotekaCore
import KartotekaMetadata
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// Turns what a scan read into what the desk does next, as far as the library's own records tell
/// (inside one read transaction): a QR book card opens the New Book form prefilled; an ISBN
/// already catalogued offers adding a copy; a copy label opens that copy with lend/return; a
/// reader card opens the reader; a number alone (a label's barcode, or typed) opens the copy or
/// the reader that has it. A new ISBN is left for ``ResolveScan`` to look up outside the
/// transaction (``isbnResolution(_:lookup:authorSignStyle:)``).
public struct ScanResolver {
    /// What the store says a scan leads to.
    enum Finding {
        /// Where it leads.
        case resolved(ScanResolution)
        /// An ISBN the catalogue does not have, to be looked up.
        case newISBN(ISBN)
    }

    let db: any StoreConnection

    /// A resolver reading through `db`, inside a transaction.
    init(_ db: any StoreConnection) {
        self.db = db
    }

    /// Resolves the most telling of the codes read from one picture or input. A number alone that
    /// is neither a copy's nor a reader's gives way to the next code, when there is one.
    func find(_ meanings: [ScanMeaning]) throws -> Finding {
        let ordered = meanings.enumerated().sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }.map(\.element)
        guard let last = ordered.last else {
            return .resolved(ScanResolution(kind: "unknown", Bilingual { $0.noCodeRecognised }))
        }
        for meaning in ordered.dropLast() {
            guard case .labelNumber(let number) = meaning else { return try find(meaning) }
            if let found = try labelNumberResolution(number) { return .resolved(found) }
        }
        return try find(last)
    }

    private func find(_ meaning: ScanMeaning) throws -> Finding {
        switch meaning {
        case .copyLabel(let inventory, let card):
            if let copy = try db.existingCopyRecord(inventory) {
                return .resolved(copyResolution(copy))
            }
            var resolution = try cardResolution(card, inventory: inventory)
            resolution.inventoryNumber = inventory.rawValue
            return .resolved(resolution)
        case .readerTicket(let ticket):
            guard try db.existingReaderRecord(ticket) != nil else {
                var resolution = ScanResolution(kind: "unknown", Bilingual { $0.scannedReaderNotFound(ticket) })
                resolution.ticketNumber = ticket.rawValue
                return .resolved(resolution)
            }
            return .resolved(readerResolution(ticket))
        case .labelNumber(let number):
            if let found = try labelNumberResolution(number) { return .resolved(found) }
            var resolution = ScanResolution(kind: "unknown", Bilingual { $0.scannedNumberUnknown(number) })
            resolution.inventoryNumber = number.rawValue
            resolution.ticketNumber = number.rawValue
            return .resolved(resolution)
        case .bookCard(let card):
            return .resolved(try cardResolution(card, inventory: nil))
        case .isbn(let isbn):
            if let existing = try db.titleRecord(isbn: isbn) { return .resolved(catalogued(existing, isbn: isbn, inventory: nil)) }
            return .newISBN(isbn)
        case .unrecognised(let text):
            // A copy's own barcode (a sticker of its own, IRBIS 910^H) is no number of ours, but the copy's all the same.
            if let copy = try db.copyRecord(barcode: text.trimmingCharacters(in: .whitespaces)) { return .resolved(copyResolution(copy)) }
            return .resolved(ScanResolution(kind: "unknown", Bilingual { $0.scannedTextUnknown(text.prefix(60)) }))
        }
    }

    /// A number alone: the copy with this inventory number or the reader with this ticket; when
    /// both have it, neither is opened and both are named; else the copy with this barcode. `nil`
    /// when none has it.
    private func labelNumberResolution(_ number: LabelNumber) throws -> ScanResolution? {
        switch (try db.existingCopyRecord(number.inventoryNumber), try db.existingReaderRecord(number.ticketNumber)) {
        case (let copy?, nil):
            return copyResolution(copy)
        case (nil, _?):
            return readerResolution(number.ticketNumber)
        case (let copy?, _?):
            var resolution = ScanResolution(kind: "ambiguous", Bilingual { $0.scannedNumberOfCopyAndReader(number) })
            resolution.inventoryNumber = number.rawValue
            resolution.titleId = copy.titleID.rawValue
            resolution.ticketNumber = number.rawValue
            return resolution
        case (nil, nil):
            return try db.copyRecord(barcode: number.rawValue).map(copyResolution)
        }
    }

    private func copyResolution(_ copy: CopyRecord) -> ScanResolution {
        let inventory = copy.copy.inventoryNumber
        var resolution = ScanResolution(kind: "copy", Bilingual { $0.scannedCopy(inventory, status: copy.copy.status) },
            next: Notice.scannedCopy.shown(on: "/books/\(copy.titleID)") + "#copy-\(Self.anchor(inventory.rawValue))")
        resolution.inventoryNumber = inventory.rawValue
        resolution.titleId = copy.titleID.rawValue
        return resolution
    }

    private func readerResolution(_ ticket: TicketNumber) -> ScanResolution {
        var resolution = ScanResolution(kind: "reader", Bilingual { $0.scannedReader(ticket) },
                                        next: Notice.scannedReader.shown(on: "/readers/\(Self.query(ticket.rawValue))"))
        resolution.ticketNumber = ticket.rawValue
        return resolution
    }

    /// A QR book card: the form prefilled (with the copy's number when the card carries one), or
    /// adding a copy when its ISBN is catalogued.
    private func cardResolution(_ card: BookCard, inventory: InventoryNumber?) throws -> ScanResolution {
        let draft = card.titleDraft
        if let isbn = try? ISBN(parsing: draft.isbn), let existing = try db.titleRecord(isbn: isbn) {
            return catalogued(existing, isbn: isbn, inventory: inventory)
        }
        var resolution = ScanResolution(kind: "bookCard", Bilingual { $0.scannedBookCard },
            next: Self.formLink(draft, source: "QR", inventory: inventory))
        resolution.draft = draft
        resolution.source = "QR"
        resolution.inventoryNumber = inventory?.rawValue
        resolution.isbn = (try? ISBN(parsing: draft.isbn))?.hyphenated
        return resolution
    }

    /// An ISBN the catalogue does not have: looked up with `lookup` (outside any transaction),
    /// and the form opened with the candidate found, or with only the ISBN; without a lookup, the
    /// form opens at once.
    static func isbnResolution(_ isbn: ISBN, lookup: MetadataLookup?, authorSignStyle style: AuthorSignStyle) -> ScanResolution {
        var draft = TitleDraft()
        draft.isbn = isbn.hyphenated
        var message = Bilingual { $0.scannedISBNNotCatalogued(isbn) }
        var source: String?
        // What the form says on top when nothing filled it (a found candidate says where it came from).
        var notice: Notice? = .isbnNew
        if let lookup {
            do {
                if let candidate = try lookup.lookup(isbn).candidates.first {
                    draft = candidate.titleDraft(authorSignStyle: style)
                    source = candidate.source
                    message = Bilingual { $0.foundIn(candidate.source) }
                    notice = nil
                } else {
                    notice = .isbnNotFound
                }
            } catch {
                message = Bilingual.joined([message, error.message])
                notice = Notice(lookupFailure: error)
            }
        }
        var resolution = ScanResolution(kind: "isbn", message, next: Self.formLink(draft, source: source, inventory: nil, notice: notice))
        resolution.isbn = isbn.hyphenated
        resolution.draft = draft
        resolution.source = source
        return resolution
    }

    private func catalogued(_ title: TitleRecord, isbn: ISBN, inventory: InventoryNumber?) -> ScanResolution {
        var resolution = ScanResolution(kind: "catalogued", Bilingual { $0.scannedTitleCatalogued(title.id) },
            next: Notice.alreadyCatalogued.shown(on: "/books/\(title.id)?addCopy=\(Self.query(inventory?.rawValue ?? ""))") + "#add-copy")
        resolution.titleId = title.id.rawValue
        resolution.isbn = isbn.hyphenated
        return resolution
    }

    /// `/books/new?isbn=…&title=…&source=…`: the New Book form with the fields filled in, and a
    /// notice on top when given.
    public static func formLink(_ draft: TitleDraft, source: String?, inventory: InventoryNumber?, notice: Notice? = nil) -> String {
        var parts = TitleDraft.namedFields.compactMap { name, keyPath -> String? in
            let value = draft[keyPath: keyPath]
            return value.isEmpty ? nil : "\(name)=\(query(value))"
        }
        if let inventory { parts.append("inventoryNumber=\(query(inventory.rawValue))") }
        if let source { parts.append("source=\(query(source))") }
        let link = "/books/new?" + parts.joined(separator: "&")
        return notice?.shown(on: link) ?? link
    }

    /// `text` as a query parameter's value: everything but letters, digits and `-._~` percent-encoded.
    public static func query(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// `text` as a page anchor: what is not a letter, a digit or `-` becomes `_`.
    public static func anchor(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }
}
