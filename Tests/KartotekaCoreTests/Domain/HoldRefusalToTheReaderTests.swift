import Foundation
import Testing
@testable import KartotekaCore

/// A reader placing a hold themselves is told what they can do, not the librarian's instructions.
@Suite("A hold refusal told to the reader")
struct HoldRefusalToTheReaderTests {
    @Test func aBlockIsToldAsToTheReader() {
        let ticket = TicketNumber(unchecked: "000123")
        let block = ManualBlock(id: BlockID(1), ticketNumber: ticket, reason: "испорчен учебник", until: nil, setAt: Date(), setBy: nil)
        let refusal = HoldError.readerBlocked(ticket, [.manual(block), .tooManyOverdue(count: 3, limit: 2)])
        let told = refusal.toTheReader.russian
        #expect(told.contains("испорчен учебник") && told.contains("Подробнее — у библиотекаря") && told.contains("Верните просроченные книги"))
        #expect(!told.contains("в карточке читателя") && !told.contains("Примите просроченные книги"))
        #expect(HoldError.tooManyHolds(ticket, limit: 5).toTheReader == HoldError.tooManyHolds(ticket, limit: 5).message)
    }
}
