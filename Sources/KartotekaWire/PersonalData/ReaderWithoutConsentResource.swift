import KartotekaValues

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
