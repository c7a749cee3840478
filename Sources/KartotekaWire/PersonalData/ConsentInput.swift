import KartotekaValues

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
