/// A title read from an IRBIS or RUSMARC record, with its copies, ready to be checked against the
/// catalogue and stored; the shelf code (903) an IRBIS record had is the title's own.
public struct IRBISImportedTitle: Sendable, Hashable {
    /// The bibliographic record.
    public var title: Title
    /// The copies found in 910 fields (none for RUSMARC).
    public var copies: [Copy]
    /// What the 910 fields said of the copies' accounts (check days, acts), by inventory number.
    public var accounts: [InventoryNumber: ImportedCopyAccounts]
    /// Whether the record said what kind of item it is (else the kind is guessed from the BBK).
    public var kindStated: Bool

    /// Creates an imported title.
    public init(title: Title, copies: [Copy] = [], accounts: [InventoryNumber: ImportedCopyAccounts] = [:], kindStated: Bool = true) {
        self.title = title
        self.copies = copies
        self.accounts = accounts
        self.kindStated = kindStated
    }

    /// The shelf code (903), when the record had one.
    public var shelfCode: String? {
        title.irbisShelfCode.isEmpty ? nil : title.irbisShelfCode
    }
}
