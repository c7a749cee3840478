extension RussianTexts: IRBISTexts {
    func diagnosticRecord(_ number: Int) -> String { "запись \(number)" }
    func diagnosticLine(_ number: Int) -> String { "строка \(number)" }
    func diagnosticField(_ tag: Int) -> String { "поле \(tag)" }
    func diagnosticSubfield(_ code: Character) -> String { "подполе ^\(code)" }
    func lineWithoutHash(_ line: String) -> String { "строка не начинается с # и пропущена: «\(line)»." }
    func badTag(_ line: String) -> String { "метка поля не число больше нуля, строка пропущена: «\(line)»." }
    func missingColon(_ line: String) -> String { "нет двоеточия после метки поля, строка пропущена: «\(line)»." }
    var emptyFieldLine: String { "поле без данных пропущено." }
    var emptySubfieldCode: String { "знак ^ в конце поля без кода подполя не учтён." }
    var unterminatedRecord: String { "файл кончился без строки ***** после записи; запись прочитана." }
    var emptyRecord: String { "запись без полей пропущена." }
    func invalidBytes(_ encoding: IRBISEncoding) -> String {
        "байты не в кодировке \(encoding.name); нечитаемые заменены знаком �. Проверьте кодировку файла."
    }
    var controlCharactersRemoved: String { "управляющие символы (NUL и другие) убраны из текста поля; перевод строки и табуляция заменены пробелом." }
    var looksLikeUTF8: String {
        "файл прочитан в кодировке Windows-1251, как указано, но его байты — UTF-8: русские буквы, скорее всего, искажены. Загрузите его с кодировкой UTF-8."
    }
    func notesLeftOut(_ count: Int) -> String { "ещё \(count) замечаний того же рода не сохранено в отчёте (он хранит первую тысячу)." }
    var invalidTag: String { "метка поля меньше 1, поле не записано." }
    func invalidSubfieldCode(_ scalars: String) -> String { "код подполя «\(scalars)» нельзя записать, подполе не записано." }
    func repeatedSubfieldCode(_ code: Character) -> String { "код подполя ^\(code) повторяется; ИРБИС обычно читает только первое." }
    var caretReplaced: String { "знак ^ в тексте заменён пробелом (в ИРБИС он начинает подполе)." }
    func charactersReplaced(_ pairs: [String]) -> String { "знаков нет в кодировке, они заменены: \(pairs.joined(separator: ", "))." }
    func unmappableCharacters(_ characters: [String], _ encoding: IRBISEncoding) -> String {
        "знаков \(characters.joined(separator: " ")) нет в кодировке \(encoding.name), запись не выгружена. Исправьте текст или выберите UTF-8."
    }
    var tagTooLargeForISO: String { "в ISO 2709 метка не больше 999, поле не записано." }
    var controlFieldWithSubfields: String { "у управляющего поля (метка меньше 10) есть подполя; записано как текст." }
    func fieldTooLong(bytes: Int) -> String {
        "поле длиной \(bytes) \(plural(bytes, "байт", "байта", "байт")) длиннее 9999 байт, допустимых в ISO 2709; поле не записано."
    }
    func recordTooLong(bytes: Int) -> String {
        "запись длиной \(bytes) \(plural(bytes, "байт", "байта", "байт")) длиннее 99999 байт, допустимых в ISO 2709; запись не выгружена."
    }
    func badLeader(_ leader: String) -> String { "маркер записи «\(leader)» нечитаем, запись пропущена." }
    func truncatedRecord(declared: Int, available: Int) -> String {
        "запись обрезана: заявлено \(declared) \(plural(declared, "байт", "байта", "байт")), есть \(available); запись пропущена."
    }
    func recordLengthMismatch(declared: Int, actual: Int) -> String {
        "длина в маркере (\(declared)) не совпадает с концом записи (\(actual)); запись прочитана до знака конца записи."
    }
    var badDirectory: String { "справочник записи повреждён, запись пропущена." }
    func badDirectoryEntry(_ entry: String) -> String { "элемент справочника «\(entry)» нечитаем, поле пропущено." }
    var fieldOutOfBounds: String { "поле выходит за границы записи и пропущено." }
    var missingFieldTerminator: String { "поле не кончается знаком конца поля; данные прочитаны." }
    func missingWorksheet(expected: String) -> String { "нет поля 920 (рабочий лист); запись прочитана как \(expected)." }
    func unexpectedWorksheet(_ found: String, expected: String) -> String {
        "рабочий лист \(found), а не \(expected); запись прочитана как \(expected)."
    }
    var missingShelfCode: String { "нет шифра документа (903), а ИРБИС требует его." }
    var repeatedShelfCode: String { "шифр документа (903) повторяется; взят первый." }
    var missingTitle: String { "нет заглавия (200^A), запись не загружена." }
    func valueTooLong(field: String, limit: Int) -> String {
        "значение для поля «\(field)» длиннее \(limit) знаков, больше, чем принимает Картотека; запись не загружена. Сократите его и загрузите запись снова."
    }
    func badISBN(_ text: String, reason: Bilingual) -> String { "ISBN «\(text)» не принят (\(reason.russian)); книга загружена без ISBN." }
    func unreadableValue(_ text: String) -> String { "значение «\(text)» не распознано и не загружено." }
    var copyWithoutInventoryNumber: String { "у экземпляра нет инвентарного номера (^B), экземпляр не загружен." }
    func badInventoryNumber(_ text: String) -> String { "инвентарный номер «\(text)» не принят, экземпляр не загружен." }
    func repeatedInventoryNumberInFile(_ text: String) -> String { "инвентарный номер \(text) повторяется; повтор не загружен." }
    func unmappedCopyStatus(_ code: String) -> String { "статус экземпляра «\(code)» в Картотеке не ведётся; экземпляр загружен как «в наличии»." }
    var missingReaderKey: String { "нет номера билета (30) или фамилии (10), читатель не загружен." }
    func invalidReader(_ reason: Bilingual) -> String { "читатель не загружен: \(reason.russian)" }
    func copyNotYetReceived(_ inventory: String) -> String {
        "экземпляр \(inventory) в ИРБИС ещё не поступил (статус 2) и не загружен. Когда его примут в фонд, загрузите запись снова, "
            + "выбрав «добавить новые экземпляры к имеющейся книге» (add-copy)."
    }
    func loanLeftOut(_ inventory: String) -> String {
        "выдача экземпляра \(inventory) не загружена: нет читаемой даты выдачи (^D) или инвентарный номер (^B) не годится; внесите её вручную."
    }
    var incompleteLoan: String { "в выдаче нет шифра (^A) или инвентарного номера (^B), выдача не загружена." }
    var noCopiesForShelfCode: String { "у книги нет экземпляров; в шифре вместо инвентарного номера — номер книги в Картотеке." }
    func loanedCopyNotFound(_ inventory: String) -> String { "выдан экземпляр \(inventory), которого нет в каталоге." }
    func loanedCopyNotOnLoan(_ inventory: String) -> String { "экземпляр \(inventory) выдан, но в каталоге его статус не «1» (выдан)." }
    func loanShelfCodeMismatch(_ loan: String, catalogue: String) -> String { "шифр в выдаче «\(loan)» не совпадает с шифром книги «\(catalogue)»." }
    func unknownStoragePlace(_ code: String) -> String { "места хранения «\(code)» нет в списке библиотеки; проверьте код." }
}
