import Foundation

/// Collects one answer's headers and body from libcurl's callbacks. The callbacks are C
/// functions that capture nothing: they find the sink through the opaque pointer libcurl hands
/// back, and run on the thread calling `curl_easy_perform`, one at a time.
final class CurlResponseSink {
    let limit: Int
    private(set) var body: [UInt8] = []
    private(set) var headers: [String: String] = [:]
    private(set) var overflowed = false

    init(limit: Int) {
        self.limit = limit
    }

    /// CURLOPT_WRITEFUNCTION: returning less than offered makes libcurl stop with CURLE_WRITE_ERROR.
    static let bodyCallback: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
        data, size, count, context in
        guard let context else { return 0 }
        let sink = Unmanaged<CurlResponseSink>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard sink.body.count + length <= sink.limit else {
            sink.overflowed = true
            return 0
        }
        if let data, length > 0 {
            data.withMemoryRebound(to: UInt8.self, capacity: length) {
                sink.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
            }
        }
        return length
    }

    /// CURLOPT_HEADERFUNCTION: one whole header line per call. A status line starts a new
    /// answer (after a redirect or `100 Continue`), so only the final answer's fields are kept.
    static let headerCallback: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
        data, size, count, context in
        let length = size * count
        guard let context, let data else { return length }
        let sink = Unmanaged<CurlResponseSink>.fromOpaque(context).takeUnretainedValue()
        let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        if line.hasPrefix("HTTP/") {
            sink.headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            sink.headers[name] = value
        }
        return length
    }
}
