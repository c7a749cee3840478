import KartotekaWire

/// Where a redirect may lead after an action or a sign-in: only to a path on this site.
enum LocalRedirect {
    /// The target when it is a path of ours, else `nil`. Refused: anything not starting with one
    /// `/`; `//host` and `/\host` (browsers take both for another site); a backslash anywhere;
    /// spaces and control characters (browsers drop tabs and newlines, so `/<TAB>/host` would
    /// become `//host`).
    static func path(_ target: String?) -> String? {
        guard let target, target.hasPrefix("/") else { return nil }
        let bytes = Array(target.utf8)
        if bytes.count > 1 && (bytes[1] == UInt8(ascii: "/") || bytes[1] == UInt8(ascii: "\\")) { return nil }
        guard !bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }) else { return nil }
        guard !target.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
            || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator
            || $0.properties.generalCategory == .spaceSeparator }) else { return nil }
        return target
    }

    /// The target when it is a path of ours, else the fallback.
    static func path(_ target: String?, otherwise fallback: String) -> String {
        path(target) ?? fallback
    }
}
