import Testing
@testable import KartotekaCore
@testable import KartotekaValues

/// One table of limits for every free-text field, applied by the drafts (forms, the API, the
/// command line) and by the IRBIS and RUSMARC mappings alike.
@Suite("Field limits")
struct FieldLimitTests {
    @Test func everyFreeTextFieldHasALimit() {
        // What is left unlimited is read as what it means: an ISBN, numbers, a price, a day, a code.
        #expect(Set(TitleDraft.namedFields.map(\.name)).subtracting(TitleDraft.limits.keys) == ["isbn", "year", "pages", "price", "language", "documentKind"])
        #expect(Set(CopyDraft.namedFields.map(\.name)).subtracting(CopyDraft.limits.keys)
                == ["inventoryNumber", "copyPrice", "receivedOn", "status", "receipt", "onBalance", "documentType", "fundClass"])
        #expect(Set(ReaderDraft.namedFields.map(\.name)).subtracting(ReaderDraft.limits.keys) == ["ticketNumber", "birth", "gender", "registeredOn"])
        #expect(TitleDraft.limits.keys.allSatisfy { name in TitleDraft.namedFields.contains { $0.name == name } })
        #expect(ReaderDraft.limits.keys.allSatisfy { name in ReaderDraft.namedFields.contains { $0.name == name } })
    }

    @Test(arguments: ["authorSurname", "authorInitials", "authorGivenNames"])
    func anAuthorsNameHasALimitToo(_ field: String) throws {
        var draft = TitleDraft()
        draft.title = "Герой нашего времени"
        draft.authorSurname = "Лермонтов"
        let keyPath = try #require(TitleDraft.namedFields.first { $0.name == field }).keyPath
        draft[keyPath: keyPath] = String(repeating: "Л", count: FieldLimits.line)
        _ = try draft.validated()
        draft[keyPath: keyPath] += "Л"
        let problem = try #require(problems { try draft.validated() }.first { $0.field == field })
        #expect(problem.message == FieldLimits.tooLong(limit: FieldLimits.line))
    }

    @Test func aPhoneOrEMailOverItsLimitIsReportedWithoutRepeatingIt() throws {
        var draft = ReaderDraft()
        draft.ticketNumber = "000123"
        draft.surname = "Иванов"
        draft.firstName = "Иван"
        draft.phone = String(repeating: "-", count: 100_000) + "9000000000"
        draft.email = String(repeating: "a", count: 100_000) + "@example.ru"
        let found = problems { try draft.validated(today: Day(year: 2024, month: 1, day: 15)!) }
        #expect(found.map(\.field) == ["phone", "email"])
        #expect(found.allSatisfy { $0.message.russian.count < 100 && $0.message.english.count < 100 })
        #expect(found.first?.message == FieldLimits.tooLong(limit: FieldLimits.phone))
    }

    /// A 14-million-character title was once stored by an import and served whole.
    @Test func anIRBISRecordOverALimitIsReportedAndNotMapped() throws {
        let huge = String(repeating: "Ж", count: 20_000)
        let record = IRBISRecord(fields: [
            IRBISField(tag: 920, value: "PAZK"), IRBISField(tag: 200, ["A": huge]), IRBISField(tag: 903, value: "84/Ж"),
        ])
        let (title, diagnostics) = IRBISCatalogueImporter.title(from: record, number: 7)
        #expect(title == nil)
        #expect(diagnostics == [IRBISDiagnostic(record: 7, tag: 200, .valueTooLong(field: "title", limit: FieldLimits.titleLine))])
        #expect(diagnostics[0].severity == .error)
        #expect(diagnostics[0].message.english.contains("Record 7") && diagnostics[0].message.english.contains("1000"))
    }

    @Test func aCopyOverALimitKeepsTheWholeRecordOut() throws {
        let record = IRBISRecord(fields: [
            IRBISField(tag: 920, value: "PAZK"), IRBISField(tag: 200, ["A": "Герой нашего времени"]),
            IRBISField(tag: 903, value: "84/Л49"), IRBISField(tag: 910, ["A": "0", "B": "12345", "H": String(repeating: "7", count: 65)]),
        ])
        let (title, diagnostics) = IRBISCatalogueImporter.title(from: record, number: 1)
        #expect(title == nil)
        #expect(diagnostics == [IRBISDiagnostic(record: 1, tag: 910, .valueTooLong(field: "barcode", limit: FieldLimits.barcode))])
    }

    @Test func aRUSMARCAnnotationOverItsLimitIsReported() throws {
        let pieces = (0..<4).map { _ in IRBISField(tag: 330, ["a": String(repeating: "а", count: 2_500)]) }
        let record = IRBISRecord(fields: [IRBISField(tag: 200, ["a": "Аннотированная книга"])] + pieces)
        let (title, diagnostics) = RUSMARCImporter.title(from: record, number: 3)
        #expect(title == nil)
        #expect(diagnostics == [IRBISDiagnostic(record: 3, tag: 330, .valueTooLong(field: "annotation", limit: FieldLimits.annotation))])
    }

    @Test func anIRBISReaderOverALimitIsReportedAndNotMapped() throws {
        let record = IRBISRecord(fields: [
            IRBISField(tag: 920, value: "RDR"), IRBISField(tag: 30, value: "000123"), IRBISField(tag: 10, value: "Иванов"),
            IRBISField(tag: 11, value: "Иван"), IRBISField(tag: 17, value: "+7 900 000-00-00"),
            IRBISField(tag: 15, value: String(repeating: "Завод ", count: 100)),
        ])
        let (reader, diagnostics) = IRBISReaderImporter.reader(from: record, number: 2)
        #expect(reader == nil)
        #expect(diagnostics == [IRBISDiagnostic(record: 2, tag: 15, .valueTooLong(field: "workplace", limit: FieldLimits.line))])
    }

    @Test func messagesRepeatOnlyTheStartOfAHugeValueFromAFile() {
        let problem = IRBISProblem.lineWithoutHash(String(repeating: "x", count: 1_000_000))
        #expect(problem.message.english.count < 200 && problem.message.russian.count < 200)
        #expect(problem.message.english.contains(String(repeating: "x", count: 80) + "…"))
        #expect(IRBISProblem.unreadableValue("cop. 20l7").message.english.contains("“cop. 20l7”"))
    }
}
