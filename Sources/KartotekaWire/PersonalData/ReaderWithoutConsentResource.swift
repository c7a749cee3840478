import KartotekaValues

/// A reader with no consent on record, as the API lists them.
public struct ReaderWithoutConsentResource: Codable, Sendable, Hashable {
    public var ticketNumber: String = ""
    public var name: String = ""
    public var schoolClass: String?
    public var birthDate: String?
    public var registeredOn: String = ""

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension ReaderWithoutConsentResource: SchemaDescribed {
    public static let schema = Schema<ReaderWithoutConsentResource>.resource(
        "ReaderWithoutConsent", "A reader with no consent to the processing of personal data on record.",
        [
            .init("ticketNumber", \.ticketNumber), .init("name", \.name, "`Орлов А. В.`."),
            .init("schoolClass", \.schoolClass, "The class now; absent for readers in none."),
            .init("birthDate", \.birthDate, "As recorded: a day, or a year alone."),
            .init("registeredOn", \.registeredOn, .date()),
        ])
}
