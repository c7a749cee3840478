import Foundation
import KartotekaCore

/// Domain values the store tests share.
enum Samples {
    static let start = Day(year: 2024, month: 1, day: 15)!

    static func clock() -> FixedClock { FixedClock(day: start) }

    static func inventory(_ text: String) -> InventoryNumber { try! InventoryNumber(validating: text) }
    static func ticket(_ text: String) -> TicketNumber { try! TicketNumber(validating: text) }

    static var lermontov: Title {
        var draft = TitleDraft()
        draft.isbn = "978-5-17-079585-7"
        draft.authorSurname = "Лермонтов"
        draft.authorInitials = "М. Ю."
        draft.authorGivenNames = "Михаил Юрьевич"
        draft.title = "Герой нашего времени"
        draft.publisher = "АСТ"
        draft.city = "Москва"
        draft.year = "2018"
        draft.pages = "414"
        draft.price = "254"
        draft.bbk = "84(2Рос=Рус)1"
        draft.authorSign = "Л49"
        draft.keywords = "роман, классика"
        return try! draft.validated()
    }

    static func title(_ name: String, author: String, isbn: String? = nil) -> Title {
        Title(isbn: isbn.map { try! ISBN(parsing: $0) }, firstAuthor: PersonName(parsing: author), title: name)
    }

    static func copy(_ number: String, status: CopyStatus = .available, barcode: String? = nil) -> Copy {
        Copy(inventoryNumber: inventory(number), storagePlace: "АБ", barcode: barcode, status: status)
    }

    static func reader(_ ticketText: String, surname: String = "Иванов", phone: String, email: String? = nil) -> Reader {
        Reader(ticketNumber: ticket(ticketText), surname: surname, firstName: "Иван", patronymic: "Иванович",
               phone: try! PhoneNumber(validating: phone), email: email.map { try! EmailAddress(validating: $0) }, registeredOn: start)
    }
}
