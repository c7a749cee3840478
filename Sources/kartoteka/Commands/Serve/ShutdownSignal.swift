import Dispatch
import Foundation

/// Blocks until SIGINT or SIGTERM arrives.
enum ShutdownSignal {
    /// Returns once either signal has arrived (both are ignored from then on).
    static func wait() {
        let semaphore = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "kartoteka.signals")
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { semaphore.signal() }
            source.resume()
            sources.append(source)
        }
        semaphore.wait()
        sources.forEach { $0.cancel() }
    }
}
