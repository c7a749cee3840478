/// What can be wrong with IRBIS data, in the text format, in ISO 2709, in an encoding or in the
/// mapping between IRBIS records and Kartoteka's catalogue and readers. Messages are in
/// `IRBISProblem+Messages.swift`; where the problem is lives in ``IRBISDiagnostic``.
public enum IRBISProblem: Sendable, Hashable {
    // MARK: Reading the text format
    /// A line that does not start with `#` (nor is `*****`); it was skipped.
    case lineWithoutHash(String)
    /// A `#` line whose tag is not a positive number; it was skipped.
    case badTag(String)
    /// A `#` line with no colon after the tag; it was skipped.
    case missingColon(String)
    /// A field line with no data; it was skipped.
    case emptyFieldLine
    /// A `^` with no code after it at the end of a field; it was ignored.
    case emptySubfieldCode
    /// The file ended without `*****` after the last record; the record was kept.
    case unterminatedRecord
    /// A record with no fields; it was skipped.
    case emptyRecord
    /// The bytes are not valid in the expected encoding; unreadable bytes became `�`.
    case invalidBytes(IRBISEncoding)
    /// Control characters (NUL, escapes, line breaks inside a value…) were taken out of a field's
    /// text (a line break or a tab became a space).
    case controlCharactersRemoved
    /// The file was read in the encoding asked for, Windows-1251, but its bytes are UTF-8 with
    /// letters beyond ASCII: the text is likely garbled.
    case looksLikeUTF8
    /// More notes than a report keeps were found; this many more were counted, not kept.
    case notesLeftOut(Int)

    // MARK: Writing
    /// A tag below 1; the field was left out.
    case invalidTag
    /// A subfield code that cannot be written (`^`, a space, a control or non-ASCII character); the subfield was left out.
    case invalidSubfieldCode(Character)
    /// A subfield code used twice in one field; both were written, readers usually take the first.
    case repeatedSubfieldCode(Character)
    /// A `^` in the text was replaced by a space (the text format has no escaping).
    case caretReplaced
    /// Characters the encoding lacks were replaced as documented in ``IRBISCharacterReplacement``.
    case charactersReplaced([String])
    /// Characters the encoding lacks and that have no replacement; the record was left out.
    case unmappableCharacters([String], IRBISEncoding)
    /// A tag above 999 cannot be written to ISO 2709; the field was left out.
    case tagTooLargeForISO
    /// A control field (tag below 10) with subfields: written as raw text `value^Aaaa`.
    case controlFieldWithSubfields
    /// A field longer than ISO 2709 allows (9,999 bytes); the field was left out.
    case fieldTooLong(bytes: Int)
    /// A record longer than ISO 2709 allows (99,999 bytes); the record was left out.
    case recordTooLong(bytes: Int)

    // MARK: Reading ISO 2709
    /// The leader's record length or base address is unreadable; the record was skipped.
    case badLeader(String)
    /// The data ends before the record does; the record was skipped.
    case truncatedRecord(declared: Int, available: Int)
    /// The leader's length disagrees with where the record terminator is; the terminator was trusted.
    case recordLengthMismatch(declared: Int, actual: Int)
    /// The directory is not a whole number of entries or lacks its terminator; the record was skipped.
    case badDirectory
    /// A directory entry with a non-numeric tag, length or offset; the field was skipped.
    case badDirectoryEntry(String)
    /// A directory entry pointing outside the record; the field was skipped.
    case fieldOutOfBounds
    /// A field that does not end with the field terminator (0x1E); its data was kept.
    case missingFieldTerminator

    // MARK: Mapping
    /// No worksheet field 920; the record was read as the expected worksheet.
    case missingWorksheet(expected: String)
    /// A worksheet other than the expected one; the record was read as the expected worksheet.
    case unexpectedWorksheet(String, expected: String)
    /// No shelf code (903): IRBIS requires one; loans point to it.
    case missingShelfCode
    /// More than one shelf code (903); the first was used.
    case repeatedShelfCode
    /// No title proper (200^A); the record was not imported.
    case missingTitle
    /// A value longer than Kartoteka's field takes (``FieldLimits``, the limit the forms apply);
    /// the record was not imported.
    case valueTooLong(field: String, limit: Int)
    /// An ISBN that does not parse; the record was kept without an ISBN.
    case badISBN(String, reason: Bilingual)
    /// A value that cannot be read as what the field means (a year, pages, price, date); it was left empty.
    case unreadableValue(String)
    /// A copy (910) without an inventory number (^B); the copy was left out.
    case copyWithoutInventoryNumber
    /// An inventory number that Kartoteka cannot accept; the copy was left out.
    case badInventoryNumber(String)
    /// An inventory number (910^B) given twice; the later copy was left out.
    case repeatedInventoryNumber(String)
    /// A copy status code Kartoteka has no status for; the copy was read as available.
    case unmappedCopyStatus(String)
    /// A copy IRBIS marks not yet received (910^A `2`): not in the fund, so left out.
    case copyNotYetReceived(String)
    /// A reader record without a ticket number (30) or surname (10); it was not imported.
    case missingReaderKey
    /// A reader record whose values fail Kartoteka's checks (a missing phone, a bad e-mail…); not imported.
    case invalidReader(Bilingual)
    /// A loan (40) without the book's shelf code (^A) or inventory number (^B); it was left out.
    case incompleteLoan
    /// A loan (40) whose day of issue (^D) is missing or unreadable, or whose inventory number (^B)
    /// is no inventory number; it was left out.
    case loanLeftOut(String)
    /// The title has no copies, so the shelf-code pattern used the title id for `{inventory}`.
    case noCopiesForShelfCode
    /// A storage place code that is not in the library's list.
    case unknownStoragePlace(String)
    /// An open loan (40^B) of an inventory number no catalogue record has.
    case loanedCopyNotFound(String)
    /// An open loan of a copy whose 910^A does not say `1` (on loan).
    case loanedCopyNotOnLoan(String)
    /// An open loan whose 40^A differs from the 903 of the record holding the copy.
    case loanShelfCodeMismatch(String, catalogue: String)
}
