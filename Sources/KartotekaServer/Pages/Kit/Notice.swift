import KartotekaCore

/// Confirmations shown after an action redirects (as the original app's alerts did). Only these
/// fixed texts can appear, so a link cannot put arbitrary text on the page.
enum Notice: String, Sendable {
    case bookSaved = "book-saved"
    case bookDeleted = "book-deleted"
    case copyAdded = "copy-added"
    case copySaved = "copy-saved"
    case copyDeleted = "copy-deleted"
    case lent
    case returned
    case renewed
    case readerSaved = "reader-saved"
    case readerDeleted = "reader-deleted"
    case locationSaved = "location-saved"
    case locationDeleted = "location-deleted"
    case settingsSaved = "settings-saved"
    case accountSaved = "account-saved"
    case backupMade = "backup-made"
    case anonymised
    case accountDeleted = "account-deleted"
    case branchSaved = "branch-saved"
    case branchDeleted = "branch-deleted"
    case sent
    case received
    case returnedToTravel = "returned-travel"

    var message: Bilingual {
        switch self {
        case .bookSaved: Bilingual(ru: "Книга сохранена.", en: "The book was saved.")
        case .bookDeleted: Bilingual(ru: "Книга удалена.", en: "The book was deleted.")
        case .copyAdded: Bilingual(ru: "Экземпляр добавлен.", en: "The copy was added.")
        case .copySaved: Bilingual(ru: "Экземпляр сохранён.", en: "The copy was saved.")
        case .copyDeleted: Bilingual(ru: "Экземпляр удалён.", en: "The copy was deleted.")
        case .lent: Bilingual(ru: "Книга выдана.", en: "The book was lent.")
        case .returned: Bilingual(ru: "Книга возвращена.", en: "The book was returned.")
        case .renewed: Bilingual(ru: "Выдача продлена.", en: "The loan was renewed.")
        case .readerSaved: Bilingual(ru: "Читатель сохранён.", en: "The reader was saved.")
        case .readerDeleted: Bilingual(ru: "Читатель удалён.", en: "The reader was deleted.")
        case .locationSaved: Bilingual(ru: "Адрес сохранён.", en: "The location was saved.")
        case .locationDeleted: Bilingual(ru: "Адрес удалён.", en: "The location was deleted.")
        case .settingsSaved: Bilingual(ru: "Настройки сохранены.", en: "The settings were saved.")
        case .backupMade: Bilingual(ru: "Резервная копия сделана.", en: "The backup was made.")
        case .anonymised: Bilingual(ru: "Старые выдачи обезличены.", en: "Old loans were anonymised.")
        case .accountSaved: Bilingual(ru: "Учётная запись сохранена.", en: "The account was saved.")
        case .accountDeleted: Bilingual(ru: "Учётная запись удалена.", en: "The account was deleted.")
        case .branchSaved: Bilingual(ru: "Филиал сохранён.", en: "The branch was saved.")
        case .branchDeleted: Bilingual(ru: "Филиал удалён.", en: "The branch was removed.")
        case .sent: Bilingual(ru: "Экземпляр отправлен.", en: "The copy was sent.")
        case .received: Bilingual(ru: "Экземпляр принят.", en: "The copy was received.")
        case .returnedToTravel: Bilingual(
            ru: "Книга возвращена. Это экземпляр другого филиала: отложите его для отправки, он уже в списке «Перемещения».",
            en: "The book was returned. The copy belongs to another branch: set it aside to be sent; it is on the Transfers list already.")
        }
    }
}
