import Foundation
import KartotekaCore
import KartotekaWire

extension ReaderResource {
    /// The resource for a stored reader.
    public init(_ record: ReaderRecord) {
        self.init()
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
        consent = details.consent.map { ConsentResource($0, of: details.record.reader.ticketNumber) }
    }
}
