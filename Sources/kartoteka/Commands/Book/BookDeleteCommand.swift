import KartotekaCore

/// `book delete --id ID | --inventory N`: a title with all its copies, or one copy (and the
/// title with its last copy).
struct BookDeleteCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "book delete", Bilingual(ru: "удалить книгу (--id — со всеми экземплярами; --inventory — один экземпляр, а последний — вместе с записью)",
                                 en: "delete a title (--id: with all copies; --inventory: one copy, and the title with its last copy)"),
        worksRemotely: true)

    /// The title, or the copy, deleted.
    let value: TitleSelector

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        switch value {
        case .copy(let inventory):
            let titleID = try value.titleID(desk)
            try desk.deleteCopy(inventory)
            let remaining = try desk.title(titleID).copies?.count ?? 0
            if remaining == 0 { try desk.deleteTitle(titleID) }
            try context.output(["deletedCopy": inventory.rawValue, "deletedTitle": remaining == 0 ? "\(titleID)" : ""],
                               text: remaining == 0
                                   ? context.text(ru: "Экземпляр \(inventory) и книга №\(titleID) удалены.", en: "Copy \(inventory) and title #\(titleID) deleted.")
                                   : context.text(ru: "Экземпляр \(inventory) удалён.", en: "Copy \(inventory) deleted."))
        case .id(let id):
            try desk.deleteTitle(id)
            try context.output(["deletedTitle": "\(id)"], text: context.text(ru: "Книга №\(id) удалена.", en: "Title #\(id) deleted."))
        }
    }
}
