import Foundation
import KartotekaValues

/// A reader as the API shows it (to staff only).
public struct ReaderResource: Codable, Sendable, Hashable {
    public var id: Int64 = 0
    public var ticketNumber: String = ""
    public var surname: String = ""
    public var firstName: String = ""
    public var patronymic: String = ""
    /// `1990` or `1990-05-17`.
    public var birth: String?
    /// `female` or `male`.
    public var gender: String?
    public var category: String = ""
    /// `5А`: the pupil's class (their last one once graduated).
    public var schoolClass: String?
    /// Whether the pupil has left school.
    public var graduated: Bool = false
    public var postcode: String = ""
    public var city: String = ""
    public var street: String = ""
    public var house: String = ""
    public var flat: String = ""
    /// The reader's own phone; absent when they have none.
    public var phone: String?
    public var email: String?
    /// A parent's or guardian's phone.
    public var parentPhone: String?
    /// A parent's or guardian's e-mail address.
    public var parentEmail: String?
    public var workplace: String = ""
    /// `YYYY-MM-DD`.
    public var registeredOn: String = ""
    public var createdAt: Date = Date(timeIntervalSince1970: 0)
    public var updatedAt: Date = Date(timeIntervalSince1970: 0)
    /// In lists: books held and overdue.
    public var openLoanCount: Int?
    public var overdueCount: Int?
    /// On the reader card: books held, and past loans.
    public var loans: [LoanResource]?
    public var history: [LoanResource]?
    /// On the reader card: why the reader may not borrow now (empty when they may).
    public var blocks: [BlockResource]?
    /// On the reader card: the books the reader lost, settled or not.
    public var losses: [LossResource]?
    /// On the reader card, as a warning: the other readers reached at the reader's phone or
    /// parent's phone (siblings, or a number typed for the wrong reader).
    public var phoneSharedWith: [ReaderReference]?
    /// On a reader card: their holds in force.
    public var holds: [HoldResource]?
    /// On a reader card: their consent to the processing of personal data, when one is on record.
    public var consent: ConsentResource?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}
