/// Texts the domain, the pages and the command line share: the labels of a title's and a reader's fields,
/// the names of inventory and ticket numbers, empty search results.
public protocol CommonTexts: Sendable {
    /// The label of a title's publisher.
    var publisher: String { get }
    /// The label of a title's price.
    var price: String { get }
    /// The label of a title's BBK index.
    var bbk: String { get }
    /// The label of a title's UDC index.
    var udc: String { get }
    /// The label of a title's author sign.
    var authorSign: String { get }
    /// The label of a title's keywords.
    var keywords: String { get }
    /// The label of a title's annotation.
    var annotation: String { get }
    /// A search for titles found none.
    var nothingFound: String { get }
    /// The word before a reader's ticket number in a line.
    var ticket: String { get }
    /// A search for readers found none.
    var nobodyFound: String { get }
    /// The label of a title's city of publication.
    var city: String { get }
    /// The label of a title's year of publication.
    var year: String { get }
    /// The label of a title's number of pages.
    var pages: String { get }
    /// The label of a title's language.
    var language: String { get }
    /// The overdue list is empty.
    var noOverdueLoans: String { get }
    /// The label of a reader's phone.
    var phone: String { get }
    /// The label of a reader's e-mail address.
    var email: String { get }
    /// The label of a reader's gender.
    var gender: String { get }
    /// The label of a reader's category.
    var category: String { get }
    /// The label of a reader's postal address.
    var address: String { get }
    /// The label of a reader's place of work or study.
    var workOrStudy: String { get }
    /// The label of the day a reader was registered.
    var registered: String { get }
    /// How many books a reader holds, in a list row: `на руках: 2`.
    func booksHeld(_ count: Int) -> String
    /// What a list row adds when some of its loans are overdue: `, просрочено: 1`.
    func overdueSuffix(_ count: Int) -> String
}
