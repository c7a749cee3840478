/// A search or listing of readers.
public struct ReaderQuery: Sendable, Hashable {
    /// Words to look for in names, ticket numbers and phones; empty lists everyone.
    public var text: String
    /// Which slice to return.
    public var page: PageRequest

    /// Creates a query.
    public init(text: String = "", page: PageRequest = PageRequest()) {
        self.text = text
        self.page = page
    }
}
