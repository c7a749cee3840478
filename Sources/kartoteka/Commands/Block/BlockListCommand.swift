import KartotekaCore

/// `block list [--ticket T]`: the readers who may not borrow today, with why; or one reader's blocks.
struct BlockListCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("block list", Bilingual { $0.blockListSummary }, worksRemotely: true)

    @Read(ReaderOptions.ticket) var ticket: TicketNumber?
    @Read var page: PageRequest

    func run(_ context: CommandContext) throws {
        if let ticket {
            let blocks = try context.desk().reader(ticket).blocks ?? []
            let text = blocks.isEmpty ? context.texts.mayBorrow(ticket) : blocks.map(context.report.block).joined(separator: "\n")
            try context.output(blocks, text: text)
            return
        }
        let readers = try context.desk().blockedReaders(page: page)
        try PageOptions.print(readers, row: context.report.blocked, nothing: Bilingual { $0.nobodyBlocked }, context)
    }
}
