import Foundation

extension ReaderConsent {
    /// The age under which a parent or legal representative signs for a child (152-ФЗ, ГК РФ ст. 28).
    public static let representativeAge = 14

    /// Whether a reader of `age` (unknown: `nil`) needs a representative to sign.
    public static func needsRepresentative(age: Int?) -> Bool {
        (age ?? Int.max) < representativeAge
    }

    /// The consent made fit to keep: spaces trimmed, the representative's fields left out when
    /// the reader signed; refused with the field to fix when a child under 14 signs themselves or
    /// a representative is not named.
    public func validated(readerAge age: Int?) throws -> ReaderConsent {
        var consent = self
        consent.representativeName = representativeName.collapsedWhitespace
        consent.representativeDocument = representativeDocument.collapsedWhitespace
        consent.representativeRelation = representativeRelation.collapsedWhitespace
        switch signer {
        case .reader:
            if Self.needsRepresentative(age: age) { throw PersonalDataError.representativeNeeded(age: age ?? 0) }
            consent.representativeName = ""
            consent.representativeDocument = ""
            consent.representativeRelation = ""
        case .representative:
            if consent.representativeName.isEmpty { throw ValidationError(field: "representativeName", message: Bilingual { $0.representativeNameNeeded }) }
        }
        return consent
    }
}
