import Foundation
import Synchronization

/// What the server gathers about a request between libmicrohttpd's calls: the body arrives in
/// pieces, and the answer is sent on the last call (so keep-alive works).
final class PendingRequest {
    /// The request target as sent (`/copies/12%2F3?x=1`): the path's segments are decoded one by
    /// one from it, so an encoded `/` stays inside its segment.
    let target: String
    /// Whether the access handler has been called once (the first call only says "a request").
    var seen = false
    var body = Data()
    var bodyTooLarge = false
    /// Whether the answer went out as soon as the head was in (the body is not read).
    var answeredEarly = false
    /// Whether the answer is being worked out off the server's threads (the connection is suspended).
    var answeringLater = false
    /// The answer worked out later, handed from the worker to the server's thread.
    let laterResponse = Mutex<HTTPResponse?>(nil)

    init(target: String) {
        self.target = target
    }
}

/// Collects header or query pairs from libmicrohttpd's iterator callbacks.
final class PairCollector {
    var pairs: [(name: String, value: String)] = []
}

/// Collects form parts from libmicrohttpd's post processor.
final class FormCollector {
    var parts: [FormPart] = []
}
