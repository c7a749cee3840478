import KartotekaCore
import KartotekaWire

/// The consent to the processing of personal data as an A4 form to sign: the reader's own, or for
/// a child under 14 their parent's or legal representative's, naming them, their document and
/// relation (blank lines to fill in by hand while none is recorded), and the library that gets it,
/// with its address.
enum ConsentDocument {
    static func render(_ context: PageContext, reader: Reader, consent: ReaderConsent?, operator: PersonalDataOperator, today: Day) -> HTML {
        let texts = context.texts
        // The operator named with its address (152-ФЗ art. 9 part 4), a blank to fill in by hand where none is set.
        let library = texts.consentOperator(name: `operator`.name, address: `operator`.address)
        let age = AgeMark.age(birth: reader.birth, schoolClass: reader.currentClass, on: consent?.givenOn ?? today)
        let byRepresentative = consent.map { $0.signer == .representative } ?? ReaderConsent.needsRepresentative(age: age)
        let blank = "______________________________"
        let body = byRepresentative
            ? texts.consentRepresentativeBody(representative: consent?.representativeName.nonEmpty ?? blank,
                                              document: consent?.representativeDocument ?? "", relation: consent?.representativeRelation ?? "",
                                              child: reader.fullName, library: library)
            : texts.consentBody(subject: reader.fullName, library: library)
        let facts: [(String, String)] = [
            (texts.ticketField, reader.ticketNumber.rawValue), (texts.born, reader.birth?.description ?? ""),
            (texts.schoolClass, reader.schoolClass?.text ?? ""), (texts.address, reader.address.line(in: context.language)),
            (texts.phone, reader.phone?.text ?? ""), (texts.parentPhone, reader.parentPhone?.text ?? ""),
        ]
        let rows = facts.filter { !$0.1.isEmpty }.map { fact -> HTML in "<dt>\(fact.0)</dt><dd>\(fact.1)</dd>" }
        let signer = byRepresentative ? (consent?.representativeName.nonEmpty ?? "") : reader.shortName
        return """
            <h1>\(texts.consentHeading)</h1>
            <p id="consent-body">\(body)</p>
            <dl class="facts">\(rows)</dl>
            <p>\(texts.consentPurposes)</p>
            <p>\(texts.consentTerms)</p>
            <p>\(texts.consentGivenOn): \(consent?.givenOn.russianText ?? "«____» ____________ 20___")</p>
            \(PrintLayout.signatures(context, [(texts.consentSigner, signer)]))
            """
    }
}

extension String {
    /// The text, or `nil` when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
