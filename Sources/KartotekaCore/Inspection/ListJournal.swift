import Foundation

/// The journal of checks as a table, for the printed journal, its CSV and the command line: the
/// check's number and day; the list, its version and its entries from № … to № …; what was
/// checked; what was found (how many, the entries, the inventory numbers); what was done; the
/// commission.
public enum ListJournal {
    /// The headings row and a row a check, in a language.
    public static func rows(_ checks: [ListCheckRecord], in language: Language) -> [[String]] {
        func text(_ text: Bilingual) -> String { text.text(in: language) }
        let headings = [Bilingual { $0.journalDayHeading }, Bilingual { $0.journalVersionHeading }, Bilingual { $0.journalCheckedHeading },
                        Bilingual { $0.journalFoundHeading }, Bilingual { $0.journalActionHeading }, Bilingual { $0.journalCommissionHeading }]
        return [["№"] + headings.map(text)] + checks.map { check in
            [String(check.id), check.checkedOn.russianText,
             "\(check.kind.name.text(in: language)), \(check.version.importedOn.russianText), "
                + range(check.version, in: language),
             "\(check.scope.name.text(in: language)): \(check.titlesChecked)",
             "\(check.found)" + (check.foundEntries.isEmpty ? "" : "; № " + check.foundEntries.map(String.init).joined(separator: ", "))
                + (check.foundCopies.isEmpty ? "" : "; " + text(Bilingual { $0.inventoryNumbersShort }) + " " + check.foundCopies.joined(separator: ", ")),
             action(check, in: language), check.commission.joined(separator: "; ")]
        }
    }

    /// A version's entries, `с № 1 по № 5104`, in a language.
    public static func range(_ version: ListVersionRecord, in language: Language) -> String {
        Bilingual { $0.entryRange(version.firstNumber, version.lastNumber) }.text(in: language)
    }

    /// What was done after a check: the acts of write-off that withdrew what it found.
    public static func action(_ check: ListCheckRecord, in language: Language) -> String {
        check.action.split(separator: ";").map { number in
            Bilingual { $0.withdrawnByAct(number.trimmingCharacters(in: .whitespaces)) }.text(in: language)
        }.joined(separator: "; ")
    }
}
