import KartotekaCore
import Testing

/// The details of the personal-data logs: kept as codes, told in the document's language.
@Suite("Personal-data log details")
struct PersonalDataDetailTests {
    static let day = Day(year: 2021, month: 5, day: 14)!

    @Test(arguments: [
        PersonalDataDetail.retention(.lastLoan, since: day), .retention(.leftSchool, since: day), .byHand, .allReaders,
        .changedSince(day), .signedBy(.reader), .signedBy(.representative), .withoutConsent,
    ])
    func aDetailIsReadBackFromItsCode(detail: PersonalDataDetail) {
        #expect(PersonalDataDetail(stored: detail.stored) == detail)
    }

    @Test func aDocumentTellsTheCodesInItsLanguage() {
        #expect(PersonalDataDetail.shown("last_loan 2021-05-14", in: .russian).contains("14.05.2021"))
        #expect(PersonalDataDetail.shown("by_hand", in: .russian) == "удалено вручную")
        #expect(PersonalDataDetail.shown("representative", in: .russian) == "родитель (законный представитель)")
        #expect(PersonalDataDetail.shown("changed since 2021-05-14", in: .english) == "readers changed since 2021-05-14")
        #expect(PersonalDataDetail.shown("without consent", in: .russian) == "читатели без согласия", "as the first versions kept it")
        #expect(PersonalDataDetail.shown("37", in: .russian) == "37", "a count is shown as it is")
        #expect(PersonalDataDetail.shown("000124", in: .russian) == "000124", "a former ticket is shown as it is")
    }
}
