import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaWire
import Synchronization

/// Long work (imports, exports, e-mailed exports, backups) runs here, on threads of its own, so
/// a request worker never waits for it and kept-alive connections on that worker go on being
/// answered. A job's page shows its progress and then its outcome; only the account that
/// started a job sees it, and finished jobs are forgotten after a while.
final class BackgroundJobs: Sendable {
    private struct Job {
        let owner: String
        let kind: JobKind
        let started: Date
        var state: JobState = .queued
        var finishedAt: Date?
    }

    private let jobs = Mutex<[JobID: Job]>([:])
    private let queue: DispatchQueue
    private let slots: DispatchSemaphore
    private let log: any RequestLog
    private let clock: any LibraryClock
    /// How long a finished job (and its file) is kept.
    private let keptSeconds: TimeInterval

    /// A runner of at most `workers` jobs at once.
    init(log: any RequestLog, clock: any LibraryClock, workers: Int = 2, keptSeconds: TimeInterval = 3600) {
        queue = DispatchQueue(label: "kartoteka.jobs", attributes: .concurrent)
        slots = DispatchSemaphore(value: max(1, workers))
        self.log = log
        self.clock = clock
        self.keptSeconds = keptSeconds
    }

    /// Starts a job for an account; `work` reports its progress and returns its outcome.
    /// `download` is where the same result can be fetched if the job fails (an export's link).
    func start(_ kind: JobKind, owner: String, download: String? = nil,
               work: @escaping @Sendable (_ progress: @escaping @Sendable (JobProgress) -> Void) throws -> JobOutcome) -> JobID {
        let id = JobID()
        let now = clock.now()
        jobs.withLock { jobs in
            jobs = jobs.filter { _, job in job.finishedAt.map { now.timeIntervalSince($0) < keptSeconds } ?? true }
            jobs[id] = Job(owner: owner, kind: kind, started: now)
        }
        queue.async { [self] in
            slots.wait()
            defer { slots.signal() }
            update(id) { $0.state = .running(JobProgress(done: 0, total: nil)) }
            let state: JobState
            do {
                let outcome = try work { progress in self.update(id) { $0.state = .running(progress) } }
                state = .finished(outcome)
            } catch let known as any KartotekaError where ErrorMapping.isShown(known) {
                state = .failed(known.message, logged: false, download: download)
            } catch {
                log.write("job \(id) failed: \(ErrorMapping.logDescription(of: error))")
                var shown = ErrorMapping.publicFailure(for: error)
                if case .internal = shown, let failure = kind.failure { shown = failure }
                state = .failed(shown.message, logged: true, download: download)
            }
            update(id) { job in
                job.state = state
                job.finishedAt = clock.now()
            }
        }
        return id
    }

    /// A job's kind and state, for the account that started it; `nil` for anyone else.
    func status(of id: JobID, for owner: String) -> (kind: JobKind, state: JobState, started: Date)? {
        jobs.withLock { jobs in
            guard let job = jobs[id], job.owner == owner else { return nil }
            return (job.kind, job.state, job.started)
        }
    }

    private func update(_ id: JobID, _ change: (inout Job) -> Void) {
        jobs.withLock { jobs in
            guard var job = jobs[id] else { return }
            change(&job)
            jobs[id] = job
        }
    }
}
