extension IRBISProblem {
    /// Whether the problem left something out (an error) or only changed or questioned it (a warning).
    public var severity: IRBISDiagnostic.Severity {
        switch self {
        case .lineWithoutHash, .badTag, .missingColon, .invalidTag, .invalidSubfieldCode, .unmappableCharacters,
             .tagTooLargeForISO, .fieldTooLong, .recordTooLong, .badLeader, .truncatedRecord, .badDirectory,
             .badDirectoryEntry, .fieldOutOfBounds, .missingTitle, .copyWithoutInventoryNumber, .badInventoryNumber,
             .repeatedInventoryNumber, .missingReaderKey, .invalidReader, .incompleteLoan, .valueTooLong:
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
            Bilingual(ru: "строка не начинается с # и пропущена: «\(excerpt(text))».",
                      en: "the line does not start with # and was skipped: “\(excerpt(text))”.")
        case .badTag(let text):
            Bilingual(ru: "метка поля не число больше нуля, строка пропущена: «\(excerpt(text))».",
                      en: "the field tag is not a positive number; the line was skipped: “\(excerpt(text))”.")
        case .missingColon(let text):
            Bilingual(ru: "нет двоеточия после метки поля, строка пропущена: «\(excerpt(text))».",
                      en: "no colon after the field tag; the line was skipped: “\(excerpt(text))”.")
        case .emptyFieldLine:
            Bilingual(ru: "поле без данных пропущено.", en: "a field without data was skipped.")
        case .emptySubfieldCode:
            Bilingual(ru: "знак ^ в конце поля без кода подполя не учтён.",
                      en: "a ^ at the end of the field without a subfield code was ignored.")
        case .unterminatedRecord:
            Bilingual(ru: "файл кончился без строки ***** после записи; запись прочитана.",
                      en: "the file ended without a ***** line after the record; the record was read.")
        case .emptyRecord:
            Bilingual(ru: "запись без полей пропущена.", en: "a record without fields was skipped.")
        case .invalidBytes(let encoding):
            Bilingual(ru: "байты не в кодировке \(encoding.name); нечитаемые заменены знаком �. Проверьте кодировку файла.",
                      en: "the bytes are not valid \(encoding.name); unreadable ones became �. Check the file’s encoding.")
        case .invalidTag:
            Bilingual(ru: "метка поля меньше 1, поле не записано.", en: "the field tag is below 1; the field was not written.")
        case .invalidSubfieldCode(let code):
            Bilingual(ru: "код подполя «\(code.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined())» нельзя записать, подполе не записано.",
                      en: "the subfield code “\(code.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined())” cannot be written; the subfield was not written.")
        case .repeatedSubfieldCode(let code):
            Bilingual(ru: "код подполя ^\(code) повторяется; ИРБИС обычно читает только первое.",
                      en: "the subfield code ^\(code) repeats; IRBIS usually reads only the first.")
        case .caretReplaced:
            Bilingual(ru: "знак ^ в тексте заменён пробелом (в ИРБИС он начинает подполе).",
                      en: "a ^ in the text was replaced by a space (in IRBIS it starts a subfield).")
        case .charactersReplaced(let pairs):
            Bilingual(ru: "знаков нет в кодировке, они заменены: \(pairs.joined(separator: ", ")).",
                      en: "the encoding lacks these characters; they were replaced: \(pairs.joined(separator: ", ")).")
        case .unmappableCharacters(let characters, let encoding):
            Bilingual(ru: "знаков \(characters.joined(separator: " ")) нет в кодировке \(encoding.name), запись не выгружена. Исправьте текст или выберите UTF-8.",
                      en: "\(encoding.name) cannot hold \(characters.joined(separator: " ")); the record was not exported. Edit the text or choose UTF-8.")
        case .tagTooLargeForISO:
            Bilingual(ru: "в ISO 2709 метка не больше 999, поле не записано.",
                      en: "ISO 2709 tags go up to 999; the field was not written.")
        case .controlFieldWithSubfields:
            Bilingual(ru: "у управляющего поля (метка меньше 10) есть подполя; записано как текст.",
                      en: "a control field (tag below 10) has subfields; they were written as plain text.")
        case .fieldTooLong(let bytes):
            Bilingual(ru: "поле длиной \(bytes) байт длиннее 9999 байт, допустимых в ISO 2709; поле не записано.",
                      en: "the field is \(bytes) bytes, over the 9,999 ISO 2709 allows; the field was not written.")
        case .recordTooLong(let bytes):
            Bilingual(ru: "запись длиной \(bytes) байт длиннее 99999 байт, допустимых в ISO 2709; запись не выгружена.",
                      en: "the record is \(bytes) bytes, over the 99,999 ISO 2709 allows; the record was not exported.")
        case .badLeader(let leader):
            Bilingual(ru: "маркер записи «\(leader)» нечитаем, запись пропущена.",
                      en: "the record leader “\(leader)” is unreadable; the record was skipped.")
        case .truncatedRecord(let declared, let available):
            Bilingual(ru: "запись обрезана: заявлено \(declared) байт, есть \(available); запись пропущена.",
                      en: "the record is cut short: \(declared) bytes declared, \(available) present; the record was skipped.")
        case .recordLengthMismatch(let declared, let actual):
            Bilingual(ru: "длина в маркере (\(declared)) не совпадает с концом записи (\(actual)); запись прочитана до знака конца записи.",
                      en: "the leader length (\(declared)) disagrees with where the record ends (\(actual)); read up to the record terminator.")
        case .badDirectory:
            Bilingual(ru: "справочник записи повреждён, запись пропущена.",
                      en: "the record directory is damaged; the record was skipped.")
        case .badDirectoryEntry(let entry):
            Bilingual(ru: "элемент справочника «\(entry)» нечитаем, поле пропущено.",
                      en: "the directory entry “\(entry)” is unreadable; the field was skipped.")
        case .fieldOutOfBounds:
            Bilingual(ru: "поле выходит за границы записи и пропущено.",
                      en: "the field lies outside the record and was skipped.")
        case .missingFieldTerminator:
            Bilingual(ru: "поле не кончается знаком конца поля; данные прочитаны.",
                      en: "the field does not end with a field terminator; its data was read.")
        case .missingWorksheet(let expected):
            Bilingual(ru: "нет поля 920 (рабочий лист); запись прочитана как \(expected).",
                      en: "no field 920 (worksheet); the record was read as \(expected).")
        case .unexpectedWorksheet(let found, let expected):
            Bilingual(ru: "рабочий лист \(excerpt(found)), а не \(expected); запись прочитана как \(expected).",
                      en: "the worksheet is \(excerpt(found)), not \(expected); the record was read as \(expected).")
        case .missingShelfCode:
            Bilingual(ru: "нет шифра документа (903), а ИРБИС требует его.",
                      en: "no shelf code (903), which IRBIS requires.")
        case .repeatedShelfCode:
            Bilingual(ru: "шифр документа (903) повторяется; взят первый.",
                      en: "the shelf code (903) repeats; the first was used.")
        case .missingTitle:
            Bilingual(ru: "нет заглавия (200^A), запись не загружена.",
                      en: "no title proper (200^A); the record was not imported.")
        case .valueTooLong(let field, let limit):
            Bilingual(ru: "значение для поля «\(field)» длиннее \(limit) знаков, больше, чем принимает Картотека; запись не загружена. Сократите его и загрузите запись снова.",
                      en: "the value for the field “\(field)” is longer than \(limit) characters, more than Kartoteka takes; the record was not imported. Shorten it and import the record again.")
        case .badISBN(let text, let reason):
            Bilingual(ru: "ISBN «\(excerpt(text))» не принят (\(reason.russian)); книга загружена без ISBN.",
                      en: "the ISBN “\(excerpt(text))” was not accepted (\(reason.english)); the title was imported without it.")
        case .unreadableValue(let text):
            Bilingual(ru: "значение «\(excerpt(text))» не распознано и не загружено.",
                      en: "the value “\(excerpt(text))” was not understood and was not imported.")
        case .copyWithoutInventoryNumber:
            Bilingual(ru: "у экземпляра нет инвентарного номера (^B), экземпляр не загружен.",
                      en: "the copy has no inventory number (^B); it was not imported.")
        case .badInventoryNumber(let text):
            Bilingual(ru: "инвентарный номер «\(excerpt(text))» не принят, экземпляр не загружен.",
                      en: "the inventory number “\(excerpt(text))” was not accepted; the copy was not imported.")
        case .repeatedInventoryNumber(let text):
            Bilingual(ru: "инвентарный номер \(text) повторяется; повтор не загружен.",
                      en: "the inventory number \(text) repeats; the repeat was not imported.")
        case .unmappedCopyStatus(let code):
            Bilingual(ru: "статус экземпляра «\(excerpt(code))» в Картотеке не ведётся; экземпляр загружен как «в наличии».",
                      en: "Kartoteka has no copy status “\(excerpt(code))”; the copy was imported as available.")
        case .missingReaderKey:
            Bilingual(ru: "нет номера билета (30) или фамилии (10), читатель не загружен.",
                      en: "no ticket number (30) or surname (10); the reader was not imported.")
        case .invalidReader(let reason):
            Bilingual(ru: "читатель не загружен: \(reason.russian)", en: "the reader was not imported: \(reason.english)")
        case .incompleteLoan:
            Bilingual(ru: "в выдаче нет шифра (^A) или инвентарного номера (^B), выдача не загружена.",
                      en: "the loan has no shelf code (^A) or inventory number (^B); it was not imported.")
        case .noCopiesForShelfCode:
            Bilingual(ru: "у книги нет экземпляров; в шифре вместо инвентарного номера — номер книги в Картотеке.",
                      en: "the title has no copies; the shelf code uses the title’s id instead of an inventory number.")
        case .loanedCopyNotFound(let inventory):
            Bilingual(ru: "выдан экземпляр \(excerpt(inventory)), которого нет в каталоге.",
                      en: "copy \(excerpt(inventory)) is on loan but no catalogue record has it.")
        case .loanedCopyNotOnLoan(let inventory):
            Bilingual(ru: "экземпляр \(excerpt(inventory)) выдан, но в каталоге его статус не «1» (выдан).",
                      en: "copy \(excerpt(inventory)) is on loan but its catalogue status is not 1 (on loan).")
        case .loanShelfCodeMismatch(let loan, let catalogue):
            Bilingual(ru: "шифр в выдаче «\(excerpt(loan))» не совпадает с шифром книги «\(excerpt(catalogue))».",
                      en: "the loan’s shelf code “\(excerpt(loan))” differs from the title’s “\(excerpt(catalogue))”.")
        case .unknownStoragePlace(let code):
            Bilingual(ru: "места хранения «\(excerpt(code))» нет в списке библиотеки; проверьте код.",
                      en: "the storage place “\(excerpt(code))” is not in the library’s list; check the code.")
        }
    }
}
