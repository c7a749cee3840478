extension RussianTexts: AccountingTexts {
    var purchaseSource: String { "покупка" }
    var giftSource: String { "дар" }
    var subscriptionSource: String { "подписка" }
    var exchangeSource: String { "обмен" }
    var replacementSource: String { "взамен утерянных" }
    var legalDepositSource: String { "обязательный экземпляр" }
    var transferSource: String { "передача из другой библиотеки" }
    var otherSource: String { "прочие" }
    var invoiceDocument: String { "счёт-фактура" }
    var waybillDocument: String { "накладная" }
    var registerDocument: String { "реестр" }
    var transferActDocument: String { "акт приёма-передачи" }
    var acceptanceActDocument: String { "акт приёма" }
    var bookDocumentType: String { "книги" }
    var brochureDocumentType: String { "брошюры" }
    var journalDocumentType: String { "журналы" }
    var newspaperDocumentType: String { "газеты" }
    var audiovisualDocumentType: String { "аудиовизуальные" }
    var electronicDocumentType: String { "электронные" }
    var documentTypeRule: String { "Вид документа: book, brochure, journal, newspaper, audiovisual или electronic." }
    var textbookFundClass: String { "учебник" }
    var teachingAidFundClass: String { "учебное пособие" }
    var fictionFundClass: String { "художественная литература" }
    var referenceFundClass: String { "справочный материал" }
    var otherFundClass: String { "прочее" }
    var fundClassRule: String { "Класс фонда (ОО-2): textbook, teachingAid, fiction, reference или other; пусто — по виду издания." }
    func dated(_ day: String) -> String { "от \(day)" }
    var receiptDayMissing: String { "Укажите дату поступления." }
    func receiptInFuture(_ day: Day, today: Day) -> String {
        "Дата поступления \(day.russianText) ещё не наступила (сегодня \(today.russianText)). Запишите партию в день, когда она пришла."
    }
    func copyReceivedInFuture(_ day: Day, today: Day) -> String {
        "Дата поступления экземпляра \(day.russianText) ещё не наступила (сегодня \(today.russianText)): проверьте год."
    }
    func closedReceiptKept(_ number: YearlyNumber) -> String {
        "Поступление № \(number) закрыто: его дата, источник, поставщик и документ уже вошли в книгу суммарного учёта. "
            + "Чтобы исправить их, сначала откройте поступление (примечание можно менять и в закрытом)."
    }
    func dayBeforeAccounts(_ day: Day) -> String { "Дата \(day.russianText) слишком ранняя: год — не раньше \(YearlyNumber.firstYear)." }
    var receiptSourceRule: String {
        "Источник поступления: purchase (покупка), gift (дар), subscription (подписка), exchange (обмен), replacement (взамен утерянных), legal_deposit (обязательный экземпляр), transfer (передача) или other (прочие)."
    }
    var receiptDocumentKindRule: String {
        "Сопроводительный документ: invoice (счёт-фактура), waybill (накладная), register (реестр), transfer_act (акт приёма-передачи) или acceptance_act (акт приёма)."
    }
    func documentInFuture(_ day: Day) -> String { "Дата документа \(day.russianText) ещё не наступила." }
    func numberOfAnotherYear(_ number: YearlyNumber, year: Int) -> String {
        "Номер \(number) — другого года; документы \(year) года нумеруются заново с 1. Напишите только номер."
    }
    var wornReason: String { "ветхость" }
    var lostReason: String { "утрата" }
    var outdatedReason: String { "устарелость по содержанию" }
    var defectiveReason: String { "дефектность" }
    var offProfileReason: String { "непрофильность" }
    var duplicateReason: String { "дублетность" }
    var bannedReason: String { "включение в Федеральный список экстремистских материалов" }
    var coefficientRule: String { "Коэффициент — число больше нуля, например 1 или 1,25 (не больше четырёх знаков после запятой)." }
    func badListLine(_ line: Int, _ text: String) -> String {
        "Строка \(line) («\(text.prefix(80))»): напишите инвентарный номер и, через пробел, коэффициент, если он свой."
    }
    var actDayMissing: String { "Укажите дату акта." }
    func actInFuture(_ day: Day, today: Day) -> String {
        "Дата акта \(day.russianText) ещё не наступила (сегодня \(today.russianText))."
    }
    var writeOffReasonRule: String {
        "Причина списания: worn (ветхость), lost (утрата), outdated (устарелость по содержанию), defective (дефектность), off_profile (непрофильность) или duplicate (дублетность)."
    }
    var commissionMissing: String { "Укажите членов комиссии — по одному в строке: «Фамилия И. О.: должность», первым — председателя." }
    var actWithoutCopies: String { "В акте нет ни одного экземпляра: впишите инвентарные номера, по одному в строке." }
    func copyTwiceInAct(_ inventory: InventoryNumber) -> String { "Экземпляр \(inventory) вписан в акт дважды." }
    func tooManyCopiesInAct(_ count: Int, maximum: Int) -> String {
        "В акте \(count) экз., а в один акт входит не больше \(maximum). Составьте несколько актов."
    }
    var naturalSciencesSection: String { "естественные науки (2)" }
    var appliedSciencesSection: String { "прикладные науки (3, 4, 5)" }
    var socialSciencesSection: String { "общественные и гуманитарные науки (6, 7, 8)" }
    var educationSection: String { "педагогические науки (74)" }
    var artAndSportSection: String { "искусство и спорт (75, 85)" }
    var fictionSection: String { "художественная литература (84)" }
    var universalSection: String { "универсального содержания, справочная (1, 9)" }
    var otherSection: String { "прочие и без индекса ББК" }
    func periodBackwards(_ from: Day, _ to: Day) -> String {
        "Период начинается \(from.russianText), а кончается раньше — \(to.russianText). Поменяйте даты местами."
    }
    var ledgerYearRule: String { "Год — четыре цифры, например 2027." }
    func inventoryRangeBackwards(_ from: InventoryNumber, _ to: InventoryNumber) -> String {
        "Диапазон начинается с \(from), а кончается раньше — \(to). Поменяйте номера местами."
    }
    func belongsToAnotherBranch(_ code: BranchCode) -> String { "Он из фонда филиала \(code)." }
    func keptAtAnotherPlace(_ place: String) -> String { "Его место хранения — \(place)." }
    var outsideTheRange: String { "Его номер вне проверяемого диапазона." }
    var wasWrittenOff: String { "Он списан." }
    var catalogedAfterTheStart: String { "Его внесли в каталог после начала проверки." }
    var scanFoundLost: String {
        "Числился утерянным: найден, возвращён в фонд, его снова можно выдавать, и списывать его не нужно (утрата остаётся в карточке читателя, пока её не закроют)."
    }
    func scanClosedLoan(of ticket: TicketNumber?, dueOn: Day) -> String {
        "Числился выданным\(ticket.map { " читателю \($0)" } ?? "") (срок \(dueOn.text(in: .russian))): выдача закрыта как возврат при проверке, напоминания о нём больше не уйдут."
    }
    func scanCounted(_ text: String, _ description: String) -> String { "\(text) \(description) — учтён." }
    func scanAlreadyCounted(_ text: String, _ description: String) -> String { "\(text) \(description) — уже учтён раньше." }
    func scanElsewhere(_ text: String, _ description: String) -> String { "\(text) \(description) — не из проверяемого фонда." }
    func scanUnknown(_ text: String) -> String { "Экземпляра с номером «\(text.prefix(40))» нет — номер записан в список неизвестных." }
    func receiptNotFound(_ number: YearlyNumber) -> String {
        "Поступления № \(number.number) за \(number.year) год в КСУ нет. Список — на странице «Поступления» или kartoteka receipt list."
    }
    func receiptNumberTaken(_ number: YearlyNumber) -> String {
        "Номер \(number.number) за \(number.year) год уже у другого поступления. Оставьте номер пустым — будет следующий."
    }
    func receiptClosed(_ number: YearlyNumber) -> String {
        "Поступление № \(number) закрыто: новые экземпляры в него не записываются. Откройте его на странице поступления или выберите другое."
    }
    func receiptYearFixed(_ number: YearlyNumber) -> String {
        "Поступление № \(number) записано в КСУ \(number.year) года; дату можно менять только в пределах этого года."
    }
    func receiptHasCopies(_ number: YearlyNumber, count: Int) -> String {
        "В поступлении № \(number) \(count) экз.; его нельзя удалить."
    }
    func writeOffNotFound(_ number: YearlyNumber) -> String {
        "Акта списания № \(number.number) за \(number.year) год нет. Список — на странице «Списание» или kartoteka writeoff list."
    }
    func writeOffNumberTaken(_ number: YearlyNumber) -> String {
        "Номер \(number.number) за \(number.year) год уже у другого акта. Оставьте номер пустым — будет следующий."
    }
    func copyAlreadyWrittenOff(_ inventory: InventoryNumber, act: String) -> String {
        "Экземпляр \(inventory) уже списан (акт № \(act)). Уберите его из акта."
    }
    func copyOnLoanInAct(_ inventory: InventoryNumber) -> String {
        "Экземпляр \(inventory) выдан читателю. Спишите его, когда он вернётся, или отметьте утерянным. Акт не сохранён."
    }
    func copyTravellingInAct(_ inventory: InventoryNumber) -> String {
        "Экземпляр \(inventory) в пути между филиалами. Сначала примите его. Акт не сохранён."
    }
    func copyHeldInAct(_ inventory: InventoryNumber) -> String {
        "Экземпляр \(inventory) ждёт читатель по брони. Сначала снимите бронь и скажите об этом читателю, потом спишите экземпляр. Акт не сохранён."
    }
    func copyReceivedAfterAct(_ inventory: InventoryNumber, received: Day) -> String {
        "Экземпляр \(inventory) поступил \(received.russianText), позже даты акта. Проверьте дату акта. Акт не сохранён."
    }
    func copyInClosedReceipt(_ inventory: InventoryNumber, receipt: YearlyNumber) -> String {
        "Экземпляр \(inventory) учтён в закрытом поступлении № \(receipt): его поступление, цена, учёт на балансе и вид документа остаются, как в КСУ. Если это исправление, откройте поступление на его странице."
    }
    func receiptAfterWriteOff(_ number: YearlyNumber, act: Day) -> String {
        "Экземпляр из поступления № \(number) списан актом от \(act.russianText): поступление не может быть позже. Укажите дату не позже \(act.russianText)."
    }
    func writeOffByEditing(_ inventory: InventoryNumber) -> String {
        "Экземпляр \(inventory) списывается только актом списания (страница «Списание» или kartoteka writeoff add)."
    }
    func copyWrittenOffByAct(_ inventory: InventoryNumber, act: YearlyNumber) -> String {
        "Экземпляр \(inventory) списан актом № \(act) и остаётся списанным."
    }
    func copyInAct(_ inventory: InventoryNumber, act: YearlyNumber) -> String {
        "Экземпляр \(inventory) есть в акте списания № \(act) и остаётся в каталоге ради этого акта."
    }
    func stocktakeNotFound(_ id: StocktakeID) -> String { "Проверки фонда № \(id) нет. Список — на странице «Проверка фонда»." }
    func stocktakeFinished(_ id: StocktakeID) -> String { "Проверка фонда № \(id) завершена: сканировать в неё больше нельзя." }
    func kindChangeMovesAccountedCopies(_ title: String, copies: Int) -> String {
        "«\(title)» нельзя сделать учебником или перестать считать учебником: экземпляров в закрытых партиях или актах — \(copies), "
            + "и смена вида перенесла бы их между КСУ основного фонда и фонда учебников за уже отчитанные периоды. "
            + "Чтобы исправить вид, откройте партию снова."
    }
    func documentTooLong(limit: Int) -> String {
        "В документе было бы больше \(limit) строк: напечатайте его по частям (инвентарную книгу — по диапазону инвентарных номеров "
            + "или дат поступления) или выведите целиком командой kartoteka."
    }
    func ledgerHeading(_ heading: LedgerHeading) -> String {
        switch heading {
        case .replacementLedger, .reader, .lostBooks, .acceptedBooks, .readerSignature, .owingList, .schoolClass, .textbook, .ticketNumber,
             .dueOn, .handedOn: replacementHeading(heading)
        case .summaryBook: "Книга суммарного учёта библиотечного фонда"
        case .summaryBookFor: "за период"
        case .part1: "Часть 1. Поступление в фонд"
        case .part2: "Часть 2. Выбытие из фонда"
        case .part3: "Часть 3. Итоги движения фонда"
        case .inventoryBook: "Инвентарная книга"
        case .writeOffAct: "Акт об исключении документов из библиотечного фонда"
        case .stocktakeAct: "Акт проверки наличия документов библиотечного фонда"
        case .approve: "УТВЕРЖДАЮ"
        case .total: "Итого"
        case .recordDate: "Дата записи"
        case .recordNumber: "№ записи"
        case .source: "Источник поступления"
        case .document: "№ и дата сопроводительного документа"
        case .supplier: "Поставщик"
        case .copies: "Экземпляров всего"
        case .titles: "Названий"
        case .sum: "На сумму, руб."
        case .onBalanceCopies: "Принято на баланс, экз."
        case .onBalanceSum: "На баланс, на сумму, руб."
        case .offBalanceCopies: "Не принято на баланс, экз."
        case .offBalanceSum: "Не на баланс, на сумму, руб."
        case .byType: "В том числе по видам документов"
        case .bySection: "Распределение по содержанию (ББК)"
        case .actDate: "Дата акта"
        case .actNumber: "№ акта"
        case .reason: "Причина выбытия"
        case .revaluedSum: "Сумма с учётом коэффициента, руб."
        case .period: "Период"
        case .indicator: "Показатель"
        case .atStart: "Состоит на начало периода"
        case .received: "Поступило"
        case .writtenOff: "Выбыло"
        case .atEnd: "Состоит на конец периода"
        case .lineNumber: "№ п/п"
        case .inventoryNumber: "Инвентарный номер"
        case .authorAndTitle: "Автор и заглавие"
        case .year: "Год издания"
        case .receiptYear: "Год поступления"
        case .writeOffYear: "Год списания"
        case .price: "Цена, руб."
        case .coefficient: "Коэффициент"
        case .itemSum: "Сумма, руб."
        case .receiptDay: "Дата поступления"
        case .ksuNumber: "№ записи в КСУ"
        case .checkedOn: "Отметка о проверке"
        case .writeOff: "№ акта выбытия и дата"
        case .status: "Состояние"
        case .note: "Примечание"
        case .withoutReceipt: "Без записи в КСУ (внесены в каталог без партии поступления)"
        case .missing: "Недостающие документы"
        case .notFound: "не найден при проверке"
        case .onPaper: "Числятся выданными или находятся вне места хранения"
        case .elsewhere: "Найдены, но числятся в другом фонде"
        case .unknownNumbers: "Отсканированы неизвестные номера"
        case .chair: "Председатель комиссии"
        case .members: "Члены комиссии"
        case .signature: "подпись"
        }
    }
}
