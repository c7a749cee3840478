extension RussianTexts: ReaderAccessTexts {
    var readerSignInFailed: String {
        "Номер билета и пароль (или код) не подходят друг к другу. Проверьте их; если не получается, спросите библиотекаря."
    }
    var readerCodeExpired: String { "Код устарел: он действует 15 минут. Попросите новый." }
    func readerSignInLocked(_ ticket: TicketNumber, minutes: Int) -> String {
        "Вход по билету \(ticket) закрыт ещё на \(minutes) \(plural(minutes, "минуту", "минуты", "минут")): десять раз подряд введён неверный код. "
            + "Потом попросите новый код или обратитесь к библиотекарю — он может открыть вход сразу."
    }
    func readerPasswordTooShort(_ minimum: Int) -> String { "Пароль читателя — не короче \(minimum) символов." }
    func readerCodesNeedEmail(_ ticket: TicketNumber) -> String {
        "У читателя \(ticket) нет адреса электронной почты — коды для входа некуда отправлять. Укажите e-mail в карточке читателя или задайте пароль."
    }
    var readerSignInRequired: String { "Войдите по номеру читательского билета." }
    var readerCodeSubject: String { "Код для входа в библиотеку" }
    func readerCodeBody(_ code: String, ticket: TicketNumber, minutes: Int, library: String) -> String {
        """
        Код для входа в личный кабинет читателя (билет № \(ticket)): \(code)

        Код действует \(minutes) минут. Если вы не просили код, ничего делать не нужно.

        \(library)
        """
    }
}
