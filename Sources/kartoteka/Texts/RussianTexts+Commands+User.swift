import KartotekaCore

extension RussianTexts: UserCommandTexts {
    var userAddSummary: String { "создать учётную запись сотрудника" }
    var userAddDetails: String { "Пример: kartoteka user add admin --role administrator" }
    var roleHelp: String { "роль (по умолчанию librarian)" }
    func accountCreated(_ username: String, role: Role, branch: BranchCode?) -> String {
        "Учётная запись \(username) создана (\(role.name.russian)\(branch.map(accountBranchNote) ?? ""))."
    }
    func generatedPassword(_ password: String) -> String { "Пароль: \(password)" }
    var userDeleteSummary: String { "удалить учётную запись" }
    var accountDeleted: String { "Учётная запись удалена." }
    var userEditSummary: String { "изменить роль, имя, филиал или отключить/включить" }
    var newRoleHelp: String { "новая роль" }
    var disableHelp: String { "запретить вход" }
    var enableHelp: String { "разрешить вход" }
    func accountSaved(_ username: String, role: Role, branch: BranchCode?, disabled: Bool) -> String {
        "Сохранено: \(username), \(role.name.russian)\(branch.map(accountBranchNote) ?? "")\(disabled ? ", отключена" : "")."
    }
    var userListSummary: String { "учётные записи" }
    var disabledMark: String { "  (отключена)" }
    var noAccounts: String { "Учётных записей нет." }
    var passwordFileHelp: String { "файл с паролем (первая строка; - — стандартный ввод); без него пароль создаётся и печатается" }
    var displayNameHelp: String { "как показывать имя" }
    var roleChoices: String { "administrator, librarian или circulation." }
    var userPasswdSummary: String { "сменить пароль (все сеансы закрываются)" }
    var passwordChanged: String { "Пароль изменён." }
    var userUnlockSummary: String { "снять ожидание после неудачных попыток входа" }
    var userUnlockDetails: String {
        "После трёх неудачных попыток входа с одним именем с одного адреса каждая следующая попытка оттуда ждёт всё дольше, "
            + "до двух минут. Эта команда забывает неудачные попытки с этим именем со всех адресов: войти можно сразу."
    }
    func signInUnlocked(_ username: String, failures: Int) -> String {
        "Ожидание для \(username) снято (забыто неудачных попыток входа: \(failures))."
    }
    var tokenAddSummary: String { "выпустить API-токен (показывается один раз)" }
    var tokenPurposeHelp: String { "для чего токен" }
    func tokenIssued(_ id: Int64, token: String) -> String { "Токен №\(id) (сохраните, больше он не будет показан):\n\(token)" }
    var tokenListSummary: String { "API-токены" }
    var revokedMark: String { "  (отозван)" }
    var noTokens: String { "Токенов нет." }
    var tokenRevokeSummary: String { "отозвать API-токен" }
    var tokenNumberExpected: String { "нужен номер токена." }
    var tokenRevoked: String { "Токен отозван." }
}
