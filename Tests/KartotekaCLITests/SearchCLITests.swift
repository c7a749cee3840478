import Foundation
import Testing

/// `book search` finds word forms and says what it suggests for a misspelling.
@Suite("kartoteka book search")
struct SearchCLITests {
    @Test func findsWordFormsAndShowsTheSuggestion() throws {
        let cli = try CLI()
        #expect(try cli.run(["init"]).status == 0)
        #expect(try cli.run(["book", "add", "--surname", "Толстой", "--initials", "Л. Н.", "--title", "Война и мир", "--inventory", "1"]).status == 0)
        #expect(try cli.run(["book", "search", "войны"]).output.contains("Война и мир"))
        let typo = try cli.run(["book", "search", "тостой"])
        #expect(typo.status == 0)
        #expect(typo.output.hasPrefix("По запросу «тостой» ничего не найдено; показаны результаты для «толстой»:"))
        #expect(typo.output.contains("Война и мир"))
        let json = try JSONSerialization.jsonObject(with: Data(try cli.run(["book", "search", "тостой", "--json"]).output.utf8)) as? [String: Any]
        #expect((json?["suggestion"] as? [String: Any])?["text"] as? String == "толстой")
    }
}
