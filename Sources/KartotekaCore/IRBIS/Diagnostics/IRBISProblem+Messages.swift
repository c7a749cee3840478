extension IRBISProblem {
    /// Whether the problem left something out (an error) or only changed or questioned it (a warning).
    public var severity: IRBISDiagnostic.Severity {
        switch self {
        case .lineWithoutHash, .badTag, .missingColon, .invalidTag, .invalidSubfieldCode, .unmappableCharacters,
             .tagTooLargeForISO, .fieldTooLong, .recordTooLong, .badLeader, .truncatedRecord, .badDirectory,
             .badDirectoryEntry, .fieldOutOfBounds, .missingTitle, .copyWithoutInventoryNumber, .badInventoryNumber,
             .repeatedInventoryNumber, .missingReaderKey, .invalidReader, .incompleteLoan, .loanLeftOut, .copyNotYetReceived, .valueTooLong:
            .error
        default:
            .warning
        }
    }

    /// How much of a value taken from a file a message repeats: a damaged or hostile file may hold
    /// a line or value of millions of characters.
    static let excerptLength = 80

    /// The value as a message shows it: whole when short, else its start and `…`.
    func excerpt(_ text: String) -> String {
        FieldLimits.exceeds(text, Self.excerptLength) ? String(text.prefix(Self.excerptLength)) + "…" : text
    }

    /// What is wrong and what was done about it, in Russian and English (values taken from the
    /// file shortened to ``excerptLength`` characters).
    public var message: Bilingual {
        switch self {
        case .lineWithoutHash(let text):
            Bilingual { $0.lineWithoutHash(excerpt(text)) }
        case .badTag(let text):
            Bilingual { $0.badTag(excerpt(text)) }
        case .missingColon(let text):
            Bilingual { $0.missingColon(excerpt(text)) }
        case .emptyFieldLine:
            Bilingual { $0.emptyFieldLine }
        case .emptySubfieldCode:
            Bilingual { $0.emptySubfieldCode }
        case .unterminatedRecord:
            Bilingual { $0.unterminatedRecord }
        case .emptyRecord:
            Bilingual { $0.emptyRecord }
        case .invalidBytes(let encoding):
            Bilingual { $0.invalidBytes(encoding) }
        case .controlCharactersRemoved:
            Bilingual { $0.controlCharactersRemoved }
        case .looksLikeUTF8:
            Bilingual { $0.looksLikeUTF8 }
        case .notesLeftOut(let count):
            Bilingual { $0.notesLeftOut(count) }
        case .invalidTag:
            Bilingual { $0.invalidTag }
        case .invalidSubfieldCode(let code):
            Bilingual { $0.invalidSubfieldCode(code.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined()) }
        case .repeatedSubfieldCode(let code):
            Bilingual { $0.repeatedSubfieldCode(code) }
        case .caretReplaced:
            Bilingual { $0.caretReplaced }
        case .charactersReplaced(let pairs):
            Bilingual { $0.charactersReplaced(pairs) }
        case .unmappableCharacters(let characters, let encoding):
            Bilingual { $0.unmappableCharacters(characters, encoding) }
        case .tagTooLargeForISO:
            Bilingual { $0.tagTooLargeForISO }
        case .controlFieldWithSubfields:
            Bilingual { $0.controlFieldWithSubfields }
        case .fieldTooLong(let bytes):
            Bilingual { $0.fieldTooLong(bytes: bytes) }
        case .recordTooLong(let bytes):
            Bilingual { $0.recordTooLong(bytes: bytes) }
        case .badLeader(let leader):
            Bilingual { $0.badLeader(leader) }
        case .truncatedRecord(let declared, let available):
            Bilingual { $0.truncatedRecord(declared: declared, available: available) }
        case .recordLengthMismatch(let declared, let actual):
            Bilingual { $0.recordLengthMismatch(declared: declared, actual: actual) }
        case .badDirectory:
            Bilingual { $0.badDirectory }
        case .badDirectoryEntry(let entry):
            Bilingual { $0.badDirectoryEntry(entry) }
        case .fieldOutOfBounds:
            Bilingual { $0.fieldOutOfBounds }
        case .missingFieldTerminator:
            Bilingual { $0.missingFieldTerminator }
        case .missingWorksheet(let expected):
            Bilingual { $0.missingWorksheet(expected: expected) }
        case .unexpectedWorksheet(let found, let expected):
            Bilingual { $0.unexpectedWorksheet(excerpt(found), expected: expected) }
        case .missingShelfCode:
            Bilingual { $0.missingShelfCode }
        case .repeatedShelfCode:
            Bilingual { $0.repeatedShelfCode }
        case .missingTitle:
            Bilingual { $0.missingTitle }
        case .valueTooLong(let field, let limit):
            Bilingual { $0.valueTooLong(field: field, limit: limit) }
        case .badISBN(let text, let reason):
            Bilingual { $0.badISBN(excerpt(text), reason: reason) }
        case .unreadableValue(let text):
            Bilingual { $0.unreadableValue(excerpt(text)) }
        case .copyWithoutInventoryNumber:
            Bilingual { $0.copyWithoutInventoryNumber }
        case .badInventoryNumber(let text):
            Bilingual { $0.badInventoryNumber(excerpt(text)) }
        case .repeatedInventoryNumber(let text):
            Bilingual { $0.repeatedInventoryNumberInFile(text) }
        case .unmappedCopyStatus(let code):
            Bilingual { $0.unmappedCopyStatus(excerpt(code)) }
        case .missingReaderKey:
            Bilingual { $0.missingReaderKey }
        case .invalidReader(let reason):
            Bilingual { $0.invalidReader(reason) }
        case .incompleteLoan:
            Bilingual { $0.incompleteLoan }
        case .loanLeftOut(let inventory):
            Bilingual { $0.loanLeftOut(excerpt(inventory)) }
        case .copyNotYetReceived(let inventory):
            Bilingual { $0.copyNotYetReceived(excerpt(inventory)) }
        case .noCopiesForShelfCode:
            Bilingual { $0.noCopiesForShelfCode }
        case .loanedCopyNotFound(let inventory):
            Bilingual { $0.loanedCopyNotFound(excerpt(inventory)) }
        case .loanedCopyNotOnLoan(let inventory):
            Bilingual { $0.loanedCopyNotOnLoan(excerpt(inventory)) }
        case .loanShelfCodeMismatch(let loan, let catalogue):
            Bilingual { $0.loanShelfCodeMismatch(excerpt(loan), catalogue: excerpt(catalogue)) }
        case .unknownStoragePlace(let code):
            Bilingual { $0.unknownStoragePlace(excerpt(code)) }
        }
    }
}
