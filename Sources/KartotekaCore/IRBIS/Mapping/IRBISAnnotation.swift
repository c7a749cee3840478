/// The annotation (331) as an export writes it: in parts (331 repeats) that each fit an ISO 2709
/// field, whose length is at most 9,999 bytes (``ISO2709Writer/maximumFieldLength``), in any
/// encoding. A part ends before a space where it can; the importers join the parts with a space,
/// so an annotation broken at spaces comes back as it was.
enum IRBISAnnotation {
    /// How long a part may be, in UTF-8 bytes (the longest encoding an export writes).
    static let partBytes = 9_000

    /// `text` in parts of at most ``partBytes`` bytes each; none when it is empty.
    static func parts(of text: String, partBytes: Int = partBytes) -> [String] {
        guard text.utf8.count > partBytes else { return text.isEmpty ? [] : [text] }
        var parts: [String] = []
        var rest = Substring(text)
        while rest.utf8.count > partBytes {
            var bytes = 0
            var end = rest.startIndex
            var lastSpace: String.Index?
            while end < rest.endIndex {
                let length = rest[end].utf8.count
                if bytes + length > partBytes { break }
                if rest[end] == " " { lastSpace = end }
                bytes += length
                end = rest.index(after: end)
            }
            if let lastSpace, lastSpace > rest.startIndex {
                parts.append(String(rest[..<lastSpace]))
                rest = rest[rest.index(after: lastSpace)...]
            } else {
                parts.append(String(rest[..<end]))
                rest = rest[end...]
            }
        }
        if !rest.isEmpty { parts.append(String(rest)) }
        return parts
    }
}
