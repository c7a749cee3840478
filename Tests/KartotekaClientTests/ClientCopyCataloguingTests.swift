import Foundation
import KartotekaClient
import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaTestSupport
import Testing

/// Copy cataloguing through the client: targets (their passwords never come back), presets, a
/// search of a real Zebra on loopback, and one of its records by id.
@Suite("KartotekaClient: copy cataloguing")
struct ClientCopyCataloguingTests {
    let server: LiveServer
    let client: KartotekaClient

    init() throws {
        // The Zebra listens on loopback: asked only because this server allows it.
        server = try LiveServer(copyCataloguing: CopyCataloguingClient(allowsLocalTargets: true))
        client = server.client(language: "en")
    }

    @Test func targetsSearchesAndRecords() async throws {
        var input = CopyCataloguingTargetInput(try TestZebra.rusmarc("Zebra"))
        input.user = "librarian"
        input.password = "secret"
        let added = try await client.addCopyCataloguingTarget(input)
        #expect(added.hasPassword && added.format == "rusmarc" && added.characterSet == "windows-1251")
        #expect(try await client.copyCataloguingTargets() == [added])
        input.password = nil
        input.order = 5
        #expect(try await client.updateCopyCataloguingTarget(added.id, with: input).hasPassword)
        #expect(try await client.copyCataloguingPresets().contains { $0.key == "loc" && $0.name == "Library of Congress" })

        let found = try await client.searchCopyCataloguing(.author, "Пушкин")
        #expect(found.targets.map(\.found) == [1] && found.editions.first?.candidates.first?.draft.title == "Евгений Онегин")
        let record = try await client.copyCataloguingRecord(#"RU\TEST\bibl\1003"#, target: "Zebra")
        #expect(record.draft.authorSign == "П88" && record.draft.isbn == "978-5-389-07435-4")
        let none = await #expect(throws: KartotekaClientError.self) { try await client.searchCopyCataloguing(.isbn, "12") }
        #expect(none?.status == 422)
        try await client.deleteCopyCataloguingTarget(added.id)
        let gone = await #expect(throws: KartotekaClientError.self) { try await client.searchCopyCataloguing(.title, "мир") }
        #expect(gone?.code == "copycat_no_targets")
    }
}
