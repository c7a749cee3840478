import KartotekaCore

/// An error YAZ reports for a connection or a record: ZOOM's own code (10000 and up), or a
/// diagnostic of the target in its set (`Bib-1` for Z39.50, `info:srw/diagnostic/1` for SRU).
struct ZoomDiagnostic: Sendable, Hashable {
    /// The code.
    let code: Int32
    /// YAZ's message for it, in English.
    let message: String
    /// What the target added (a database's name, a user name).
    let addedInformation: String
    /// The diagnostic set; `ZOOM` for YAZ's own errors.
    let set: String

    /// The failure a person reads, for the target `target`.
    func failure(for target: CopyCataloguingTarget) -> CopyCataloguingFailure {
        let name = target.name
        if set == "ZOOM" {
            switch code {
            case 10000, 10004: return .unreachable(target: name)
            case 10005: return .loginRefused(target: name)
            case 10007: return .timedOut(target: name, seconds: target.timeoutSeconds)
            default: break
            }
        } else if set.lowercased() == "bib-1" {
            switch code {
            case 1010...1016: return .loginRefused(target: name)
            case 227, 238, 239: return .formatUnsupported(target: name, format: target.format)
            case 109, 235, 236: return .databaseUnavailable(target: name, database: target.database)
            default: break
            }
        } else if set.hasPrefix("info:srw/diagnostic/1") {
            switch code {
            case 3: return .loginRefused(target: name)
            case 66, 67, 68, 69: return .formatUnsupported(target: name, format: target.format)
            case 235: return .databaseUnavailable(target: name, database: target.database)
            default: break
            }
        }
        // YAZ's own text for the code only: what the target added may be anything it sent (an
        // internal page's XML), so it goes to the log (``logLine(for:)``), never to the page.
        return .targetError(target: name, detail: message.isEmpty ? "\(set) \(code)" : message)
    }

    /// The line the server's log gets: the target, the set and code, YAZ's text and, cut to 500
    /// characters, what the target added.
    func logLine(for target: CopyCataloguingTarget) -> String {
        let added = addedInformation.isEmpty ? "" : " (\(addedInformation.prefix(500)))"
        return "copy cataloguing: catalogue \(target.name) at \(target.host):\(target.port): \(set) \(code) \(message)\(added)"
    }
}
