import Foundation
import KartotekaCore

/// A reader as the API shows it (to staff only).
public struct ReaderResource: Codable, Sendable, Hashable {
    public var id: Int64
    public var ticketNumber: String
    public var surname: String
    public var firstName: String
    public var patronymic: String
    /// `1990` or `1990-05-17`.
    public var birth: String?
    /// `female` or `male`.
    public var gender: String?
    public var category: String
    /// `5А`: the pupil's class (their last one once graduated).
    public var schoolClass: String?
    /// Whether the pupil has left school.
    public var graduated: Bool
    public var postcode: String
    public var city: String
    public var street: String
    public var house: String
    public var flat: String
    /// The reader's own phone; absent when they have none.
    public var phone: String?
    public var email: String?
    /// A parent's or guardian's phone.
    public var parentPhone: String?
    /// A parent's or guardian's e-mail address.
    public var parentEmail: String?
    public var workplace: String
    /// `YYYY-MM-DD`.
    public var registeredOn: String
    public var createdAt: Date
    public var updatedAt: Date
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

    /// The resource for a stored reader.
    public init(_ record: ReaderRecord) {
        let reader = record.reader
        id = record.id.rawValue
        ticketNumber = reader.ticketNumber.rawValue
        surname = reader.surname
        firstName = reader.firstName
        patronymic = reader.patronymic
        birth = reader.birth?.description
        gender = reader.gender?.rawValue
        category = reader.category
        schoolClass = reader.schoolClass?.text
        graduated = reader.graduated
        postcode = reader.address.postcode
        city = reader.address.city
        street = reader.address.street
        house = reader.address.house
        flat = reader.address.flat
        phone = reader.phone?.text
        email = reader.email?.text
        parentPhone = reader.parentPhone?.text
        parentEmail = reader.parentEmail?.text
        workplace = reader.workplace
        registeredOn = reader.registeredOn.isoText
        createdAt = record.createdAt
        updatedAt = record.updatedAt
    }

    /// The resource for a list row.
    public init(_ summary: ReaderSummary) {
        self.init(summary.record)
        openLoanCount = summary.openLoanCount
        overdueCount = summary.overdueCount
    }

    /// The resource for a reader card as of `today`, its messages in `language`; the readers
    /// sharing a phone shown as `others` says.
    public init(_ details: ReaderDetails, today: Day, language: Language, others: HolderDisclosure = .contact) {
        self.init(details.record)
        loans = details.openLoans.map { LoanResource($0, today: today) }
        history = details.history.map { LoanResource($0, today: today) }
        openLoanCount = details.openLoans.count
        overdueCount = details.openLoans.filter { $0.loan.isOverdue(on: today) }.count
        blocks = details.blocks.map { BlockResource($0, language: language) }
        losses = details.losses.map(LossResource.init)
        phoneSharedWith = details.sharingPhone.map { ReaderReference($0, sharingWith: details.record.reader, disclosure: others) }
        holds = details.holds.map { HoldResource($0, language: language) }
    }
}
