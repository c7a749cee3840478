extension IRBISField {
    /// Creates a field from code–text pairs in order: `IRBISField(tag: 210, ["A": "Москва", "D": "2018"])`.
    public init(tag: Int, value: String = "", _ pairs: KeyValuePairs<Character, String>) {
        self.init(tag: tag, value: value, subfields: pairs.map { IRBISSubfield($0.key, $0.value) })
    }

    /// Splits field data as the text format writes it: `value^Aaaa^Bbbb`. A `^` with nothing
    /// after it is ignored.
    public init(tag: Int, data: some StringProtocol) {
        var pieces = data.split(separator: "^", omittingEmptySubsequences: false)
        let head = pieces.removeFirst()
        var subfields: [IRBISSubfield] = []
        subfields.reserveCapacity(pieces.count)
        for piece in pieces {
            guard let code = piece.first else { continue }
            subfields.append(IRBISSubfield(code, String(piece.dropFirst())))
        }
        self.init(tag: tag, value: String(head), subfields: subfields)
    }

    /// The text of the first subfield with this code (case-insensitive), or `nil`.
    public func subfield(_ code: Character) -> String? {
        subfields.first { $0.matches(code) }?.value
    }

    /// The texts of every subfield with this code (case-insensitive), in order.
    public func subfields(_ code: Character) -> [String] {
        subfields.filter { $0.matches(code) }.map(\.value)
    }

    /// The field's data as the text format shows it, uncleaned: `value^Aaaa^Bbbb`.
    public var data: String {
        subfields.reduce(into: value) { text, subfield in
            text.append("^")
            text.append(subfield.code)
            text.append(subfield.value)
        }
    }

    /// Whether the field has no plain value and no subfield text.
    public var isEmpty: Bool {
        value.isEmpty && subfields.allSatisfy(\.value.isEmpty)
    }
}
