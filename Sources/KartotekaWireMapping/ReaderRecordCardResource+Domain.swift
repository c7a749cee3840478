import KartotekaCore
import KartotekaWire

extension ReaderRecordCardResource {
    /// The resource of a reader's record card, the address written in `language`.
    public init(_ card: ReaderRecordCard, language: Language) {
        self.init()
        let reader = card.reader
        ticketNumber = reader.ticketNumber.rawValue
        fullName = reader.fullName
        birth = reader.birth?.description
        schoolClass = reader.currentClass?.text
        category = reader.category
        workplace = reader.workplace
        address = reader.address.line(in: language)
        phone = reader.phone?.text
        parentPhone = reader.parentPhone?.text
        registeredOn = reader.registeredOn.isoText
        loans = card.lines.map {
            Line(lentOn: $0.lentOn.isoText, inventoryNumber: $0.inventoryNumber.rawValue, title: $0.description, dueOn: $0.dueOn.isoText,
                 returnedOn: $0.returnedOn?.isoText, lost: $0.lost, inLibrary: $0.inLibrary)
        }
    }
}
