import Foundation
import KartotekaCore

/// What a loan keeps of its reader when it stops naming them (the anonymiser, a reader deleted),
/// so that the statistics, 6-НК and the daily register of the days gone by stay as they were: a
/// visitor mark shared by the loans the reader leaves at once — random, linked to no reader — and
/// the reader's year of birth, which places them in an age group.
extension StoreConnection {
    /// Marks the loans of the reader `readerID` that `condition` (over the loan `loans`, with
    /// `values` from the second parameter on) chooses, before they stop naming the reader.
    func keepVisitorMark(ofReader readerID: Int64, birth: String, where condition: String, _ values: [any DatabaseValueConvertible]) throws {
        let year = birth.prefix(4)
        let birthYear = year.count == 4 && year.allSatisfy(\.isASCIIDigit) ? String(year) : nil
        _ = try change("""
            UPDATE loans SET visitor = \(Self.p(1)), reader_birth_year = \(Self.p(2))
            WHERE reader_id = \(Self.p(3)) AND \(condition)
            """, values: [UUID().uuidString.lowercased(), birthYear, readerID] + values)
    }
}
