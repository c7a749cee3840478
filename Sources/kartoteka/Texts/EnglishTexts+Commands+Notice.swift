import KartotekaCore

extension EnglishTexts: NoticeCommandTexts {
    var noticesSendSummary: String { "record the reminders due and e-mail every notice waiting (never one twice)" }
    var noticesDryRunHelp: String { "only say which notices would be recorded; record and send nothing" }
    var noticesAtHelp: String { "make the reminders for this day (default: today)" }
    func noticesWouldRecord(_ count: Int, day: String) -> String { "For \(day), \(count) \(plural(count, "notice", "notices")) would be recorded (nothing was sent):" }
    func noticesRan(recorded: Int, sent: Int, failed: Int, day: String) -> String {
        "For \(day): \(recorded) \(plural(recorded, "notice", "notices")) recorded, \(sent) sent, \(failed) failed (tried again later)."
    }
    var noticesListSummary: String { "notices to readers, newest first, with how sending went" }
    var noticesStateHelp: String { "only in this state: waiting, being sent, sent, failed, dropped" }
    var noticeStateChoices: String { "pending, sending, sent, failed or dropped" }
    var noticeInterruptedMark: String { "sending interrupted" }
    var noNotices: String { "No notices." }
}
