import KartotekaValues

/// A reader's consent on record, as the API shows it.
public struct ConsentResource: Codable, Sendable, Hashable {
    public var ticketNumber: String = ""
    public var givenOn: String = ""
    public var signer: String = ""
    public var representativeName: String = ""
    public var representativeDocument: String = ""
    public var representativeRelation: String = ""
    public var recordedBy: String?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension ConsentResource: SchemaDescribed {
    public static let schema = Schema<ConsentResource>.resource(
        "Consent", "A reader's consent to the processing of their personal data, as recorded.",
        [
            .init("ticketNumber", \.ticketNumber), .init("givenOn", \.givenOn, .date()),
            .init("signer", \.signer, .string(values: ConsentSigner.allCases.map(\.rawValue))),
            .init("representativeName", \.representativeName), .init("representativeDocument", \.representativeDocument),
            .init("representativeRelation", \.representativeRelation),
            .init("recordedBy", \.recordedBy, "The account that recorded it; absent for the command line."),
        ])
}
