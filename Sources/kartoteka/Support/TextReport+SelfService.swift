import KartotekaCore
import KartotekaWire

extension TextReport {
    /// How a reader may sign in to the self-service catalogue now: `R-2001: пароль задан · коды по почте`,
    /// with a lock's end in the library's time.
    func readerAccess(_ access: ReaderAccessResource) -> String {
        var state = [access.hasPassword ? texts.readerPasswordSetMark : texts.readerNoPasswordMark]
        if access.codesEnabled { state.append(texts.readerCodesOnMark) }
        if let until = access.lockedUntil {
            state.append(texts.readerLockedUntilMark(day(until) + " " + calendar.clockTime(of: until)))
        }
        return "\(access.ticketNumber): " + state.joined(separator: " · ")
    }

    /// A notice: `#12  03.12.2026 10:05  просрочка  R-2001 Иванов И. И.  ivanov@example.org  sent  Тема`, with why it failed.
    func notice(_ notice: NoticeResource) -> String {
        let reader = (notice.ticketNumber ?? "—") + (notice.readerName.map { " \($0)" } ?? "")
        let when = day(notice.createdAt) + " " + calendar.clockTime(of: notice.createdAt)
        let state = (NoticeState(rawValue: notice.state)?.name.text(in: language) ?? notice.state)
            + (notice.interrupted ? " (\(texts.noticeInterruptedMark))" : "")
        let kind = NoticeKind(rawValue: notice.kind)?.name.text(in: language) ?? notice.kind
        return "#\(notice.id)  \(when)  \(kind)  \(reader)  \(notice.recipient)  \(state)  \(notice.subject)"
            + (notice.lastError.map { "\n    \($0)" } ?? "")
    }
}
