extension RussianTexts: AccountTexts {
    func accountNotFound(_ name: String) -> String { "Учётной записи «\(name)» нет." }
    func usernameTaken(_ name: String) -> String { "Имя «\(name)» уже занято. Выберите другое." }
    var wrongCredentials: String { "Неверное имя или пароль." }
    func tooManyAttempts(retryAfterSeconds seconds: Int) -> String {
        "Слишком много неудачных попыток входа с этим именем. Повторите через "
            + (seconds < 60 ? "\(seconds) с." : "\((seconds + 59) / 60) мин.")
            + " Администратор может снять ожидание сразу: kartoteka user unlock ИМЯ."
    }
    func tooManyLookUps(retryAfterSeconds seconds: Int) -> String {
        "Слишком много карточек читателей за короткое время: без права просматривать читателей их открывают не больше 30 в минуту "
            + "и 300 в час. Повторите через " + (seconds < 60 ? "\(seconds) с." : "\((seconds + 59) / 60) мин.")
    }
    var signInRequired: String { "Войдите, чтобы продолжить." }
    func notAllowed(_ permission: Permission) -> String {
        "У вашей учётной записи нет права на это (\(permission.rawValue)). Обратитесь к администратору."
    }
    var staleForm: String { "Форма устарела или пришла с другого сайта. Обновите страницу и повторите." }
    var lastAdministrator: String { "Это последний администратор: сначала назначьте другого." }
    func apiTokenNotFound(_ id: Int64) -> String { "Токена API № \(id) нет: см. `kartoteka user token list`." }
    var usernameRule: String { "Имя для входа — от 2 до 32 букв, цифр и знаков . - _ (без пробелов)." }
    func passwordTooShort(minimum: Int) -> String { "Пароль должен быть не короче \(minimum) знаков." }
    var passwordIsUsername: String { "Пароль не должен совпадать с именем для входа." }
    var administratorRole: String { "администратор" }
    var librarianRole: String { "библиотекарь" }
    var circulationRole: String { "помощник на выдаче" }
}
