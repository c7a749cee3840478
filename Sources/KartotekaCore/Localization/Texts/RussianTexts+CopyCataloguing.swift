extension RussianTexts: CopyCataloguingTexts {
    var targetNameMissing: String { "Укажите название каталога." }
    var targetHostRule: String { "Укажите адрес сервера без http:// и пробелов: lx2.loc.gov или 193.233.14.5." }
    var targetPortRule: String { "Порт — число от 1 до 65535 (у Z39.50 обычно 210)." }
    var targetDatabaseRule: String { "Укажите базу данных без пробелов: LCDB, rsl01." }
    var targetServiceRule: String { "Протокол — z3950 (Z39.50) или sru (SRU)." }
    var targetFormatRule: String { "Формат записей — rusmarc, unimarc или marc21." }
    var targetCharacterSetRule: String { "Кодировка — utf-8, windows-1251 или marc-8." }
    var targetTimeoutRule: String { "Время ожидания — от 1 до 120 секунд." }
    var targetOrderRule: String { "Порядок — число от 0 до 9999." }
    var searchTextMissing: String { "Введите, что искать." }
    var searchOneKind: String { "Ищите что-то одно: ISBN, заглавие, автора или любые слова." }
    func targetNotFound(_ name: String) -> String {
        "Каталога «\(name)» нет. Список каталогов — на странице «Каталоги Z39.50» или kartoteka copycat target list."
    }
    func targetNameTaken(_ name: String) -> String { "Каталог «\(name)» уже есть. Выберите другое название." }
    func presetNotFound(_ key: String) -> String {
        "Известного каталога «\(key)» нет. Есть: \(CopyCataloguingPreset.Key.allCases.map(\.rawValue).joined(separator: ", "))."
    }
    var noTargetsToSearch: String { "Искать негде: включите хотя бы один каталог на странице «Каталоги Z39.50» или укажите его по названию." }
    func copiedRecordNotFound(target: String, id: String) -> String { "В каталоге «\(target)» нет записи \(id)." }
    func targetUnreachable(_ target: String) -> String { "Нет связи с каталогом «\(target)». Проверьте адрес, порт и подключение к сети." }
    func targetTimedOut(_ target: String, seconds: Int) -> String {
        "Каталог «\(target)» не ответил за \(seconds) \(plural(seconds, "секунду", "секунды", "секунд")). Попробуйте позже или увеличьте время ожидания."
    }
    func targetLoginRefused(_ target: String) -> String { "Каталог «\(target)» не принял имя пользователя и пароль. Проверьте их в настройках каталога." }
    func targetFormatUnsupported(_ target: String, format: MARCFormat) -> String {
        "Каталог «\(target)» не отдаёт записи в формате \(format.name). Выберите в настройках каталога другой формат."
    }
    func targetDatabaseUnavailable(_ target: String, database: String) -> String {
        "В каталоге «\(target)» нет базы данных \(database). Проверьте её название."
    }
    func targetRecordsUndecodable(_ target: String, count: Int) -> String {
        "Каталог «\(target)» прислал \(count) \(plural(count, "запись", "записи", "записей")), которые не удалось прочитать. Проверьте формат и кодировку в настройках каталога."
    }
    func targetAnsweredWithError(_ target: String, detail: String) -> String { "Каталог «\(target)» ответил ошибкой: \(detail)." }
    func targetAddressNotAllowed(_ target: String) -> String {
        "Каталог «\(target)» находится по адресу этого сервера или его локального сегмента; такие адреса не опрашиваются, "
            + "пока это не разрешено в настройках сервера (copycat_local_targets = allow)."
    }
    func presetName(_ key: CopyCataloguingPreset.Key) -> String {
        switch key {
        case .loc: "Библиотека Конгресса"
        case .locSRU: "Библиотека Конгресса (SRU)"
        case .rsl: "РГБ"
        case .gpntb: "ГПНТБ России"
        case .vsu: "Воронежский государственный университет"
        case .bashsu: "Башкирский государственный университет"
        case .validi: "Национальная библиотека им. А.-З. Валиди"
        case .pstu: "Пермский национальный исследовательский политехнический университет"
        case .smolensk: "Смоленская областная универсальная научная библиотека"
        }
    }
    func lookupPlaceName(_ place: CopyCataloguingLookupPlace) -> String {
        switch place {
        case .never: "не спрашивать"
        case .first: "первыми, до других источников"
        case .second: "вторыми, после первого источника"
        case .last: "последними, после других источников"
        }
    }
}
