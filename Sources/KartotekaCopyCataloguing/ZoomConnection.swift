import CYAZ
import KartotekaCore

/// One connection to a target through YAZ's ZOOM C API, in its synchronous mode: connecting,
/// searching and fetching records block the calling thread for at most the target's timeout
/// at each wait. A connection is kept for later searches of the same target; ZOOM connects
/// again by itself when the target has closed it meanwhile.
///
/// One thread uses a connection at a time: the ``ConnectionPool`` lends it to one search and
/// takes it back after, which is what makes it safe to hand between threads.
final class ZoomConnection: @unchecked Sendable {
    /// The target it talks to, as set when it was made.
    let target: CopyCataloguingTarget
    /// The most records one search fetches.
    let maximumRecords: Int
    /// Where diagnostics go with what the target added to them.
    let log: @Sendable (String) -> Void
    private let handle: OpaquePointer
    private var connected = false

    init(target: CopyCataloguingTarget, maximumRecords: Int, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.target = target
        self.maximumRecords = maximumRecords
        self.log = log
        guard let options = ZOOM_options_create() else { preconditionFailure("YAZ could not allocate options") }
        defer { ZOOM_options_destroy(options) }
        for (name, value) in Self.options(for: target, maximumRecords: maximumRecords) {
            ZOOM_options_set(options, name, value)
        }
        guard let handle = ZOOM_connection_create(options) else { preconditionFailure("YAZ could not allocate a connection") }
        self.handle = handle
    }

    deinit {
        ZOOM_connection_destroy(handle)
    }

    /// The ZOOM options for a target: the record format and element set, the character set
    /// (UTF-8 targets negotiate it; Windows-1251 targets get their search terms in it), the
    /// timeout, the user and password, and how many records a search brings with it.
    static func options(for target: CopyCataloguingTarget, maximumRecords: Int) -> [(String, String)] {
        var options = [("implementationName", "Kartoteka"), ("timeout", String(target.timeoutSeconds)),
                       ("count", String(maximumRecords)), ("presentChunk", String(maximumRecords))]
        if !target.user.isEmpty { options.append(("user", target.user)) }
        if !target.password.isEmpty { options.append(("password", target.password)) }
        switch target.service {
        case .z3950:
            options += [("preferredRecordSyntax", target.format.recordSyntax), ("elementSetName", "F")]
            switch target.characterSet {
            case .utf8: options.append(("charset", "UTF-8"))
            case .windows1251: options.append(("rpnCharset", "windows-1251"))
            case .marc8: break
            }
        case .sru:
            options += [("sru", "get"), ("schema", "marcxml")]
        }
        return options
    }

    /// Where ZOOM connects: `tcp:host:port/database`, or `http://host:port/database` for SRU.
    var address: String {
        let place = "\(target.host):\(target.port)/\(target.database)"
        return target.service == .sru ? "http://\(place)" : "tcp:\(place)"
    }

    /// Searches; returns how many records match and the first ``maximumRecords`` of them, each
    /// as ISO 2709 in UTF-8 (or what the target sent, when it is not that).
    func search(_ query: ZoomQueryText) throws(CopyCataloguingFailure) -> ZoomAnswer {
        if !connected {
            ZOOM_connection_connect(handle, address, 0)
            try check()
            connected = true
        }
        guard let zoomQuery = ZOOM_query_create() else { preconditionFailure("YAZ could not allocate a query") }
        defer { ZOOM_query_destroy(zoomQuery) }
        let parsed = switch query {
        case .pqf(let text): ZOOM_query_prefix(zoomQuery, text)
        case .cql(let text): ZOOM_query_cql(zoomQuery, text)
        }
        guard parsed == 0 else { throw .targetError(target: target.name, detail: "query") }
        let resultSet = ZOOM_connection_search(handle, zoomQuery)
        defer { ZOOM_resultset_destroy(resultSet) }
        try check()
        let found = Int(ZOOM_resultset_size(resultSet))
        let wanted = min(found, maximumRecords)
        guard wanted > 0 else { return ZoomAnswer(found: found, records: []) }
        var pointers = [OpaquePointer?](repeating: nil, count: wanted)
        ZOOM_resultset_records(resultSet, &pointers, 0, wanted)
        try check()
        // A record past those asked for already at hand: the target sent more than it was asked
        // (an SRU server ignoring maximumRecords), and the connection's buffers grew to hold it all.
        let oversized = found > wanted && ZOOM_resultset_record_immediate(resultSet, wanted) != nil
        return ZoomAnswer(found: found, records: pointers.compactMap { $0.map(record) }, oversized: oversized)
    }

