/// A web application that answers requests until it is stopped.
package protocol RunningWebApplication: Sendable {
    /// The port it listens on (the one the system picked, when 0 was asked for).
    var port: UInt16 { get }

    /// Stops the scheduled care, then the server, then writes out the request log.
    func stop()
}
