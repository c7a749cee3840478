import Foundation
import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `lists import [--kind K] <file>`: imports a new version of a list from its file (the Ministry
/// of Justice's CSV as published, or a register's CSV), and says what it added.
struct ListsImportCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("lists import", Bilingual { $0.listsImportSummary })
    static let file = Argument("file")
    static let arguments: [any ArgumentDeclaration] = [file]
    static let options: [any OptionDeclaration] = [ListOptions.kind]

    let path: String
    let kind: BannedListKind

    init(_ input: CommandInput) throws {
        path = try input.argument(Self.file)
        kind = try input.value(ListOptions.kind) ?? .extremist
    }

    func run(_ context: CommandContext) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let version = try context.run(ImportList(kind, fileName: URL(fileURLWithPath: path).lastPathComponent, bytes: bytes))
        try context.output(ListVersionResource(version), text: context.texts.listImported(
            entries: version.entryCount, first: version.firstNumber, last: version.lastNumber, added: version.added))
    }
}
