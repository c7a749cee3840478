/// A search or listing of readers.
public struct ReaderQuery: Sendable, Hashable {
    /// Words to look for in names, ticket numbers, phones and e-mail; empty lists everyone. A
    /// phone number in any spelling finds the readers reached at it (``PhoneNumber/searchKey(in:)``).
    public var text: String
    /// Only the pupils of this class now (graduates left out).
    public var schoolClass: SchoolClass?
    /// Only the readers of this category (a group: teachers, staff…).
    public var category: ReaderCategory?
    /// Only graduates (`true`), or only those still at school or in no class (`false`); `nil`: all.
    public var graduated: Bool?
    /// Which slice to return.
    public var page: PageRequest

    /// Creates a query.
    public init(text: String = "", schoolClass: SchoolClass? = nil, category: ReaderCategory? = nil, graduated: Bool? = nil,
                page: PageRequest = PageRequest()) {
        self.text = text
        self.schoolClass = schoolClass
        self.category = category
        self.graduated = graduated
        self.page = page
    }

    /// The phone key the text is, when it is a phone number (`nil` otherwise).
    public var phoneKey: String? { PhoneNumber.searchKey(in: text) }
}
