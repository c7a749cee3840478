import Foundation

extension DestructionEvent {
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
}
