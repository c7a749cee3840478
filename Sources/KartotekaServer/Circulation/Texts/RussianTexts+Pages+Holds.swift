import KartotekaCore
import KartotekaWire

extension RussianTexts: HoldPageTexts {
    var holds: String { "Бронь" }
    var holdsTileNote: String { "полка брони и очереди на книги" }
    var holdShelf: String { "На полке брони и в пути" }
    var holdQueues: String { "Ждут экземпляра" }
    var noHolds: String { "Броней нет." }
    var placeHold: String { "Забронировать" }
    var holdForReader: String { "Бронь для читателя (билет)" }
    var pickupBranchField: String { "Где забрать" }
    var cancelHold: String { "Снять бронь" }
    var cancelHoldQuestion: String { "Снять бронь? Отложенный по ней экземпляр перейдёт следующему в очереди." }
    var placedByReaderMark: String { "(читатель сам)" }
    var holdPlaced: String { "Книга забронирована." }
    var holdCancelled: String { "Бронь снята." }
    var holdsExpiredNow: String { "Невостребованные брони сняты, их экземпляры перешли следующим читателям." }
    var expireHoldsNow: String { "Снять невостребованные брони" }
    var withEndedHolds: String { "с закрытыми бронями" }
    var onlyHoldsInForce: String { "только действующие" }
    var holdWhichCopy: String { "Экземпляр" }
    var anyCopy: String { "любой экземпляр" }
    var holdPickupDaysField: String { "Сколько дней бронь ждёт на полке" }
    var holdPickupDaysRule: String { "Укажите целое число дней от 1 до 60." }
    func holdsHeading(_ count: Int) -> String { "Бронь (\(count))" }
    func holdOfCopy(_ inventory: String) -> String { "только экземпляр \(inventory)" }
    func setAsideFor(_ reader: String, standing: String) -> String { "отложен для \(reader): \(standing)" }
}
