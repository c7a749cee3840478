import KartotekaCore
import KartotekaWire

extension RussianTexts: CopyCataloguingPageTexts {
    var copyCataloguing: String { "Заимствование записей" }
    var copyCataloguingTileNote: String { "Готовые описания из каталогов других библиотек (Z39.50, SRU)" }
    var copyCataloguingIntro: String {
        "Поиск сразу в нескольких каталогах других библиотек. Выберите запись — откроется форма новой книги, заполненная ею, для проверки."
    }
    var searchBy: String { "Искать по" }
    func searchKind(_ kind: CopyCataloguingQuery.Kind) -> String {
        switch kind {
        case .isbn: "ISBN"
        case .title: "заглавию"
        case .author: "автору"
        case .any: "любым словам"
        }
    }
    var whatToSearchFor: String { "Что искать" }
    var cataloguesToAsk: String { "Каталоги" }
    var cataloguesToAskHint: String { "Если не отметить ни одного, поиск идёт во всех включённых." }
    var noCataloguesYet: String { "Каталоги для поиска ещё не добавлены." }
    var setUpCatalogues: String { "Каталоги Z39.50" }
    func targetAnswered(found: Int, shown: Int) -> String {
        found == shown ? "найдено \(found)" : "найдено \(found), показано \(shown)"
    }
    func recordsNotRead(_ count: Int) -> String { "ещё \(count) \(plural(count, "запись", "записи", "записей")) не удалось прочитать" }
    func editionsFound(_ count: Int) -> String { "Найдено изданий: \(count)" }
    var nothingFound: String { "Ничего не найдено." }
    var alreadyInCatalogue: String { "Уже есть в каталоге" }
    var useThisRecord: String { "Взять эту запись" }
    var candidateAuthor: String { "Автор" }
    var findInOtherCatalogues: String { "Найти в каталогах других библиотек" }
    var copycatTargets: String { "Каталоги Z39.50" }
    var newTarget: String { "Новый каталог" }
    var allTargets: String { "Все каталоги" }
    var pressTargetToChange: String { "Нажмите на каталог, чтобы изменить его." }
    var targetName: String { "Название" }
    var targetHost: String { "Сервер" }
    var targetHostHint: String { "Адрес без http:// — lx2.loc.gov" }
    var targetPort: String { "Порт" }
    var targetDatabase: String { "База данных" }
    var targetService: String { "Протокол" }
    var targetFormat: String { "Формат записей" }
    var targetCharacterSet: String { "Кодировка" }
    var targetUser: String { "Пользователь" }
    var targetPassword: String { "Пароль" }
    var targetPasswordHint: String { "Оставьте пустым, чтобы не менять сохранённый пароль." }
    var targetPasswordKept: String { "пароль сохранён" }
    var removeTargetPassword: String { "Удалить сохранённый пароль" }
    var targetTimeout: String { "Ждать ответа, секунд" }
    var targetEnabled: String { "Искать в этом каталоге" }
    var targetOrder: String { "Порядок" }
    var targetOrderHint: String { "Каталоги с меньшим числом идут первыми." }
    var targetOn: String { "включён" }
    var targetOff: String { "выключен" }
    var deleteTargetQuestion: String { "Удалить этот каталог?" }
    var knownCatalogues: String { "Известные каталоги" }
    var knownCataloguesNote: String {
        "Адреса взяты из открытых источников и не проверены. Каталог добавляется выключенным: проверьте его поиском и включите."
    }
    var addKnownCatalogue: String { "Добавить" }
    var targetSaved: String { "Каталог сохранён." }
    var targetDeleted: String { "Каталог удалён." }
    var copyCataloguingSettings: String { "Заимствование записей (Z39.50, SRU)" }
    var lookupPlaceLabel: String { "Каталоги других библиотек при поиске по ISBN" }
    var lookupPlaceHint: String { "Где они стоят среди источников, которые спрашивают после сканирования штрихкода." }
}
