import Foundation
import KartotekaWire
import Testing

/// How the API reads a body's fields that people leave out or send as numbers.
@Suite("Inputs read leniently")
struct LenientInputDecodingTests {
    private func decoded<Input: Decodable>(_ json: String, as type: Input.Type) throws -> Input {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func aRequiredFieldLeftOutOrNullReadsAsEmptySoTheCheckNamesIt() throws {
        let location = try decoded(#"{"city": null, "emoji": "🇳🇴"}"#, as: LocationInput.self)
        #expect(location.streetAddress == "" && location.city == "" && location.country == "")
        #expect(location.emoji == "🇳🇴" && location.hours == nil)
        let act = try decoded("{}", as: WriteOffInput.self)
        #expect(act.copies.isEmpty && act.commission.isEmpty && act.reason == "")
    }

    @Test func aPriceMayBeANumberOrTextAndIsLeftOutWhenAbsent() throws {
        #expect(try decoded(#"{"price": 254.5}"#, as: CopyInput.self).price == "254.5")
        #expect(try decoded(#"{"price": "254,50"}"#, as: CopyInput.self).price == "254,50")
        #expect(try decoded(#"{"price": null}"#, as: CopyInput.self).price == nil)
        #expect(try decoded("{}", as: CopyInput.self).price == nil)
        let written = String(decoding: try JSONEncoder().encode(CopyInput(storagePlace: "ЧЗ")), as: UTF8.self)
        #expect(written == #"{"storagePlace":"ЧЗ"}"#)
        let priced = String(decoding: try JSONEncoder().encode(TitleInput(title: "Т", price: "10")), as: UTF8.self)
        #expect(priced.contains(#""price":"10""#) && priced.contains(#""title":"Т""#))
    }

    @Test func aFieldOfTheWrongTypeIsStillRefused() {
        #expect(throws: DecodingError.self) { try decoded(#"{"city": 5}"#, as: LocationInput.self) }
        #expect(throws: DecodingError.self) { try decoded(#"{"price": true}"#, as: CopyInput.self) }
    }
}
