import Foundation

/// One entry of the export of the event log for an anonymisation run (выгрузка из журнала
/// регистрации событий): when, by whom, what was done, to which reader.
public struct DestructionEvent: Sendable, Hashable, Codable {
    /// What an entry records.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A reader's record was deleted.
        case readerDeleted = "reader_deleted"
        /// Returned loans stopped naming their readers.
        case loansAnonymised = "loans_anonymised"

        /// What the entry records, in words.
        public var name: Bilingual {
            switch self {
            case .readerDeleted: Bilingual { $0.eventReaderDeleted }
            case .loansAnonymised: Bilingual { $0.eventLoansAnonymised }
            }
        }
    }

    /// When.
    public var at: Date
    /// Who (`nil`: the server's schedule or the local command line).
    public var account: String?
    /// What.
    public var kind: Kind
    /// The reader's ticket (empty for loans).
    public var ticket: String
    /// The reason or the count: `last_loan 2021-05-14`, `152`.
    public var detail: String

    /// An entry.
    public init(at: Date, account: String?, kind: Kind, ticket: String, detail: String) {
        self.at = at
        self.account = account
        self.kind = kind
        self.ticket = ticket
        self.detail = detail
    }
}
