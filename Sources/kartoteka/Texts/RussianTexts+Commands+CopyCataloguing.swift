import KartotekaCore

extension RussianTexts: CopyCataloguingCommandTexts {
    var copycatSearchSummary: String { "поиск записей в каталогах других библиотек (Z39.50, SRU)" }
    var copycatSearchDetails: String {
        """
        Ищет сразу во всех включённых каталогах (или в одном, --target) по одному признаку: --isbn, --title, --author \
        или --any. Для каждого каталога — сколько найдено или почему он не ответил; затем издания, у каждого — записи \
        каталогов с их --id, который принимает copycat add. Каталоги: kartoteka copycat target list.
        """
    }
    var copycatISBNHelp: String { "ISBN издания" }
    var copycatTitleHelp: String { "слова заглавия" }
    var copycatAuthorHelp: String { "автор, обычно фамилия" }
    var copycatAnyHelp: String { "любые слова записи" }
    var copycatSearchTargetHelp: String { "искать только в этом каталоге (по названию; можно выключенный — чтобы проверить его)" }
    var copycatAddSummary: String { "каталогизировать книгу по записи другой библиотеки" }
    var copycatAddDetails: String {
        """
        Берёт запись из каталога (--target) по её номеру (--id, как его показал copycat search) и добавляет книгу \
        с первым экземпляром (--inventory), как book add. ББК, УДК и авторский знак — из записи; если авторского знака \
        в ней нет, он вычисляется по фамилии.
        """
    }
    var copycatRecordTargetHelp: String { "каталог, из которого взять запись (по названию)" }
    var copycatRecordIDHelp: String { "номер записи в этом каталоге (из copycat search)" }
    func copiedFrom(_ target: String) -> String { "Запись взята из каталога «\(target)»." }
    var copycatTargetListSummary: String { "каталоги, из которых заимствуются записи" }
    var noTargetsYet: String { "Каталогов пока нет. Добавьте: kartoteka copycat target add --preset loc (или свой: --name, --host, --database, --format)." }
    var copycatTargetAddSummary: String { "добавить каталог другой библиотеки" }
    var copycatTargetAddDetails: String {
        """
        Нужны --name, --host, --database и --format; остальное по умолчанию: порт 210, z3950, utf-8, 10 секунд, включён. \
        --preset KEY берёт адрес известного каталога (\(CopyCataloguingPreset.Key.allCases.map(\.rawValue).joined(separator: ", "))) \
        и добавляет его выключенным: проверьте его copycat search --target и включите (copycat target edit --enabled yes). \
        Пароль читается из файла (--password-file, «-» — стандартный ввод) и никогда не показывается.
        """
    }
    var targetNameHelp: String { "название каталога" }
    var targetPresetHelp: String { "известный каталог: loc, loc-sru, rsl, gpntb…" }
    func targetAddedLine(_ line: String) -> String { "Каталог добавлен: \(line)" }
    var copycatTargetEditSummary: String { "изменить каталог" }
    var existingTargetNameHelp: String { "название каталога" }
    var newTargetNameHelp: String { "новое название" }
    func targetSavedLine(_ line: String) -> String { "Каталог сохранён: \(line)" }
    var copycatTargetRemoveSummary: String { "удалить каталог" }
    func targetRemovedLine(_ name: String) -> String { "Каталог «\(name)» удалён." }
    var targetHostHelp: String { "адрес сервера без http://" }
    var targetPortHelp: String { "порт (210)" }
    var targetDatabaseHelp: String { "база данных на сервере" }
    var targetProtocolHelp: String { "z3950 или sru" }
    var targetFormatHelp: String { "формат записей" }
    var targetCharsetHelp: String { "кодировка записей" }
    var targetUserHelp: String { "имя пользователя, если каталог его требует" }
    var targetPasswordFileHelp: String { "файл, первая строка которого — пароль («-» — стандартный ввод)" }
    var removeTargetPasswordHelp: String { "удалить сохранённый пароль" }
    var targetTimeoutHelp: String { "сколько секунд ждать ответа (1–120)" }
    var targetEnabledHelp: String { "искать ли в этом каталоге" }
    var targetOrderHelp: String { "порядок: меньшие числа первыми" }
    func targetTimeoutMark(_ seconds: Int) -> String { "\(seconds) с" }
    var targetEnabledMark: String { "включён" }
    var targetDisabledMark: String { "выключен" }
    func targetUserMark(_ user: String) -> String { "пользователь \(user)" }
    var targetPasswordMark: String { "пароль сохранён" }
    func recordsNotReadMark(_ count: Int) -> String { "ещё \(count) \(plural(count, "запись", "записи", "записей")) не прочитано" }
    func targetFoundMark(found: Int, shown: Int) -> String { found == shown ? "найдено \(found)" : "найдено \(found), показано \(shown)" }
    var copycatNothingFound: String { "Ничего не найдено." }
    func copycatEditionsFound(_ count: Int) -> String { "Найдено изданий: \(count)" }
    func alreadyCataloguedMark(_ id: Int64) -> String { "уже в каталоге: #\(id)" }
    var copycatLookupHelp: String { "где каталоги других библиотек при поиске по ISBN: never, first, second или last" }
    var copycatLookupLabel: String { "Каталоги других библиотек при поиске по ISBN: " }
    var copycatLookupChoices: String { "never, first, second или last." }
}
