import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `consent record <ticket> [--on DAY] [--representative NAME --document DOC --relation REL]`:
/// records a reader's consent to the processing of personal data — for a child under 14 signed by
/// a parent or legal representative, named with their document and relation.
struct ConsentRecordCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("consent record", Bilingual { $0.consentRecordSummary }, worksRemotely: true)
    static let ticket = Argument<TicketNumber>("ticket") { try TicketNumber(validating: $0) }
    static let arguments: [any ArgumentDeclaration] = [ticket]
    static let on = Option.day("on", \.consentOnHelp)
    static let representative = Option.text("representative", "NAME", \.consentRepresentativeHelp)
    static let document = Option.text("document", "TEXT", \.consentDocumentHelp)
    static let relation = Option.text("relation", "TEXT", \.consentRelationHelp)
    static let options: [any OptionDeclaration] = [on, representative, document, relation]

    let number: TicketNumber
    let day: Day?
    let name: String?
    let document: String
    let relation: String

    init(_ input: CommandInput) throws {
        number = try input.argument(Self.ticket)
        day = try input.value(Self.on)
        name = try input.value(Self.representative)
        document = try input.value(Self.document) ?? ""
        relation = try input.value(Self.relation) ?? ""
    }

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
