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
    public var postcode: String
    public var city: String
    public var street: String
    public var house: String
    public var flat: String
    public var phone: String
    public var email: String?
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
        postcode = reader.address.postcode
        city = reader.address.city
        street = reader.address.street
        house = reader.address.house
        flat = reader.address.flat
        phone = reader.phone.text
        email = reader.email?.text
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

    /// The resource for a reader card as of `today`.
    public init(_ details: ReaderDetails, today: Day) {
        self.init(details.record)
        loans = details.openLoans.map { LoanResource($0, today: today) }
        history = details.history.map { LoanResource($0, today: today) }
        openLoanCount = details.openLoans.count
        overdueCount = details.openLoans.filter { $0.loan.isOverdue(on: today) }.count
    }
}
