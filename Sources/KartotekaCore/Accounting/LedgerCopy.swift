/// A copy as the book of summary accounting sees it when it enters the fund: when, in which
/// batch, at what value, on the balance or off it, what kind of document and on what subject.
public struct LedgerCopy: Sendable, Hashable, Codable {
    /// Its title (an edition: the КСУ counts titles too).
    public var titleID: TitleID
    /// The batch it came in; `nil` for a copy catalogued without one.
    public var receipt: YearlyNumber?
    /// The day it entered the fund: its batch's day, else its own receipt day, else the day it
    /// was catalogued.
    public var receivedOn: Day
    /// Its value in the fund: the price its act of write-off recorded, else its own price, else
    /// the edition's (none counts as zero).
    public var price: Money
    /// Whether it is on the balance.
    public var onBalance: Bool
    /// What kind of document.
    public var documentType: DocumentType
    /// Its subject section.
    public var section: BBKSection

    /// Creates the fact.
    public init(titleID: TitleID, receipt: YearlyNumber?, receivedOn: Day, price: Money, onBalance: Bool, documentType: DocumentType,
                section: BBKSection) {
        self.titleID = titleID
        self.receipt = receipt
        self.receivedOn = receivedOn
        self.price = price
        self.onBalance = onBalance
        self.documentType = documentType
        self.section = section
    }
}
