import KartotekaCore
import KartotekaWire

extension ReaderDraft {
    /// A draft showing a reader as the API sends them, for editing.
    public init(_ reader: ReaderResource) {
        self.init()
        ticketNumber = reader.ticketNumber
        surname = reader.surname
        firstName = reader.firstName
        patronymic = reader.patronymic
        birth = reader.birth ?? ""
        gender = reader.gender ?? ""
        category = reader.category
        schoolClass = reader.schoolClass ?? ""
        graduated = reader.graduated
        postcode = reader.postcode
        city = reader.city
        street = reader.street
        house = reader.house
        flat = reader.flat
        phone = reader.phone ?? ""
        email = reader.email ?? ""
        parentPhone = reader.parentPhone ?? ""
        parentEmail = reader.parentEmail ?? ""
        workplace = reader.workplace
        registeredOn = reader.registeredOn
    }
}
