import Foundation

/// A reader's consent to the processing of their personal data as recorded on the reader: the
/// day it was signed, who signed it (for a child under 14, a parent's or legal representative's
/// name, document and relation) and who recorded it.
public struct ReaderConsent: Sendable, Hashable, Codable {
    /// The day the consent was signed.
    public var givenOn: Day
    /// Who signed it.
    public var signer: ConsentSigner
    /// The representative's full name (empty when the reader signed).
    public var representativeName: String
    /// The representative's identity document: `паспорт 4510 123456, выдан …`.
    public var representativeDocument: String
    /// The representative's relation to the reader: `мать`, `отец`, `опекун`.
    public var representativeRelation: String
    /// The account that recorded it (`nil`: the command line).
    public var recordedBy: String?
    /// When it was recorded.
    public var recordedAt: Date

    /// A consent as recorded.
    public init(givenOn: Day, signer: ConsentSigner, representativeName: String = "", representativeDocument: String = "",
                representativeRelation: String = "", recordedBy: String? = nil, recordedAt: Date = Date(timeIntervalSince1970: 0)) {
        self.givenOn = givenOn
        self.signer = signer
        self.representativeName = representativeName
        self.representativeDocument = representativeDocument
        self.representativeRelation = representativeRelation
        self.recordedBy = recordedBy
        self.recordedAt = recordedAt
    }

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
