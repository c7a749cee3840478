/// How a copy left the fund: the act that wrote it off, or — for a copy written off before these
/// accounts were kept here (in IRBIS before an import) — the act's number as that record gave it.
public struct CopyWriteOff: Sendable, Hashable, Codable {
    /// The act's number as written: `2027/3`, or an imported record's 910^V.
    public var reference: String
    /// The act, when it is one of this library's.
    public var act: YearlyNumber?
    /// The act's day, when known.
    public var date: Day?

    /// Creates the reference.
    public init(reference: String, act: YearlyNumber? = nil, date: Day? = nil) {
        self.reference = reference
        self.act = act
        self.date = date
    }
}
