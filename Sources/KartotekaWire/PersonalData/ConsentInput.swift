import KartotekaValues

/// A reader's consent to the processing of their personal data, as the API takes it.
public struct ConsentInput: Codable, Sendable, Hashable {
    /// The day it was signed, `YYYY-MM-DD`; today when left out.
    public var givenOn: String?
    /// `reader` or `representative` (a parent or legal representative of a child under 14).
    public var signer: String
    /// The representative's full name.
    public var representativeName: String?
    /// The representative's identity document.
    public var representativeDocument: String?
    /// The representative's relation to the reader.
    public var representativeRelation: String?

    /// An input.
    public init(givenOn: String? = nil, signer: String, representativeName: String? = nil, representativeDocument: String? = nil,
                representativeRelation: String? = nil) {
        self.givenOn = givenOn
        self.signer = signer
        self.representativeName = representativeName
        self.representativeDocument = representativeDocument
        self.representativeRelation = representativeRelation
    }
}

extension ConsentInput: SchemaDescribed {
    public static let schema = Schema<ConsentInput>.input(
        "ConsentInput", "A reader's consent to the processing of their personal data (152-ФЗ).",
        [
            .init("givenOn", \.givenOn, .date("The day it was signed; today when left out.")),
            .init("signer", \.signer, .string(values: ConsentSigner.allCases.map(\.rawValue))),
            .init("representativeName", \.representativeName, "A parent's or legal representative's full name; required for `representative`."),
            .init("representativeDocument", \.representativeDocument, "Their identity document."),
            .init("representativeRelation", \.representativeRelation, "Who they are to the reader: мать, отец, опекун."),
        ],
        example: ["signer": "representative", "representativeName": "Орлова Мария Андреевна",
                  "representativeDocument": "паспорт 4510 123456", "representativeRelation": "мать"])
}
