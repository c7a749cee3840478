import Foundation
@testable import KartotekaClient
import KartotekaCore
import Testing

/// A library's statistics through the client: today's lend counted by section, and an unknown
/// breakdown refused with the server's message.
@Suite("KartotekaClient: statistics")
struct ClientStatisticsTests {
    @Test func countsTodaysLendAndRefusesAnUnknownBreakdown() async throws {
        let server = try LiveServer(demo: false)
        let client = server.client(language: "en")
        _ = try await client.createTitle(TitleInput(title: "Физика", bbk: "22.3", copies: [CopyInput(inventoryNumber: "S-1")]))
        _ = try await client.createReader(ReaderInput(ticketNumber: "R-7001", surname: "Гусев", firstName: "Олег", phone: "+7 900 555-70-01"))
        _ = try await client.lend("S-1", to: "R-7001")
        let day = LiveServer.today
        let statistics = try await client.statistics(from: day, to: day, by: .section)
        #expect(statistics.total.loans == 1 && statistics.total.visits == 1 && statistics.by == "section")
        #expect(statistics.rows.map(\.key) == ["natural_sciences"] && statistics.fund.end.copies == 1)
        do {
            _ = try await client.send(Routes.Statistics.statistics, query: [QueryItem(Routes.Statistics.by, text: "colour")])
            Issue.record("an unknown breakdown was accepted")
        } catch {
            #expect(error.status == 422 && error.message?.contains("Choose one of: branch, class") == true, "\(error)")
        }
    }
}
