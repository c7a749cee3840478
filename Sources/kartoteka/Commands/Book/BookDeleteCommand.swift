import KartotekaCore

/// `book delete --id ID | --inventory N`: a title with all its copies, or one copy (and the
/// title with its last copy).
struct BookDeleteCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "book delete", Bilingual { $0.bookDeleteSummary },
        worksRemotely: true)

    /// The title, or the copy, deleted.
    @Read var value: TitleSelector

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
                                   ? context.texts.copyAndTitleDeleted(inventory, title: titleID)
                                   : context.texts.copyDeleted(inventory))
        case .id(let id):
            try desk.deleteTitle(id)
            try context.output(["deletedTitle": "\(id)"], text: context.texts.titleDeleted(id))
        }
    }
}
