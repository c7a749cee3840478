import Foundation
import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `lists import [--kind K] <file>`: imports a new version of a list from its file (the Ministry
/// of Justice's CSV as published, or a register's CSV), and says what it added.
struct ListsImportCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("lists import", Bilingual { $0.listsImportSummary }, worksRemotely: true)

    @Read(Argument("file")) var path: String
    @Read(ListOptions.kind, default: .extremist) var kind: BannedListKind

    func run(_ context: CommandContext) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let (kind, name) = (kind, URL(fileURLWithPath: path).lastPathComponent)
        let version = try context.overServer { try await $0.importList(kind, fileName: name, data: data) }
            ?? ListVersionResource(try context.run(ImportList(kind, fileName: name, bytes: [UInt8](data))))
        try context.output(version, text: context.texts.listImported(
            entries: version.entryCount, first: version.firstNumber, last: version.lastNumber, added: version.added))
    }
}
