/// Cross-checks the loans of reader records against the copies of catalogue records, as an import
/// of both databases should (irbis-format.md §6): an open loan must point at an existing copy
/// (40^B = 910^B), through its title's shelf code (40^A = 903), and that copy must say 910^A `1`.
public enum IRBISLoanConsistency {
    /// Warnings for every open loan that does not match the catalogue, numbered by the reader's
    /// position in `readers` (from 1), at field 40.
    public static func check(titles: [IRBISImportedTitle], readers: [IRBISImportedReader]) -> [IRBISDiagnostic] {
        var holders: [String: (copy: Copy, shelfCode: String?)] = [:]
        for title in titles {
            for copy in title.copies { holders[copy.inventoryNumber.rawValue] = (copy, title.shelfCode) }
        }
        var diagnostics: [IRBISDiagnostic] = []
        for (index, reader) in readers.enumerated() {
            for loan in reader.loans where loan.isOpen {
                let number = index + 1
                guard let holder = holders[loan.inventoryNumber] else {
                    diagnostics.append(IRBISDiagnostic(record: number, tag: 40, code: "B", .loanedCopyNotFound(loan.inventoryNumber)))
                    continue
                }
                if holder.copy.status != .onLoan {
                    diagnostics.append(IRBISDiagnostic(record: number, tag: 40, code: "B", .loanedCopyNotOnLoan(loan.inventoryNumber)))
                }
                if let shelfCode = holder.shelfCode, shelfCode != loan.shelfCode {
                    diagnostics.append(IRBISDiagnostic(
                        record: number, tag: 40, code: "A", .loanShelfCodeMismatch(loan.shelfCode, catalogue: shelfCode)))
                }
            }
        }
        return diagnostics
    }
}
