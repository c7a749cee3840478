import Foundation

/// One line of the log of staff's access to readers' personal data: who, when, which reader, what.
public struct ReaderDataLogEntry: Sendable, Hashable, Codable {
    /// When.
    public var at: Date
    /// The account (`command line` for the local command line).
    public var account: String
    /// The reader's ticket; `*` for a list of readers.
    public var ticket: String
    /// What was done.
    public var action: ReaderDataAction
    /// What else: the list's filter, the fields changed.
    public var detail: String

    /// A log line.
    public init(at: Date, account: String, ticket: String, action: ReaderDataAction, detail: String = "") {
        self.at = at
        self.account = account
        self.ticket = ticket
        self.action = action
        self.detail = detail
    }
}
