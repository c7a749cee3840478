/// One entry of a list as imported: its number in the list, its text, the day it was included,
/// and — for the book-level registers — its ISBN, author and title as their columns give them.
public struct ListEntry: Sendable, Hashable, Codable {
    /// The entry's number in the list (`#`, «№ в реестре»).
    public var number: Int
    /// The entry's text: the Ministry's description of the material, or a register's row as read.
    public var text: String
    /// The day the entry was included («Дата включения»), when the file gives it.
    public var addedOn: Day?
    /// The ISBN a register gives, as written.
    public var isbn: String
    /// The author a register gives.
    public var author: String
    /// The title a register gives.
    public var title: String

    /// An entry.
    public init(number: Int, text: String, addedOn: Day? = nil, isbn: String = "", author: String = "", title: String = "") {
        self.number = number
        self.text = text
        self.addedOn = addedOn
        self.isbn = isbn
        self.author = author
        self.title = title
    }
}