    /// One record: its bytes as ISO 2709 in UTF-8, or the target's diagnostic for it.
    private func record(_ pointer: OpaquePointer) -> ZoomRecord {
        if let diagnostic = Self.diagnostic({ ZOOM_record_error(pointer, &$0, &$1, &$2) }) {
            log(diagnostic.logLine(for: target))
            return .failed(diagnostic)
        }
        var length: Int32 = 0
        if target.service == .z3950, let syntax = ZOOM_record_get(pointer, "syntax", &length),
           String(cString: syntax).lowercased() != target.format.recordSyntax.lowercased() {
            return .otherFormat
        }
        guard let data = ZOOM_record_get(pointer, renderType, &length), length > 0 else { return .sent([]) }
        let bytes = Array(UnsafeRawBufferPointer(start: data, count: Int(length)).bindMemory(to: UInt8.self))
        return .sent(target.service == .sru ? MARCXML.iso2709(bytes) ?? bytes : bytes)
    }

    /// How a record is asked of YAZ: as ISO 2709 (`raw`), converted from the target's character
    /// set to UTF-8; SRU's MARCXML as it came.
    private var renderType: String {
        guard target.service == .z3950 else { return "raw" }
        switch target.characterSet {
        case .utf8: return "raw"
        case .windows1251: return "raw; charset=windows-1251,utf-8"
        case .marc8: return "raw; charset=marc8,utf-8"
        }
    }

    /// Throws the connection's error, if it has one.
    private func check() throws(CopyCataloguingFailure) {
        if let diagnostic = Self.diagnostic({ ZOOM_connection_error_x(handle, &$0, &$1, &$2) }) {
            log(diagnostic.logLine(for: target))
            throw diagnostic.failure(for: target)
        }
    }

    /// The error a ZOOM call reports through its three out-parameters, if any.
    private static func diagnostic(
        _ read: (inout UnsafePointer<CChar>?, inout UnsafePointer<CChar>?, inout UnsafePointer<CChar>?) -> Int32
    ) -> ZoomDiagnostic? {
        var message: UnsafePointer<CChar>?
        var added: UnsafePointer<CChar>?
        var set: UnsafePointer<CChar>?
        let code = read(&message, &added, &set)
        guard code != 0 else { return nil }
        return ZoomDiagnostic(code: code, message: message.map { String(cString: $0) } ?? "",
                              addedInformation: added.map { String(cString: $0) } ?? "", set: set.map { String(cString: $0) } ?? "ZOOM")
    }
}

/// What one search of one target brought.
struct ZoomAnswer: Sendable {
    /// How many records match.
    let found: Int
    /// The records fetched.
    let records: [ZoomRecord]
    /// Whether the target sent more records than were asked for: its connection, whose buffers
    /// grew to the answer's size, is not kept.
    var oversized = false
}

/// A record as it came: bytes, the target's diagnostic instead of it, or a record in another
/// format than the one asked for (a target that gives only what it has).
enum ZoomRecord: Sendable {
    case sent([UInt8])
    case failed(ZoomDiagnostic)
    case otherFormat
}

extension MARCFormat {
    /// The record syntax ZOOM asks for.
    var recordSyntax: String {
        switch self {
        case .rusmarc: "RUSMARC"
        case .unimarc: "UNIMARC"
        case .marc21: "USMARC"
        }
    }
}
