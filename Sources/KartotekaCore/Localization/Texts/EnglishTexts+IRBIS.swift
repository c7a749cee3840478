extension EnglishTexts: IRBISTexts {
    func diagnosticRecord(_ number: Int) -> String { "record \(number)" }
    func diagnosticLine(_ number: Int) -> String { "line \(number)" }
    func diagnosticField(_ tag: Int) -> String { "field \(tag)" }
    func diagnosticSubfield(_ code: Character) -> String { "subfield ^\(code)" }
    func lineWithoutHash(_ line: String) -> String { "the line does not start with # and was skipped: “\(line)”." }
    func badTag(_ line: String) -> String { "the field tag is not a positive number; the line was skipped: “\(line)”." }
    func missingColon(_ line: String) -> String { "no colon after the field tag; the line was skipped: “\(line)”." }
    var emptyFieldLine: String { "a field without data was skipped." }
    var emptySubfieldCode: String { "a ^ at the end of the field without a subfield code was ignored." }
    var unterminatedRecord: String { "the file ended without a ***** line after the record; the record was read." }
    var emptyRecord: String { "a record without fields was skipped." }
    func invalidBytes(_ encoding: IRBISEncoding) -> String {
        "the bytes are not valid \(encoding.name); unreadable ones became �. Check the file’s encoding."
    }
    var controlCharactersRemoved: String { "control characters (NUL and others) were taken out of the field’s text; line breaks and tabs became spaces." }
    var looksLikeUTF8: String {
        "the file was read as Windows-1251, as asked, but its bytes are UTF-8: Cyrillic letters are likely garbled. Import it as UTF-8."
    }
    func notesLeftOut(_ count: Int) -> String { "\(count) more notes were counted but not kept in the report (it keeps the first thousand)." }
    var invalidTag: String { "the field tag is below 1; the field was not written." }
    func invalidSubfieldCode(_ scalars: String) -> String { "the subfield code “\(scalars)” cannot be written; the subfield was not written." }
    func repeatedSubfieldCode(_ code: Character) -> String { "the subfield code ^\(code) repeats; IRBIS usually reads only the first." }
    var caretReplaced: String { "a ^ in the text was replaced by a space (in IRBIS it starts a subfield)." }
    func charactersReplaced(_ pairs: [String]) -> String {
        "the encoding lacks these characters; they were replaced: \(pairs.joined(separator: ", "))."
    }
    func unmappableCharacters(_ characters: [String], _ encoding: IRBISEncoding) -> String {
        "\(encoding.name) cannot hold \(characters.joined(separator: " ")); the record was not exported. Edit the text or choose UTF-8."
    }
    var tagTooLargeForISO: String { "ISO 2709 tags go up to 999; the field was not written." }
    var controlFieldWithSubfields: String { "a control field (tag below 10) has subfields; they were written as plain text." }
    func fieldTooLong(bytes: Int) -> String { "the field is \(bytes) bytes, over the 9,999 ISO 2709 allows; the field was not written." }
    func recordTooLong(bytes: Int) -> String { "the record is \(bytes) bytes, over the 99,999 ISO 2709 allows; the record was not exported." }
    func badLeader(_ leader: String) -> String { "the record leader “\(leader)” is unreadable; the record was skipped." }
    func truncatedRecord(declared: Int, available: Int) -> String {
        "the record is cut short: \(declared) bytes declared, \(available) present; the record was skipped."
    }
    func recordLengthMismatch(declared: Int, actual: Int) -> String {
        "the leader length (\(declared)) disagrees with where the record ends (\(actual)); read up to the record terminator."
    }
    var badDirectory: String { "the record directory is damaged; the record was skipped." }
    func badDirectoryEntry(_ entry: String) -> String { "the directory entry “\(entry)” is unreadable; the field was skipped." }
    var fieldOutOfBounds: String { "the field lies outside the record and was skipped." }
    var missingFieldTerminator: String { "the field does not end with a field terminator; its data was read." }
    func missingWorksheet(expected: String) -> String { "no field 920 (worksheet); the record was read as \(expected)." }
    func unexpectedWorksheet(_ found: String, expected: String) -> String {
        "the worksheet is \(found), not \(expected); the record was read as \(expected)."
    }
    var missingShelfCode: String { "no shelf code (903), which IRBIS requires." }
    var repeatedShelfCode: String { "the shelf code (903) repeats; the first was used." }
    var missingTitle: String { "no title proper (200^A); the record was not imported." }
    func valueTooLong(field: String, limit: Int) -> String {
        "the value for the field “\(field)” is longer than \(limit) characters, more than Kartoteka takes; the record was not imported. Shorten it and import the record again."
    }
    func badISBN(_ text: String, reason: Bilingual) -> String {
        "the ISBN “\(text)” was not accepted (\(reason.english)); the title was imported without it."
    }
    func unreadableValue(_ text: String) -> String { "the value “\(text)” was not understood and was not imported." }
    var copyWithoutInventoryNumber: String { "the copy has no inventory number (^B); it was not imported." }
    func badInventoryNumber(_ text: String) -> String { "the inventory number “\(text)” was not accepted; the copy was not imported." }
    func repeatedInventoryNumberInFile(_ text: String) -> String { "the inventory number \(text) repeats; the repeat was not imported." }
    func unmappedCopyStatus(_ code: String) -> String { "Kartoteka has no copy status “\(code)”; the copy was imported as available." }
    var missingReaderKey: String { "no ticket number (30) or surname (10); the reader was not imported." }
    func invalidReader(_ reason: Bilingual) -> String { "the reader was not imported: \(reason.english)" }
    func copyNotYetReceived(_ inventory: String) -> String {
        "copy \(inventory) is not yet received in IRBIS (status 2) and was not imported. Once it joins the fund, import the record "
            + "again choosing “add new copies to the existing title” (add-copy)."
    }
    func loanLeftOut(_ inventory: String) -> String {
        "the loan of copy \(inventory) was not imported: it has no readable day of issue (^D) or its inventory number (^B) is not one; enter it by hand."
    }
    var incompleteLoan: String { "the loan has no shelf code (^A) or inventory number (^B); it was not imported." }
    var noCopiesForShelfCode: String { "the title has no copies; the shelf code uses the title’s id instead of an inventory number." }
    func loanedCopyNotFound(_ inventory: String) -> String { "copy \(inventory) is on loan but no catalogue record has it." }
    func loanedCopyNotOnLoan(_ inventory: String) -> String { "copy \(inventory) is on loan but its catalogue status is not 1 (on loan)." }
    func loanShelfCodeMismatch(_ loan: String, catalogue: String) -> String {
        "the loan’s shelf code “\(loan)” differs from the title’s “\(catalogue)”."
    }
    func unknownStoragePlace(_ code: String) -> String { "the storage place “\(code)” is not in the library’s list; check the code." }
}
