import KartotekaCore

extension RussianTexts: ListPageTexts {
    var lists: String { "Сверка со списками" }
    var listsTileNote: String { "Федеральный список экстремистских материалов, реестры; журнал и акты сверки" }
    var importListVersion: String { "Загрузить новую редакцию списка" }
    var listFile: String { "Файл списка (CSV)" }
    var listKind: String { "Список" }
    var importIt: String { "Загрузить" }
    var runCheck: String { "Провести сверку" }
    var checkScope: String { "Что сверяем" }
    var commissionOneALine: String { "Комиссия (по одному в строке: «Фамилия И. О.: роль»)" }
    var checkIt: String { "Сверить" }
    var listVersionsHeading: String { "Загруженные редакции" }
    var noListVersions: String { "Списки ещё не загружались." }
    var candidatesHeading: String { "Совпадения, ждущие решения" }
    var noCandidates: String { "Совпадений, ждущих решения, нет." }
    var listEntry: String { "Запись списка" }
    var catalogueTitle: String { "Издание в каталоге" }
    var copiesHeading: String { "Экземпляры" }
    var confirmMatch: String { "Это оно" }
    var rejectMatch: String { "Не оно" }
    var checkJournal: String { "Журнал сверки" }
    var checkAct: String { "Акт сверки" }
    var withdrawalList: String { "Список на изъятие" }
    var struckFromListHeading: String { "Записи исключены из списка: эти книги больше не изымаются и выдаются" }
    var withdrawAll: String { "Списать всё по акту" }
    var addedSinceLastCheck: String { "Записи, добавленные после последней сверки" }
    var fileHeading: String { "Файл" }
    var entriesHeading: String { "Записей" }
    var addedHeading: String { "Новых" }
    var dayHeading: String { "Дата" }
    var stateHeading: String { "Решение" }
    func checkActBody(list: String, version: String, range: String, titles: Int, found: Int) -> String {
        "Комиссия провела сверку библиотечного фонда с документом «\(list)» (редакция \(version), записи \(range)). "
            + "Проверено изданий: \(titles). Выявлено совпадений: \(found)."
    }
    var actionHeading: String { "Принятые меры" }
    var overrideAgeMark: String { "Выдать, хотя маркировка выше возраста читателя (решение библиотекаря; кроме 18+)" }
    var titlesWithoutAgeMark: String { "Издания 2012 года и позже без возрастной маркировки" }
    var yearHeading: String { "Год" }
    var adultCopiesInTheOpen: String { "Издания 18+ вне мест, закрытых для детей" }
    var noClosedPlaces: String { "не заданы (в настройках)" }
    var closedToChildrenField: String { "Места хранения, закрытые для детей (коды через запятую)" }
    var inventoryNumberHeading: String { "Инв. №" }
    var storagePlaceHeading: String { "Место хранения" }
}
