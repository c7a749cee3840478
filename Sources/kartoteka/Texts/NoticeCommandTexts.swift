import KartotekaCore

/// The texts of the `notices` commands.
protocol NoticeCommandTexts: Sendable {
    var noticesSendSummary: String { get }
    var noticesDryRunHelp: String { get }
    var noticesAtHelp: String { get }
    func noticesWouldRecord(_ count: Int, day: String) -> String
    func noticesRan(recorded: Int, sent: Int, failed: Int, day: String) -> String
    var noticesListSummary: String { get }
    var noticesStateHelp: String { get }
    var noticeStateChoices: String { get }
    var noticeInterruptedMark: String { get }
    var noNotices: String { get }
}
