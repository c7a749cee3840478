import KartotekaCore
import KartotekaWire

extension ReaderInput {
    /// The input for a checked reader: every field, so that an update replaces them all.
    public init(_ reader: Reader) {
        self.init(ticketNumber: reader.ticketNumber.rawValue, surname: reader.surname, firstName: reader.firstName,
                  patronymic: reader.patronymic, birth: reader.birth?.description, gender: reader.gender?.rawValue,
                  category: reader.category, schoolClass: reader.schoolClass?.text, graduated: reader.graduated,
                  postcode: reader.address.postcode, city: reader.address.city, street: reader.address.street,
                  house: reader.address.house, flat: reader.address.flat, phone: reader.phone?.text, email: reader.email?.text,
                  parentPhone: reader.parentPhone?.text, parentEmail: reader.parentEmail?.text, workplace: reader.workplace,
                  registeredOn: reader.registeredOn.isoText)
    }
}
