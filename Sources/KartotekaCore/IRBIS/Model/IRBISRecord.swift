extension IRBISRecord {
    /// The first field with this tag, or `nil`.
    public func field(_ tag: Int) -> IRBISField? {
        fields.first { $0.tag == tag }
    }

    /// Every field with this tag, in order.
    public func fields(_ tag: Int) -> [IRBISField] {
        fields.filter { $0.tag == tag }
    }

    /// The plain value of the first field with this tag, or `nil` when there is no such field.
    public func value(_ tag: Int) -> String? {
        field(tag)?.value
    }

    /// The text of a subfield (case-insensitive code) of the first field with this tag.
    public func subfield(_ tag: Int, _ code: Character) -> String? {
        field(tag)?.subfield(code)
    }

    /// Adds a field at the end.
    public mutating func append(_ field: IRBISField) {
        fields.append(field)
    }

    /// Adds a field with a plain value at the end.
    public mutating func append(tag: Int, value: String) {
        fields.append(IRBISField(tag: tag, value: value))
    }

    /// Adds a field of code–text pairs at the end.
    public mutating func append(tag: Int, value: String = "", _ pairs: KeyValuePairs<Character, String>) {
        fields.append(IRBISField(tag: tag, value: value, pairs))
    }
}
