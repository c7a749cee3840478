import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import Synchronization

/// Runs the library's scheduled care while the server is up: backups into the configured folder
/// at the configured interval, anonymising old returned loans once a day, and ending the holds not
/// collected by their deadline (their copies go to the next readers), and, from the hour the
/// notices' settings give, recording and sending readers' notices: once when the hour comes, then
/// hourly for the rest of the day so that failed ones are tried again (recording is idempotent).
public final class CareScheduler: Sendable {
    private let store: any LibraryStore
    private let library: Library
    private let clock: any LibraryClock
    private let log: any RequestLog
    private let running = Atomic<Bool>(false)
    private let checkSeconds: Int
    private let lastAnonymised = Mutex<Date>(.distantPast)
    private let notices: LibraryMail?
    private let calendar: LibraryCalendar
    private let lastNoticeRun = Mutex<Date>(.distantPast)

    /// Creates the scheduler; it checks every `checkSeconds` once started; with `notices`, the mail
    /// they go through, it sends readers' notices daily from the settings' hour in `calendar`'s time.
    public init(store: any LibraryStore, clock: any LibraryClock, log: any RequestLog, checkSeconds: Int = 600,
                notices: LibraryMail? = nil, calendar: LibraryCalendar = .utc) {
        self.store = store
        library = Library(store: store)
        self.clock = clock
        self.log = log
        self.checkSeconds = max(1, checkSeconds)
        self.notices = notices
        self.calendar = calendar
    }

    /// Starts checking on a background thread: a first check after a few seconds, then every
    /// `checkSeconds`.
    public func start() {
        guard !running.exchange(true, ordering: .acquiringAndReleasing) else { return }
        Thread.detachNewThread { [self] in
            var waited = checkSeconds - 5
            while running.load(ordering: .acquiring) {
                if waited >= checkSeconds {
                    runDueWork()
                    waited = 0
                }
                Thread.sleep(forTimeInterval: 1)
                waited += 1
            }
        }
    }

    /// Stops checking.
    public func stop() {
        running.store(false, ordering: .releasing)
    }

    /// Does whatever is due now: each task on its own, so that one failing (a backup folder that
    /// cannot be written) does not keep the others (holds, the anonymiser, notices) from running.
    public func runDueWork() {
        let settings: CareSettings
        do {
            settings = try store.settings().care
        } catch {
            return failed("reading the settings", error)
        }
        if !settings.backupDirectory.isEmpty {
            attempt("backup") {
                let rotation = BackupRotation(store: store, clock: clock)
                if rotation.isDue(directory: settings.backupDirectory, intervalHours: settings.backupIntervalHours) {
                    let file = try rotation.run(directory: settings.backupDirectory, keep: settings.backupsKept)
                    log.write("scheduled backup written: \(file.lastPathComponent)")
                }
            }
        }
        attempt("ending holds not collected") {
            let expired = try library.run(ExpireHolds(), by: .scheduledCare)
            if !expired.isEmpty { log.write("ended \(expired.count) holds not collected in time") }
        }
        let now = clock.now()
        let due = lastAnonymised.withLock { last -> Bool in
            guard now.timeIntervalSince(last) >= 86_400 else { return false }
            last = now
            return true
        }
        if due && (settings.anonymiseAfterDays > 0 || settings.retention.isSet) {
            attempt("anonymisation") {
                let done = try library.run(AnonymiseLoans(), by: .scheduledCare)
                if let act = done.actID {
                    log.write("anonymised \(done.loans) old loans, destroyed \(done.readers.count) readers' data (act \(act))")
                }
            }
        }
        attempt("notices") { try sendNoticesIfDue(at: now) }
    }

    /// Runs one task of the care, its failure written to the log.
    private func attempt(_ task: String, _ work: () throws -> Void) {
        do { try work() } catch { failed(task, error) }
    }

    /// Says what failed, so that whoever reads the log knows what to fix (a backup folder that
    /// cannot be written, a full disk…).
    private func failed(_ task: String, _ error: any Error) {
        let message = (error as? any KartotekaError)?.message.english ?? String(describing: error)
        log.write("scheduled care (\(task)) failed: \(RequestLogLine.escapedMessage(message))")
    }

    /// Runs the notices from the settings' hour on: at once when it comes, then at most hourly.
    private func sendNoticesIfDue(at now: Date) throws {
        guard let notices, let hour = try store.settings().notices.sendHour else { return }
        let today = calendar.day(of: now)
        var local = Calendar(identifier: .gregorian)
        local.timeZone = calendar.timeZone
        guard local.component(.hour, from: now) >= hour else { return }
        let due = lastNoticeRun.withLock { last -> Bool in
            guard calendar.day(of: last) != today || now.timeIntervalSince(last) >= 3_600 else { return false }
            last = now
            return true
        }
        guard due else { return }
        let report = try library.run(SendNotices(asOf: today, through: notices, clock: clock), by: .scheduledCare)
        log.write("notices: \(report.planned.count) recorded, \(report.sent) sent, \(report.failed) failed")
    }
}
