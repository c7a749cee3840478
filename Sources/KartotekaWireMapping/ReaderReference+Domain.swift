import Foundation
import KartotekaCore
import KartotekaWire

extension ReaderReference {
    /// A reader named by ticket and, for `.contact`, by name and class.
    public init(_ record: ReaderRecord, disclosure: HolderDisclosure = .contact) {
        self.init()
        ticketNumber = record.reader.ticketNumber.rawValue
        if disclosure == .contact {
            name = record.reader.shortName
            schoolClass = record.reader.schoolClass?.text
        }
    }

    /// A reader who shares one of `reader`'s numbers, with which of theirs it is.
    public init(_ record: ReaderRecord, sharingWith reader: Reader, disclosure: HolderDisclosure) {
        self.init(record, disclosure: disclosure)
        let keys = Set(reader.phones.map(\.key))
        via = record.reader.phone.map { keys.contains($0.key) } == true ? "phone" : "parentPhone"
    }
}
