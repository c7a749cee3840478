import KartotekaCore

extension RussianTexts: BranchCommandTexts {
    var branchAddSummary: String { "добавить филиал" }
    var branchAddDetails: String { "Пример: kartoteka branch add --code Ф2 --name \"Сельский филиал\" --address \"ул. Садовая, 2\"" }
    var branchCodeTypedHelp: String { "код филиала: буквы, цифры и - / . _" }
    var branchCodeHelp: String { "код филиала" }
    func branchAdded(_ line: String) -> String { "Добавлено: \(line)" }
    var branchDeleteSummary: String { "удалить филиал (не основной; без экземпляров, выдач и сотрудников)" }
    func branchRemoved(_ code: String) -> String { "Филиал \(code) удалён." }
    var branchEditSummary: String { "изменить филиал (--code — какой; --new-code — новый код)" }
    var newBranchCodeHelp: String { "новый код филиала" }
    func branchSavedLine(_ line: String) -> String { "Сохранено: \(line)" }
    var branchNameHelp: String { "название филиала" }
    var branchAddressHelp: String { "где находится филиал" }
    var branchStoragePlaceHelp: String { "место хранения его фонда в ИРБИС (910^D); по умолчанию — код филиала" }
    var branchLocationHelp: String { "адрес библиотеки (номер из location list), который покажет филиал вместо нового" }
    var branchPublishSummary: String { "показать филиал в адресах библиотек (/locations) или изменить, как он там виден" }
    var branchPublishDetails: String {
        "Его адрес в списке — адрес филиала (--address меняет его) и меняется вместе с ним; чего не указали, остаётся как было. "
            + "Пример: kartoteka branch publish --code Ф2 --city Ивановка --country Россия --hours \"10:00–18:00\""
    }
    func branchPublished(_ line: String) -> String { "В адресах библиотек: \(line)" }
    var branchUnpublishSummary: String { "убрать филиал из адресов библиотек (его адрес в списке удаляется)" }
    func branchUnpublished(_ code: String) -> String { "Филиал \(code) убран из адресов библиотек." }
    var branchListSummary: String { "филиалы библиотеки (основной — первым)" }
    var transferListSummary: String { "экземпляры в пути между филиалами (с --all — все перемещения)" }
    var allTransfersHelp: String { "и завершённые перемещения" }
    var transferBranchHelp: String { "только из этого филиала или в него" }
    var nothingOnItsWay: String { "В пути ничего нет." }
    var noJourneys: String { "Перемещений не было." }
    var transferReceiveSummary: String { "принять экземпляр, прибывший в филиал" }
    var receiveAtHelp: String {
        "филиал, который принимает (по умолчанию: через сервер — филиал учётной записи токена, иначе тот, куда экземпляр едет; с базой — куда он едет)"
    }
    func copyReceivedAt(_ inventory: String, branch: String) -> String { "Экземпляр \(inventory) принят в филиале \(branch)." }
    var transferCancelSummary: String { "отменить перемещение экземпляра: он остаётся в филиале, откуда отправлен" }
    func transferCancelled(_ inventory: String, kept branch: String, not destination: String) -> String {
        "Экземпляр \(inventory) остаётся в филиале \(branch); перемещение в \(destination) отменено."
    }
    var calledOffMark: String { "отменено" }
    func calledOffForHold(_ hold: String) -> String { "Экземпляр нужен по брони (отложите его или отправьте): \(hold)" }
    var transferSendSummary: String { "отправить экземпляр в другой филиал" }
    var sendToHelp: String { "в какой филиал" }
    func copySentBetween(_ inventory: String, from: String, to: String) -> String {
        "Экземпляр \(inventory) отправлен из филиала \(from) в филиал \(to); там его нужно принять."
    }
    var lendAtHelp: String {
        "филиал, который выдаёт (по умолчанию: через сервер — филиал учётной записи токена; с базой — тот, где экземпляр)"
    }
    var returnAtHelp: String {
        "филиал, который принимает (по умолчанию: через сервер — филиал учётной записи токена; с базой — тот, что выдал)"
    }
    func takenBackTravelsHome(at back: String, home: String, receive: String) -> String {
        "Принят в филиале \(back); теперь он едет в свой филиал \(home) — там его примут: \(receive)"
    }
    var accountBranchHelp: String { "филиал, за стойкой которого работает сотрудник (\"\" — убрать)" }
    func accountBranchNote(_ code: BranchCode) -> String { ", филиал \(code)" }
    func accountBranchMark(_ code: BranchCode) -> String { "  филиал \(code)" }
    func branchLocationNote(_ id: Int64) -> String { "  в адресах: №\(id)" }
    var mainBranchMark: String { "  (основной)" }
    var onItsWayMark: String { "В ПУТИ" }
}
