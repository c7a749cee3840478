import Foundation

/// What the server gathers about a request between libmicrohttpd's calls: the body arrives in
/// pieces, and the answer is sent on the last call (so keep-alive works).
final class PendingRequest {
    var body = Data()
    var bodyTooLarge = false
    let started = DispatchTime.now()
}

/// Collects header or query pairs from libmicrohttpd's iterator callbacks.
final class PairCollector {
    var pairs: [(name: String, value: String)] = []
}

/// Collects form parts from libmicrohttpd's post processor.
final class FormCollector {
    var parts: [FormPart] = []
}
