import KartotekaCore

extension RussianTexts: HoldCommandTexts {
    var holdPlaceSummary: String { "забронировать книгу (или один экземпляр) для читателя: он встаёт в очередь" }
    var holdListSummary: String { "брони: на полке брони, в пути, затем очереди по порядку" }
    var holdCancelSummary: String { "снять бронь; отложенный по ней экземпляр переходит следующему" }
    var holdTitleHelp: String { "книга, которую бронируют (её номер в каталоге)" }
    var holdCopyHelp: String { "вместо книги: один экземпляр" }
    var holdPickupHelp: String { "филиал, где читатель заберёт книгу (по умолчанию основной)" }
    var holdTitleFilterHelp: String { "только очередь на эту книгу" }
    var holdBranchFilterHelp: String { "только брони с выдачей в этом филиале" }
    var holdStateHelp: String { "active (по умолчанию): действующие; waiting: полка брони; all: и закрытые" }
    var holdStateChoices: String { "active, waiting или all" }
    var holdIDHelp: String { "номер брони (см. hold list)" }
    var holdPickupDaysHelp: String { "сколько дней бронь ждёт на полке (1–60)" }
    var holdPickupDaysLabel: String { "Полка брони, дней: " }
    var noHoldsFound: String { "Броней нет." }
    var holdPlacedByReaderMark: String { "(читатель сам)" }
    func holdOfCopyMark(_ inventory: String) -> String { "только экземпляр \(inventory)" }
    func holdPlacedLine(_ line: String) -> String { "Забронировано: \(line)" }
    func holdCancelledLine(_ line: String) -> String { "Бронь снята: \(line)" }
    func returnedForHold(_ line: String) -> String { "Отложите по брони: \(line)" }
}
