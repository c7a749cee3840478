import Foundation
import Testing
@testable import KartotekaValues

@Suite("Import outcome")
struct ImportOutcomeTests {
    /// Every count of a batch is added, whichever it is: a count left out of the sum would make an
    /// import report less than it did.
    @Test func addingABatchAddsEveryCountAndTheProblems() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(ImportOutcome())) as? [String: Any])
        let counts = object.keys.filter { object[$0] is Int }
        #expect(counts.count >= 11)
        for key in counts { object[key] = 1 }
        object["problems"] = [["recordNumber": 3, "russian": "нет заглавия", "english": "no title"]]
        let batch = try JSONDecoder().decode(ImportOutcome.self, from: JSONSerialization.data(withJSONObject: object))
        var total = batch
        total.add(batch)
        let added = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(total)) as? [String: Any])
        for key in counts { #expect(added[key] as? Int == 2, "\(key)") }
        #expect(total.problems.count == 2)
    }
}
