/// ОО-2 §2.6 «Формирование и использование библиотечного фонда» for a year: for each line 01–09
/// the copies received in the year, withdrawn in it, and held at its end, from the book of
/// summary accounting of both funds (the main fund and the textbooks).
public struct SchoolFundReturn: Sendable, Hashable, Codable {
    /// The period (a calendar year).
    public var period: LedgerPeriod
    /// Lines 01–09 in order.
    public var rows: [Row]

    /// The return from the fund's movement by content class (keys: ``FundClass`` codes) and by
    /// kind of document (keys: ``DocumentType`` codes), each counted copy by copy over both funds.
    public init(period: LedgerPeriod, byClass: [String: KSUMovementLine], byType: [String: KSUMovementLine]) {
        self.period = period
        var rows = Dictionary(uniqueKeysWithValues: SchoolFundLine.allCases.map { ($0, Row(line: $0)) })
        func add(_ movement: KSUMovementLine, to line: SchoolFundLine) {
            rows[line]?.received += movement.received.copies
            rows[line]?.withdrawn += movement.writtenOff.copies
            rows[line]?.end += movement.end.copies
        }
        for (code, movement) in byClass {
            if let line = FundClass(rawValue: code).flatMap(SchoolFundLine.content) { add(movement, to: line) }
        }
        for (code, movement) in byType {
            guard let type = DocumentType(rawValue: code) else { continue }
            add(movement, to: SchoolFundLine.carrier(type))
            add(movement, to: .whole)
        }
        self.rows = SchoolFundLine.allCases.compactMap { rows[$0] }
    }

    /// A line's row.
    public subscript(line: SchoolFundLine) -> Row {
        rows.first { $0.line == line } ?? Row(line: line)
    }
}
