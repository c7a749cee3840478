import KartotekaCore
import KartotekaWire

extension RussianTexts: BranchPageTexts {
    var deskBranchHint: String { "Филиал, где вы работаете" }
    var branchSaved: String { "Филиал сохранён." }
    var branchDeleted: String { "Филиал удалён." }
    var branchListed: String { "Филиал показан в адресах библиотек." }
    var branchUnlisted: String { "Филиал убран из адресов библиотек." }
    var copySent: String { "Экземпляр отправлен." }
    var transferCalledOff: String { "Перемещение отменено: экземпляр остаётся на месте." }
    var transferCalledOffForHold: String {
        "Перемещение отменено. Экземпляр ждёт читатель по брони: поставьте его на полку броней (читатель извещён)."
    }
    var transferCalledOffToHold: String {
        "Перемещение отменено, но экземпляр нужен по брони читателю другого филиала: он теперь едет туда. Отложите его для отправки."
    }
    var keepHere: String { "Отменить перемещение" }
    var keepHereQuestion: String { "Отменить перемещение? Экземпляр останется в этом филиале." }
    var copyReceived: String { "Экземпляр принят." }
    var bookReturnedToTravel: String {
        "Книга возвращена. Это экземпляр другого филиала: отложите его для отправки, он уже в списке «Перемещения»."
    }
    var transfers: String { "Перемещения" }
    var transfersTileNote: String { "Книги в пути между филиалами" }
    var branches: String { "Филиалы" }
    var branchesTileNote: String { "Здания библиотеки и их фонды" }
    var branch: String { "Филиал" }
    var noBranch: String { "— без филиала —" }
    var myAccountsBranch: String { "— филиал моей учётной записи —" }
    var whereYouWorkNow: String { "Где вы работаете сейчас" }
    var haveItSentHere: String { "Переслать сюда" }
    var receive: String { "Принять" }
    var sendCopy: String { "Отправить" }
    var onItsWay: String { "в пути" }
    func awayFrom(_ home: BranchCode) -> String { "из \(home)" }
    func branchCounts(onShelf: Int, onLoan: Int, inTransit: Int) -> String {
        (["на полке: \(onShelf)"] + (onLoan > 0 ? ["выдано: \(onLoan)"] : [])
            + (inTransit > 0 ? ["в пути сюда: \(inTransit)"] : [])).joined(separator: ", ")
    }
    var everyBranch: String { "Все филиалы" }
    var show: String { "Показать" }
    var branchCode: String { "Код" }
    var branchCodeHint: String { "Короткий: ЦБ, Ф2. Печатается на этикетках и в отчётах." }
    var branchName: String { "Название" }
    var irbisStoragePlace: String { "Место хранения в ИРБИС (910^D)" }
    var irbisStoragePlaceHint: String { "Если пусто — код филиала." }
    var amongLocations: String { "В адресах библиотек" }
    var amongLocationsHint: String {
        "Так филиал виден в адресах библиотек (/locations): улица и дом — адрес филиала, они меняются вместе с ним."
    }
    var locationEntry: String { "Запись в адресах" }
    var newLocationEntry: String { "— новая —" }
    var showAmongLocations: String { "Показать в адресах библиотек" }
    var stopShowingAmongLocations: String { "Убрать из адресов" }
    var shownAmongLocations: String { "в адресах библиотек" }
    var noSuchLocation: String { "Такого адреса нет. Выберите адрес из списка." }
    var mainBranch: String { "основной филиал" }
    func removeBranchQuestion(_ code: BranchCode) -> String { "Удалить филиал \(code)?" }
    var remove: String { "Удалить" }
    var branchesIntro: String {
        "У каждого экземпляра свой филиал; выдают его там, где он стоит. Книга, сданная в другом филиале, отправляется домой — её принимают на странице «Перемещения»."
    }
    var newBranch: String { "Новый филиал" }
    var allBranches: String { "Все филиалы" }
    var nothingOnItsWay: String { "Ничего не в пути." }
    var chooseBranch: String { "— выберите филиал —" }
    var sendACopy: String { "Отправить экземпляр" }
    var sendTo: String { "Куда" }
    var myBranchOnly: String { "Только мой филиал" }
    var onlyThoseOnTheirWay: String { "Только те, что в пути" }
    var withFinishedOnes: String { "С завершёнными" }
    var transfersBetweenBranches: String { "Перемещения между филиалами" }
    func branchNamed(_ code: BranchCode) -> String { "Филиал \(code)" }
    func sentOn(_ day: String) -> String { "отправлен \(day)" }
    func receivedOn(_ day: String) -> String { "принят \(day)" }
    func calledOffOn(_ day: String) -> String { "отменено \(day)" }
}
