import KartotekaCore
import KartotekaStore

/// The reader-first desk: the librarian scans (or types) a reader's ticket, then the books one
/// after another. A copy on loan — to whoever — is taken back by one scan; any other copy is lent
/// to the reader at the desk, within the loan rules and unless the reader is blocked. The page
/// `/desk`, `POST /api/v1/desk/scans` and `kartoteka desk` all work through it.
public struct DeskCounter: Sendable {
    /// What happened with a scan.
    public enum Outcome: Sendable {
        /// The code was a reader's ticket: that reader is at the desk now.
        case reader(ReaderDetails)
        /// The copy was lent to the reader at the desk.
        case lent(LoanDetails, reader: ReaderDetails)
        /// The copy was taken back from the reader who held it; `travelsTo` when it sets off to its
        /// own branch or a pickup branch, `setAsideFor` when a hold takes it. The reader at the
        /// desk, if any, stays.
        case returned(LoanDetails, travelsTo: BranchCode?, setAsideFor: HoldRecord?, reader: ReaderDetails?)
        /// The loan was renewed.
        case renewed(LoanDetails, reader: ReaderDetails?)
        /// The copy could not be lent or taken back: why and what to do.
        case refused(Bilingual, reader: ReaderDetails?)
        /// The code is neither a reader nor a copy the library has.
        case unknown(String, reader: ReaderDetails?)

        /// The reader at the desk after the scan.
        public var reader: ReaderDetails? {
            switch self {
            case .reader(let reader), .lent(_, let reader): reader
            case .returned(_, _, _, let reader), .renewed(_, let reader), .refused(_, let reader), .unknown(_, let reader): reader
            }
        }
    }

    /// What a code is at the desk.
    public enum Meaning: Sendable, Hashable {
        case reader(TicketNumber)
        case copy(InventoryNumber)
        case unknown(String)
    }

    let store: any LibraryStore
    /// The branch whose desk this is; `nil`: wherever a copy is.
    let branch: BranchCode?
    /// The account at the desk; `nil`: the command line.
    let account: String?

    /// A desk over a library, at a branch, worked by an account.
    public init(store: any LibraryStore, branch: BranchCode?, account: String?) {
        self.store = store
        self.branch = branch
        self.account = account
    }

    /// Does what a scan at the desk means, the reader of `ticket` being at the desk (`nil`: none yet).
    public func scan(_ code: String, serving ticket: TicketNumber?) throws -> Outcome {
        let serving = try ticket.flatMap { try store.existingReader($0) }
        switch try meaning(of: code, servingReader: serving != nil) {
        case .reader(let ticket):
            return .reader(try store.reader(ticket))
        case .copy(let inventory):
            return try copyScanned(inventory, serving: serving)
        case .unknown(let text):
            return .unknown(text, reader: serving)
        }
    }

    /// Renews a copy's loan from the desk; the reader at the desk stays.
    public func renew(_ inventory: InventoryNumber, serving ticket: TicketNumber?) throws -> Outcome {
        let serving = try ticket.flatMap { try store.existingReader($0) }
        do {
            let loan = try store.renew(inventory, dueOn: nil)
            return .renewed(loan, reader: try serving.map { try store.reader($0.record.reader.ticketNumber) })
        } catch let error as LoanError {
            return .refused(error.message, reader: serving)
        }
    }

    /// A copy scanned: taken back when someone holds it, else lent to the reader at the desk.
    private func copyScanned(_ inventory: InventoryNumber, serving: ReaderDetails?) throws -> Outcome {
        let copy = try store.copy(inventory)
        if copy.openLoan != nil {
            do {
                let loan = try store.returnCopy(inventory, at: branch, by: account)
                let travels = try store.copy(inventory).record.placement?.travellingTo
                return .returned(loan, travelsTo: travels, setAsideFor: try store.holdSettingAside(inventory),
                                 reader: try serving.map { try store.reader($0.record.reader.ticketNumber) })
            } catch let error as KartotekaError {
                return .refused(error.message, reader: serving)
            }
        }
        guard let serving else { return .refused(Bilingual { $0.deskScanTicketFirst(inventory) }, reader: nil) }
        let ticket = serving.record.reader.ticketNumber
        do {
            let loan = try store.lend(inventory, to: ticket, dueOn: nil, at: branch)
            return .lent(loan, reader: try store.reader(ticket))
        } catch let error as LoanError {
            return .refused(error.message, reader: serving)
        } catch let error as BranchError {
            return .refused(error.message, reader: serving)
        }
    }

    /// What a code is: a reader's QR card or a copy's label by what they say; other text a copy
    /// (by inventory number or barcode) or a reader (by ticket) — the copy first while a reader is
    /// at the desk, the reader first while none is, when the text is both.
    public func meaning(of code: String, servingReader: Bool) throws -> Meaning {
        let text = code.trimmingCharacters(in: .whitespacesAndNewlines)
        if let card = ReaderCard(parsing: text) { return .reader(card.ticketNumber) }
        let bookCard = BookCard(parsing: text)
        if let number = bookCard.inventoryNumber.flatMap({ try? InventoryNumber(validating: $0) }) { return .copy(number) }
        let copy = try copyNamed(by: text)
        let reader = try (try? TicketNumber(validating: text)).flatMap { try store.existingReader($0)?.record.reader.ticketNumber }
        switch (copy, reader) {
        case let (copy?, reader?): return servingReader ? .copy(copy) : .reader(reader)
        case let (copy?, nil): return .copy(copy)
        case let (nil, reader?): return .reader(reader)
        case (nil, nil): return .unknown(String(text.prefix(60)))
        }
    }

    /// The copy whose inventory number or barcode the text is, if any.
    private func copyNamed(by text: String) throws -> InventoryNumber? {
        if let number = try? InventoryNumber(validating: text), try store.existingCopy(number) != nil { return number }
        guard !text.isEmpty, text.count <= FieldLimits.barcode else { return nil }
        do {
            return try store.copy(barcode: text).record.inventoryNumber
        } catch CatalogError.barcodeNotFound {
            return nil
        }
    }
}
