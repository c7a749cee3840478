import Dispatch
import Synchronization

/// Runs async work to the end from the CLI's synchronous commands: the calling thread (the
/// main thread, never one of the concurrency pool's) waits while a detached task does the work.
enum BlockingCall {
    /// The work's result, or its error.
    static func run<Value: Sendable, Failure: Error>(_ work: @escaping @Sendable () async throws(Failure) -> Value) throws(Failure) -> Value {
        let box = ResultBox<Value, Failure>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let result: Result<Value, Failure>
            do throws(Failure) {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            box.result.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return try box.result.withLock { $0! }.get()
    }

    /// Where the task leaves its result for the waiting thread.
    private final class ResultBox<Value: Sendable, Failure: Error>: Sendable {
        let result = Mutex<Result<Value, Failure>?>(nil)
    }
}
