/// A title read from an IRBIS or RUSMARC record, with its copies and shelf code, ready to be
/// checked against the catalogue and stored.
public struct IRBISImportedTitle: Sendable, Hashable {
    /// The bibliographic record.
    public var title: Title
    /// The copies found in 910 fields (none for RUSMARC).
    public var copies: [Copy]
    /// The shelf code (903), when the record had one.
    public var shelfCode: String?
    /// What the 910 fields said of the copies' accounts (check days, acts), by inventory number.
    public var accounts: [InventoryNumber: ImportedCopyAccounts]

    /// Creates an imported title.
    public init(title: Title, copies: [Copy] = [], shelfCode: String? = nil, accounts: [InventoryNumber: ImportedCopyAccounts] = [:]) {
        self.title = title
        self.copies = copies
        self.shelfCode = shelfCode
        self.accounts = accounts
    }
}
