/// A title with all its copies, as exchange formats carry it.
public struct TitleWithCopies: Sendable, Hashable {
    /// The title.
    public var title: TitleRecord
    /// Its copies, by inventory number.
    public var copies: [CopyRecord]

    /// Creates the pair.
    public init(title: TitleRecord, copies: [CopyRecord]) {
        self.title = title
        self.copies = copies
    }
}
