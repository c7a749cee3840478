import Foundation

/// A copy as a person typed it; ``validated()`` checks every field at once.
public struct CopyDraft: Sendable, Hashable, Codable {
    public var inventoryNumber = ""
    public var storagePlace = ""
    public var price = ""
    public var receivedOn = ""
    public var barcode = ""
    /// A ``CopyStatus`` raw value; empty means available.
    public var status = ""
    /// The КСУ number of the batch it came in: `5` (of the receipt's year, or this year) or `2027/5`; empty for none.
    public var receipt = ""
    /// `0` (or `false`, `no`) keeps it off the balance; anything else, or empty, on it.
    public var onBalance = ""
    /// A ``DocumentType`` raw value; empty is a book.
    public var documentType = ""
    /// A ``FundClass`` code; empty: by the title's kind.
    public var fundClass = ""

    /// Creates an empty draft.
    public init(inventoryNumber: String = "", storagePlace: String = "") {
        self.inventoryNumber = inventoryNumber
        self.storagePlace = storagePlace
    }

    /// A draft showing a stored copy, for editing.
    public init(_ copy: Copy) {
        showText(of: copy)
        inventoryNumber = copy.inventoryNumber.rawValue
        price = copy.price?.shortText ?? ""
        receivedOn = copy.receivedOn?.isoText ?? ""
        barcode = copy.barcode ?? ""
        status = copy.status.rawValue
        receipt = copy.receipt?.text ?? ""
        onBalance = copy.onBalance ? "" : "0"
        documentType = copy.documentType == .book ? "" : copy.documentType.rawValue
        fundClass = copy.fundClass?.rawValue ?? ""
    }

    /// Checks every field. The status `on_loan` is accepted only so that a copy on loan can be edited
    /// without changing it; the store refuses to put a copy on loan or off loan by editing. A
    /// receipt number without a year belongs to the year the copy was received in, else to
    /// `today`'s year. The day received is not after `today` (the accounts would leave the copy out
    /// of every period until then) nor before the accounts' first year.
    public func validated(today: Day? = nil) throws(ValidationError) -> Copy {
        var problems = ProblemCollector()
        let inventory = problems.parse(InventoryNumber.field) { try InventoryNumber(validating: inventoryNumber) }
        let priceText = price.trimmingCharacters(in: .whitespaces)
        let parsedPrice = priceText.isEmpty ? nil : problems.parse("copyPrice") { try Money(parsing: priceText, field: "copyPrice") }
        let dayText = receivedOn.trimmingCharacters(in: .whitespaces)
        let parsedDay = dayText.isEmpty ? nil : problems.parse("receivedOn") { try Day(parsing: dayText, field: "receivedOn") }
        if let day = parsedDay {
            if day.year < YearlyNumber.firstYear {
                problems.add("receivedOn", Bilingual { $0.dayBeforeAccounts(day) })
            } else if let today, day > today {
                problems.add("receivedOn", Bilingual { $0.copyReceivedInFuture(day, today: today) })
            }
        }
        problems.addTooLong(fieldsOverLimit())
        let code = TitleDraft.clean(barcode)
        var parsedStatus = CopyStatus.available
        let statusText = status.trimmingCharacters(in: .whitespaces)
        if !statusText.isEmpty {
            if let value = CopyStatus(rawValue: statusText) {
                parsedStatus = value
            } else {
                problems.add("status", Bilingual { $0.copyStatusRule })
            }
        }
        let receiptText = receipt.trimmingCharacters(in: .whitespaces)
        let parsedReceipt = receiptText.isEmpty ? nil : problems.parse("receipt") {
            try YearlyNumber(parsing: receiptText, defaultYear: parsedDay?.year ?? today?.year, field: "receipt")
        }
        let typeText = documentType.trimmingCharacters(in: .whitespaces)
        let parsedType = typeText.isEmpty ? .book : DocumentType(rawValue: typeText)
        if parsedType == nil { problems.add("documentType", Bilingual { $0.documentTypeRule }) }
        let classText = fundClass.trimmingCharacters(in: .whitespaces)
        let parsedClass = classText.isEmpty ? nil : problems.parse(FundClass.field) { try FundClass(parsing: classText) }
        try problems.throwIfAny()
        var copy = Copy(inventoryNumber: inventory!, price: parsedPrice, receivedOn: parsedDay,
                    barcode: code.isEmpty ? nil : code, status: parsedStatus, receipt: parsedReceipt,
                    onBalance: !CopyDraft.offBalanceWords.contains(onBalance.trimmingCharacters(in: .whitespaces).lowercased()),
                    documentType: parsedType!, fundClass: parsedClass)
        writeText(into: &copy)
        return copy
    }
}

extension CopyDraft {
    /// What ``onBalance`` holds for a copy kept off the balance.
    public static let offBalanceWords: Set<String> = ["0", "false", "no", "off"]
}
