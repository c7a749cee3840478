import Foundation
import KartotekaCore
import KartotekaExchange
import Testing

/// Branches in IRBIS as IRBIS keeps them: a copy's storage place (910^D) names its branch's fund;
/// a copy away from its own branch carries where it actually is (910^!), and one on its way
/// between branches the status `8`. An import puts each copy in the branch its 910^D names.
@Suite("IRBIS exchange with branches")
struct BranchExchangeTests {
    static let village = BranchCode(unchecked: "Ф2")

    @Test func aCopyAwayFromItsBranchCarriesWhereItIs() throws {
        let fixture = try ExchangeFixture()
        try fixture.configure()
        _ = try fixture.store.addBranch(Branch(code: Self.village, name: "Сельский филиал", storagePlace: "Ф2АБ"))
        let title = try fixture.addLermontov()
        _ = try fixture.store.addCopy(Copy(inventoryNumber: try InventoryNumber(validating: "777"), storagePlace: "Ф2АБ"),
                                      to: title.record.id, at: Self.village)
        try fixture.addIvanov()
        let ticket = try #require(try fixture.store.listReaders(ReaderQuery()).items.first?.record.reader.ticketNumber)
        _ = try fixture.store.lend(try InventoryNumber(validating: "777"), to: ticket, dueOn: nil, at: Self.village)
        _ = try fixture.store.returnCopy(try InventoryNumber(validating: "777"), at: BranchCode(unchecked: "1"), by: nil)
        let travelling = try text(fixture, title.record.id)
        #expect(travelling.contains("#910: ^A8^B777^DФ2АБ^E254.00^!1"), "\(travelling)")
        #expect(travelling.contains("#910: ^A0^B12345^C20240115^DАБ^E254.00\r\n"))
        _ = try fixture.store.receiveCopy(try InventoryNumber(validating: "777"), at: Self.village, by: nil)
        #expect(try text(fixture, title.record.id).contains("#910: ^A0^B777^DФ2АБ^E254.00\r\n"))
        // The general writer (UTF-8) writes the same fields.
        _ = try fixture.store.sendCopy(try InventoryNumber(validating: "777"), to: BranchCode(unchecked: "1"), by: nil)
        _ = try fixture.store.receiveCopy(try InventoryNumber(validating: "777"), at: BranchCode(unchecked: "1"), by: nil)
        let utf8 = String(decoding: try fixture.exporter.exportFile(.titles(.ids([title.record.id])), format: .text, encoding: .utf8).bytes,
                          as: UTF8.self)
        #expect(utf8.contains("#910: ^A0^B777^DФ2АБ^E254.00^!1"), "\(utf8)")
    }

    @Test func anImportedCopyJoinsTheBranchItsStoragePlaceNames() throws {
        let fixture = try ExchangeFixture()
        _ = try fixture.store.addBranch(Branch(code: Self.village, name: "Сельский филиал", storagePlace: "Ф2АБ"))
        let record = """
            #920: PAZK
            #700: ^AТургенев^BИ. С.
            #200: ^AОтцы и дети
            #910: ^A0^B501^DФ2АБ
            #910: ^A8^B502^DАБ
            #910: ^A0^B503^DФ2АБ^!1
            *****

            """
        let report = try fixture.importer.run(Array(record.utf8), source: .irbisText, encoding: .utf8)
        #expect(report.outcome.copiesAdded == 3)
        #expect(!report.diagnostics.contains { $0.message.english.contains("status") })
        #expect(try fixture.store.copy(InventoryNumber(validating: "501")).record.placement?.home == Self.village)
        #expect(try fixture.store.copy(InventoryNumber(validating: "502")).record.placement?.home == BranchCode(unchecked: "1"))
        // Away from its branch, it is where 910^! says.
        let away = try fixture.store.copy(InventoryNumber(validating: "503")).record.placement
        #expect(away?.home == Self.village && away?.current == BranchCode(unchecked: "1"), "\(String(describing: away))")
    }

    /// A loan imported from IRBIS is counted as lent at the branch its copy belongs to: the
    /// branch's overdue list has it, the main branch's has not.
    @Test func anImportedLoanIsLentAtItsCopysBranch() throws {
        let fixture = try ExchangeFixture()
        _ = try fixture.store.addBranch(Branch(code: Self.village, name: "Сельский филиал", storagePlace: "Ф2АБ"))
        let file = "#920: PAZK\n#200: ^AОтцы и дети\n#903: 84/Т87-501\n#910: ^A1^B501^DФ2АБ\n*****\n"
            + "#920: RDR\n#10: Петров\n#11: Пётр\n#30: R-1\n#17: +7 900 555-66-77\n#40: ^A84/Т87-501^B501^D20240101^E20240115^F******\n*****\n"
        let report = try fixture.importer.run(Array(file.utf8), source: .irbisText, encoding: .utf8)
        #expect(report.outcome.loansAdded == 1, "\(report.diagnostics)")
        let late = Day(year: 2024, month: 2, day: 1)!
        #expect(try fixture.store.overdueLoans(asOf: late, branch: Self.village, schoolClass: nil, page: PageRequest()).items.count == 1)
        #expect(try fixture.store.overdueLoans(asOf: late, branch: BranchCode(unchecked: "1"), schoolClass: nil, page: PageRequest()).items.isEmpty)
    }

    private func text(_ fixture: ExchangeFixture, _ id: TitleID) throws -> String {
        CP1251.decode(try fixture.exporter.exportFile(.titles(.ids([id])), format: .text).bytes)
    }
}
