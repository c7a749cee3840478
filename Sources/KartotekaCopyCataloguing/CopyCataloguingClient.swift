import CYAZ
import Dispatch
import Foundation
import KartotekaCore
import Synchronization

/// Searches other libraries' catalogues over Z39.50 and SRU (YAZ's ZOOM API), several at once,
/// and reads their records into candidates.
///
/// Every target is asked on a thread of its own, so YAZ's blocking calls never hold a thread of
/// the Swift concurrency pool, and a slow target delays nobody: each is waited for at most its
/// own timeout (at most ``CopyCataloguingTarget/timeoutRange``'s upper end), after which it counts
/// as timed out and the others' answers are given. Connections are kept between searches and
/// reused (see ``ConnectionPool``).
///
/// A target on this machine or its local link is refused unless `allowsLocalTargets`.
public final class CopyCataloguingClient: Sendable {
    /// The most records one target gives one search.
    public let maximumRecords: Int
    /// Whether targets at loopback or link-local addresses are asked (the tests' own servers).
    public let allowsLocalTargets: Bool
    private let pool: ConnectionPool
    private let log: @Sendable (String) -> Void

    /// Creates a client; `maximumRecords` (1–50) is how many records each target gives a search;
    /// `log` gets what targets add to their errors (never shown to people).
    public init(maximumRecords: Int = 10, allowsLocalTargets: Bool = false, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.maximumRecords = min(max(maximumRecords, 1), 50)
        self.allowsLocalTargets = allowsLocalTargets
        self.log = log
        pool = ConnectionPool()
        // YAZ's (and libxml2's) process-wide set-up, once and under its own lock, before any
        // thread of a search uses them.
        yaz_init_globals()
    }

    /// Searches `targets` at once; blocks the calling thread until every target has answered or
    /// its timeout has passed. Candidates and outcomes come in the targets' order.
    public func search(_ query: CopyCataloguingQuery, on targets: [CopyCataloguingTarget]) -> CopyCataloguingResult {
        let answers = ask(targets) { connection throws(CopyCataloguingFailure) in
            try connection.search(ZoomQueryText(query, service: connection.target.service))
        }
        var candidates: [CopyCataloguingCandidate] = []
        var outcomes: [CopyCataloguingTargetOutcome] = []
        for (target, answer) in zip(targets, answers) {
            switch answer {
            case .success(let answer):
                let (read, outcome) = Self.read(answer, of: target)
                candidates += read
                outcomes.append(outcome)
            case .failure(let failure):
                outcomes.append(CopyCataloguingTargetOutcome(target: target.name, failure: failure))
            }
        }
        return CopyCataloguingResult(query: query, candidates: candidates, outcomes: outcomes)
    }

