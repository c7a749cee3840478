/// One loan as IRBIS reader field 40, both ways (irbis-format.md §3):
///
/// `^A` the book's shelf code (903), `^B` inventory number (910^B), `^H` barcode, `^C` short
/// description (`Лермонтов М. Ю. Герой нашего времени`), `^D` issue date, `^E` due date, `^F`
/// return date or `******` while the book is out, `^L` renewal date, `^4` renewal count,
/// `^G` catalogue database (`IBIS`), `^K` storage place (910^D), `^V` issue point, `^I`
/// librarian, `^1` issue time `HHMMSS`. Subfields are written in that order.
public struct IRBISLoanField: Sendable, Hashable {
    /// What IRBIS writes in ^F while the book is out.
    public static let stillOut = "******"

    /// The book's shelf code (^A): its 903.
    public var shelfCode: String
    /// The copy's inventory number (^B): its 910^B.
    public var inventoryNumber: String
    /// The copy's barcode (^H), if any.
    public var barcode: String
    /// The short description (^C).
    public var description: String
    /// The day the book was issued (^D).
    public var issuedOn: Day?
    /// The time of issue, `HHMMSS` (^1).
    public var issueTime: String
    /// The due day (^E).
    public var dueOn: Day?
    /// The day it came back (^F); `nil` while it is out.
    public var returnedOn: Day?
    /// The day of the last renewal (^L).
    public var renewedOn: Day?
    /// How many times the loan was renewed (^4); written only when above zero.
    public var renewals: Int
    /// The catalogue database (^G): `IBIS`.
    public var database: String
    /// The copy's storage place (^K): its 910^D.
    public var storagePlace: String
    /// Where the book was issued (^V).
    public var issuePoint: String
    /// Who issued it (^I).
    public var librarian: String

    /// Creates a loan field from its parts.
    public init(
        shelfCode: String, inventoryNumber: String, barcode: String = "", description: String = "",
        issuedOn: Day? = nil, issueTime: String = "", dueOn: Day? = nil, returnedOn: Day? = nil, renewedOn: Day? = nil,
        renewals: Int = 0, database: String = "IBIS", storagePlace: String = "", issuePoint: String = "", librarian: String = ""
    ) {
        self.shelfCode = shelfCode
        self.inventoryNumber = inventoryNumber
        self.barcode = barcode
        self.description = description
        self.issuedOn = issuedOn
        self.issueTime = issueTime
        self.dueOn = dueOn
        self.returnedOn = returnedOn
        self.renewedOn = renewedOn
        self.renewals = renewals
        self.database = database
        self.storagePlace = storagePlace
        self.issuePoint = issuePoint
        self.librarian = librarian
    }

    /// A Kartoteka loan of a copy of a title. `shelfCode` is the title's 903 as exported (see
    /// ``IRBISShelfCode``), so that the reader record points at the catalogue record.
    public init(loan: Loan, title: Title, copy: Copy, shelfCode: String, settings: IRBISExportSettings) {
        let calendar = settings.calendar
        let place = copy.storagePlace.collapsedWhitespace
        self.init(
            shelfCode: shelfCode, inventoryNumber: copy.inventoryNumber.rawValue, barcode: copy.barcode ?? "",
            description: title.shortDescription, issuedOn: calendar.day(of: loan.issuedAt),
            issueTime: calendar.compactTime(of: loan.issuedAt), dueOn: loan.dueOn,
            returnedOn: loan.returnedAt.map(calendar.day(of:)), renewedOn: loan.lastRenewedAt.map(calendar.day(of:)),
            renewals: loan.renewals, database: settings.catalogueDatabase,
            storagePlace: place.isEmpty ? settings.storagePlace : place,
            issuePoint: settings.effectiveServicePoint, librarian: settings.operatorName)
    }

    /// Field 40.
    public var field: IRBISField {
        var field = IRBISField(tag: 40, [
            "A": shelfCode, "B": inventoryNumber, "H": barcode, "C": description,
            "D": issuedOn?.compactText ?? "", "E": dueOn?.compactText ?? "",
            "F": returnedOn?.compactText ?? IRBISLoanField.stillOut,
            "L": renewedOn?.compactText ?? "", "4": renewals > 0 ? String(renewals) : "",
            "G": database, "K": storagePlace, "V": issuePoint, "I": librarian, "1": issueTime,
        ])
        field.subfields.removeAll { $0.value.isEmpty }
        return field
    }

    /// Whether the book is still out.
    public var isOpen: Bool { returnedOn == nil }
}
