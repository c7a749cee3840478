import KartotekaValues

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
