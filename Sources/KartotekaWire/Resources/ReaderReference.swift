import KartotekaCore

/// Another reader named in an answer about one reader: by ticket, and by name and class unless
/// the account may only see tickets (a circulation helper).
public struct ReaderReference: Codable, Sendable, Hashable {
    public var ticketNumber: String
    /// `Иванов И. И.`; left out when the reader is shown by ticket only.
    public var name: String?
    /// `5А`; left out when the reader is shown by ticket only.
    public var schoolClass: String?
    /// Which of their numbers it is: `phone` (their own) or `parentPhone`.
    public var via: String?

    /// A reader named by ticket and, perhaps, a name.
    public init(ticketNumber: String, name: String?) {
        self.ticketNumber = ticketNumber
        self.name = name
    }

    /// A reader named by ticket and, for `.contact`, by name and class.
    public init(_ record: ReaderRecord, disclosure: HolderDisclosure = .contact) {
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
