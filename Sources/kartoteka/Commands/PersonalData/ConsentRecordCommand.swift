import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `consent record <ticket> [--on DAY] [--representative NAME --document DOC --relation REL]`:
/// records a reader's consent to the processing of personal data — for a child under 14 signed by
/// a parent or legal representative, named with their document and relation.
struct ConsentRecordCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("consent record", Bilingual { $0.consentRecordSummary }, worksRemotely: true)

    @Read(Argument<TicketNumber>("ticket") { try TicketNumber(validating: $0) }) var number: TicketNumber
    @Read(Option.day("on", \.consentOnHelp)) var day: Day?
    @Read(Option.text("representative", "NAME", \.consentRepresentativeHelp)) var name: String?
    @Read(Option.text("document", "TEXT", \.consentDocumentHelp), default: "") var document: String
    @Read(Option.text("relation", "TEXT", \.consentRelationHelp), default: "") var relation: String

    func run(_ context: CommandContext) throws {
        let input = ConsentInput(givenOn: day?.isoText, signer: name == nil ? "reader" : "representative", representativeName: name,
                                 representativeDocument: document, representativeRelation: relation)
        let number = number
        let recorded: ConsentResource
        if let remote = try context.overServer({ try await $0.recordConsent(number, input) }) {
            recorded = remote
        } else {
            let consent = try input.consent(today: context.calendar.day(of: context.clock.now()))
            recorded = ConsentResource(try context.run(RecordConsent(number, to: consent)), of: number)
        }
        try context.output(recorded, text: context.texts.consentRecorded(number.rawValue, on: recorded.givenOn))
    }
}
