import KartotekaTestSupport
import Testing
@testable import KartotekaStore

@Suite("Stored lists: split on bytes as on characters")
struct StoredListTests {
    @Test(arguments: ["", "\n", "один", "один\nдва", "\nодин\n\nдва\n", "crlf\r\nline", "a\r\n\nb", "tab\there\nnext"])
    func linesMatchSplittingByCharacters(text: String) {
        #expect(StoredList.lines(text) == text.split(separator: "\n").map(String.init))
    }

    @Test(arguments: ["", "\t", "Пушкин\tА. С.\tАлександр", "Пушкин\t\t", "\tА.", "a\r\tb"])
    func tabsMatchSplittingByCharacters(text: String) {
        #expect(StoredList.split(text, at: UInt8(ascii: "\t"), omittingEmpty: false)
            == text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
    }
}
