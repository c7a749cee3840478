import KartotekaCore

/// `notices list [--state S] [--ticket T]`: notices to readers, newest first, with how sending went.
struct NoticesListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("notices list", Bilingual { $0.noticesListSummary }, worksRemotely: true)
    /// `--state pending|sending|sent|failed|dropped`.
    static let state = Option<NoticeState>.choice("state", NoticeState.allCases.map(\.rawValue).joined(separator: "|"), \.noticesStateHelp,
                                                  expected: Bilingual { $0.noticeStateChoices })
    static let options: [any OptionDeclaration] = [state, ReaderOptions.ticket] + PageOptions.all

    let query: NoticeQuery

    init(_ input: CommandInput) throws {
        query = NoticeQuery(state: try input.value(Self.state), ticketNumber: try input.value(ReaderOptions.ticket),
                            page: try PageOptions.page(input))
    }

    func run(_ context: CommandContext) throws {
        let notices = try context.desk().notices(query)
        try PageOptions.print(notices, row: context.report.notice, nothing: Bilingual { $0.noNotices }, context)
    }
}
