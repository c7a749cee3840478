import KartotekaCore
import KartotekaWire

extension RussianTexts: MyPageTexts {
    var mySignInTitle: String { "Вход для читателя" }
    var myMayNotBorrow: String { "Сейчас книги вам не выдаются" }
    func myTooManyAttempts(retryAfterSeconds seconds: Int) -> String {
        "Слишком много попыток входа с этим билетом, или код запрошен снова слишком рано. Повторите через "
            + (seconds < 60 ? "\(seconds) с." : "\((seconds + 59) / 60) мин.")
    }
    var myPasswordOrCode: String { "Пароль или код из письма" }
    var myCodeHint: String { "Нет пароля? Получите одноразовый код по почте (если библиотекарь включил коды для вашего билета)." }
    var mySendCode: String { "Прислать код" }
    var myCodeSentIfAllowed: String {
        "Если для этого билета включён вход по коду, код отправлен на его адрес почты. Он действует 15 минут."
    }
    var myAccountTitle: String { "Мои книги" }
    var myShowHistory: String { "Показывать здесь книги, которые я вернул" }
    var setAsideForAHold: String { "отложен по брони читателя" }
    var qrToShare: String { "Карточка книги QR-кодом — поделиться" }
    var signInToReserve: String { "Войдите по читательскому билету, чтобы забронировать книгу" }
    var yourHold: String { "Ваша бронь" }
    var selfServiceHeading: String { "Вход в каталог (/my)" }
    var readerHasPassword: String { "пароль задан" }
    var readerHasNoPassword: String { "пароля нет" }
    var readerCodesOn: String { "коды по почте включены" }
    var readerSignInLockedNow: String { "вход заблокирован после неверных кодов" }
    var newReaderPassword: String { "Новый пароль (не короче 6 знаков)" }
    var removeReaderPassword: String { "Убрать пароль" }
    var readerCodesByEmail: String { "Одноразовые коды по почте" }
    var unlockReaderSignIn: String { "Снять блокировку входа" }
    func onLoanUntil(_ day: String) -> String { "выдан до \(day)" }
    func copiesHeading(_ count: Int) -> String { "Экземпляры (\(count))" }
    func readersWaiting(_ count: Int) -> String {
        count == 0 ? "Очереди нет." : "В очереди \(count) \(plural(count, "читатель", "читателя", "читателей"))."
    }
}
