extension CaseIterable where Self: RawRepresentable<String> {
    /// Every value's code, as the API writes it: the values a schema's `enum` allows.
    public static var codes: [String] { allCases.map(\.rawValue) }
}
