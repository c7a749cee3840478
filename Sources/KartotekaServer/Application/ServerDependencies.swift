import KartotekaCore
import KartotekaMail
import KartotekaStore

/// What the server needs from the outside world; the executable chooses the live ones.
public struct ServerDependencies: Sendable {
    /// The library's data.
    public var store: any LibraryStore
    /// The time.
    public var clock: any LibraryClock
    /// The library's calendar (its time zone).
    public var calendar: LibraryCalendar
    /// Where request lines go.
    public var log: any RequestLog
    /// How exports are e-mailed.
    public var mailer: any MailSender

    /// Creates the dependencies.
    public init(store: any LibraryStore, clock: any LibraryClock, calendar: LibraryCalendar = .utc, log: any RequestLog,
                mailer: any MailSender) {
        self.store = store
        self.clock = clock
        self.calendar = calendar
        self.log = log
        self.mailer = mailer
    }
}
