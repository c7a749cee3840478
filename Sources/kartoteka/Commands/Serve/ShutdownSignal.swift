import Dispatch
import Foundation

/// SIGINT and SIGTERM, caught from the moment this is made: a signal that arrives before
/// ``wait()`` (just after the server has said where it listens) is not lost.
final class ShutdownSignal {
    private let semaphore = DispatchSemaphore(value: 0)
    private let queue = DispatchQueue(label: "kartoteka.signals")
    private var sources: [any DispatchSourceSignal] = []

    /// Starts catching both signals (their default action, ending the process at once, is off).
    init() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [semaphore] in semaphore.signal() }
            source.resume()
            sources.append(source)
        }
    }

    /// Returns once either signal has arrived, or had arrived already.
    func wait() {
        semaphore.wait()
        sources.forEach { $0.cancel() }
    }
}
