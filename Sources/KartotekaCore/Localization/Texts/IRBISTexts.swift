/// The texts of IRBIS exchange: what a diagnostic says was wrong with a record and what was done about it,
/// and where.
protocol IRBISTexts: Sendable {
    func diagnosticRecord(_ number: Int) -> String
    func diagnosticLine(_ number: Int) -> String
    func diagnosticField(_ tag: Int) -> String
    func diagnosticSubfield(_ code: Character) -> String
    func lineWithoutHash(_ line: String) -> String
    func badTag(_ line: String) -> String
    func missingColon(_ line: String) -> String
    var emptyFieldLine: String { get }
    var emptySubfieldCode: String { get }
    var unterminatedRecord: String { get }
    var emptyRecord: String { get }
    func invalidBytes(_ encoding: IRBISEncoding) -> String
    var controlCharactersRemoved: String { get }
    var looksLikeUTF8: String { get }
    func notesLeftOut(_ count: Int) -> String
    var invalidTag: String { get }
    func invalidSubfieldCode(_ scalars: String) -> String
    func repeatedSubfieldCode(_ code: Character) -> String
    var caretReplaced: String { get }
    func charactersReplaced(_ pairs: [String]) -> String
    func unmappableCharacters(_ characters: [String], _ encoding: IRBISEncoding) -> String
    var tagTooLargeForISO: String { get }
    var controlFieldWithSubfields: String { get }
    func fieldTooLong(bytes: Int) -> String
    func recordTooLong(bytes: Int) -> String
    func badLeader(_ leader: String) -> String
    func truncatedRecord(declared: Int, available: Int) -> String
    func recordLengthMismatch(declared: Int, actual: Int) -> String
    var badDirectory: String { get }
    func badDirectoryEntry(_ entry: String) -> String
    var fieldOutOfBounds: String { get }
    var missingFieldTerminator: String { get }
    func missingWorksheet(expected: String) -> String
    func unexpectedWorksheet(_ found: String, expected: String) -> String
    var missingShelfCode: String { get }
    var repeatedShelfCode: String { get }
    var missingTitle: String { get }
    func valueTooLong(field: String, limit: Int) -> String
    func badISBN(_ text: String, reason: Bilingual) -> String
    func unreadableValue(_ text: String) -> String
    var copyWithoutInventoryNumber: String { get }
    func badInventoryNumber(_ text: String) -> String
    func repeatedInventoryNumberInFile(_ text: String) -> String
    func unmappedCopyStatus(_ code: String) -> String
    var missingReaderKey: String { get }
    func invalidReader(_ reason: Bilingual) -> String
    var incompleteLoan: String { get }
    func loanLeftOut(_ inventory: String) -> String
    func copyNotYetReceived(_ inventory: String) -> String
    var noCopiesForShelfCode: String { get }
    func loanedCopyNotFound(_ inventory: String) -> String
    func loanedCopyNotOnLoan(_ inventory: String) -> String
    func loanShelfCodeMismatch(_ loan: String, catalogue: String) -> String
    func unknownStoragePlace(_ code: String) -> String
}
