import KartotekaCore
import KartotekaWire

extension RussianTexts: DeskPageTexts {
    var undoMistake: String { "Отменить (ошибка)" }
    var lendSecondCopy: String { "Выдать второй экземпляр" }
    var lendAgain: String { "Выдать снова" }
    func deskLendUndone(_ inventory: InventoryNumber) -> String { "Выдача \(inventory) отменена — как будто её не было." }
    func deskReturnUndone(_ inventory: InventoryNumber) -> String { "Возврат \(inventory) отменён: книга снова на руках у читателя." }
    var desk: String { "Выдача" }
    var deskTileNote: String { "билет читателя, затем книги: выдать, принять, продлить" }
    var deskCodeMissing: String { "Отсканируйте или введите код." }
    var deskHint: String {
        "Отсканируйте читательский билет, затем книги одну за другой: книга на руках принимается, любая другая выдаётся читателю."
    }
    var deskCodeLabel: String { "Билет или книга" }
    var deskCodePlaceholder: String { "Читательский билет, фамилия читателя, инвентарный номер или штрихкод" }
    var deskCameraHint: String { "Или наведите камеру телефона на билет или этикетку книги." }
    var deskScansNotDone: String { "Не выполнено, отсканируйте ещё раз:" }
    var deskNoAnswer: String { "сервер не ответил — проверьте связь." }
    var deskCameraUnavailable: String { "Камера недоступна — пользуйтесь сканером или вводите номер." }
    var nextReader: String { "Следующий читатель" }
    var readerCard: String { "Карточка читателя" }
    var holdsWaiting: String { "Ждут на полке брони" }
    var holdsQueued: String { "Брони в очереди" }
    var mayNotBorrow: String { "Выдавать нельзя" }
    var deskReadersFound: String { "Читатели с таким именем — выберите" }
    var noReaderAtDesk: String { "Читатель не выбран: отсканируйте его билет." }
    func schoolClassShort(_ schoolClass: String) -> String { "\(schoolClass) класс" }
    func graduateOf(_ schoolClass: String) -> String { "выпускник (\(schoolClass))" }
    var recordLost: String { "Утеряна" }
    var recordLostQuestion: String { "Отметить книгу утерянной читателем? Выдача закроется, а читателю нельзя будет брать книги, пока утеря не возмещена." }
}
