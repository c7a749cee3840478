import KartotekaCore
import Testing
@testable import KartotekaServer

/// The audit log's actions on the Russian page are Russian words.
@Suite("The audit log in Russian")
struct AuditWordsTests {
    @Test(arguments: ["import list", "check fund against list", "decide list match", "withdraw listed copies", "hand out class set"])
    func anActionIsToldInRussian(action: String) {
        #expect(Language.russian.serverTexts.auditAction(action) != nil, "\(action)")
    }
}
