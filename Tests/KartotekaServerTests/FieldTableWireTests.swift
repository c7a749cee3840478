import Foundation
import Testing
import KartotekaCore
import KartotekaTestSupport
import KartotekaWire
import KartotekaWireMapping

/// The wire types carry every field of the field tables by the table's API name, and the lists
/// the mappings go by (``TitleResource/textFields``, ``TitleInput/textFields``) name exactly the
/// table's plain text fields: a field added to a table and left out of the JSON fails here.
@Suite("The wire types and the field tables")
struct FieldTableWireTests {
    /// A title with every field filled.
    static var fullTitle: Title {
        get throws { try TitleDraft.everyField.validated() }
    }

    /// The keys of a value's JSON object.
    static func keys(_ value: some Encodable) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: WireJSON.encoder().encode(value)) as? [String: Any]
        return Set(object?.keys.map { $0 } ?? [])
    }

    static func names<Draft>(_ table: [FieldDescriptor<Draft>]) -> Set<String> {
        Set(table.map(\.apiName))
    }

    @Test func aTitleResourceAndInputHaveEveryFieldOfTheTable() throws {
        let title = try Self.fullTitle
        let record = TitleRecord(id: TitleID(1), title: title, createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        #expect(try Self.keys(TitleResource(record)).subtracting(Self.names(TitleFields.all)) == ["id", "authors", "createdAt", "updatedAt"])
        #expect(Self.names(TitleFields.all).isSubset(of: try Self.keys(TitleResource(record))))
        #expect(try Self.keys(TitleInput(title)) == Self.names(TitleFields.all))
        let text = TitleFields.all.filter { $0.text != nil }.map(\.apiName)
        #expect(TitleResource.textFields.map(\.name) == text)
        #expect(["title"] + TitleInput.textFields.map(\.name) == text)
        // Through the wire and back, every field is kept.
        #expect(try TitleInput(title).draft.validated() == title)
        #expect(try TitleDraft(TitleResource(record)).validated() == title)
    }

    @Test func aCopyAndAReaderHaveEveryFieldOfTheirTables() throws {
        var copy = CopyDraft(inventoryNumber: "12", storagePlace: "АБ")
        copy.price = "300"
        copy.receivedOn = "2024-01-12"
        copy.barcode = "2000000000015"
        copy.receipt = "2024/1"
        copy.fundClass = "teachingAid"
        let checked = try copy.validated()
        let record = CopyRecord(id: CopyID(1), titleID: TitleID(1), copy: checked, createdAt: Date(timeIntervalSince1970: 0),
                                updatedAt: Date(timeIntervalSince1970: 0))
        #expect(Self.names(CopyFields.all).isSubset(of: try Self.keys(CopyResource(record))))
        #expect(Self.names(CopyFields.all).isSubset(of: try Self.keys(CopyInput(checked, withStatus: true))))
        var reader = ReaderDraft()
        reader.ticketNumber = "000123"
        reader.surname = "Иванов"
        reader.firstName = "Иван"
        reader.birth = "1990"
        reader.gender = "male"
        reader.schoolClass = "5А"
        reader.phone = "+7 900 000-00-00"
        reader.email = "ivanov@example.com"
        reader.parentPhone = "+7 900 000-00-01"
        reader.parentEmail = "parent@example.com"
        let person = try reader.validated(today: Day(year: 2024, month: 1, day: 15)!)
        let stored = ReaderRecord(id: ReaderID(1), reader: person, createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        #expect(Self.names(ReaderFields.all).isSubset(of: try Self.keys(ReaderResource(stored))))
        #expect(Self.names(ReaderFields.all).isSubset(of: try Self.keys(ReaderInput(person))))
    }

    /// The schemas of a title's, a copy's and a reader's inputs and resources have a property for
    /// every field of their tables, an input's limited text with the table's limit, and a required
    /// field required: a field added to a table is in the API's document at once.
    @Test func theSchemasHaveEveryFieldOfTheTables() {
        func check<Draft, Value>(_ table: [FieldDescriptor<Draft>], _ schema: Schema<Value>, input: Bool) {
            let properties = schema.definition.value["properties"]?.members ?? [:]
            let required = Set(schema.definition.value["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
            for field in table {
                let property = properties[field.apiName]
                #expect(property != nil, "\(schema.name ?? "") has no \(field.apiName)")
                guard input else { continue }
                if case .text = field.api, let limit = field.limit {
                    #expect(property?["maxLength"] == .integer(limit), "\(schema.name ?? "").\(field.apiName)")
                }
                #expect(required.contains(field.apiName) == field.isRequired, "\(schema.name ?? "").\(field.apiName)")
            }
        }
        check(TitleFields.all, TitleInput.new, input: true)
        check(TitleFields.all, TitleInput.update, input: true)
        check(TitleFields.all, TitleResource.card, input: false)
        check(TitleFields.all, TitleResource.listItem, input: false)
        check(CopyFields.all, CopyInput.new, input: true)
        check(CopyFields.all, CopyResource.schema, input: false)
        check(ReaderFields.all, ReaderInput.new, input: true)
        check(ReaderFields.all, ReaderResource.card, input: false)
        let draft = TitleDraft.schema.definition.value["properties"]?.members ?? [:]
        #expect(Set(draft.keys) == Set(TitleDraft.namedFields.map(\.name)))
    }
}
