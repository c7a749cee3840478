extension IRBISMenu {
    /// Reads a menu's bytes (Windows-1251, as IRBIS keeps them, unless they are valid UTF-8).
    public init(bytes: [UInt8]) {
        let text = String(validating: bytes, as: UTF8.self) ?? CP1251.decode(bytes)
        self.init(text: text)
    }

    /// Reads a menu's text: LF or CR LF, up to `*****`; blank codes are skipped.
    public init(text: String) {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { $0.trimmingSpaces }
        if let end = lines.firstIndex(of: "*****") { lines.removeSubrange(end...) }
        var entries: [Entry] = []
        var index = 0
        while index < lines.count {
            let code = String(lines[index])
            let name = index + 1 < lines.count ? String(lines[index + 1]) : ""
            if !code.isEmpty { entries.append(Entry(code: code, name: name)) }
            index += 2
        }
        self.init(entries: entries)
    }

    /// The codes in file order.
    public var codes: [String] { entries.map(\.code) }

    /// The name of a code, or `nil` when the menu lacks it.
    public func name(of code: String) -> String? {
        entries.first { $0.code == code }?.name
    }
}