    /// ``search(_:on:)`` on threads of its own, for async callers.
    public func search(_ query: CopyCataloguingQuery, on targets: [CopyCataloguingTarget]) async -> CopyCataloguingResult {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.search(query, on: targets)) }
        }
    }

    /// One record of a target by its id (control number, field 001), read as a candidate;
    /// blocks the calling thread. A target whose id search answers with other records (an index
    /// it matches loosely) has not found it: another book is never taken for it.
    public func record(_ id: String, at target: CopyCataloguingTarget) throws -> CopyCataloguingCandidate {
        let answer = try ask([target]) { connection throws(CopyCataloguingFailure) in
            try connection.search(ZoomQueryText(recordID: id, service: connection.target.service))
        }[0].get()
        let (candidates, outcome) = Self.read(answer, of: target)
        if let failure = outcome.failure { throw failure }
        guard let candidate = candidates.first(where: { $0.recordID == id }) else {
            throw CopyCataloguingError.recordNotFound(target: target.name, id: id)
        }
        return candidate
    }

    /// How many connections are kept idle, ready for the next search.
    public var keptConnections: Int { pool.idleCount }

    /// Runs `work` on a kept connection to each target, each on its own thread, and gathers what
    /// each gave by its deadline (the target's timeout from now, and a little more for YAZ to
    /// report its own timeout first).
    private func ask(_ asked: [CopyCataloguingTarget],
                     _ work: @escaping @Sendable (ZoomConnection) throws(CopyCataloguingFailure) -> ZoomAnswer)
        -> [Result<ZoomAnswer, CopyCataloguingFailure>] {
        let start = DispatchTime.now()
        let targets = asked.map(Self.capped)
        let answers = Mutex<[Int: Result<ZoomAnswer, CopyCataloguingFailure>]>([:])
        let done = targets.map { _ in DispatchSemaphore(value: 0) }
        for (index, target) in targets.enumerated() {
            let (pool, records, finished, log, checksAddress) = (pool, maximumRecords, done[index], log, !allowsLocalTargets)
            // The address is looked up on the target's own thread: a name server that does not
            // answer holds up that target alone, within its deadline.
            Thread.detachNewThread {
                if checksAddress, LocalAddress.isLocal(target.host) {
                    answers.withLock { $0[index] = .failure(.addressNotAllowed(target: target.name)) }
                    finished.signal()
                    return
                }
                let answer = Self.search(target, in: pool, maximumRecords: records, log: log, work)
                if case .success(let answered) = answer, answered.oversized {
                    // The connection that held it is gone; its memory goes back to the system.
                    ProcessMemory.giveBackFreed()
                }
                answers.withLock { $0[index] = answer }
                finished.signal()
            }
        }
        for (index, target) in targets.enumerated() {
            let deadline = start + .milliseconds(target.timeoutSeconds * 1_000 + 250)
            if done[index].wait(timeout: deadline) == .timedOut {
                answers.withLock { answers in
                    if answers[index] == nil {
                        answers[index] = .failure(.timedOut(target: target.name, seconds: target.timeoutSeconds))
                    }
                }
            }
        }
        return answers.withLock { answers in
            targets.indices.map { answers[$0] ?? .failure(.timedOut(target: targets[$0].name, seconds: targets[$0].timeoutSeconds)) }
        }
    }

    /// One search on a connection from the pool, given back after it unless it failed or the
    /// answer was larger than asked for.
    private static func search(_ target: CopyCataloguingTarget, in pool: ConnectionPool, maximumRecords: Int,
                               log: @escaping @Sendable (String) -> Void,
                               _ work: (ZoomConnection) throws(CopyCataloguingFailure) -> ZoomAnswer)
        -> Result<ZoomAnswer, CopyCataloguingFailure> {
        let connection = pool.borrow(target, maximumRecords: maximumRecords, log: log)
        let answer = Result { () throws(CopyCataloguingFailure) -> ZoomAnswer in try work(connection) }
        if case .success(let answered) = answer, !answered.oversized { pool.giveBack(connection) }
        return answer
    }

    /// The target with its timeout at most the longest allowed (a target saved before the limit).
    static func capped(_ target: CopyCataloguingTarget) -> CopyCataloguingTarget {
        var target = target
        target.timeoutSeconds = min(max(target.timeoutSeconds, CopyCataloguingTarget.timeoutRange.lowerBound),
                                    CopyCataloguingTarget.timeoutRange.upperBound)
        return target
    }

    /// The candidates read from a target's answer, and its outcome: records that cannot be read
    /// are counted, and when none could be, that is the target's failure.
    static func read(_ answer: ZoomAnswer, of target: CopyCataloguingTarget) -> ([CopyCataloguingCandidate], CopyCataloguingTargetOutcome) {
        var candidates: [CopyCataloguingCandidate] = []
        var undecodable = 0
        var refusal: CopyCataloguingFailure?
        for record in answer.records {
            switch record {
            case .sent(let bytes):
                if let candidate = target.format.candidate(fromISO2709: bytes, target: target.name) {
                    candidates.append(candidate)
                } else {
                    undecodable += 1
                }
            case .failed(let diagnostic):
                undecodable += 1
                refusal = refusal ?? diagnostic.failure(for: target)
            case .otherFormat:
                undecodable += 1
                refusal = refusal ?? .formatUnsupported(target: target.name, format: target.format)
            }
        }
        var outcome = CopyCataloguingTargetOutcome(target: target.name, found: answer.found, received: candidates.count,
                                                   undecodable: undecodable)
        if candidates.isEmpty && undecodable > 0 {
            outcome.failure = refusal ?? .recordsUndecodable(target: target.name, count: undecodable)
        }
        return (candidates, outcome)
    }
}
