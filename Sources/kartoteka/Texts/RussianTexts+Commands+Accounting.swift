import KartotekaCore

extension RussianTexts: AccountingCommandTexts {
    var numberInYearExpected: String { "номер в году (5) или год и номер (2027/5)" }
    var accountingYearHelp: String { "год (ГГГГ)" }
    var csvHelp: String { "CSV для таблицы (Excel, LibreOffice) вместо текста" }
    var importReceiptHelp: String { "партия КСУ (5 или 2027/5), в которую записать экземпляры без своего номера КСУ (910^U)" }
    var receiptAddSummary: String { "записать поступление (партию) в книгу суммарного учёта" }
    var receiptAddDetails: String { "Номер записи КСУ — следующий в году, если не указан. Без сопроводительного документа составляется акт приёма (acceptance_act). Экземпляры записываются в партию при каталогизации: book add --receipt N, copy add --receipt N.\nПример: kartoteka receipt add --date 2027-02-01 --source purchase --supplier \"Библио-Глобус\" --document-kind waybill --document-number 17" }
    var receiptDateHelp: String { "дата поступления (не позже сегодняшней)" }
    var receiptNumberHelp: String { "№ записи в КСУ (по умолчанию — следующий в году)" }
    var receiptSourceHelp: String { "источник: purchase, gift, subscription, exchange, replacement, legal_deposit, transfer, other" }
    var receiptSupplierHelp: String { "поставщик (магазин, коллектор, даритель)" }
    var receiptDocumentKindHelp: String { "сопроводительный документ: invoice, waybill, register, transfer_act, acceptance_act (по умолчанию)" }
    var documentNumberHelp: String { "номер документа" }
    var documentDateHelp: String { "дата документа" }
    var accountingNoteHelp: String { "примечание" }
    func receiptEntered(_ number: String) -> String { "Поступление записано в КСУ под № \(number)." }
    var receiptListSummary: String { "поступления (партии КСУ), новые — первыми" }
    var openReceiptsHelp: String { "только открытые (в них ещё можно записывать экземпляры)" }
    var noReceiptsListed: String { "Поступлений нет." }
    var receiptShowSummary: String { "поступление и его экземпляры" }
    var receiptEditSummary: String { "исправить поступление, закрыть его для новых экземпляров или открыть снова" }
    var receiptEditDetails: String {
        "Поля, которые не указаны, остаются как были. Закрытое поступление хранит то, что вошло в КСУ (дату, источник, поставщика, документ): "
            + "чтобы исправить их, откройте его (--open yes), исправьте и закройте снова (--open no); примечание меняется и в закрытом.\n"
            + "Пример: kartoteka receipt edit 2027/3 --open no"
    }
    var receiptOpenHelp: String { "yes — открыть для новых экземпляров, no — закрыть" }
    var receiptDeleteSummary: String { "удалить поступление, в которое не записано ни одного экземпляра" }
    func receiptSaved(_ number: String) -> String { "Поступление № \(number) сохранено." }
    func receiptRemoved(_ number: String) -> String { "Поступление № \(number) удалено." }
    var writeOffAddSummary: String { "составить акт списания: экземпляры выбывают из фонда все или ни один" }
    var writeOffAddDetails: String { "Экземпляр на руках, в пути или уже списанный отменяет весь акт. Сумма экземпляра — цена × коэффициент.\nПример: kartoteka writeoff add --date 2027-03-15 --reason worn --member \"Иванова И. И.: председатель\" --member \"Петрова П. П.: бухгалтер\" --approved-by \"Директор Сидоров С. С.\" --inventory 12345 --inventory 12346" }
    var actDateHelp: String { "дата акта (не позже сегодняшней)" }
    var actNumberHelp: String { "№ акта (по умолчанию — следующий в году)" }
    var writeOffReasonHelp: String { "причина: worn (ветхость), lost (утрата), outdated (устарелость), defective (дефектность), off_profile (непрофильность), duplicate (дублетность)" }
    var approvedByHelp: String { "кто утверждает акт (гриф «УТВЕРЖДАЮ»): должность и ФИО" }
    var coefficientHelp: String { "коэффициент переоценки (по умолчанию 1)" }
    var memberHelp: String { "член комиссии «ФИО: должность», по одному на параметр; первый — председатель" }
    var actInventoryHelp: String { "инвентарный номер экземпляра (можно несколько раз; свой коэффициент — через пробел)" }
    var actFileHelp: String { "файл с инвентарными номерами, по одному в строке (- — стандартный ввод)" }
    func actDrawnUp(_ number: String, copies: Int) -> String { "Акт списания № \(number) составлен: \(copies) экз. выбыли из фонда." }
    var writeOffListSummary: String { "акты списания, новые — первыми" }
    var noActsListed: String { "Актов списания нет." }
    var writeOffShowSummary: String { "акт списания с комиссией и списком экземпляров" }
    var bulletinSummary: String { "бюллетень новых поступлений за год или период: поступившие издания по разделам ББК (описание по ГОСТ)" }
    var oo2Summary: String { "ОО-2, раздел 2.6: формирование и использование библиотечного фонда за год (из КСУ обоих фондов)" }
    var nkSummary: String { "6-НК: пользователи, посещения и выдача по возрастным группам и фонд за год — по филиалам и свод" }
    var registerSummary: String { "дневник работы библиотеки за месяц: посещения и выдача по дням и возрастным группам" }
    var registerMonthHelp: String { "месяц: 2027-03 (по умолчанию текущий)" }
    var formBranchHelp: String { "код филиала (по умолчанию — вся библиотека)" }
    var lendInLibraryHelp: String { "выдать в читальный зал: вернуть сегодня; можно и издание «только для читального зала»" }
    var lendOverrideAgeMarkHelp: String { "выдать, хотя возрастная маркировка выше возраста читателя (только библиотекарь; не для 18+)" }
    var ksuSummary: String { "книга суммарного учёта (КСУ) за год или период" }
    var ksuDetails: String { "Три части: поступления по партиям, выбытие по актам, итоги движения фонда по годам (на начало + поступило − выбыло = на конец). Без параметров — текущий год.\nПример: kartoteka ksu --year 2027 --csv > ksu-2027.csv" }
    var periodFromHelp: String { "первый день периода" }
    var periodToHelp: String { "последний день периода" }
    var inventoryBookSummary: String { "инвентарная книга: экземпляры по инвентарным номерам" }
    var inventoryFromHelp: String { "первый инвентарный номер диапазона" }
    var inventoryToHelp: String { "последний инвентарный номер диапазона" }
    var receivedFromHelp: String { "поступившие с этого дня" }
    var receivedToHelp: String { "поступившие по этот день" }
    var bookReceiptHelp: String { "только экземпляры этой партии (5 или 2027/5)" }
    var bookBranchHelp: String { "только фонд этого филиала" }
    var inventoryBookNothing: String { "В инвентарной книге нет таких экземпляров." }
    var stocktakeStartSummary: String { "начать проверку фонда" }
    var stocktakeStartDetails: String { "Без параметров проверяется весь фонд. Сканировать могут несколько рабочих мест сразу, в том числе помощники на выдаче; завершает проверку библиотекарь.\nПример: kartoteka stocktake start --branch Ф2 --from 1 --to 5000" }
    var stocktakeBranchHelp: String { "фонд этого филиала" }
    var stocktakePlaceHelp: String { "место хранения (910^D)" }
    func stocktakeBegun(_ id: Int64) -> String { "Проверка № \(id) начата." }
    var stocktakeIDHelp: String { "номер проверки" }
    var stocktakeScanSummary: String { "отсканировать экземпляры в проверку фонда" }
    var scanInventoryHelp: String { "инвентарный номер или штрихкод (можно несколько раз)" }
    var scanFileHelp: String { "файл с номерами, по одному в строке (- — стандартный ввод, например со сканера)" }
    var stocktakeStatusSummary: String { "ход проверки фонда и её результаты (без --id — все проверки)" }
    var noStocktakesListed: String { "Проверок фонда не было." }
    var stocktakeFinishSummary: String { "завершить проверку фонда и вывести акт" }
    func tallyLine(_ copies: Int, titles: Int, sum: String) -> String { "\(copies) экз., \(titles) назв., \(sum) руб." }
    var receiptOpenMark: String { "открыто" }
    func actSums(_ copies: Int, sum: String, revalued: String) -> String { "\(copies) экз. на \(sum) руб. (с коэффициентом \(revalued))" }
    func copiesAndSum(_ copies: Int, sum: String) -> String { "\(copies) экз. на \(sum) руб." }
    func copiesWithoutReceiptLine(_ count: Int) -> String { "\(count) экз. поступили без записи в КСУ и учтены со дня поступления, указанного у экземпляра." }
    func writtenOffWithoutActLine(_ count: Int) -> String { "\(count) экз. отмечены списанными без акта — в КСУ не учитываются." }
    var ledgerReconciles: String { "Итоги сходятся с подсчётом экземпляров." }
    var ledgerDoesNotReconcile: String { "Итоги НЕ сходятся с подсчётом экземпляров: проверьте даты поступлений и актов." }
    func ksuNumberMark(_ number: String) -> String { "КСУ № \(number)" }
    func checkedOnMark(_ day: String) -> String { "проверен \(day)" }
    func writtenOffByMark(_ act: String, _ day: String?) -> String { "списан по акту № \(act)\(day.map { " от \($0)" } ?? "")" }
    func branchScope(_ code: String) -> String { "филиал \(code)" }
    func placeScope(_ place: String) -> String { "место \(place)" }
    func rangeScope(_ from: String, _ to: String) -> String { "инв. № \(from)–\(to)" }
    var wholeFundScope: String { "весь фонд" }
    func checkProgress(counted: Int, expected: Int, onPaper: Int, missing: Int, elsewhere: Int, unknown: Int) -> String { "учтено \(counted) из \(expected), на руках или вне места \(onPaper), не найдено \(missing), из другого фонда \(elsewhere), неизвестных номеров \(unknown)" }
    func checkEndedOn(_ day: String) -> String { "завершена \(day)" }
    var checkGoesOn: String { "идёт" }
}
