extension EnglishTexts: CommonTexts {
    public var publisher: String { "Publisher" }
    public var price: String { "Price" }
    public var bbk: String { "BBK" }
    public var udc: String { "UDC" }
    public var authorSign: String { "Author sign" }
    public var keywords: String { "Keywords" }
    public var annotation: String { "Annotation" }
    public var nothingFound: String { "Nothing found." }
    public var ticket: String { "ticket" }
    public var nobodyFound: String { "Nobody found." }
    public var city: String { "City" }
    public var year: String { "Year" }
    public var pages: String { "Pages" }
    public var language: String { "Language" }
    public var noOverdueLoans: String { "No overdue loans." }
    public var phone: String { "Phone" }
    public var email: String { "E-mail" }
    public var gender: String { "Gender" }
    public var category: String { "Category" }
    public var address: String { "Address" }
    public var workOrStudy: String { "Work/study" }
    public var registered: String { "Registered" }
    public func booksHeld(_ count: Int) -> String { "on loan: \(count)" }
    public func overdueSuffix(_ count: Int) -> String { ", overdue: \(count)" }
}
