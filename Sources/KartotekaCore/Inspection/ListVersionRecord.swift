/// One imported version of a list: when and from which file, how many entries, and how it
/// differs from the version before it.
public struct ListVersionRecord: Sendable, Hashable, Codable {
    /// The version's id.
    public var id: Int64
    /// The list.
    public var kind: BannedListKind
    /// The day it was imported.
    public var importedOn: Day
    /// Who imported it (`nil`: the command line).
    public var importedBy: String?
    /// The file's name as given.
    public var fileName: String
    /// How many entries it holds.
    public var entryCount: Int
    /// The lowest and the highest entry number.
    public var firstNumber: Int
    /// The highest entry number.
    public var lastNumber: Int
    /// Entries new against the version before.
    public var added: Int
    /// Entries whose text changed.
    public var changed: Int
    /// Entries of the version before that this one no longer holds.
    public var removed: Int

    /// A version as stored.
    public init(id: Int64, kind: BannedListKind, importedOn: Day, importedBy: String?, fileName: String, entryCount: Int,
                firstNumber: Int, lastNumber: Int, added: Int, changed: Int, removed: Int) {
        self.id = id
        self.kind = kind
        self.importedOn = importedOn
        self.importedBy = importedBy
        self.fileName = fileName
        self.entryCount = entryCount
        self.firstNumber = firstNumber
        self.lastNumber = lastNumber
        self.added = added
        self.changed = changed
        self.removed = removed
    }
}
