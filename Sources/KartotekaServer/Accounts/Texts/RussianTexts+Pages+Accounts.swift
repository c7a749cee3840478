import KartotekaCore
import KartotekaWire

extension RussianTexts: AccountPageTexts {
    var auditLog: String { "Журнал изменений" }
    var whenLocal: String { "Когда" }
    var who: String { "Кто" }
    var action: String { "Действие" }
    var what: String { "Что" }
    var revoke: String { "Отозвать" }
    var accountDisabled: String { "отключена" }
    var name: String { "Имя" }
    var role: String { "Роль" }
    var disableAccount: String { "отключить" }
    var newPassword: String { "Новый пароль" }
    var changePassword: String { "Сменить пароль" }
    var apiTokenFor: String { "API-токен для" }
    var tokenPurpose: String { "назначение" }
    var issueToken: String { "Выпустить" }
    var deleteAccountQuestion: String { "Удалить учётную запись?" }
    var newTokenCopyItNow: String { "Новый API-токен — скопируйте его сейчас, он больше не будет показан:" }
    var staffAccounts: String { "Учётные записи сотрудников" }
    var newAccount: String { "Новая учётная запись" }
    var loginName: String { "Имя для входа" }
    var displayName: String { "Как показывать" }
    var password: String { "Пароль" }
    func atLeastCharacters(_ count: Int) -> String { "не короче \(count) знаков" }
    var create: String { "Создать" }
    var signInTitle: String { "Вход" }
    var readersNeedNoAccount: String { "Читателям вход не нужен: " }
    var searchTheCatalogue: String { "поиск в каталоге" }
}
