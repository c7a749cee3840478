import KartotekaCore
import KartotekaWire

extension RussianTexts: AccountingPageTexts {
    var fundAccounts: String { "Учёт фонда" }
    var fundAccountsTileNote: String { "Поступления, списание, КСУ, инвентарная книга, проверка фонда" }
    var receipts: String { "Поступления" }
    var receiptsTileNote: String { "Партии поступлений — записи части 1 КСУ" }
    var writeOffs: String { "Списание" }
    var writeOffsTileNote: String { "Акты об исключении документов из фонда" }
    var summaryBookShort: String { "КСУ" }
    var summaryBookTileNote: String { "Книга суммарного учёта за год или период" }
    var inventoryBookTileNote: String { "Экземпляры по инвентарным номерам" }
    var stocktakes: String { "Проверка фонда" }
    var stocktakesTileNote: String { "Сканирование фонда и акт проверки" }
    var receipt: String { "Поступление" }
    var newReceipt: String { "Новое поступление" }
    var saveReceipt: String { "Записать в КСУ" }
    var noReceipts: String { "Поступлений пока нет." }
    var receivedOnField: String { "Дата поступления" }
    var ksuNumberField: String { "№ записи в КСУ" }
    var ksuNumberHint: String { "Пусто — следующий номер года" }
    var documentKindField: String { "Сопроводительный документ" }
    var documentNumberField: String { "№ документа" }
    var documentDateField: String { "Дата документа" }
    var yearField: String { "Год" }
    var openForCopies: String { "принимает экземпляры" }
    var closedForCopies: String { "закрыто" }
    var copiesJoinIt: String { "Новые экземпляры в эту партию" }
    var catalogueIntoIt: String { "Каталогизировать в эту партию" }
    var stopCataloguingIntoIt: String { "Больше не каталогизировать в неё" }
    var thisDeskCataloguesIntoIt: String { "новые книги на этом рабочем месте записываются в неё" }
    var deleteReceiptQuestion: String { "Удалить это поступление из КСУ?" }
    var copiesOfTheReceipt: String { "Экземпляры партии" }
    var noCopiesInReceipt: String { "В партии пока нет экземпляров." }
    var noReceipt: String { "— без партии —" }
    var chooseBatch: String { "Каталогизировать в эту партию" }
    var onBalanceChoice: String { "на балансе" }
    var offBalanceChoice: String { "не на балансе" }
    func receiptTally(copies: Int, titles: Int, sum: String) -> String { "\(copies) экз., \(titles) назв., \(sum) руб." }
    func ksuMark(_ number: String) -> String { "КСУ № \(number)" }
    func checkedMark(_ day: String) -> String { "проверен \(day)" }
    func writtenOffMark(_ act: String, _ day: String?) -> String { "списан: акт № \(act)\(day.map { " от \($0)" } ?? "")" }
    var receiptSaved: String { "Поступление записано." }
    var receiptDeleted: String { "Поступление удалено." }
    var receiptChosen: String { "Партия для новых книг выбрана." }
    var newWriteOff: String { "Новый акт списания" }
    var noActs: String { "Актов списания пока нет." }
    var approvedByField: String { "Утверждает (должность, ФИО)" }
    var approvedByHint: String { "Для грифа «УТВЕРЖДАЮ»: Директор МБОУ СОШ № 1 И. И. Петров" }
    var commissionField: String { "Комиссия" }
    var commissionHint: String { "По одному в строке: «Фамилия И. О.: должность», первым — председатель." }
    var coefficientHint: String { "Пусто — 1. Свой коэффициент экземпляра — через пробел после номера." }
    var actCopiesField: String { "Инвентарные номера" }
    var actCopiesHint: String { "По одному в строке; сканер штрихкодов вводит их сам." }
    var drawUpAct: String { "Составить акт и списать" }
    var writeOffSaved: String { "Акт составлен, экземпляры списаны." }
    func actTally(copies: Int, sum: String, revalued: String) -> String { "\(copies) экз. на сумму \(sum) руб. (с коэффициентом \(revalued) руб.)" }
    var signatureAndDate: String { "«___» __________ 20__ г." }
    func ofDay(_ day: String) -> String { "от \(day)" }
    func writeOffActBody(commission: String, copies: Int, sum: String, revalued: String, reason: String) -> String { "Настоящий акт составлен комиссией в составе: \(commission) — об исключении из библиотечного фонда \(copies) экз. на сумму \(sum) руб. (с учётом коэффициента — \(revalued) руб.) по причине: \(reason). Список выбывших документов прилагается." }
    func listOfTheAct(_ number: Int) -> String { "Список по акту № \(number)" }
    var printVersion: String { "Для печати" }
    var receivedBy: String { "Принял" }
    var checkedBy: String { "Проверил" }
    var downloadCSV: String { "Скачать CSV" }
    var print: String { "Печать" }
    var periodFrom: String { "С" }
    var periodTo: String { "По" }
    func copiesWithoutReceiptNote(_ count: Int) -> String { "\(count) экз. поступили без записи в КСУ (внесены в каталог до учёта поступлений или загружены без номера КСУ) и учтены со дня поступления, указанного у экземпляра (или дня внесения в каталог)." }
    func writtenOffWithoutActNote(_ count: Int) -> String { "\(count) экз. отмечены списанными без акта (до ведения учёта или в ИРБИС до загрузки) — в КСУ они не учитываются." }
    var ksuReconciles: String { "Итоги сходятся: состояло на начало + поступило − выбыло = состоит на конец, что совпадает с подсчётом экземпляров." }
    var ksuDoesNotReconcile: String { "Итоги не сходятся с подсчётом экземпляров на конец периода: проверьте даты поступления и актов." }
    var inventoryFromField: String { "Инв. № с" }
    var inventoryToField: String { "по" }
    var receivedFromField: String { "Поступили с" }
    var receivedToField: String { "по" }
    var inventoryBookEmpty: String { "Ни одного экземпляра по этим условиям." }
    var startStocktake: String { "Начать проверку" }
    var stocktakeScopeHint: String { "Ничего не выбрано — проверяется весь фонд." }
    var noStocktakes: String { "Проверок фонда пока не было." }
    var goingOn: String { "идёт" }
    func finishedOn(_ day: String) -> String { "завершена \(day)" }
    func stocktakeProgress(counted: Int, expected: Int, onPaper: Int) -> String { "Учтено \(counted) из \(expected) экз.\(onPaper > 0 ? ", ещё \(onPaper) числятся выданными или вне места" : "")" }
    func stocktakeAside(elsewhere: Int, unknown: Int) -> String { "из другого фонда: \(elsewhere), неизвестных номеров: \(unknown)" }
    var numberOrBarcode: String { "Инвентарный номер или штрихкод" }
    var countIt: String { "Учесть" }
    var fileOfNumbers: String { "Файл с номерами" }
    var fileOfNumbersHint: String { "Текстовый файл, по номеру в строке" }
    var stocktakeCameraNeedsHTTPS: String {
        "Камера в браузере работает только по защищённому адресу: откройте Картотеку по адресу, который начинается с https:// "
            + "(его знает администратор). А пока сканируйте USB-сканером в поле выше или сверьте файл номеров."
    }
    var stocktakeCameraNotAllowed: String {
        "Браузер не дал доступа к камере: разрешите камеру для этого сайта и обновите страницу. "
            + "Или сканируйте USB-сканером в поле выше, или сверьте файл номеров."
    }
    var stocktakeCameraMissing: String {
        "Камера недоступна в этом браузере или на этом устройстве: сканируйте USB-сканером в поле выше или сверьте файл номеров."
    }
    var countThem: String { "Учесть все" }
    var finishStocktake: String { "Завершить проверку" }
    var finishStocktakeQuestion: String { "Завершить проверку? Дата проверки будет записана в найденные экземпляры, неотсканированные попадут в акт как недостающие." }
    var stocktakeStarted: String { "Проверка начата: сканируйте экземпляры." }
    var stocktakeFinishedNotice: String { "Проверка завершена, акт составлен." }
    var writeOffMissingAsLost: String { "Списать недостающие как утрату" }
    var noneListed: String { "Нет." }
    var wholeFund: String { "весь фонд" }
    func storagePlaceNamed(_ place: String) -> String { "место хранения \(place)" }
    func inventoryRange(_ from: String, _ to: String) -> String { "инв. № \(from)–\(to)" }
    func stocktakeScopeText(_ scope: String) -> String { "Проверялись: \(scope)." }
    func stocktakeActBody(started: String, expected: Int, counted: Int, onPaper: Int, missing: Int, missingSum: String) -> String { "Проверка начата \(started). По учёту числится \(expected) экз.; в наличии найдено \(counted), выдано читателям или находится вне места хранения \(onPaper), недостаёт \(missing) экз. на сумму \(missingSum) руб." }
    func tooManyScans(_ count: Int, _ maximum: Int) -> String { "В одном запросе \(count) номеров, а можно не больше \(maximum). Разделите список." }
}
